#!/usr/bin/env bash
# The budgets of issue 17 and issue 36 (R1, S) counted in instructions (valgrind
# --tool=callgrind): exact and repeatable on a busy machine, where bench/run.sh's wall-clock
# figures are not. The yardstick is sqlite3 counted the same way; a ratio of instructions is
# not a ratio of seconds (the two programs run at different instructions per cycle), so the
# budgets themselves are judged on bench/run.sh's wall clock, and this script says where the
# instructions go.
# Usage: bench/instructions.sh        (builds modalplay in release mode first; about 5 minutes)
#   MODALPLAY=PATH bench/instructions.sh  counts that binary instead (no build)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "bench/instructions.sh: needs valgrind" >&2; exit 2; }
if [ -n "${MODALPLAY:-}" ]; then
  modalplay=$MODALPLAY
else
  swift build -c release --product modalplay >/dev/null
  modalplay=$(swift build -c release --show-bin-path)/modalplay
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# count INPUT PROGRAM ARG...: the instructions of one run of PROGRAM with standard input from
# the file INPUT (its output thrown away).
count() {
  local input=$1
  shift
  # (a script with refused lines exits with 1 under --keep-going: its count still stands)
  { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" <"$input" 2>&1 >/dev/null || true; } |
    awk '/refs:/ { gsub(",", "", $NF); print $NF }'
}
mega() { awk -v n="$1" 'BEGIN { printf "%.2f M", n / 1e6 }'; }
kilo() { awk -v n="$1" 'BEGIN { printf "%.1f k", n / 1e3 }'; }
row() { printf '| %s | %s |\n' "$1" "$2"; }

lines=20000
bench/workload.sh "$lines" >"$work/mixed.modal"
bench/workload.sh "$lines" plain >"$work/plain.modal"
bench/scripts-workload.sh "$lines" >"$work/scripts.modal"
awk -v n="$lines" 'BEGIN { for (i = 0; i < n; i++) print "select 1;" }' >"$work/select.sql"
bench/lint-config.sh 4 >"$work/points-4.json"
bench/lint-config.sh 1024 >"$work/points-1024.json"
quiet=("$modalplay" --quiet --keep-going)

echo "| workload | instructions (callgrind) |"
echo "|---|---|"
sqlite=$(count "$work/select.sql" sqlite3 :memory:)
for kind in mixed plain; do
  n=$(count /dev/null "${quiet[@]}" "$work/$kind.modal")
  row "W1: $lines $kind lines, \`--quiet\`" \
    "$(mega "$n"), $(kilo $((n / lines))) a line; sqlite3 on $lines \`select 1;\` $(mega "$sqlite"): modalplay does $(awk -v a="$n" -v b="$sqlite" 'BEGIN { printf "%.2f", b / a }')x as many lines an instruction"
done
# R1 (issue 36): the project's own scripts, each after reset (bench/scripts-workload.sh).
n=$(count /dev/null "${quiet[@]}" "$work/scripts.modal")
row "R1: $lines lines of the project's scripts, \`--quiet\`" \
  "$(mega "$n"), $(kilo $((n / lines))) a line; sqlite3 on $lines \`select 1;\` $(mega "$sqlite") ($(awk -v a="$n" -v b="$sqlite" 'BEGIN { printf "%.2f", b / a }')x as many lines an instruction)"
n=$(count /dev/null "$modalplay" --keep-going "$work/mixed.modal")
row "W2: the mixed lines with frames drawn" "$(mega "$n"), $(kilo $((n / lines))) a line"
n=$(count /dev/null "$modalplay" -c quit)
s=$(count /dev/null sqlite3 :memory: .quit)
row "W3: start-up, \`modalplay -c quit\`" \
  "$(mega "$n"); \`sqlite3 :memory: .quit\` $(mega "$s") ($(awk -v a="$n" -v b="$s" 'BEGIN { printf "%.2f", a / b }')x)"

# per CONFIG CYCLE REPEATS: the instructions of one line of CYCLE (lines separated by |) after
# `present`: the run with REPEATS cycles less the run with none, per line.
per() {
  local config=$1 cycle=$2 repeats=$3 base full lines_in_cycle
  lines_in_cycle=$(awk -v c="$cycle" 'BEGIN { print split(c, l, "|") }')
  awk -v n="$repeats" -v cycle="$cycle" 'BEGIN { c = split(cycle, l, "|"); print "present"; for (i = 0; i < n; i++) for (j = 1; j <= c; j++) print l[j] }' >"$work/per.modal"
  base=$(count /dev/null "${quiet[@]}" --config "$config" -c present)
  full=$(count /dev/null "${quiet[@]}" --config "$config" "$work/per.modal")
  echo $(((full - base) / (repeats * lines_in_cycle)))
}
w4() { # NAME CYCLE
  local four many
  four=$(per "$work/points-4.json" "$2" 200)
  many=$(per "$work/points-1024.json" "$2" 200)
  row "W4: \`$1\`, 4 vs 1 024 points" \
    "$(kilo "$four") vs $(kilo "$many") a line ($(awk -v a="$four" -v b="$many" 'BEGIN { printf "%.2f", b / a }')x)"
}
w4 "present / dismiss" "dismiss|present"
w4 "drag" "drag 0.01|drag -0.01"
w4 "drag / release" "drag 0.05|release 0"
w4 "snap" "snap 2|snap 3"
w4 "tap / present" "tap|present"
w5() { # NAME CYCLE REPEATS
  local n
  n=$(per "$work/points-1024.json" "$2" "$3")
  row "W5: \`$1\`, 1 024 points" "$(kilo "$n") a line, $((n / 1024)) a point"
}
w5 "rotate" "rotate" 100
w5 "keyboard 300 / keyboard off" "keyboard 300|keyboard off" 100
w5 "device iphone-se / iphone-14" "device iphone-se|device iphone-14" 100
w5 "snaps" "snaps" 5
base=$(count /dev/null "${quiet[@]}" --config "$work/points-1024.json" -c quit)
n=$(count /dev/null "${quiet[@]}" --config "$work/points-1024.json" -c lint)
row "W5: \`lint\`, 1 024 points" "$(mega $((n - base))) (loading the config: $(mega "$base") in all)"

# E (issue 36): `load`, `snaps`, `lint` and `explain` (after a release) at 4, 256 and 1 024
# snap points, for three config shapes of bench/lint-config.sh (even points, mixed layout
# kinds, keyboard-dependent): each count is the command's own (the run less the same run
# without it); the figure per point is the growth from 4 to 1 024 points over 1 020 points.
# (`load` is counted against `-c quit` with no config, which opens the default preset: more
# than 4 points cost, so its figure at 4 points is below zero.)
plain=$(count /dev/null "${quiet[@]}" -c quit)
for shape in spread kinds keyboard; do
  for n in 4 256 1024; do bench/lint-config.sh "$n" "$shape" >"$work/e-$shape-$n.json"; done
  for what in load snaps lint explain; do
    out=""
    for n in 4 256 1024; do
      config=("$modalplay" --keep-going --config "$work/e-$shape-$n.json")
      case $what in
        load) base=$plain full=$(count /dev/null "${config[@]}" -c quit) ;;
        snaps | lint)
          base=$(count /dev/null "${config[@]}" -c quit)
          full=$(count /dev/null "${config[@]}" -c "$what")
          ;;
        explain)
          base=$(count /dev/null "${config[@]}" -c present -c "drag 0.1" -c "release 0")
          full=$(count /dev/null "${config[@]}" -c present -c "drag 0.1" -c "release 0" -c explain)
          ;;
      esac
      out="$out $((full - base))"
    done
    read -r e4 e256 e1024 <<<"$out"
    row "E: \`$what\`, $shape" \
      "4: $(mega "$e4"), 256: $(mega "$e256"), 1 024: $(mega "$e1024"); $(kilo $(((e256 - e4) / 252))) a point to 256, $(kilo $(((e1024 - e4) / 1020))) to 1 024"
  done
done
