#!/usr/bin/env bash
# The Balda index cache in the database: building an index versus loading its cache file, in new
# sessions and in the parallel workers of a query, and the memory limit with a large synthetic
# dictionary (SYNTHETIC_WORDS rows, default 2,400,000; 0 skips it).
#   bash bench/balda/cache.sh     (scratch cluster on port 55463 under /tmp/balda-cache-bench)
# Needs the extension installed (make install) and the Russian list derived. The PostgreSQL of
# the first pg_config on PATH is used.
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
dir=${BALDA_BENCH_DIR:-/tmp/balda-cache-bench}
port=${BALDA_BENCH_PORT:-55463}
synthetic=${SYNTHETIC_WORDS:-2400000}
db=balda_cache_bench
pgg_start_cluster "$dir" "$port" 9>&-
pgg_fresh_database "$dir" "$port" "$db"
files="$dir/data/pg_games/balda"
sql() { pgg_psql "$dir" "$port" "$db" -qtA -v ON_ERROR_STOP=1 "$@"; }
remove_files() { pgg_as_server_user find "$files" -name '*.trie' -delete 2>/dev/null || true; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Wall time in ms of the last statement of a psql session (\timing).
timed() { sql -c '\timing on' "$@" | grep -oE '^Time: [0-9.]+' | tail -1 | cut -d' ' -f2; }

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
stats="SELECT source || ' ' || round(build_ms::numeric, 1) || ' ms wall ' || round(build_cpu_ms::numeric, 1) || ' ms CPU, ' || trie_nodes || ' nodes, ' || memory_bytes || ' bytes, cached ' || cached FROM balda_dictionary_stats"

echo "== ru: the first call of a new session, without a cache file (5 sessions)"
for i in 1 2 3 4 5; do remove_files; sql -c "$stats('ru')"; done
echo "== ru: the same with the cache file (5 sessions)"
for i in 1 2 3 4 5; do sql -c "$stats('ru')"; done

echo "== a parallel query: balda_moves over every position, 2 workers and the leader, a new session each time"
sql -c "SET client_min_messages = warning" -c "DROP TABLE IF EXISTS position" \
    -c "CREATE TABLE position AS
          SELECT g.board FROM unnest(ARRAY['балда', 'самолет', 'корова', 'дерево', 'машина', 'собака',
                                           'ворона', 'кошка']) w,
                              LATERAL balda_play(w, max_turns => 15) g
           WHERE position('.' IN g.board) > 0" \
    -c "ALTER TABLE position SET (parallel_workers = 2)" \
    -c "ANALYZE position" -c "SELECT count(*) || ' positions' FROM position"
parallel="SET max_parallel_workers_per_gather = 2; SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0;"
query="SELECT count(*) FROM position p, LATERAL balda_moves(p.board) m"
sql -c "$parallel" -c "EXPLAIN (COSTS OFF) $query" | grep -E 'Gather|Workers|Parallel'
for mode in "serial, no file" "serial, file" "parallel, no file" "parallel, file"; do
    setting="SET max_parallel_workers_per_gather = 0;"
    [[ $mode == parallel* ]] && setting=$parallel
    times=()
    for i in 1 2 3 4 5; do
        [[ $mode == *"no file" ]] && remove_files
        [[ $mode == *", file" ]] && sql -c "SELECT 1 FROM balda_dictionary_stats('ru')" >/dev/null
        times+=("$(timed -c "$setting" -c "$query")")
    done
    echo "$mode: median $(printf '%s\n' "${times[@]}" | median) ms (runs: ${times[*]})"
done

if [ "$synthetic" -gt 0 ]; then
    echo "== a synthetic dictionary of $synthetic random words of 4 to 14 Russian letters"
    start=$(date +%s)
    sql -c "DELETE FROM balda_dictionary WHERE name = 'synthetic'" \
        -c "INSERT INTO balda_dictionary (name) VALUES ('synthetic')" \
        -c "SELECT setseed(0.5)" \
        -c "INSERT INTO balda_word (dictionary, word)
              SELECT 'synthetic', w.word FROM generate_series(1, $synthetic) i,
                     LATERAL (SELECT string_agg(chr(1040 + floor(random() * 32)::int), '') AS word
                                FROM generate_series(1, 4 + i % 11)) w
              ON CONFLICT DO NOTHING" >/dev/null
    echo "loaded in $(( $(date +%s) - start )) s: $(sql -c "SELECT count(*) FROM balda_word WHERE dictionary = 'synthetic'") rows"
    # The backend's resident memory, read from /proc by this script.
    backend_rss() { grep VmRSS "/proc/$1/status" | awk '{ printf "%.0f MB", $2 / 1024 }'; }
    for what in "build (no file)" "load (file)" "load (file)"; do
        [[ $what == build* ]] && remove_files
        echo "$what, new session: $(sql -c "$stats('synthetic')")"
    done
    echo "== the memory limit: RSS of a session after using the dictionary, with the default limit (256MB) and with 64MB"
    for limit in 256MB 64MB; do
        coproc PSQL { pgg_psql "$dir" "$port" "$db" -qtA; }
        echo "SET pg_games.balda_cache_size = '$limit';" >&"${PSQL[1]}"
        echo "SELECT pg_backend_pid();" >&"${PSQL[1]}"
        read -r pid <&"${PSQL[0]}"
        echo "$stats('synthetic');" >&"${PSQL[1]}"
        read -r line1 <&"${PSQL[0]}"
        echo "$stats('synthetic');" >&"${PSQL[1]}"
        read -r line2 <&"${PSQL[0]}"
        echo "limit $limit: first call: $line1; second call: $line2; backend RSS after: $(backend_rss "$pid")"
        echo '\q' >&"${PSQL[1]}"
        wait "$PSQL_PID" 2>/dev/null || true
    done
    sql -c "DELETE FROM balda_dictionary WHERE name = 'synthetic'"
fi
