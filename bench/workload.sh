#!/usr/bin/env bash
# Prints a modalplay script of N mixed commands (default 100000): the cycle below, repeated.
# Usage: bench/workload.sh [N] > workload.modal
set -euo pipefail
n=${1:-100000}
awk -v n="$n" 'BEGIN {
  split("present|drag 0.1|drag -0.05|release 800|snap next|snap prev|tap|keyboard 300|keyboard off|dismiss", cycle, "|")
  for (i = 0; i < n; i++) print cycle[(i % 10) + 1]
}'
