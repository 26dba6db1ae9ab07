#!/usr/bin/env bash
# Builds the libFuzzer targets (test/fuzz/fuzz_*.cpp) with clang into build/fuzz and runs each
# one over its seeds in test/fuzz/corpus/<target>/ for a bounded time. Prints one line per
# target and ends with "N passed, N failed"; exits non-zero when a target found a crash, a
# leak, a timeout or a broken invariant (the input is kept, the path is printed).
#
#   bash scripts/fuzz.sh                  15 seconds per target (the short run of the test suite)
#   bash scripts/fuzz.sh 600              10 minutes per target
#   bash scripts/fuzz.sh 600 fuzz_nim     only the named targets
#
# Settings (environment): PGG_FUZZ_TIME (seconds per target, default 15; the first argument
# wins), PGG_FUZZ_JOBS (targets run at the same time, default 2 or fewer cores),
# PGG_FUZZ_MERGE=1 (merge the inputs that found new coverage into test/fuzz/corpus/),
# PGG_FUZZ_RSS_MB (memory limit, default 2048), PGG_FUZZ_TIMEOUT (seconds per input, default 10).
# New inputs and crash artifacts go to build/fuzz/run/ (emptied at each start), never to the
# repository unless merging is asked for.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$PGG_ROOT"

seconds=${1:-${PGG_FUZZ_TIME:-15}}
[ $# -gt 0 ] && shift
[[ $seconds =~ ^[1-9][0-9]*$ ]] || pgg_die "the time per target must be a whole number of seconds"
cores=$(nproc)
jobs=${PGG_FUZZ_JOBS:-$((cores < 2 ? cores : 2))}
rss_mb=${PGG_FUZZ_RSS_MB:-2048}
timeout_s=${PGG_FUZZ_TIMEOUT:-10}
build=build/fuzz
run="$build/run"

# clang and its libFuzzer runtime, plus what the CMake project itself needs to configure.
PGG_PACKAGES=(clang libclang-rt-14-dev cmake make libgtest-dev libpq-dev)
pgg_install_deps

pgg_log "building the fuzz targets (clang, ASan + UBSan) in $build"
mkdir -p "$build"
CC=clang CXX=clang++ cmake -S . -B "$build" -DPGG_FUZZ=ON -DPGG_BENCHMARKS=OFF \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$build/configure.log" 2>&1 ||
    { tail -30 "$build/configure.log" >&2; pgg_die "cmake configure failed"; }
cmake --build "$build" --target pgg_fuzz -j"$cores" >"$build/build.log" 2>&1 ||
    { grep -E -A5 'error' "$build/build.log" | head -60 >&2; pgg_die "fuzz build failed"; }

if [ $# -gt 0 ]; then
    targets=("$@")
else
    targets=()
    for source in test/fuzz/fuzz_*.cpp; do targets+=("$(basename "$source" .cpp)"); done
fi
for t in "${targets[@]}"; do [ -x "$build/test/fuzz/$t" ] || pgg_die "no fuzz target $t"; done

rm -rf "$run"
mkdir -p "$run"
pgg_log "running ${#targets[@]} targets for ${seconds}s each, $jobs at a time"

# Runs one target; its log is $run/<target>.log, its new inputs $run/<target>/.
fuzz_one() {
    local t=$1 seeds="test/fuzz/corpus/$1"
    mkdir -p "$run/$t" "$seeds"
    # The first directory receives new inputs; the seeds are only read.
    "$build/test/fuzz/$t" "$run/$t" "$seeds" -max_total_time="$seconds" \
        -rss_limit_mb="$rss_mb" -timeout="$timeout_s" -print_final_stats=1 \
        -artifact_prefix="$run/$t-" >"$run/$t.log" 2>&1
}

pids=()
names=()
start=$(date +%s)
for t in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 0.2; done
    fuzz_one "$t" &
    pids+=($!)
    names+=("$t")
done

passed=0
failed=0
for i in "${!pids[@]}"; do
    t=${names[$i]}
    if wait "${pids[$i]}"; then
        runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$run/$t.log" | grep -oE '[0-9]+$' || echo '?')
        printf 'ok      %-24s %s runs\n' "$t" "$runs"
        passed=$((passed + 1))
    else
        printf 'FAILED  %-24s\n' "$t"
        grep -E -m1 -A8 'ERROR|invariant failed|runtime error' "$run/$t.log" |
            grep -vE '^(0x|MS: |Base64|artifact_prefix)' | sed 's/^/    /' || tail -20 "$run/$t.log"
        for artifact in "$run/$t"-*; do [ -e "$artifact" ] && echo "    input kept: $artifact"; done
        failed=$((failed + 1))
    fi
    if [ "${PGG_FUZZ_MERGE:-0}" = 1 ] && [ -n "$(ls -A "$run/$t")" ]; then
        "$build/test/fuzz/$t" -merge=1 -rss_limit_mb="$rss_mb" -timeout="$timeout_s" \
            "test/fuzz/corpus/$t" "$run/$t" >"$run/$t.merge.log" 2>&1 ||
            echo "    merge failed: $run/$t.merge.log"
    fi
done
pgg_log "fuzzing took $(( $(date +%s) - start ))s; logs and new inputs in $run"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
