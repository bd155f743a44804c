#!/usr/bin/env bash
# Prints a modalplay script of N command lines (default 100000): the project's own scripts
# (every .modal under sessions/, in sorted order, what `modalplay test` and CI run), each
# after `reset`, repeated until N lines are written (issue 36, R1).
# Usage: bench/scripts-workload.sh [N] > scripts.modal
#   run it with --quiet --keep-going (bench/run.sh, bench/instructions.sh).
# So that each script runs as it does alone:
# - `reset` before each returns to a fresh session (the starting config, device and options:
#   docs/scripts.md, "reset and record"), as `modalplay test` starts each transcript;
# - a relative path after `load` or `source` resolves in the script's folder (as in a
#   transcript), so it is written as an absolute path to that folder;
# - a `$TMP/NAME` file gets the repetition's number (`$TMP/r3-NAME`), so that a `save` in one
#   repetition is not refused as over the file the one before wrote.
# Comments and blank lines are left out: every line counted is a command.
set -euo pipefail
n=${1:-100000}
root=$(cd "$(dirname "$0")/.." && pwd)
mapfile -t scripts < <(find "$root/sessions" -name '*.modal' | LC_ALL=C sort)
[ "${#scripts[@]}" -gt 0 ] || {
  echo "scripts-workload: no .modal under $root/sessions" >&2
  exit 2
}
# One repetition, with the byte 1 in place of the repetition's number.
one=$(for script in "${scripts[@]}"; do
  echo reset
  awk -v dir="$(dirname "$script")" '
    /^[ \t]*(#|$)/ { next }
    {
      if (($1 == "load" || $1 == "source") && NF >= 2 && $2 !~ /^[\/$~]/) $2 = dir "/" $2
      gsub(/\$TMP\//, "$TMP/r\001-")
      print
    }' "$script"
done)
awk -v n="$n" -v one="$one" 'BEGIN {
  c = split(one, lines, "\n")
  for (i = 0; i < n; i++) {
    line = lines[(i % c) + 1]
    gsub(/\001/, int(i / c), line)
    print line
  }
}'
