#!/usr/bin/env bash
# Cancelling every long-running function of pg_games (the cases of
# bench/reliability/cancel_cases.sh): each long call is stopped (a) by statement_timeout and
# (b) by pg_cancel_backend from a second session, with SQLSTATE 57014 and the right reason, and
# the same session then answers a normal call of the same function. Only outcomes are asserted,
# never how fast the cancel was served (bench/reliability/cancel_latency.sh measures that).
# Waits are bounded: a call that a cancel cannot stop is cut by a 60 s safety timeout, which
# fails the case.
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games), PGG_WORK (server log).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../../bench/reliability/lib.sh"
source "$here/../../bench/reliability/cancel_cases.sh"
log_mark=$(rel_log_mark)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# The session script of one case: set-up, the long call (with the given timeout), a reset, the
# normal call. Errors do not stop psql; VERBOSITY verbose prints the SQLSTATE.
session_script() {  # name timeout
    printf '%s\n' '\set VERBOSITY verbose' "${CANCEL_SETUP[$1]:-}" \
        "SET statement_timeout = '$2';" "${CANCEL_LONG[$1]};" 'RESET ALL;' \
        "SELECT 'after: ' || (${CANCEL_NORMAL[$1]});"
}

# Checks a session's output: the cancel with its reason, then the normal call's answer.
check_output() {  # name variant reason file
    local name=$1 variant=$2 reason=$3 out=$4 after
    after=$(sed -n 's/^after: //p' "$out")
    if ! grep -q "57014: canceling statement due to $reason" "$out"; then
        echo "FAIL $name ($variant): no 57014 \"$reason\"; the session printed:"
        sed 's/^/    /' "$out" | cut -c1-300
        fail=1
    elif ! grep -Eq "${CANCEL_EXPECT[$name]}" <<<"$after"; then
        echo "FAIL $name ($variant): cancelled, but the normal call afterwards gave [$after]"
        sed 's/^/    /' "$out" | cut -c1-300
        fail=1
    else
        echo "ok   $name ($variant): 57014, then [$after]"
    fi
}

for name in "${CANCEL_NAMES[@]}"; do
    # (a) statement_timeout: 300 ms into a call that runs for seconds to hours on its own.
    session_script "$name" 300ms | psql -X -q -At >"$tmp/$name.timeout" 2>&1 || true
    check_output "$name" statement_timeout 'statement timeout' "$tmp/$name.timeout"

    # (b) pg_cancel_backend from this session once the call has run for 200 ms in the other.
    app="pgg_cancel_$$_$name"
    session_script "$name" 60s | PGAPPNAME=$app psql -X -q -At >"$tmp/$name.cancel" 2>&1 &
    bg=$!
    pid=
    for _ in $(seq 1 300); do  # at most about 30 s
        pid=$(rel_q -c "SELECT pid FROM pg_stat_activity WHERE application_name = '$app'
                        AND state = 'active' AND query NOT ILIKE 'SET%'
                        AND now() - query_start > interval '200 ms'")
        [ -n "$pid" ] && break
        kill -0 "$bg" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$pid" ]; then
        echo "FAIL $name (pg_cancel_backend): the call was never seen running"
        fail=1
    else
        [ "$(rel_q -c "SELECT pg_cancel_backend($pid)")" = t ] ||
            { echo "FAIL $name: pg_cancel_backend($pid) returned false"; fail=1; }
    fi
    wait "$bg" || true
    [ -n "$pid" ] && check_output "$name" pg_cancel_backend 'user request' "$tmp/$name.cancel"
done

rel_check_log "$log_mark" || fail=1
[ $fail -eq 0 ] && echo "all ${#CANCEL_NAMES[@]} long calls cancelled both ways, sessions usable afterwards"
exit $fail
