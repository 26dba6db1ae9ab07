#!/usr/bin/env bash
# How fast a cancel stops each long-running function of pg_games (the cases of
# cancel_cases.sh), target 100 ms: (a) statement_timeout 200 ms into the call: the time from the
# timeout to the error; (b) pg_cancel_backend from a second session once the call has run for
# 200 ms: the time from the pg_cancel_backend call to the error. Times are taken on the server
# clock (clock_timestamp), each includes one local round trip (well under 1 ms).
# Prints a Markdown table (median and worst of RUNS runs per function and way).
#
# Usage: bash bench/reliability/cancel_latency.sh [RUNS]   (default 5)
# Uses the database of PGHOST/PGPORT/PGDATABASE if PGHOST is set, else a scratch cluster of its
# own with the installed extension (see rel_bench_cluster in lib.sh; run `make install` first).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
source "$here/cancel_cases.sh"
runs=${1:-5}
# PostgreSQL's own pg_sleep, cancelled the same way: what the measurement itself costs.
CANCEL_NAMES=(pg_sleep_reference "${CANCEL_NAMES[@]}")
CANCEL_LONG[pg_sleep_reference]="SELECT pg_sleep(3600)"
rel_bench_cluster
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Milliseconds from the statement timeout (200 ms after the call started) to the error.
after_timeout() {  # name
    printf '%s\n' '\set VERBOSITY terse' "${CANCEL_SETUP[$1]:-}" \
        "SELECT clock_timestamp() AS started \\gset" \
        "SET statement_timeout = '200ms';" "${CANCEL_LONG[$1]};" 'RESET statement_timeout;' \
        "SELECT 'ms ' || round((extract(epoch FROM clock_timestamp() - :'started'::timestamptz) * 1000 - 200)::numeric, 1);" |
        psql -X -q -At 2>"$tmp/err" | sed -n 's/^ms //p'
    grep -q '57014\|statement timeout' "$tmp/err" || echo "not cancelled: $(cat "$tmp/err")" >&2
}

# Milliseconds from pg_cancel_backend to the error in the cancelled session.
after_cancel() {  # name
    local app="pgg_latency_$$" pid= sent
    printf '%s\n' '\set VERBOSITY terse' "${CANCEL_SETUP[$1]:-}" "SET statement_timeout = '60s';" \
        "${CANCEL_LONG[$1]};" "SELECT 'ended ' || extract(epoch FROM clock_timestamp());" |
        PGAPPNAME=$app psql -X -q -At >"$tmp/out" 2>"$tmp/err" &
    local bg=$!
    for _ in $(seq 1 300); do
        pid=$(rel_q -c "SELECT pid FROM pg_stat_activity WHERE application_name = '$app'
                        AND state = 'active' AND query NOT ILIKE 'SET%'
                        AND now() - query_start > interval '200 ms'")
        [ -n "$pid" ] && break
        sleep 0.1
    done
    sent=$(rel_q -c "SELECT extract(epoch FROM clock_timestamp()) FROM pg_cancel_backend($pid)")
    wait "$bg" || true
    grep -q 'user request' "$tmp/err" || echo "not cancelled: $(cat "$tmp/err")" >&2
    awk -v s="$sent" '/^ended / { printf "%.1f\n", ($2 - s) * 1000 }' "$tmp/out"
}

# median and worst of the numbers on stdin
stats() { sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
                                           printf "%.1f | %.1f", m, v[NR] }'; }

echo "cancel latency, $runs runs per function and way, $(rel_machine)"
echo
echo "| function (case) | after statement_timeout: median ms | worst ms | after pg_cancel_backend: median ms | worst ms | target 100 ms |"
echo "| --- | ---: | ---: | ---: | ---: | --- |"
for name in "${CANCEL_NAMES[@]}"; do
    : >"$tmp/a"; : >"$tmp/b"
    for _ in $(seq 1 "$runs"); do
        after_timeout "$name" >>"$tmp/a"
        after_cancel "$name" >>"$tmp/b"
    done
    a=$(stats <"$tmp/a"); b=$(stats <"$tmp/b")
    worst=$(cat "$tmp/a" "$tmp/b" | sort -n | tail -1)
    verdict=$(awk -v w="$worst" 'BEGIN { print (w <= 100) ? "met" : "NOT met" }')
    echo "| $name | $a | $b | $verdict |"
done
