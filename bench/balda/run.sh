#!/usr/bin/env bash
# Balda benchmarks in the database, with the pure-SQL baseline measured in the same run.
#   bash bench/balda/run.sh            (scratch cluster on port 55460 under /tmp/balda-cluster)
# Needs the extension installed (make install) and the Russian list derived.
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
dir=${BALDA_BENCH_DIR:-/tmp/balda-cluster}
port=${BALDA_BENCH_PORT:-55460}
pgg_start_cluster "$dir" "$port" 9>&-
pgg_fresh_database "$dir" "$port" balda_bench
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"

echo "== index build for the full Russian dictionary, first call in a new backend (5 backends)"
# Without the cache file, which would let a new backend load the index instead (bench/balda/cache.sh).
for i in 1 2 3 4 5; do
    pgg_as_server_user find "$dir/data/pg_games/balda" -name '*.trie' -delete 2>/dev/null || true
    pgg_psql "$dir" "$port" balda_bench -qtA -c "SELECT source || ': ' || round(build_ms::numeric, 1) || ' ms wall, ' || round(build_cpu_ms::numeric, 1) || ' ms CPU (' || words || ' words, ' || trie_nodes || ' trie nodes)' FROM balda_dictionary_stats('ru')"
done

pgg_psql "$dir" "$port" balda_bench -q -v ON_ERROR_STOP=1 -f "$PGG_ROOT/bench/balda/baseline.sql"
pgg_psql "$dir" "$port" balda_bench -v ON_ERROR_STOP=1 -f "$PGG_ROOT/bench/balda/bench.sql"
