#!/usr/bin/env bash
# The referee against faulty players: a syntax error, two rows, no row, text columns, a query
# sleeping past its clock, one reading the other player's table, one ending its own session, an
# off-board and an occupied cell, and a protocol engine that answers nonsense. Each loses both its games (one per colour) with its reason
# recorded; the tournament goes on to the end; every move played is recorded.
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games), PGG_BUILD (cmake build dir).
set -euo pipefail
cd "$(dirname "$0")/../.."
referee="$PGG_BUILD/tools/referee/pg_games-referee"
players=bench/gomoku/players
q() { psql -X -q -v ON_ERROR_STOP=1 -tA -c "$1"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

out=$("$referee" --gauntlet -g 2 -j 2 --clock 2 random=$players/random.sql \
      $players/syntax_error.sql $players/two_rows.sql $players/no_row.sql $players/text_answer.sql \
      $players/sleeper.sql $players/cheater.sql $players/crasher.sql $players/off_board.sql \
      $players/occupied.sql garbled=$players/garbled_engine.sh)
echo "$out"
tid=$(q "SELECT max(id) FROM referee.tournament")
[ "$(q "SELECT count(*) FROM referee.game WHERE tournament_id = $tid AND result IS NOT NULL")" = 20 ] ||
    fail "not every game of the tournament was finished"

# Each faulty player: two games, lost both, each time with its reason (and the telling detail).
expect() {  # name reason detail-pattern
    local got
    got=$(q "SELECT count(*) FROM referee.game g JOIN referee.player p
             ON p.tournament_id = g.tournament_id AND p.name = '$1'
             AND p.player_no IN (g.black, g.white)
             WHERE g.tournament_id = $tid AND g.winner <> p.player_no AND g.reason = '$2'
             AND g.detail LIKE '$3'")
    [ "$got" = 2 ] || { q "SELECT * FROM referee.game WHERE tournament_id = $tid" >&2;
                        fail "$1: expected 2 losses by '$2' ($3), found $got"; }
    echo "ok: $1 lost both games by $2"
}
expect syntax_error 'error' '42601: syntax error%'
expect two_rows 'too many rows' '%2 rows%'
expect no_row 'no row' '%no row%'
expect text_answer 'bad columns' '%not an integer%'
expect sleeper 'timeout' '57014%'
expect cheater 'error' '42501: permission denied%'
expect crasher 'connection lost' '%'
expect off_board 'illegal move' '%off the board'
expect occupied 'illegal move' '%is occupied'
expect garbled 'engine error' '%my move is the best move%'

# The sleeper was stopped by its clock (2 s), not left running.
used=$(q "SELECT max(greatest(black_ms, white_ms)) FROM referee.game g JOIN referee.player p
          ON p.tournament_id = g.tournament_id AND p.name = 'sleeper'
          AND p.player_no IN (g.black, g.white) WHERE g.tournament_id = $tid")
awk -v u="$used" 'BEGIN { exit !(u >= 1900 && u < 3500) }' || fail "sleeper used $used ms of a 2000 ms clock"

# Nothing recorded is lost: every game has its opening stones and its moves.
bad=$(q "SELECT count(*) FROM referee.game g
         WHERE g.tournament_id = $tid
           AND (SELECT count(*) FROM referee.move m WHERE m.game_id = g.id AND NOT m.opening) <> g.moves")
[ "$bad" = 0 ] || fail "$bad games whose recorded moves do not match their move count"
[ "$(q "SELECT count(*) FROM referee.move m JOIN referee.game g ON g.id = m.game_id
        WHERE g.tournament_id = $tid AND m.opening")" = 100 ] || fail "opening stones missing"

# The standings agree: random won all 18.
[ "$(q "SELECT wins || '/' || games FROM referee.standings WHERE tournament_id = $tid AND name = 'random'")" = 20/20 ] ||
    fail "random should have won 20 of 20"
grep -q 'final standings' <<<"$out" || fail "no final standings printed"

# The seats' roles and schemas are gone, and no player can read the records.
[ "$(q "SELECT count(*) FROM pg_roles WHERE rolname LIKE 'pgg_referee_${tid}_%'")" = 0 ] ||
    fail "seat roles left behind"
[ "$(q "SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'pgg_referee_${tid}_%'")" = 0 ] ||
    fail "seat schemas left behind"
echo "all fault cases passed"
