#!/usr/bin/env bash
# Load test of pg_games-web on loopback with wrk (bounded in time): 1,000 connections on a
# cheap call (GET /api/health: one SELECT 1) and on tic-tac-toe hints (ttt_moves), then the
# overhead of the server around the SQL call of a gomoku move (few connections, the engine on a
# small node budget), from the Server-Timing header each answer carries.
# Usage: bench/web/load.sh [SECONDS]   (default 20 s per run)
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games), PGG_BUILD (a Release build
# dir, default build/release), WEB_THREADS (HTTP threads, default 128), WEB_POOL (default 8).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-20}
build=${PGG_BUILD:-build/release}
bin="$build/tools/web/pg_games-web"
[ -x "$bin" ] || { echo "build pg_games-web first: cmake --build $build --target pg_games-web" >&2; exit 2; }
command -v wrk >/dev/null || { echo "wrk is missing (apt-get install wrk)" >&2; exit 2; }
ulimit -n 65536 2>/dev/null || ulimit -n 8192
log=$(mktemp /tmp/pg_games-web-bench.XXXXXX)
"$bin" --port 0 --threads "${WEB_THREADS:-128}" --pool "${WEB_POOL:-8}" >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 1 100); do grep -q listening "$log" && break; sleep 0.1; done
url=$(grep -oE 'http://[0-9.]+:[0-9]+' "$log" | head -1)
[ -n "$url" ] || { cat "$log" >&2; exit 1; }
echo "pg_games-web at $url; $(nproc) cores; wrk $(wrk --version 2>&1 | head -1 | awk '{print $2}')"

run() {  # run TITLE CONNECTIONS METHOD PATH [BODY]
    local title=$1 conns=$2 method=$3 path=$4 body=${5-}
    echo
    echo "== $title: $conns connections, $seconds s, $method $path"
    WEB_METHOD=$method WEB_BODY=$body wrk -t2 -c"$conns" -d"${seconds}s" --timeout 10s \
        -s bench/web/timing.lua "$url$path" | grep -vE '^\s*(Thread Stats|Latency|Req/Sec)\s' 
}

run "health (SELECT 1)" 1000 GET /api/health
run "tic-tac-toe hints (ttt_moves)" 1000 POST /api/ttt/hints '{"board":"X../.O./..."}'
# A middle-game 15x15 position (20 stones), the engine on 2,000 nodes.
moves='[[8,8],[9,9],[7,9],[9,7],[8,10],[10,8],[6,6],[7,7],[10,10],[11,11],[6,10],[12,9],[5,5],[4,4],[11,7],[8,6],[3,12],[13,3],[2,14],[14,2]]'
run "gomoku engine move (gomoku_best_move, 2,000 nodes)" 4 POST /api/gomoku/move \
    "{\"size\":15,\"moves\":$moves,\"node_budget\":2000}"
run "gomoku engine move at 1,000 connections" 1000 POST /api/gomoku/move \
    "{\"size\":15,\"moves\":$moves,\"node_budget\":2000}"
