#!/usr/bin/env bash
# The performance budgets of ARCHITECTURE.md, measured with public tools (/usr/bin/time).
# Usage: bench/run.sh          (builds in release mode first; takes a few minutes)
# Prints each workload's wall time and peak memory next to its reference.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bench/workload.sh 100000 >"$work/mixed-100k.modal"
bench/workload.sh 10000 >"$work/mixed-10k.modal"
bench/workload.sh 1000000 >"$work/mixed-1m.modal"
awk 'BEGIN { for (i = 0; i < 100000; i++) print "select 1;" }' >"$work/select.sql"
bench/lint-config.sh 1000 >"$work/lint-1k.json"
bench/lint-config.sh 10000 >"$work/lint-10k.json"

measure() { # label, then the command; prints wall seconds and peak KiB (best of 3 walls)
  local label=$1
  shift
  local best="" peak=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    read -r wall kib <"$work/time"
    if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN { exit !(a < b) }'; then
      best=$wall
      peak=$kib
    fi
  done
  printf '%-52s %6ss  %7s KiB\n' "$label" "$best" "$peak"
}

echo "workload                                             wall      peak"
if command -v sqlite3 >/dev/null 2>&1; then
  measure "sqlite3 :memory: < 100 000 x 'select 1;'" sh -c "sqlite3 :memory: < '$work/select.sql'"
  measure "sqlite3 :memory: .quit" sqlite3 :memory: .quit
fi
measure "modalplay --quiet, 100 000 mixed commands" "$bin/modalplay" --quiet "$work/mixed-100k.modal"
measure "modalplay with frames, 100 000 mixed commands" "$bin/modalplay" "$work/mixed-100k.modal"
measure "modalplay -c quit (start-up)" "$bin/modalplay" -c quit
measure "modalplay --quiet, 10 000 mixed commands" "$bin/modalplay" --quiet "$work/mixed-10k.modal"
measure "modalplay --quiet, 1 000 000 mixed commands" "$bin/modalplay" --quiet "$work/mixed-1m.modal"
# lint (budget: linear, under 20 ms at 1 024 points): the whole command, and loading alone.
measure "modalplay --config 1 000 points -c quit (load)" "$bin/modalplay" --config "$work/lint-1k.json" -c quit
measure "modalplay --config 1 000 points -c lint" "$bin/modalplay" --config "$work/lint-1k.json" -c lint
measure "modalplay --config 10 000 points -c quit (load)" "$bin/modalplay" --config "$work/lint-10k.json" -c quit
measure "modalplay --config 10 000 points -c lint" "$bin/modalplay" --config "$work/lint-10k.json" -c lint
"$bin/modalbench" drag
"$bin/modalbench" lint
