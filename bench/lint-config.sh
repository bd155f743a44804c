#!/usr/bin/env bash
# Prints a config (JSON) of N bottom-sheet snap points for the benchmarks (spread: the config of
# `modalbench drag` and `modalbench lint`, written as JSON).
# Usage: bench/lint-config.sh N [SHAPE] > config.json
#   spread (default): heights from 10% to 90%, evenly spaced (close points: duplicate findings)
#   same:             every point 50% tall (every point a duplicate of the first)
#   mixed:            every third point in-between, every fifth 20 pt out of order, the others
#                     spread, some with a keyboard-relative margin
#   kinds:            the spread's heights written in turn as a percent, a detent fraction, a
#                     detent height in points, a percent plus the keyboard's overlap, a percent
#                     plus the bottom safe-area inset and a condition (portrait ? a : b), every
#                     seventh point with a safe-area margin (deployment target iOS 16)
#   keyboard:         every point depends on the keyboard: a height `kb ? a : b`, a percent
#                     plus kb.overlapH or a keyboard-relative bottom margin, in turn
set -euo pipefail
n=${1:?usage: bench/lint-config.sh N [spread|same|mixed|kinds|keyboard]}
shape=${2:-spread}
case $shape in spread | same | mixed | kinds | keyboard) ;; *)
  echo "bench/lint-config.sh: unknown shape $shape (spread, same, mixed, kinds or keyboard)" >&2
  exit 2
  ;;
esac
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
    if (shape == "kinds") {
      k = i % 6
      if (k == 1) height = sprintf("detent.fraction(%.4f)", percent / 100)
      if (k == 2) height = sprintf("detent.height(%.2f)", percent * 7.5)
      if (k == 3) height = sprintf("%.4f%% + kb.overlapH", percent)
      if (k == 4) height = sprintf("%.4f%% + safe.bottom", percent)
      if (k == 5) height = sprintf("portrait ? %.4f%% : %.4f%% - 10", percent, percent)
      if (i % 7 == 3) margin = ", \"margins\": {\"bottom\": \"safe.bottom min 15\"}"
    }
    if (shape == "keyboard") {
      k = i % 3
      if (k == 0) height = sprintf("kb ? %.4f%% : %.4f%%", percent / 2, percent)
      if (k == 1) height = sprintf("%.4f%% + kb.overlapH", percent / 2)
      if (k == 2) margin = ", \"margins\": {\"bottom\": \"kb.overlapH\"}"
    }
    printf "    {\"layout\": {\"align\": \"center/bottom\", \"width\": \"stretch\", \"height\": \"%s\"%s}, \"keyframe\": {\"cornerRadius\": %d, \"backgroundOpacity\": %.1f}%s}%s\n", height, margin, i % 20, (i % 10) / 10, extra, (i < n - 1 ? "," : "")
  }
  printf "  ],\n  \"overshoot\": {\"preset\": \"fitScreen\"}%s\n}\n", (shape == "kinds" ? ",\n  \"sheet\": {\"deploymentTarget\": 16}" : "")
}'
