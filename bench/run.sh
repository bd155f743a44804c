#!/usr/bin/env bash
# The performance budgets of issue 17 (W1-W7) and issue 36 (R1, R2, S, E), measured with public
# tools: bash, /usr/bin/time and sqlite3 (for the yardstick ratios).
# Usage: bench/run.sh [RUNS]   (builds in release mode first; RUNS paired runs, default 5;
#                               takes several minutes)
#   MODALPLAY=PATH bench/run.sh  measures that binary instead (no build)
# Each figure is the median of RUNS runs; a ratio against sqlite3 is taken pair by pair (the
# two commands run in turn), so that a machine whose speed drifts still gives a fair ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
if [ -n "${MODALPLAY:-}" ]; then
  modalplay=$MODALPLAY
else
  swift build -c release >/dev/null
  modalplay=$(swift build -c release --show-bin-path)/modalplay
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# seconds CMD...: the wall seconds of one run of the shell command CMD: bash 5's
# EPOCHREALTIME (read without starting a process), else date's nanosecond clock (whose two
# processes then count in every figure).
seconds() {
  local start end
  if [ -n "${EPOCHREALTIME:-}" ]; then
    start=${EPOCHREALTIME/,/.}
    bash -c "$1" >/dev/null 2>&1 || true
    end=${EPOCHREALTIME/,/.}
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }'
  else
    start=$(date +%s%N)
    bash -c "$1" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", (b - a) / 1e9 }'
  fi
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# paired A B: RUNS runs of A and B in turn; prints "median-A median-B median(B/A)".
paired() {
  local a b ta tb
  : >"$work/a" && : >"$work/b" && : >"$work/r"
  for _ in $(seq "$runs"); do
    ta=$(seconds "$1")
    tb=$(seconds "$2")
    echo "$ta" >>"$work/a"
    echo "$tb" >>"$work/b"
    awk -v a="$ta" -v b="$tb" 'BEGIN { printf "%.6f\n", b / a }' >>"$work/r"
  done
  echo "$(median <"$work/a") $(median <"$work/b") $(median <"$work/r")"
}
# single CMD: the median wall seconds of RUNS runs.
single() {
  : >"$work/a"
  for _ in $(seq "$runs"); do seconds "$1" >>"$work/a"; done
  median <"$work/a"
}
# per LINES SECONDS BASE: microseconds per line over the base (start-up) time.
per() { awk -v n="$1" -v t="$2" -v b="$3" 'BEGIN { printf "%.2f", (t - b) / n * 1e6 }'; }
row() { printf '| %s | %s | %s |\n' "$1" "$2" "$3"; }

bench/workload.sh 100000 >"$work/mixed.modal"
bench/workload.sh 100000 plain >"$work/plain.modal"
bench/workload.sh 10000 >"$work/mixed-10k.modal"
bench/scripts-workload.sh 100000 >"$work/scripts.modal"
awk 'BEGIN { for (i = 0; i < 100000; i++) print "select 1;" }' >"$work/select.sql"
bench/lint-config.sh 4 >"$work/points-4.json"
bench/lint-config.sh 1024 >"$work/points-1024.json"
quiet="'$modalplay' --quiet --keep-going"

echo "| workload | measured | budget |"
echo "|---|---|---|"
# W1: the realistic mix against sqlite3, to /dev/null and through a pipe.
read -r tm ts ratio < <(paired "$quiet '$work/mixed.modal'" "sqlite3 :memory: < '$work/select.sql'")
row "W1: 100 000 mixed lines, \`--quiet\`, to /dev/null" \
  "${tm} s, $(awk -v r="$ratio" 'BEGIN { printf "%.2f", r }')x sqlite3's line rate (sqlite3 ${ts} s)" "at least 2.0x"
read -r tm ts ratio < <(paired "$quiet '$work/mixed.modal' | cat" "sqlite3 :memory: < '$work/select.sql' | cat")
row "W1 through a pipe" \
  "${tm} s, $(awk -v r="$ratio" 'BEGIN { printf "%.2f", r }')x sqlite3's rate through the same pipe" "at least 1.5x"
read -r tm ts ratio < <(paired "$quiet '$work/plain.modal'" "sqlite3 :memory: < '$work/select.sql'")
row "W1 on the plain workload (\`bench/workload.sh N plain\`)" \
  "${tm} s, $(awk -v r="$ratio" 'BEGIN { printf "%.2f", r }')x sqlite3's line rate" "(no budget)"
# R1 (issue 36): the project's own scripts (every .modal under sessions/, each after reset).
read -r tm ts ratio < <(paired "$quiet '$work/scripts.modal'" "sqlite3 :memory: < '$work/select.sql'")
row "R1: 100 000 lines of the project's scripts (\`bench/scripts-workload.sh\`), \`--quiet\`" \
  "${tm} s, $(awk -v r="$ratio" 'BEGIN { printf "%.2f", r }')x sqlite3's line rate (sqlite3 ${ts} s)" "at least 1.0x"
# W2: frames drawn.
t=$(single "'$modalplay' --keep-going '$work/mixed.modal'")
row "W2: the same with frames drawn" \
  "${t} s, $(awk -v t="$t" 'BEGIN { printf "%.0f", 100000 / t }') commands per second" "at least 500 000 per second"
# W3: start-up, in rounds of three: `bash -c :` (what starting any command costs here: the
# shell that runs it), modalplay, sqlite3; the first is taken off the two others, so that the
# ratio is of the programs' own start-ups, not diluted by the shell's. 10 x RUNS rounds.
: >"$work/a" && : >"$work/b" && : >"$work/r"
for _ in $(seq $((runs * 10))); do
  t0=$(seconds ":")
  ta=$(seconds "'$modalplay' -c quit")
  tb=$(seconds "sqlite3 :memory: .quit")
  awk -v a="$ta" -v z="$t0" 'BEGIN { printf "%.6f\n", a - z }' >>"$work/a"
  awk -v b="$tb" -v z="$t0" 'BEGIN { printf "%.6f\n", b - z }' >>"$work/b"
  awk -v a="$ta" -v b="$tb" -v z="$t0" 'BEGIN { d = b - z; printf "%.6f\n", (d > 0 ? (a - z) / d : 0) }' >>"$work/r"
done
tm=$(median <"$work/a")
ts=$(median <"$work/b")
ratio=$(median <"$work/r")
row "W3: start-up, \`modalplay -c quit\`" \
  "$(awk -v t="$tm" 'BEGIN { printf "%.1f", t * 1000 }') ms, $(awk -v r="$ratio" 'BEGIN { printf "%.2f", r }')x \`sqlite3 :memory: .quit\` ($(awk -v t="$ts" 'BEGIN { printf "%.1f", t * 1000 }') ms), the shell's start taken off both" "within 1.5x"

# W4: each modal command with 4 and with 1 024 points: 20 000 lines of it after `present`,
# less the time of `present` alone, per line.
lines=20000
w4() { # NAME CYCLE: CYCLE is one or more lines separated by |, repeated to $lines lines
  local name=$1 cycle=$2 n out="" base t
  for n in 4 1024; do
    awk -v n="$lines" -v cycle="$cycle" 'BEGIN { c = split(cycle, l, "|"); print "present"; for (i = 0; i < n; i++) print l[(i % c) + 1] }' >"$work/w4-$n.modal"
    base=$(single "$quiet --config '$work/points-$n.json' -c present")
    t=$(single "$quiet --config '$work/points-$n.json' '$work/w4-$n.modal'")
    out="$out $(per "$lines" "$t" "$base")"
  done
  read -r four many <<<"$out"
  row "W4: \`$name\`, 4 vs 1 024 points" "$four us vs $many us a line ($(awk -v a="$four" -v b="$many" 'BEGIN { printf "%.2f", b / a }')x)" "within 2x"
}
w4 "present / dismiss" "dismiss|present"
w4 "drag" "drag 0.01|drag -0.01"
w4 "drag / release" "drag 0.05|release 0"
w4 "snap" "snap 2|snap 3"
w4 "tap" "tap|present"

# W5: environment changes, snaps and lint with 1 024 points, per point.
w5() { # NAME CYCLE LINES
  local name=$1 cycle=$2 count=$3 base t us
  awk -v n="$count" -v cycle="$cycle" 'BEGIN { c = split(cycle, l, "|"); print "present"; for (i = 0; i < n; i++) print l[(i % c) + 1] }' >"$work/w5.modal"
  base=$(single "$quiet --config '$work/points-1024.json' -c present")
  t=$(single "$quiet --config '$work/points-1024.json' '$work/w5.modal'")
  us=$(per "$count" "$t" "$base")
  row "W5: \`$name\`, 1 024 points" "$us us a line, $(awk -v u="$us" 'BEGIN { printf "%.3f", u / 1024 }') us a point" "linear at most"
}
w5 "rotate" "rotate" 2000
w5 "keyboard 300 / keyboard off" "keyboard 300|keyboard off" 2000
w5 "device iphone-se / iphone-14" "device iphone-se|device iphone-14" 2000
w5 "snaps" "snaps" 100
base=$(single "$quiet --config '$work/points-1024.json' -c quit")
t=$(single "$quiet --config '$work/points-1024.json' -c lint")
row "W5: \`lint\`, 1 024 points" "$(awk -v t="$t" -v b="$base" 'BEGIN { printf "%.1f", (t - b) * 1000 }') ms (loading the config $(awk -v b="$base" 'BEGIN { printf "%.1f", b * 1000 }') ms more)" "under 20 ms"

# W6: peak memory, 10 000 vs 10 000 000 lines (the long one through a pipe: no 80 MB file).
peak() { # (time writes "Command exited with non-zero status" first when it did)
  /usr/bin/time -f %M -o "$work/peak" bash -c "$1" >/dev/null 2>&1 || true
  tail -n 1 "$work/peak"
}
small=$(peak "exec $quiet '$work/mixed-10k.modal'")
large=$(peak "bench/workload.sh 10000000 | $quiet -")
row "W6: peak memory, 10 000 vs 10 000 000 lines" \
  "$(awk -v k="$small" 'BEGIN { printf "%.1f", k / 1024 }') MiB vs $(awk -v k="$large" 'BEGIN { printf "%.1f", k / 1024 }') MiB ($(awk -v a="$small" -v b="$large" 'BEGIN { printf "%+.1f", (b / a - 1) * 100 }') %)" "within 10 %, under 30 MB"

# W7: `modalplay test` over about 1 000 transcripts (copies of sessions/, each copy whole, as
# the scripts refer to files beside them), its CPU time over its wall time (the cores it kept
# busy).
per_copy=$(find sessions -name '*.modal' | wc -l)
copies=$(((1000 + per_copy - 1) / per_copy))
for i in $(seq "$copies"); do cp -R sessions "$work/transcripts-$i"; done
total=$((copies * per_copy))
/usr/bin/time -f "%e %U %S %P" -o "$work/w7" "$modalplay" test "$work"/transcripts-* >/dev/null 2>&1 || true
read -r wall user sys cpu <"$work/w7"
row "W7 / R2: \`modalplay test\`, $total transcripts" \
  "${wall} s, $(awk -v n="$total" -v w="$wall" 'BEGIN { printf "%.0f", n / w }') transcripts per second, $(awk -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", (u + s) / w }') of $(nproc) cores busy (\`/usr/bin/time\`: $cpu CPU)" "uses every core"

# E (issue 36): `load`, `snaps`, `lint` and `explain` (after a release) at 4, 256 and 1 024
# snap points, for three config shapes of bench/lint-config.sh (even points, mixed layout
# kinds, keyboard-dependent): each figure is the command's own time (the run less the same run
# without it), and the figure per point is the growth from 4 to 1 024 points over 1 020 points,
# so a linear command shows the same per-point figure at 256 and at 1 024. (`load` is measured
# against `-c quit` with no config, which opens the default preset: more than 4 points cost.)
ms() { awk -v t="$1" -v b="$2" 'BEGIN { printf "%.2f", (t - b) * 1000 }'; }
plain=$(single "$quiet -c quit")
for shape in spread kinds keyboard; do
  for n in 4 256 1024; do bench/lint-config.sh "$n" "$shape" >"$work/e-$shape-$n.json"; done
  for what in load snaps lint explain; do
    out=""
    for n in 4 256 1024; do
      config="'$modalplay' --keep-going --config '$work/e-$shape-$n.json'"
      case $what in
        load) base=$plain t=$(single "$config -c quit") ;;
        snaps | lint)
          base=$(single "$config -c quit")
          t=$(single "$config -c $what")
          ;;
        explain)
          base=$(single "$config -c present -c 'drag 0.1' -c 'release 0'")
          t=$(single "$config -c present -c 'drag 0.1' -c 'release 0' -c explain")
          ;;
      esac
      out="$out $(ms "$t" "$base")"
    done
    read -r e4 e256 e1024 <<<"$out"
    row "E: \`$what\`, $shape" \
      "4: $e4 ms, 256: $e256 ms, 1 024: $e1024 ms; $(awk -v a="$e4" -v b="$e256" 'BEGIN { printf "%.2f", (b - a) / 252 * 1000 }') us a point to 256, $(awk -v a="$e4" -v b="$e1024" 'BEGIN { printf "%.2f", (b - a) / 1020 * 1000 }') us to 1 024" \
      "linear, under 5 ms at 1 024"
  done
done
