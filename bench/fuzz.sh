#!/usr/bin/env bash
# Builds modalfuzz for libFuzzer and runs its targets (docs/fuzzing.md).
# Usage: bench/fuzz.sh [--skip-pending] [SECONDS] [TARGET...]
#   SECONDS  how long each target runs (default 60)
#   TARGET   command, config and/or swift (default all three)
#   --skip-pending  leave out the corpus inputs listed in Tests/FuzzCorpus/pending.txt
#                   (those waiting for a fix), so that a run explores instead of stopping
#                   at a known crash
# Each target starts from a copy of its seed corpus (Tests/FuzzCorpus/TARGET, with the
# dictionary Tests/FuzzCorpus/TARGET.dict when there is one) in
# .build/fuzz/corpus/TARGET, where new inputs are kept between runs; a crash, a hang
# (an input over 10 s) or a broken invariant stops the run, is saved under
# .build/fuzz/artifacts/ and makes the script exit 1.
# Environment: FUZZ_SANITIZERS (default fuzzer,address),
# FUZZ_FLAGS (more libFuzzer flags).
set -euo pipefail
cd "$(dirname "$0")/.."

skip_pending=0
if [ "${1:-}" = "--skip-pending" ]; then
  skip_pending=1
  shift
fi
seconds=${1:-60}
[ $# -gt 0 ] && shift
all=(command config swift)
printf -v names '%s, ' "${all[@]}"
names=${names%, }
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
case $seconds in '' | *[!0-9]*)
  echo "fuzz: SECONDS must be a whole number, not '$seconds'" >&2
  exit 2
  ;;
esac
# Each target named is checked before the (long) build.
for target in "${targets[@]}"; do
  if [[ " ${all[*]} " != *" $target "* ]] || [ ! -d "Tests/FuzzCorpus/$target" ]; then
    echo "fuzz: no target '$target' (the targets: $names)" >&2
    exit 2
  fi
done

scratch=.build/fuzz
build=(swift build --scratch-path "$scratch" -c release --product modalfuzz
  -Xswiftc "-sanitize=${FUZZ_SANITIZERS:-fuzzer,address}" -Xswiftc -DFUZZING
  -Xswiftc -parse-as-library)
echo "fuzz: ${build[*]}"
"${build[@]}"
bin="$("${build[@]}" --show-bin-path)/modalfuzz"

# The Swift backtracer would wait on a crash; libFuzzer and ASan report it themselves.
# Leak detection is off: the runtime's caches live until exit.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:handle_abort=1}

mkdir -p "$scratch/artifacts"
status=0
for target in "${targets[@]}"; do
  seeds=Tests/FuzzCorpus/$target
  corpus=$scratch/corpus/$target
  mkdir -p "$corpus"
  cp "$seeds"/* "$corpus"/
  if [ $skip_pending -eq 1 ]; then
    sed -e 's/#.*//' -e 's/[[:space:]]*$//' Tests/FuzzCorpus/pending.txt |
      awk -v t="$target/" 'index($0, t) == 1 { print substr($0, length(t) + 1) }' |
      while read -r name; do rm -f "$corpus/$name"; done
  fi
  dict=()
  [ -f "Tests/FuzzCorpus/$target.dict" ] && dict=(-dict="Tests/FuzzCorpus/$target.dict")
  echo "fuzz: $target for ${seconds}s from $(find "$corpus" -type f | wc -l) inputs"
  # shellcheck disable=SC2086
  if ! MODALFUZZ_TARGET=$target "$bin" "$corpus" -max_total_time="$seconds" -timeout=10 \
    -max_len=8192 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$scratch/artifacts/$target-" ${dict[@]+"${dict[@]}"} ${FUZZ_FLAGS:-}; then
    echo "fuzz: $target FAILED (the input is under $scratch/artifacts/)" >&2
    status=1
  fi
done
exit $status
