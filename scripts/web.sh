#!/usr/bin/env bash
# Starts pg_games-web, the browser front end, against the scratch cluster (the demo's): sets up
# what is missing (packages, the extension, the cluster, database pg_games), builds the server
# into build/release and runs it in the foreground, printing its address. Ctrl-C stops it.
#   PGG_WEB_PORT     the HTTP port (default 8080; the server listens on 127.0.0.1 only)
#   PGG_CLUSTER_DIR, PGG_PORT   the cluster, as for scripts/demo.sh
#   PGG_WEB_BUILD    the CMake build directory (default build/release)
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$PGG_ROOT"

port=${PGG_PORT:-54329}
web_port=${PGG_WEB_PORT:-8080}
cluster=$(pgg_demo_cluster_dir)

pgg_demo_cluster_up "$cluster" "$port"
if ! pgg_psql "$cluster" "$port" pg_games -qtA -c "SELECT 1 FROM pg_extension WHERE extname = 'pg_games'" \
        2>/dev/null | grep -q 1; then
    pgg_fresh_database "$cluster" "$port" pg_games
fi
build=${PGG_WEB_BUILD:-build/release}
pgg_log "building pg_games-web ($build)"
mkdir -p "$build"
{ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DPGG_BENCHMARKS=OFF &&
  cmake --build "$build" -j"$(nproc)" --target pg_games-web; } >"$build/build-web.log" 2>&1 ||
    pgg_die "building pg_games-web failed (see $build/build-web.log)"
exec 9>&-  # the install lock: not held while the server runs

pgg_log "open the address below in a browser (Ctrl-C stops the server)"
exec "$build/tools/web/pg_games-web" -p "$web_port" \
    -d "host=$cluster port=$port user=postgres dbname=pg_games"
