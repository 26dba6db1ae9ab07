#!/usr/bin/env bash
# The referee's figures, written to bench/gomoku/MATCH_RESULTS.md:
#   1. the native contest query against the pure-SQL baseline player (win rate, 20+ games);
#   2. the native query against itself at two time budgets per move (does more time win?);
#   3. the stand-alone engine pbrain-pg_games against the native query at the same budget;
#   4. the referee's overhead per move (time beyond the player's own query).
# Every pairing plays the built-in balanced openings, each twice with colours swapped, under the
# contest rules (5 minutes per player per game).
#
#   bench/gomoku/match.sh            installs the module, starts a scratch cluster in
#                                    /tmp/pg_games-match (port PGG_MATCH_PORT, default 55450),
#                                    holding the install lock for the whole run
#   PGG_MATCH_USE_ENV=1 bench/gomoku/match.sh
#                                    uses the database libpq's environment names (PGHOST,
#                                    PGPORT, PGDATABASE...), pg_games installed there, as it is
#   PGG_MATCH_GAMES (default 20)     games per pairing
#   PGG_MATCH_FAST_MS / PGG_MATCH_SLOW_MS (default 25 / 200)   the two budgets of figure 2
#   PGG_MATCH_SAME_MS (default 200)  the budget per move of both players in figure 3
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
cd "$PGG_ROOT"

games=${PGG_MATCH_GAMES:-20}
fast=${PGG_MATCH_FAST_MS:-25}
slow=${PGG_MATCH_SLOW_MS:-200}
same=${PGG_MATCH_SAME_MS:-200}
out=bench/gomoku/MATCH_RESULTS.md

if [ "${PGG_MATCH_USE_ENV:-0}" != 1 ]; then
    pgg_install_deps
    pgg_lock_install  # held until exit: no other checkout replaces the module mid-match
    pgg_install_extension
    dir=/tmp/pg_games-match
    port=${PGG_MATCH_PORT:-55450}
    pgg_start_cluster "$dir" "$port"
    pgg_as_server_user "$(pgg_bindir)/pg_ctl" -D "$dir/data" -w restart \
        -o "-p $port -k $dir -c listen_addresses=''" >/dev/null 9>&-
    pgg_fresh_database "$dir" "$port" pg_games_match
    export PGHOST=$dir PGPORT=$port PGUSER=postgres PGDATABASE=pg_games_match
fi

pgg_log "building the referee and the protocol engine (build/release)"
targets=(pg_games-referee)
[ -d tools/pbrain-pg_games ] && targets+=(pbrain-pg_games)
pgg_build_release "${targets[@]}"
referee=build/release/tools/referee/pg_games-referee
pbrain=$(find build/release -maxdepth 3 -type f -name pbrain-pg_games -perm -u+x | head -1)

q() { psql -X -q -v ON_ERROR_STOP=1 -tA -F ' | ' -c "$1"; }
log=$(mktemp)
# Plays one tournament; prints its id. Its output goes to $log.
play() {
    local name=$1; shift
    pgg_log "playing: $name"
    "$referee" -q --name "$name" "$@" | tee -a "$log" >&2
    q "SELECT max(id) FROM referee.tournament WHERE name = '$name'"
}
# The final standings as printed by the referee for tournament $1.
standings() { awk -v t="final standings, tournament $1:" '$0 == t {on = 1; next} on && /^details/ {on = 0} on' "$log"; }
# Per player of tournament $1: games, wins, win rate with its 95% Wilson interval, mean moves.
rates() {
    q "WITH s AS (SELECT name, games::float8 AS n, wins::float8 AS w, draws FROM referee.standings
                  WHERE tournament_id = $1)
       SELECT name, n::int, w::int, draws,
              round((100 * w / n)::numeric, 1) || '%',
              round((100 * (w / n + 1.92 / n - 1.96 * sqrt(w / n * (1 - w / n) / n + 0.9604 / (n * n)))
                     / (1 + 3.8416 / n))::numeric, 1) || '% .. ' ||
              round((100 * (w / n + 1.92 / n + 1.96 * sqrt(w / n * (1 - w / n) / n + 0.9604 / (n * n)))
                     / (1 + 3.8416 / n))::numeric, 1) || '%'
       FROM s ORDER BY w DESC"
}
# How the games of tournament $1 ended, and their length.
endings() {
    q "SELECT reason, count(*), round(avg(moves), 1) FROM referee.game WHERE tournament_id = $1
       GROUP BY reason ORDER BY count(*) DESC"
}
# Mean and 95th percentile of each player's own time per move in tournament $1.
move_times() {
    q "SELECT p.name, count(*), round(avg(m.query_ms)::numeric, 1),
              round(percentile_cont(0.95) WITHIN GROUP (ORDER BY m.query_ms)::numeric, 1),
              round(max(m.query_ms)::numeric, 1)
       FROM referee.move m JOIN referee.game g ON g.id = m.game_id
       JOIN referee.player p ON p.tournament_id = g.tournament_id
        AND p.player_no = CASE m.colour WHEN 'X' THEN g.black ELSE g.white END
       WHERE g.tournament_id = $1 AND NOT m.opening GROUP BY p.name ORDER BY p.name"
}

native=bench/gomoku/contest_player.sql
baseline=bench/gomoku/baseline_player.sql
started=$(date -u '+%Y-%m-%d %H:%M UTC')
t0=$SECONDS
c1=("-g" "$games" "native=$native" "baseline=$baseline")
t1=$(play "figure 1: native vs baseline" "${c1[@]}")
c2=("-g" "$games" "native_${fast}ms=$native@pg_games.gomoku_time_limit_ms=$fast@pg_games.gomoku_node_budget=2000000000"
    "native_${slow}ms=$native@pg_games.gomoku_time_limit_ms=$slow@pg_games.gomoku_node_budget=2000000000")
t2=$(play "figure 2: native at ${fast} ms vs ${slow} ms" "${c2[@]}")
t3=
if [ -n "$pbrain" ]; then
    # pbrain-pg_games thinks 0.85 * timeout_turn - 30 ms per move (when the match clock allows):
    # give it the turn limit that makes that the native query's cap.
    turn=$(( (same * 100 + 3000 + 84) / 85 ))
    c3=("-g" "$games" "native=$native@pg_games.gomoku_time_limit_ms=$same@pg_games.gomoku_node_budget=2000000000"
        "pbrain=$pbrain@timeout_turn=$turn")
    t3=$(play "figure 3: pbrain-pg_games vs native" "${c3[@]}")
fi
elapsed=$((SECONDS - t0))

{
cat <<MD
# Gomoku matches under the contest referee

Produced by \`bench/gomoku/match.sh\` (the referee: \`tools/referee\`, see docs/referee.md).
Every pairing plays the 10 built-in balanced openings (5 stones each), each twice with colours
swapped, under the contest rules: 19x19, five or more wins, 5 minutes per player per game, any
error, wrong answer or timeout loses.

- date: $started; total run time $elapsed s
- machine: $(uname -srm), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), shared with other work
- PostgreSQL: $(q "SELECT version()" | cut -d, -f1)
- code: $(git log -1 --format='%h %s' | cut -c1-90)

## 1. The native contest query against the pure-SQL baseline

\`\`\`
pg_games-referee ${c1[*]}
\`\`\`

player | games | wins | draws | win rate | 95% interval (Wilson)
--- | --- | --- | --- | --- | ---
$(rates "$t1")

Games ended by (reason | games | mean moves):

$(endings "$t1" | sed 's/^/    /')

Time per move (player | moves | mean ms | p95 ms | max ms):

$(move_times "$t1" | sed 's/^/    /')

\`\`\`
$(standings "$t1")
\`\`\`

## 2. The native query against itself: ${fast} ms vs ${slow} ms per move

The time cap \`pg_games.gomoku_time_limit_ms\` is the budget here (the node budget is lifted), so
the results depend on the machine's load; the same query, the same openings.

\`\`\`
pg_games-referee ${c2[*]}
\`\`\`

player | games | wins | draws | win rate | 95% interval (Wilson)
--- | --- | --- | --- | --- | ---
$(rates "$t2")

Games ended by (reason | games | mean moves):

$(endings "$t2" | sed 's/^/    /')

Time per move (player | moves | mean ms | p95 ms | max ms):

$(move_times "$t2" | sed 's/^/    /')

\`\`\`
$(standings "$t2")
\`\`\`
MD

echo
echo "## 3. pbrain-pg_games (Gomocup protocol) against the native query at the same time per move"
echo
if [ -n "$t3" ]; then
cat <<MD
Both get the same time per move, ${same} ms: the native query through
\`pg_games.gomoku_time_limit_ms\` (node budget lifted), the protocol engine through
\`INFO timeout_turn\` (it thinks 85% of the turn limit minus 30 ms). Time-limited searches
depend on the machine's load, so paired games (same opening, colours swapped) need not repeat
move by move even between identical engines; equal strength shows as a score near 50%.

\`\`\`
pg_games-referee ${c3[*]}
\`\`\`

player | games | wins | draws | win rate | 95% interval (Wilson)
--- | --- | --- | --- | --- | ---
$(rates "$t3")

Paired games (same opening, colours swapped) identical move by move:
$(q "WITH g AS (SELECT id, game_no, opening, black,
                       (SELECT string_agg(x || ',' || y, ' ' ORDER BY ply) FROM referee.move
                        WHERE game_id = g.id) AS seq
                FROM referee.game g WHERE tournament_id = $t3)
     SELECT count(*) FILTER (WHERE a.seq = b.seq) || ' of ' || count(*)
     FROM g a JOIN g b ON a.opening = b.opening AND a.black <> b.black AND a.game_no < b.game_no")

Time per move (player | moves | mean ms | p95 ms | max ms):

$(move_times "$t3" | sed 's/^/    /')

\`\`\`
$(standings "$t3")
\`\`\`
MD
else
    echo "Not measured: no pbrain-pg_games program in this build (tools/pbrain-pg_games)."
fi

cat <<MD

## 4. The referee's overhead per move

Measured over the moves of figure 1: per move, the time from the start of the turn to the
accepted move (writing the stone into the player's field table, setting its statement_timeout,
running its query, checking the answer) minus the player's own query time; per game, the whole
game's wall time (recording included) minus the players' query times, divided by its moves.

$(q "SELECT 'per move: mean ' || round(avg(m.wall_ms - m.query_ms)::numeric, 3) || ' ms, median ' ||
            round((percentile_cont(0.5) WITHIN GROUP (ORDER BY m.wall_ms - m.query_ms))::numeric, 3) ||
            ' ms, p95 ' ||
            round((percentile_cont(0.95) WITHIN GROUP (ORDER BY m.wall_ms - m.query_ms))::numeric, 3) ||
            ' ms over ' || count(*) || ' moves'
     FROM referee.move m JOIN referee.game g ON g.id = m.game_id
     WHERE g.tournament_id = $t1 AND NOT m.opening")

$(q "SELECT 'per game, recording included: mean ' ||
            round(avg((g.wall_ms - g.black_ms - g.white_ms) / g.moves)::numeric, 3) ||
            ' ms per move over ' || count(*) || ' games'
     FROM referee.game g WHERE g.tournament_id = $t1 AND g.moves > 0")
MD
} >"$out"
rm -f "$log"
pgg_log "results written to $out"
cat "$out"
