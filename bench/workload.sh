#!/usr/bin/env bash
# Prints a modalplay script of N commands (default 100000): a cycle, repeated.
# Usage: bench/workload.sh [N] [realistic|plain] > workload.modal
#   realistic (default): the mix of real sessions (issue 17): every 20 lines, one environment
#             change (5 %: rotate, keyboard N, keyboard off, device, in turn, so that rotations
#             and keyboards go back and forth) and three lines refused by the parser or the
#             manager (an unknown command, a malformed number, a snap index out of range); in
#             landscape (a config of one point) a snap next / prev is refused as well, 20.6 %
#             refused in all. Refused lines are errors: run it with --keep-going.
#   plain:    the old cycle of 10 (present, drags, release, snaps, tap, keyboard, dismiss),
#             every line accepted.
set -euo pipefail
n=${1:-100000}
mix=${2:-realistic}
case $mix in
plain)
  cycle="present|drag 0.1|drag -0.05|release 800|snap next|snap prev|tap|keyboard 300|keyboard off|dismiss"
  environment=""
  ;;
realistic)
  cycle="present|drag 0.1|drag -0.05|release 800|snap 99|frobnicate|snap next|snap prev|drag 0.1x|tap|drag 0.2|release -400|snap 2|tap|snap prev|drag -0.1|release 0|snap next|ENV|dismiss"
  environment="rotate|keyboard 300|rotate|keyboard off|device iphone-se|rotate|rotate|device iphone-14"
  ;;
*)
  echo "workload: the mix is realistic or plain, not '$mix'" >&2
  exit 2
  ;;
esac
awk -v n="$n" -v cycle="$cycle" -v environment="$environment" 'BEGIN {
  c = split(cycle, lines, "|")
  e = split(environment, changes, "|")
  k = 0
  for (i = 0; i < n; i++) {
    line = lines[(i % c) + 1]
    if (line == "ENV") line = changes[(k++ % e) + 1]
    print line
  }
}'
