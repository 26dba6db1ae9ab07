#!/usr/bin/env bash
# How fast the m,n,k functions give the backend back when statement_timeout fires, and how long
# small mnk_value searches take from start to end.
#
#   bash bench/ttt/cancel_latency.sh                 # scratch cluster on port 55421 (installs
#                                                    # this checkout under the install lock)
#   bash bench/ttt/cancel_latency.sh -h HOST -p PORT -U USER -d DB
#                                                    # an existing database with pg_games
#
# ROUNDS (default 10) sets the number of rounds per case. Each cancel round sets
# statement_timeout, runs a statement that cannot finish within it, and records how long after
# the timeout the statement ended (the client round trips of SET, the statement and RESET
# included). ttt_solve(4, 4, 4) is cancelled twice: while it solves the table (at 50 ms) and
# while it returns its 9.7 million rows (at 60% of the time an uncancelled run takes, the
# faster of two measured first); a statement of PostgreSQL alone that materializes rows as fast
# (generate_series in FROM) is cancelled at the same time for reference: the end of a
# cancelled statement includes dropping its spilled rows. Wall times are taken inside the
# server (clock_timestamp around an EXECUTE), each in a fresh session whose library is already
# loaded: the first call there, and the same call again.
set -euo pipefail
rounds=${ROUNDS:-10}

if [ $# -gt 0 ]; then
    run_psql() { psql -X -q "$@"; }
    psql_args=("$@")
else
    source "$(dirname "$0")/../../scripts/lib.sh"
    cd "$PGG_ROOT"
    dir=/tmp/ttt-cancel-cluster
    port=55421
    pgg_lock_install
    pgg_install_extension
    # The server must not inherit the lock's descriptor, or it would hold the lock while it runs.
    ( exec 9>&-; pgg_start_cluster "$dir" "$port" )
    trap 'pgg_stop_cluster "$dir"' EXIT
    pgg_fresh_database "$dir" "$port" ttt_cancel
    run_psql() { pgg_psql "$dir" "$port" ttt_cancel -q "$@"; }
    psql_args=()
fi

# One cancel round: $1 the case name, $2 the timeout in ms (a number or a psql variable), $3 the
# statement. Records the time after the timeout and the statement's SQLSTATE (57014 when
# cancelled; a statement that finished first is counted apart).
cancel_round() {
    cat <<SQL
SELECT clock_timestamp() AS started \gset
SET statement_timeout = $2;
$3;
SELECT :'SQLSTATE' AS state \gset
RESET statement_timeout;
INSERT INTO cancel_latency VALUES ('$1', clock_timestamp() - :'started'::timestamptz
                                         - $2 * interval '1 ms', :'state');
SQL
}

# One timed session: $1 the statement. A fresh backend loads the library with a call that
# solves nothing, then runs the statement twice; prints the two times in ms.
timed_session() {
    run_psql "${psql_args[@]}" -At <<SQL
SELECT ttt_best_move('X') IS NULL AS loaded \gset
CREATE FUNCTION pg_temp.elapsed_ms(query text) RETURNS float8 LANGUAGE plpgsql AS \$\$
DECLARE
    started timestamptz := clock_timestamp();
BEGIN
    EXECUTE query;
    RETURN extract(epoch FROM clock_timestamp() - started) * 1000;
END \$\$;
SELECT round(pg_temp.elapsed_ms(\$q\$$1\$q\$)::numeric, 1),
       round(pg_temp.elapsed_ms(\$q\$$1\$q\$)::numeric, 1);
SQL
}

# Median, best and worst of numbers on stdin.
summary() {
    sort -g | awk '{ v[NR] = $1 } END {
        m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "median %.1f, best %.1f, worst %.1f ms (%d runs)", m, v[1], v[NR], NR }'
}

# Wall times of one statement over `runs` fresh sessions: $1 the statement, $2 the runs.
wall_time() {
    local i out first=() again=()
    for ((i = 0; i < $2; i++)); do
        out=$(timed_session "$1")
        first+=("${out%%|*}")
        again+=("${out##*|}")
    done
    printf '%-28s first call in a session: %s; again: %s\n' "$1" \
        "$(printf '%s\n' "${first[@]}" | summary)" "$(printf '%s\n' "${again[@]}" | summary)"
}

script() {
    cat <<'SQL'
\set VERBOSITY terse
\set ON_ERROR_STOP 0
SET client_min_messages = warning;
CREATE TEMP TABLE cancel_latency (name text, after_timeout interval, state text);
SELECT ttt_best_move('X') IS NULL AS loaded \gset
-- How long ttt_solve(4, 4, 4) runs here (the faster of two runs): cancelled at 60% of that, it
-- is returning rows (it spends a third of its time or less solving).
SELECT clock_timestamp() AS started \gset
SELECT count(*) AS rows FROM ttt_solve(4, 4, 4) \gset
SELECT extract(epoch FROM clock_timestamp() - :'started'::timestamptz) AS first \gset
SELECT clock_timestamp() AS started \gset
SELECT count(*) AS rows FROM ttt_solve(4, 4, 4) \gset
SELECT round(least(:first, extract(epoch FROM clock_timestamp() - :'started'::timestamptz))
             * 1000) AS full \gset
SELECT round(:full * 0.6) AS late \gset
\o /dev/null
SQL
    local i
    for ((i = 0; i < rounds; i++)); do
        cancel_round 'mnk_value(7, 7, 5) at 50 ms' 50 'SELECT mnk_value(7, 7, 5)'
        cancel_round 'mnk_value(8, 8, 5) at 50 ms' 50 'SELECT mnk_value(8, 8, 5)'
        cancel_round 'ttt_solve(4, 4, 4) at 50 ms' 50 'SELECT count(*) FROM ttt_solve(4, 4, 4)'
    done
    for ((i = 0; i < (rounds + 1) / 2; i++)); do
        cancel_round 'ttt_solve(4, 4, 4) at 60% of its run' :late \
            'SELECT count(*) FROM ttt_solve(4, 4, 4)'
        cancel_round 'reference: generate_series(1, 1e8), same time' :late \
            'SELECT count(*) FROM generate_series(1, 100000000)'
    done
    cat <<'SQL'
\o
\pset footer off
\echo ttt_solve(4, 4, 4) uncancelled: :rows rows in :full ms; cancelled later at :late ms
\echo cancel: time from statement_timeout to the error
SELECT name, count(*) FILTER (WHERE state = '57014') AS cancelled,
       count(*) FILTER (WHERE state <> '57014') AS finished_first,
       round(extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (ORDER BY after_timeout)
                                FILTER (WHERE state = '57014')) * 1000, 1) AS median_ms,
       round(extract(epoch FROM max(after_timeout) FILTER (WHERE state = '57014')) * 1000, 1)
           AS worst_ms
FROM cancel_latency GROUP BY name ORDER BY min(ctid);
SQL
}

echo "# $(date -u '+%F %T UTC'), $(nproc) cores, $(uname -m), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "wall time (inside the server)"
wall_time 'SELECT mnk_value(3, 3, 3)' "$rounds"
wall_time 'SELECT mnk_value(4, 4, 4)' "$rounds"
wall_time 'SELECT mnk_value(5, 5, 4)' $(((rounds + 1) / 2))
script | run_psql "${psql_args[@]}" 2>&1 | grep -v -E 'canceling statement due to statement timeout'
echo "# load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
