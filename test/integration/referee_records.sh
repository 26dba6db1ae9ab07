#!/usr/bin/env bash
# The referee's command line and its records as files: getopt-style options and --version;
# players' settings checked against the server before any game; standings as CSV and JSON (a
# run's and a recorded tournament's, parsed by Python); games exported to Gomocup .psq records,
# imported back (judged by the rules) and exported again unchanged; malformed records refused;
# a .psq record as an opening.
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games), PGG_BUILD (cmake build dir),
# PGG_WORK (a scratch directory).
set -euo pipefail
cd "$(dirname "$0")/../.."
referee="$PGG_BUILD/tools/referee/pg_games-referee"
random=bench/gomoku/players/random.sql
work=$(mktemp -d "${PGG_WORK:-/tmp}/referee_records.XXXXXX")
trap 'rm -rf "$work"' EXIT
q() { psql -X -q -v ON_ERROR_STOP=1 -tA -c "$1"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
tournaments() { q "SELECT count(*) FROM referee.tournament" 2>/dev/null || echo 0; }
# expect_refused STATUS PATTERN ARGS...: the referee exits with STATUS and says PATTERN on stderr.
expect_refused() {
    local want=$1 pattern=$2 status=0
    shift 2
    "$referee" "$@" >"$work/out" 2>"$work/err" || status=$?
    [ "$status" = "$want" ] || { cat "$work/err" >&2; fail "exit $status, not $want: $*"; }
    grep -q -- "$pattern" "$work/err" || { cat "$work/err" >&2; fail "no \"$pattern\": $*"; }
    echo "ok: refused ($pattern): $*"
}

# --version and the errors of the command line.
version=$(sed -n "s/^default_version = '\(.*\)'/\1/p" pg_games.control)
[ "$("$referee" --version)" = "pg_games-referee $version" ] || fail "--version"
"$referee" --help | grep -q -- '--standings' || fail "--help does not list --standings"
expect_refused 2 'unknown option --frobnicate' --frobnicate a.sql b.sql
expect_refused 2 'option --games needs a value' a.sql b.sql --games
expect_refused 2 'option -g needs a value' a.sql b.sql -qg
expect_refused 2 'takes no value' --quiet=1 a.sql b.sql

# Settings of SQL players, checked on the server before anything is recorded or played.
before=$(tournaments)
expect_refused 2 'player a: setting pg_games.gomoku_time_limit_ms=-5: .*outside the valid range' \
    a=$random@pg_games.gomoku_time_limit_ms=-5 b=$random
expect_refused 2 'player b: setting pg_games.gomoku_time_limit_ms=soon: invalid value' \
    a=$random b=$random@pg_games.gomoku_time_limit_ms=soon
expect_refused 2 'player a: setting pg_games.gomoku_nonsense=1: pg_games has no setting' \
    a=$random@pg_games.gomoku_nonsense=1 b=$random
expect_refused 2 'player a: setting wrk_mem=4MB: unrecognized configuration parameter' \
    a=$random@wrk_mem=4MB b=$random
expect_refused 2 'player a: setting log_statement=all: permission denied' \
    a=$random@log_statement=all b=$random
# An engine's settings are Gomocup INFO values.
expect_refused 2 'player e: setting timeout_turn=-5' \
    a=$random e=bench/gomoku/players/garbled_engine.sh@timeout_turn=-5
[ "$(tournaments)" = "$before" ] || fail "a refused run recorded a tournament"
[ "$(q "SELECT count(*) FROM pg_roles WHERE rolname LIKE 'pgg_referee_check_%'")" = 0 ] ||
    fail "the settings check left a role behind"

# A run with getopt syntax and valid settings, its standings as JSON on stdout (the progress on
# stderr): the same as the recorded standings.
"$referee" -qg2 --clock=60 --name=records-json --format=json \
    "a=$random@pg_games.gomoku_time_limit_ms=50@work_mem=8MB" b=$random \
    >"$work/run.json" 2>"$work/run.log"
grep -q 'final standings' "$work/run.log" || fail "no final standings on stderr"
tid=$(q "SELECT id FROM referee.tournament WHERE name = 'records-json' ORDER BY id DESC LIMIT 1")
python3 - "$work/run.json" "$tid" <<'EOF'
import json, sys
doc = json.load(open(sys.argv[1]))
t = doc["tournament"]
assert t["id"] == int(sys.argv[2]) and t["name"] == "records-json", t
assert t["games"] == 2 and t["board_size"] == 19 and t["rule"] == "freestyle", t
players = doc["players"]
assert [p["rank"] for p in players] == [1, 2], players
assert sorted(p["player"] for p in players) == ["a", "b"], players
for p in players:
    assert p["games"] == 2 and p["wins"] + p["draws"] + p["losses"] == 2, p
    assert p["score"] == p["wins"] + p["draws"] / 2, p
    assert all(isinstance(p[k], (int, float)) for k in ("score", "elo", "elo_error")), p
assert players[0]["score"] >= players[1]["score"], players
assert abs(players[0]["elo"] + players[1]["elo"]) < 0.11, players
EOF
echo "ok: a run's standings as JSON"

# The recorded tournament's standings: CSV (header row) and JSON to a file, agreeing with the
# referee.standings view.
"$referee" --standings "$tid" --format csv >"$work/standings.csv"
"$referee" --standings="$tid" -f json -o "$work/standings.json"
view=$(q "SELECT string_agg(name || ':' || wins || ':' || draws || ':' || losses, ' ' ORDER BY name)
          FROM referee.standings WHERE tournament_id = $tid")
python3 - "$work/standings.csv" "$work/standings.json" "$view" <<'EOF'
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
assert list(rows[0].keys()) == ["rank", "player", "games", "wins", "draws", "losses", "score",
                                "elo", "elo_error"], rows[0].keys()
got = " ".join(sorted(f'{r["player"]}:{r["wins"]}:{r["draws"]}:{r["losses"]}' for r in rows))
assert got == sys.argv[3], (got, sys.argv[3])
doc = json.load(open(sys.argv[2]))
assert [p["player"] for p in doc["players"]] == [r["player"] for r in rows], doc
assert [float(r["elo"]) for r in rows] == [p["elo"] for p in doc["players"]], doc
EOF
"$referee" --standings "$tid" | grep -q "standings, tournament $tid" || fail "text standings"
echo "ok: recorded standings as CSV and JSON"

# Export to .psq, import, export again: the same record. The imported game has the same
# result, judged by the rules from the moves alone.
gid=$(q "SELECT min(id) FROM referee.game WHERE tournament_id = $tid")
"$referee" --export "$gid" -o "$work/game.psq"
"$referee" --replay "$gid" --format psq | cmp - "$work/game.psq" || fail "--replay --format psq"
head -1 "$work/game.psq" | grep -qx 'Piskvorky 19x19, 0:0, 0' || fail "psq header"
stones=$(q "SELECT count(*) FROM referee.move WHERE game_id = $gid")
[ "$(grep -c '^[0-9]*,[0-9]*,[0-9]*$' "$work/game.psq")" = "$stones" ] || fail "psq move lines"
names=$(q "SELECT pb.name || ' ' || pw.name FROM referee.game g
           JOIN referee.player pb ON pb.tournament_id = g.tournament_id AND pb.player_no = g.black
           JOIN referee.player pw ON pw.tournament_id = g.tournament_id AND pw.player_no = g.white
           WHERE g.id = $gid")
[ "$(tail -3 "$work/game.psq" | tr '\n' ' ')" = "$names -1 " ] || fail "psq names (black first), end code"
out=$("$referee" --import "$work/game.psq")
echo "$out"
new=$(awk '/^game [0-9]+:/ { sub(":", "", $2); print $2; exit }' <<<"$out")
[ -n "$new" ] || fail "--import printed no game id"
"$referee" --export "$new" | cmp - "$work/game.psq" || fail "export, import, export differ"
[ "$(q "SELECT result || ' ' || reason FROM referee.game WHERE id = $new")" = \
  "$(q "SELECT result || ' ' || reason FROM referee.game WHERE id = $gid")" ] ||
    fail "the imported game's result differs"
"$referee" --replay "$new" --ply 5 | grep -q 'after 5 of' || fail "--replay of an imported game"
echo "ok: psq export, import, export round trip (game $gid -> $new)"

# A record as Piskvork writes it: the second named player began (header's last field 1), CR LF.
printf 'Piskvorky 15x15, 11:11, 1\r\n8,8,120\r\n1,1,5\r\n9,8,130\r\n1,2,5\r\n10,8,140\r\n1,3,5\r\n11,8,150\r\n1,4,5\r\n12,8,160\r\npbrain-loser.exe\r\npbrain-winner.exe\r\n-1\r\n' \
    >"$work/piskvork.psq"
out=$("$referee" --import "$work/piskvork.psq" --name imported-piskvork)
echo "$out"
grep -q 'pbrain-winner.exe (X) vs pbrain-loser.exe (O), pbrain-winner.exe wins by five after 9 moves' <<<"$out" ||
    fail "the Piskvork record was not judged a five for the first mover"
t2=$(q "SELECT id FROM referee.tournament WHERE name = 'imported-piskvork' ORDER BY id DESC LIMIT 1")
[ "$(q "SELECT board_size || ' ' || sum(m.query_ms) FROM referee.tournament t JOIN referee.game g
        ON g.tournament_id = t.id JOIN referee.move m ON m.game_id = g.id WHERE t.id = $t2
        GROUP BY board_size")" = "15 720" ] || fail "size or times of the imported record"
"$referee" --standings "$t2" -f csv | grep -q '^1,pbrain-winner.exe,1,1,0,0,1.0,' ||
    fail "standings of the imported record"
echo "ok: a Piskvork record imported and judged"

# Malformed records: a clear error naming the file and line; nothing recorded.
before=$(tournaments)
printf 'Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n' >"$work/taken.psq"
expect_refused 2 'taken.psq: psq line 3: cell 8,8 is already taken' --import "$work/taken.psq"
printf 'Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0\n' >"$work/off.psq"
expect_refused 2 'off.psq: psq line 3: move 16,1 is off the 15x15 board' --import "$work/off.psq"
printf 'a game of gomoku\n' >"$work/text.psq"
expect_refused 2 'text.psq: psq line 1: not a psq header' --import "$work/text.psq"
printf 'Piskvorky 15x15, 0:0, 0\n1,1,0\n9,9,0\n2,1,0\n9,10,0\n3,1,0\n9,11,0\n4,1,0\n9,12,0\n5,1,0\n10,10,0\n' \
    >"$work/after_five.psq"
expect_refused 2 'makes five, but the record goes on' --import "$work/after_five.psq"
expect_refused 2 'is played on 15x15' --import "$work/game.psq" --import "$work/piskvork.psq"
[ "$(tournaments)" = "$before" ] || fail "a refused import recorded something"

# Every game of a tournament into a directory.
"$referee" --export-all "$tid" -o "$work/all" >"$work/list"
[ "$(wc -l <"$work/list")" = 2 ] && [ "$(ls "$work/all" | wc -l)" = 2 ] || fail "--export-all"
cmp "$work/all/game$gid.psq" "$work/game.psq" || fail "--export-all wrote another record"
echo "ok: --export-all"

# A .psq record as the opening: its stones, moved to the centre of the same board size.
printf 'Piskvorky 19x19, 0:0, 0\n10,10,0\n11,10,0\n10,12,0\n' >"$work/opening.psq"
"$referee" -q -g 1 --max-moves 2 --openings "$work/opening.psq" --name records-opening \
    a=$random b=$random >/dev/null
t3=$(q "SELECT id FROM referee.tournament WHERE name = 'records-opening' ORDER BY id DESC LIMIT 1")
[ "$(q "SELECT string_agg(x || ',' || y, ' ' ORDER BY ply) FROM referee.move m
        JOIN referee.game g ON g.id = m.game_id WHERE g.tournament_id = $t3 AND m.opening")" = \
  "10,10 11,10 10,12" ] || fail "the .psq opening was not played"
echo "ok: a .psq record as the opening"
echo "all record checks passed"
