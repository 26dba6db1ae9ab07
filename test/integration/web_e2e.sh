#!/usr/bin/env bash
# The page of pg_games-web in a real browser: Debian's chromium, headless, driven by
# playwright-core (test/e2e/run.mjs): a gomoku game to its end, a contest entry saved and played
# against the native entry, a recorded game replayed, a Balda move, tic-tac-toe to a draw with
# the hints on, Wythoff and Nim moves. Screenshots are kept in $PGG_BUILD/e2e-screenshots.
# Env: PGHOST PGPORT PGUSER PGDATABASE, PGG_BUILD (cmake build dir), PGG_WORK (scratch dir).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib.sh
source test/e2e/server.bash
[ -x /usr/bin/chromium ] || { echo "FAIL: /usr/bin/chromium is missing (apt-get install chromium)" >&2; exit 1; }
pgg_e2e_deps
web_start --threads 16 --pool 4
shots="$PGG_BUILD/e2e-screenshots"
rm -rf "$shots"
status=0
node test/e2e/run.mjs "$web_url" "$shots" || status=$?
web_stop
ls "$shots"
exit "$status"
