#!/usr/bin/env bash
# Short real games between SQL players under the referee: a random legal player against itself
# played to a five (checked against the recorded moves), the board shown as the game goes,
# replay, the SQL board render; the native contest query against the pure-SQL baseline; the
# Gomocup protocol engine against the random player.
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games), PGG_BUILD (cmake build dir).
set -euo pipefail
cd "$(dirname "$0")/../.."
referee="$PGG_BUILD/tools/referee/pg_games-referee"
q() { psql -X -q -v ON_ERROR_STOP=1 -tA -c "$1"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

out=$("$referee" -g 2 --show 25 --name "random pair" a=bench/gomoku/players/random.sql \
      b=bench/gomoku/players/random.sql)
echo "$out"
tid=$(q "SELECT id FROM referee.tournament WHERE name = 'random pair' ORDER BY id DESC LIMIT 1")
grep -q 'move 25:' <<<"$out" || fail "the board was not shown during the game"
grep -q 'final position' <<<"$out" || fail "the final position was not shown"

# Each game ended by a five that the recorded moves contain: an independent SQL check that the
# winner's last stone completes five in a row in one of the four directions.
for gid in $(q "SELECT id FROM referee.game WHERE tournament_id = $tid"); do
    reason=$(q "SELECT reason FROM referee.game WHERE id = $gid")
    [ "$reason" = five ] || [ "$reason" = 'board full' ] || fail "game $gid ended by $reason"
    [ "$reason" = five ] || continue
    five=$(q "WITH l AS (SELECT * FROM referee.move WHERE game_id = $gid ORDER BY ply DESC LIMIT 1),
                   d(dx, dy) AS (VALUES (1, 0), (0, 1), (1, 1), (1, -1)),
                   s AS (SELECT x, y FROM referee.move WHERE game_id = $gid
                         AND colour = (SELECT colour FROM l))
              SELECT bool_or(1 + fwd + bwd >= 5) FROM (
                SELECT (SELECT coalesce(min(j) - 1, 5) FROM generate_series(1, 5) j
                        WHERE NOT EXISTS (SELECT 1 FROM s WHERE s.x = l.x + j * dx AND s.y = l.y + j * dy)) AS fwd,
                       (SELECT coalesce(min(j) - 1, 5) FROM generate_series(1, 5) j
                        WHERE NOT EXISTS (SELECT 1 FROM s WHERE s.x = l.x - j * dx AND s.y = l.y - j * dy)) AS bwd
                FROM l, d) runs")
    [ "$five" = t ] || fail "game $gid: no five through the last stone"
    winner_colour=$(q "SELECT CASE result WHEN 'black' THEN 'X' ELSE 'O' END FROM referee.game WHERE id = $gid")
    last_colour=$(q "SELECT colour FROM referee.move WHERE game_id = $gid ORDER BY ply DESC LIMIT 1")
    [ "$winner_colour" = "$last_colour" ] || fail "game $gid: the winner did not play the last stone"
    echo "ok: game $gid won by a five the records confirm"
done

# Replay and the SQL render show the same stones.
gid=$(q "SELECT min(id) FROM referee.game WHERE tournament_id = $tid")
"$referee" --replay "$gid" --ply 12 | tee /dev/stderr | grep -q 'after 12 of'
# (the first line is the column letters; the last stone is in lower case)
stones=$(q "SELECT length(regexp_replace(substr(b, strpos(b, E'\\n')), '[^XOxo]', '', 'g'))
           FROM referee.board($gid, 12) AS b")
[ "$stones" = 12 ] || fail "referee.board shows $stones stones after 12 plies"
last=$(q "SELECT length(regexp_replace(referee.board($gid, 12), '[^xo]', '', 'g'))")
[ "$last" = 1 ] || fail "referee.board marks $last stones as the last one"
# The same board as the CLI's replay, and the extension reads it back with its 12 stones.
[ "$(q "SELECT referee.board($gid, 12)")" = "$("$referee" --replay "$gid" --ply 12 | tail -n +2)" ] ||
    fail "referee.board and --replay draw the board differently"
[ "$(q "SELECT length(regexp_replace(gomoku_board(referee.board($gid, 12), false), '[^XO]', '', 'g'))")" = 12 ] ||
    fail "gomoku_board does not read referee.board back"

# The native contest query against the pure-SQL baseline, one game each colour, short clock.
if [ -f bench/gomoku/contest_player.sql ] && [ -f bench/gomoku/baseline_player.sql ] &&
   [ "$(q "SELECT count(*) FROM pg_proc WHERE proname = 'gomoku_best_move'")" != 0 ]; then
    "$referee" -g 2 --clock 60 --name "native vs baseline" native=bench/gomoku/contest_player.sql \
        baseline=bench/gomoku/baseline_player.sql
    t2=$(q "SELECT id FROM referee.tournament WHERE name = 'native vs baseline' ORDER BY id DESC LIMIT 1")
    bad=$(q "SELECT count(*) FROM referee.game WHERE tournament_id = $t2 AND reason NOT IN ('five', 'board full')")
    [ "$bad" = 0 ] || { q "SELECT * FROM referee.game WHERE tournament_id = $t2" >&2; fail "a game ended by a fault"; }
    echo "ok: native vs baseline played to the end"

    # Board size and rule reach the contest query through the settings the referee sets.
    "$referee" -g 2 --size 15 --exact-five --clock 60 --name "native 15x15" \
        native=bench/gomoku/contest_player.sql random=bench/gomoku/players/random.sql
    t4=$(q "SELECT id FROM referee.tournament WHERE name = 'native 15x15' ORDER BY id DESC LIMIT 1")
    [ "$(q "SELECT board_size || ' ' || rule FROM referee.tournament WHERE id = $t4")" = "15 exact five" ] ||
        fail "board size and rule not recorded"
    [ "$(q "SELECT count(*) FROM referee.move m JOIN referee.game g ON g.id = m.game_id
            WHERE g.tournament_id = $t4 AND (m.x > 15 OR m.y > 15)")" = 0 ] || fail "a stone off the 15x15 board"
    [ "$(q "SELECT wins FROM referee.standings WHERE tournament_id = $t4 AND name = 'native'")" = 2 ] ||
        { q "SELECT * FROM referee.game WHERE tournament_id = $t4" >&2; fail "native should win on 15x15"; }
    echo "ok: native won on 15x15 under exact five"
fi
# A Gomocup protocol engine (pbrain-pg_games, when built) against the random SQL player.
pbrain=$(find "$PGG_BUILD" -maxdepth 3 -type f -name pbrain-pg_games -perm -u+x | head -1)
if [ -n "$pbrain" ]; then
    "$referee" -g 2 --clock 60 --name "engine vs random" "pbrain=$pbrain@timeout_turn=300" \
        random=bench/gomoku/players/random.sql
    t3=$(q "SELECT id FROM referee.tournament WHERE name = 'engine vs random' ORDER BY id DESC LIMIT 1")
    [ "$(q "SELECT wins || '/' || games FROM referee.standings WHERE tournament_id = $t3 AND name = 'pbrain'")" = 2/2 ] ||
        { q "SELECT * FROM referee.game WHERE tournament_id = $t3" >&2; fail "pbrain should beat the random player"; }
    [ "$(q "SELECT count(*) FROM referee.game WHERE tournament_id = $t3 AND reason = 'five'")" = 2 ] ||
        fail "engine games should end by a five"
    echo "ok: the protocol engine played and won both games"
fi
echo "all game checks passed"
