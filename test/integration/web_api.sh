#!/usr/bin/env bash
# pg_games-web's JSON API against bad requests: malformed JSON, unknown routes, out-of-range and
# occupied cells, moves after the end, huge bodies, wrong types, random bytes; each must be a 4xx
# with a message (never a 500, never a crash). Contest entries that err, read another player's
# table or run out of time lose their games with the referee's reason; a round robin of them
# reports its progress and standings. The server must exit
# cleanly (AddressSanitizer with leak checks in the test build).
# Env: PGHOST PGPORT PGUSER PGDATABASE, PGG_BUILD (cmake build dir), PGG_WORK (scratch dir).
set -euo pipefail
cd "$(dirname "$0")/../.."
source test/e2e/server.bash
fail() { echo "FAIL: $*" >&2; exit 1; }
web_start --threads 16 --pool 4

# expect STATUS METHOD PATH [BODY]: the status must match and a JSON error message be present.
expect() {
    local want=$1 method=$2 path=$3 body=${4-} out status
    if [ -n "$body" ]; then
        out=$(curl -s -o "$PGG_WORK/web_body" -w '%{http_code}' -X "$method" -H 'Content-Type: application/json' \
              --data-binary "$body" "$web_url$path")
    else
        out=$(curl -s -o "$PGG_WORK/web_body" -w '%{http_code}' -X "$method" "$web_url$path")
    fi
    status=$out
    [ "$status" = "$want" ] || fail "$method $path ${body:0:80}: status $status, expected $want: $(head -c 300 "$PGG_WORK/web_body")"
    if [ "${want:0:1}" = 4 ]; then
        grep -q '"error":"..*"' "$PGG_WORK/web_body" || fail "$method $path: no error message: $(head -c 300 "$PGG_WORK/web_body")"
    fi
    echo "ok: $status $method $path ${body:0:60} -> $(head -c 120 "$PGG_WORK/web_body")"
}

# Plain requests that work.
expect 200 GET /api/health
expect 200 GET /api/tournaments
expect 200 GET /api/entries
expect 200 POST /api/gomoku/move '{"size":10,"moves":[],"move":[5,5],"node_budget":2000}'
expect 200 POST /api/gomoku/move '{"size":15,"rule":"exact5","moves":[],"node_budget":2000}'

# Malformed bodies and unknown routes.
expect 400 POST /api/gomoku/move '{"size":10,'
expect 400 POST /api/gomoku/move '[1,2,3]'
expect 400 POST /api/gomoku/move '"just a string"'
expect 400 POST /api/gomoku/move $'{"size":10,"rule":"\xff\xfe"}'
expect 404 GET /api/nothing/here
expect 404 POST /api/gomoku/unknown '{}'
expect 404 GET /api/tournaments/abc
expect 404 GET /api/tournaments/999999999
expect 404 GET /api/games/999999999
expect 404 GET /api/matches/424242
expect 404 GET /api/games/99999999999999999999999

# Wrong types and out-of-range values.
expect 400 POST /api/gomoku/move '{"size":"ten","moves":[]}'
expect 400 POST /api/gomoku/move '{"size":4,"moves":[]}'
expect 400 POST /api/gomoku/move '{"size":10,"rule":"renju","moves":[]}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":{"x":1}}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":[[1,"a"]]}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":[],"move":[11,5]}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":[],"move":[0,5]}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":[],"move":[-2147483649,99999999999999]}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":[],"move":[1e300,1]}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":[],"move":[5,5],"aggression":-1}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":[],"move":[5,5],"time_ms":0}'
# Occupied cells, in the move and in the history.
expect 400 POST /api/gomoku/move '{"size":10,"moves":[[5,5]],"move":[5,5]}'
expect 400 POST /api/gomoku/move '{"size":10,"moves":[[5,5],[5,5]],"move":[1,1]}'
grep -q 'already taken' "$PGG_WORK/web_body" || fail "the occupied cell is not explained"
# Moves after the end: five in a row already on the board, or a full board.
five='[[1,1],[1,2],[2,1],[2,2],[3,1],[3,2],[4,1],[4,2],[5,1]]'
expect 409 POST /api/gomoku/move "{\"size\":10,\"moves\":$five,\"move\":[9,9]}"
grep -q 'game is over' "$PGG_WORK/web_body" || fail "a move after the end is not explained"
# The winning move itself is accepted and reported.
expect 200 POST /api/gomoku/move "{\"size\":10,\"moves\":${five%,\[5,1\]\]}],\"move\":[5,1]}"
grep -q '"over":true' "$PGG_WORK/web_body" || fail "the winning move does not end the game"
# Huge bodies: refused before they are read.
head -c 400000 /dev/zero | tr '\0' ' ' >"$PGG_WORK/web_huge"
status=$(curl -s -o "$PGG_WORK/web_body" -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
         --data-binary @"$PGG_WORK/web_huge" "$web_url/api/gomoku/move")
[ "$status" = 413 ] || fail "a 400 kB body: status $status"
echo "ok: 413 for a 400 kB body"
long_moves=$(python3 -c 'print("[" + ",".join("[1,1]" for _ in range(20000)) + "]")')
expect 400 POST /api/gomoku/move "{\"size\":10,\"moves\":$long_moves}"

# The other games.
expect 200 POST /api/balda/new '{"word":"балда"}'
expect 400 POST /api/balda/new '{"word":"слишкомдлинное"}'
expect 400 POST /api/balda/move '{"board":"...../...../БАЛДА/...../.....","used":["БАЛДА"],"row":3,"col":1,"letter":"А","path":[[3,1],[3,2]]}'
expect 400 POST /api/balda/move '{"board":"...../...../БАЛДА/...../.....","used":["БАЛДА"],"row":2,"col":1,"letter":"Ъ","path":[[2,1],[3,1]]}'
grep -q 'not in the dictionary' "$PGG_WORK/web_body" || fail "an unknown word is not explained"
expect 400 POST /api/balda/move '{"board":"...../...../БАЛДА/...../.....","used":["БАЛДА"],"row":2,"col":1,"letter":"Ъ","path":[[2,1],[3,2]]}'
expect 400 POST /api/balda/move '{"board":"...../...../БАЛДА/...../.....","used":["БАЛДА"],"row":9,"col":1,"letter":"А","path":[[2,1],[3,1]]}'
expect 400 POST /api/balda/move '{"board":"..//","used":[],"row":1,"col":1,"letter":"А","path":[]}'
expect 400 POST /api/balda/move '{"board":"...../...../БАЛДА/...../.....","used":["БАЛДА"],"row":2,"col":1,"letter":"АБ","path":[[2,1],[3,1]]}'
expect 200 POST /api/ttt/hints '{"board":"X../.O./..."}'
expect 400 POST /api/ttt/hints '{"board":"X../.O./..Z"}'
expect 400 POST /api/ttt/hints '{"board":"...../...../...../....."}'
expect 400 POST /api/ttt/move '{"board":"X../.O./...","move":[1,1]}'
expect 409 POST /api/ttt/move '{"board":"XXX/OO./...","move":[3,3]}'
expect 200 POST /api/wythoff/move '{"a":12,"b":6,"take_a":2}'
expect 400 POST /api/wythoff/move '{"a":12,"b":6,"take_a":2,"take_b":1}'
expect 400 POST /api/wythoff/move '{"a":12,"b":6,"take_a":13}'
expect 409 POST /api/wythoff/move '{"a":0,"b":0,"take_a":1}'
expect 400 GET '/api/wythoff/losing?max=-4'
expect 200 POST /api/nim/move '{"heaps":[3,4,5],"heap":1,"size":1}'
expect 400 POST /api/nim/move '{"heaps":[3,4,5],"heap":4,"size":1}'
expect 400 POST /api/nim/move '{"heaps":[3,4,5],"heap":1,"size":3}'
expect 409 POST /api/nim/move '{"heaps":[0,0],"heap":1,"size":0}'

# Entries: bad names and sources.
expect 400 POST /api/entries '{"name":"native","source":"SELECT 1, 1"}'
expect 400 POST /api/entries '{"name":"bad;name","source":"SELECT 1, 1"}'
expect 400 POST /api/entries '{"name":"empty","source":"   "}'
expect 404 POST /api/matches '{"a":"nobody","b":"native"}'
expect 400 POST /api/matches '{"a":"native","b":"native"}'

# Random bytes to every route: a 4xx each, the server alive.
for route in /api/gomoku/move /api/balda/move /api/balda/new /api/ttt/move /api/wythoff/move /api/nim/move \
             /api/entries /api/matches /api/roundrobin; do
    for i in 1 2 3 4 5; do
        head -c $((RANDOM % 2000 + 1)) /dev/urandom >"$PGG_WORK/web_random"
        status=$(curl -s -o "$PGG_WORK/web_body" -w '%{http_code}' -X POST --data-binary @"$PGG_WORK/web_random" "$web_url$route")
        [ "${status:0:1}" = 4 ] || fail "random bytes to $route: status $status: $(head -c 300 "$PGG_WORK/web_body")"
    done
done
echo "ok: random bytes to every route answered 4xx"

# Contest entries that err, cheat or time out lose with the referee's reason.
save() { expect 200 POST /api/entries "$(python3 -c 'import json,sys; print(json.dumps({"name": sys.argv[1], "source": open(sys.argv[2]).read()}))' "$1" "$2")"; }
save cheater bench/gomoku/players/cheater.sql
save syntax bench/gomoku/players/syntax_error.sql
printf 'SELECT x, y FROM pgg_web.entry, LATERAL (SELECT 1 AS x, 1 AS y) s LIMIT 1;\n' >"$PGG_WORK/web_peek.sql"
save peeker "$PGG_WORK/web_peek.sql"
printf 'SELECT 5 AS x, 5 AS y FROM pg_sleep(5);\n' >"$PGG_WORK/web_sleep.sql"
save sleeper "$PGG_WORK/web_sleep.sql"
for entry in cheater syntax peeker sleeper; do
    expect 200 POST /api/matches "{\"a\":\"$entry\",\"b\":\"native\",\"games\":2,\"clock_s\":2,\"size\":10}"
    job=$(sed -E 's/.*"id":([0-9]+).*/\1/' "$PGG_WORK/web_body")
    for _ in $(seq 1 600); do
        curl -s "$web_url/api/matches/$job" >"$PGG_WORK/web_job"
        grep -q '"state":"\(done\|failed\)"' "$PGG_WORK/web_job" && break
        sleep 0.5
    done
    grep -q '"state":"done"' "$PGG_WORK/web_job" || fail "match $entry: $(cat "$PGG_WORK/web_job")"
    tid=$(sed -E 's/.*"tournament_id":([0-9]+).*/\1/' "$PGG_WORK/web_job")
    summary=$(psql -X -tA -c "SELECT string_agg(DISTINCT g.reason || ': ' || coalesce(g.detail, ''), ' | ')
                              FROM referee.game g JOIN referee.player p ON p.tournament_id = g.tournament_id
                               AND p.player_no = g.winner WHERE g.tournament_id = $tid AND p.name = 'native'")
    wins=$(psql -X -tA -c "SELECT wins FROM referee.standings WHERE tournament_id = $tid AND name = 'native'")
    [ "$wins" = 2 ] || fail "$entry should lose both games: $(psql -X -tA -c "SELECT reason, detail FROM referee.game WHERE tournament_id = $tid")"
    case $entry in
        cheater|peeker) grep -q 'permission denied' <<<"$summary" || fail "$entry: $summary" ;;
        syntax) grep -q '^error: 42601' <<<"$summary" || fail "$entry: $summary" ;;
        sleeper) grep -q '^timeout' <<<"$summary" || fail "$entry: $summary" ;;
    esac
    echo "ok: $entry lost both games: $summary"
done

# A round robin of every saved entry and the native one: progress while it runs, then the
# standings with Elo (native first, having won every game).
expect 200 POST /api/roundrobin '{"games":1,"clock_s":2,"size":10}'
job=$(sed -E 's/.*"id":([0-9]+).*/\1/' "$PGG_WORK/web_body")
seen_running=no
for _ in $(seq 1 600); do
    curl -s "$web_url/api/matches/$job" >"$PGG_WORK/web_job"
    grep -q '"state":"running"' "$PGG_WORK/web_job" && seen_running=yes
    grep -q '"state":"\(done\|failed\)"' "$PGG_WORK/web_job" && break
    sleep 0.5
done
python3 - "$PGG_WORK/web_job" <<'PY' || fail "round robin: $(cat "$PGG_WORK/web_job")"
import json, sys
j = json.load(open(sys.argv[1]))
n = len(j["players"])
assert j["state"] == "done" and n >= 5, j["state"]
assert j["total"] == j["done"] == n * (n - 1) // 2, (j["total"], j["done"])
top = j["standings"][0]
assert top["name"] == "native" and top["wins"] == n - 1 and top["elo"] > 0 and top["elo_error"] > 0, top
assert sum(s["wins"] for s in j["standings"]) == j["total"]
print("ok: round robin of %d entries, %d games, standings %s" % (n, j["total"],
      ", ".join("%s %d" % (s["name"], s["wins"]) for s in j["standings"])))
PY
[ "$seen_running" = yes ] || fail "the round robin was never seen running"
expect 200 GET "/api/tournaments/$(sed -E 's/.*"tournament_id":([0-9]+).*/\1/' "$PGG_WORK/web_job")"
[ "$(psql -X -tA -c "SELECT count(*) FROM pg_roles WHERE rolname LIKE 'pgg_referee_%'")" = 0 ] ||
    fail "seat roles left behind"

# Many requests at once.
pids=()
: >"$PGG_WORK/web_parallel"
for i in $(seq 1 40); do
    curl -s -o /dev/null -w '%{http_code}\n' -X POST -d '{"board":"X../.O./..."}' "$web_url/api/ttt/hints" \
        >>"$PGG_WORK/web_parallel" &
    pids+=($!)
done
wait "${pids[@]}"
[ "$(grep -c '^200$' "$PGG_WORK/web_parallel")" = 40 ] || fail "parallel requests: $(sort "$PGG_WORK/web_parallel" | uniq -c)"
echo "ok: 40 parallel requests"
expect 200 GET /api/health
grep -q 'internal error\|database error' "$web_log" && fail "the server logged an unexpected error: $(grep -m3 'error' "$web_log")"
web_stop
echo "all web API checks passed"
