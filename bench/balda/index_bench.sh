#!/usr/bin/env bash
# The Balda index alone: build versus image write and load, and the index's memory, for the
# Russian list and a synthetic dictionary of SYNTHETIC_WORDS random words (default 2,400,000).
#   bash bench/balda/index_bench.sh        (from anywhere; builds into /tmp/balda-index-bench)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${BALDA_BENCH_OUT:-/tmp/balda-index-bench}
mkdir -p "$out"
g++ -std=c++17 -O2 -I "$root/src" -o "$out/index_bench" "$root/bench/balda/index_bench.cpp" \
    "$root"/src/core/balda/*.cpp "$root"/src/core/common/*.cpp
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
"$out/index_bench" "$root/data/generated/balda_ru_nouns.txt" "${SYNTHETIC_WORDS:-2400000}" "$out"
rm -f "$out"/*.trie
