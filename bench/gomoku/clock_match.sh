#!/usr/bin/env bash
# The contest query under the contest's clock: the one-line entry at its default (the
# clock-aware mode: the referee's statement_timeout is running) against the same entry capped at
# 500 ms a move (the fixed mode, no node budget), on 19x19 freestyle, the balanced openings with
# colours swapped, 5 minutes a game each.
#
#   bench/gomoku/clock_match.sh            20 games, 2 at a time
# Settings (environment): PGG_CM_GAMES (20), PGG_CM_JOBS (nproc), PGG_CM_CLOCK seconds (300),
#   PGG_CM_CAP_MS (500), PGG_CM_PORT (55452).
# Prints the standings, the score of "clock" with its interval, and each side's thinking time.
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
cd "$PGG_ROOT"

games=${PGG_CM_GAMES:-20}
jobs=${PGG_CM_JOBS:-$(nproc)}
clock=${PGG_CM_CLOCK:-300}
cap=${PGG_CM_CAP_MS:-500}
port=${PGG_CM_PORT:-55452}
dir=/tmp/pg_games-clockmatch

pgg_install_deps
pgg_log "building the referee (build/release)"
pgg_build_release pg_games-referee
pgg_bench_database "$dir" "$port" pg_games_clockmatch

entry=bench/gomoku/contest_player.sql
name="clock default vs ${cap} ms cap"
pgg_log "$name: $games games, $jobs at a time, ${clock} s a game each"
build/release/tools/referee/pg_games-referee -q --games "$games" -j "$jobs" --clock "$clock" \
    --name "$name" "clock=$entry" \
    "capped=$entry@pg_games.gomoku_time_limit_ms=$cap@pg_games.gomoku_node_budget=2000000000"
read -r w d l < <(psql -XAt -F ' ' -c "SELECT wins, draws, losses FROM referee.standings
    WHERE name = 'clock' AND tournament_id = (SELECT max(id) FROM referee.tournament)")
echo "clock: $(python3 bench/gomoku/match_stats.py "$w" "$d" "$l" 0 50)"
psql -X -v t="(SELECT max(id) FROM referee.tournament)" <<'SQL'
-- Each side's thinking time a move (the opening's stones excluded) and the most of its clock
-- one game used.
SELECT p.name, count(*) AS moves, round(avg(m.query_ms)) AS mean_ms, round(max(m.query_ms)) AS max_ms,
       (SELECT round((max(CASE WHEN g2.black = p.player_no THEN g2.black_ms ELSE g2.white_ms END)
                     / 1000)::numeric, 1)
        FROM referee.game g2 WHERE g2.tournament_id = p.tournament_id) AS most_clock_used_s
FROM referee.move m
JOIN referee.game g ON g.id = m.game_id
JOIN referee.player p ON p.tournament_id = g.tournament_id
 AND p.player_no = CASE m.colour WHEN 'X' THEN g.black ELSE g.white END
WHERE g.tournament_id = :t AND NOT m.opening
GROUP BY p.tournament_id, p.player_no, p.name ORDER BY p.name;
SELECT reason, count(*) AS games FROM referee.game WHERE tournament_id = :t GROUP BY 1 ORDER BY 1;
SQL
pgg_stop_cluster "$dir"
