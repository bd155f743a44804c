#!/usr/bin/env bash
# Prints a config (JSON) of N bottom-sheet snap points for the lint benchmark (spread: the
# config of `modalbench drag` and `modalbench lint`, written as JSON).
# Usage: bench/lint-config.sh N [SHAPE] > config.json
#   spread (default): heights from 10% to 90%, evenly spaced (close points: duplicate findings)
#   same:             every point 50% tall (every point a duplicate of the first)
#   mixed:            every third point in-between, every fifth 20 pt out of order, the others
#                     spread, some with a keyboard-relative margin
set -euo pipefail
n=${1:?usage: bench/lint-config.sh N [spread|same|mixed]}
shape=${2:-spread}
awk -v n="$n" -v shape="$shape" 'BEGIN {
  printf "{\n  \"name\": \"lint-%s-%d\",\n  \"snapPoints\": [\n", shape, n
  for (i = 0; i < n; i++) {
    percent = 10 + 80 * i / (n > 1 ? n - 1 : 1)
    if (shape == "same") percent = 50
    extra = ""
    if (shape == "mixed" && i % 3 == 1 && i < n - 1) extra = ", \"mode\": \"inBetween\""
    margin = ""
    if (shape == "mixed" && i % 7 == 3) margin = ", \"margins\": {\"bottom\": \"kb.overlapH\"}"
    height = sprintf("%.4f%%", percent)
    if (shape == "mixed" && i % 5 == 4) height = sprintf("%.4f%% - 20", percent)
    printf "    {\"layout\": {\"align\": \"center/bottom\", \"width\": \"stretch\", \"height\": \"%s\"%s}, \"keyframe\": {\"cornerRadius\": %d, \"backgroundOpacity\": %.1f}%s}%s\n", height, margin, i % 20, (i % 10) / 10, extra, (i < n - 1 ? "," : "")
  }
  printf "  ],\n  \"overshoot\": {\"preset\": \"fitScreen\"}\n}\n"
}'
