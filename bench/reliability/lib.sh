# Shared steps of the reliability tests (test/integration/{random_sql,cancel,memory,concurrency}.sh)
# and benchmarks (bench/reliability/*.sh). Source it.

REL_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

# The scratch cluster's server log: PGG_SERVER_LOG, else $PGG_WORK/cluster/server.log.
rel_server_log() {
    local log=${PGG_SERVER_LOG:-${PGG_WORK:+$PGG_WORK/cluster/server.log}}
    [ -n "$log" ] && [ -r "$log" ] ||
        { echo "FAIL: cannot read the server log (set PGG_WORK or PGG_SERVER_LOG)" >&2; return 1; }
    echo "$log"
}

# The current end of the server log, to check what is written after it (rel_check_log).
rel_log_mark() { stat -c %s "$(rel_server_log)"; }

# Checks the server log written since mark $1: no crash, no PANIC, no resource-owner leak
# warning. Prints what it finds (with the query a crashed backend was running); returns 1 then.
rel_check_log() {
    local log new
    log=$(rel_server_log) || return 1
    new=$(tail -c +"$(($1 + 1))" "$log")
    if grep -E 'terminated by signal|server process .* was terminated|all server processes terminated|PANIC|TRAP:|reference leak|refcount leak|leaked' <<<"$new"; then
        echo "FAIL: the server log reports a crash or a leak"
        grep -E 'Failed process was running' <<<"$new" || true
        return 1
    fi
    echo "ok: the server log shows no crash and no leak warning"
}

# psql as the scripts use it: no psqlrc, quiet, unaligned tuples only.
rel_q() { psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }

# For the benchmarks: the database named by PGHOST/PGPORT/PGDATABASE when PGHOST is set, else a
# scratch cluster of their own (PGG_BENCH_DIR, default /tmp/pg_games-reliability; port
# PGG_BENCH_PORT, default 55441) with a fresh copy of the installed extension (make install).
rel_bench_cluster() {
    if [ -n "${PGHOST:-}" ]; then
        export PGUSER=${PGUSER:-postgres}
        return 0
    fi
    # shellcheck source=../../scripts/lib.sh
    source "$REL_ROOT/scripts/lib.sh"
    local base=${PGG_BENCH_DIR:-/tmp/pg_games-reliability} port=${PGG_BENCH_PORT:-55441}
    pgg_server_dir "$base" || pgg_die "the postgres user cannot use $base"
    pgg_start_cluster "$base/cluster" "$port"
    pgg_fresh_database "$base/cluster" "$port" pg_games_bench
    export PGHOST="$base/cluster" PGPORT=$port PGUSER=postgres PGDATABASE=pg_games_bench
    export PGG_WORK=$base
}

# The machine, for RESULTS.md.
rel_machine() {
    echo "nproc $(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(date -u +%Y-%m-%d)"
}
