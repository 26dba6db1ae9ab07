#!/usr/bin/env bash
# When gomoku_best_move thinks by the clock, and what it plans: the plan is reported at DEBUG1
# ("by the clock, aiming at T ms, at most L ms (time left ...)"); its sizes are checked against
# the time left, never how long the search really took.
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games).
set -euo pipefail
fail() { echo "FAIL: $*" >&2; exit 1; }
field="(VALUES (10, 10, false), (11, 11, true), (9, 11, false), (12, 9, true), (8, 12, false),
               (11, 8, true)) AS f(x, y, my)"
contest="SELECT (gomoku_best_move(x, y, my)).* FROM $field"
# The DEBUG1 plan line of one call after the given settings (empty when there is none).
plan_of() {  # settings query
    psql -X -q -v ON_ERROR_STOP=1 -tA -c "SET client_min_messages = debug1; $1" -c "$2" 2>&1 >/dev/null |
        sed -n 's/.*gomoku_best_move: by the clock, //p'
}

# auto with a statement_timeout: by the clock, the limit within a quarter of the time left.
line=$(plan_of "SET statement_timeout = '20s';" "$contest")
[[ $line =~ ^aiming\ at\ ([0-9]+)\ ms,\ at\ most\ ([0-9]+)\ ms\ \(time\ left\ ([0-9]+)\ ms\)$ ]] ||
    fail "auto under statement_timeout: no plan line (got [$line])"
target=${BASH_REMATCH[1]} limit=${BASH_REMATCH[2]} left=${BASH_REMATCH[3]}
((left <= 20000 && left > 10000)) || fail "time left $left ms under a 20 s statement_timeout"
((target >= 1 && target <= limit && limit <= left / 4)) ||
    fail "plan target $target, limit $limit for $left ms left"
echo "ok: auto under a 20 s statement_timeout: aiming at $target ms, at most $limit ms of $left ms"

# The board-text form plans the same way.
line=$(plan_of "SET statement_timeout = '20s';" \
    "SELECT gomoku_best_move((SELECT gomoku_board(x, y, my) FROM $field))")
[[ $line == aiming\ at* ]] || fail "the board-text form under statement_timeout: no plan"
echo "ok: the board-text form plans by the clock too"

# A shorter game clock than the time left: the clock's schedule decides.
short=$(plan_of "SET statement_timeout = '20s'; SET pg_games.gomoku_game_clock = '2s';" "$contest")
[[ $short =~ ^aiming\ at\ ([0-9]+)\ ms ]] && ((BASH_REMATCH[1] < target)) ||
    fail "a 2 s game clock should aim lower than $target ms (got [$short])"
echo "ok: a 2 s game clock aims lower: $short"

# Not by the clock: no statement_timeout (auto), the budget mode, an explicit budget or cap,
# a game clock of 0.
for case in "" \
    "SET statement_timeout = '20s'; SET pg_games.gomoku_time_mode = budget;" \
    "SET statement_timeout = '20s'; SET pg_games.gomoku_node_budget = 5000;" \
    "SET statement_timeout = '20s'; SET pg_games.gomoku_time_limit_ms = 200;" \
    "SET statement_timeout = '20s'; SET pg_games.gomoku_game_clock = 0;"; do
    line=$(plan_of "$case" "$contest")
    [ -z "$line" ] || fail "[$case] should not think by the clock (got [$line])"
done
line=$(plan_of "SET statement_timeout = '20s';" \
    "SELECT (gomoku_best_move(x, y, my, 19, NULL, 5000, NULL, NULL, NULL)).* FROM $field")
[ -z "$line" ] || fail "an explicit node_budget argument should not think by the clock"
echo "ok: no statement_timeout, budget mode, a budget or cap, a zero clock: not by the clock"

# The clock mode without a statement_timeout: the schedule alone, no stretching.
line=$(plan_of "SET pg_games.gomoku_time_mode = clock; SET pg_games.gomoku_game_clock = '30s';" "$contest")
[[ $line =~ ^aiming\ at\ ([0-9]+)\ ms,\ at\ most\ ([0-9]+)\ ms\ \(time\ left\ unknown ]] &&
    [ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ] ||
    fail "clock mode without statement_timeout (got [$line])"
echo "ok: clock mode without a statement_timeout: $line"
