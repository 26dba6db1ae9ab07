#!/usr/bin/env bash
# The Gomoku evaluation-speed figure: native one-ply scoring of all candidate moves
# (gomoku_quick_move over the field rows; gomoku_moves over a board text) against the pure-SQL
# LIKE-pattern baseline's scoring, same positions, same run, in the database; one statement per
# position, all positions in one statement (baseline_batch.sql), and a table of COPIES copies of
# every position scored in one statement (board texts, and field rows grouped by position).
#   bash bench/gomoku/eval_speed.sh            (env: PLIES=12,18,24  ROUNDS=5  COPIES=100  PORT=55440)
# Installs the extension (under the machine-wide install lock), starts a scratch cluster in
# /tmp/gomoku-eval-cluster and prints the figures; the cluster is stopped at the end.
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
cd "$PGG_ROOT"

port=${PORT:-55440}
plies=${PLIES:-12,18,24}
rounds=${ROUNDS:-5}
copies=${COPIES:-100}
cluster=${CLUSTER_DIR:-/tmp/gomoku-eval-cluster}

pgg_install_deps
pgg_lock_install
pgg_install_extension
# The server must not inherit the lock's file descriptor (it would hold the lock while it runs).
pgg_start_cluster "$cluster" "$port" 9>&-
trap 'pgg_stop_cluster "$cluster"' EXIT
pgg_as_server_user "$(pgg_bindir)/pg_ctl" -D "$cluster/data" -w restart \
    -o "-p $port -k $cluster -c listen_addresses=''" >/dev/null 9>&-
pgg_fresh_database "$cluster" "$port" gomoku_bench
# The lock is held to the end: backends load pg_games.so when first used, and another
# checkout must not replace it meanwhile.

# The baseline player's query, without comments and the final semicolon.
baseline=$(grep -v '^ *--' bench/gomoku/baseline_player.sql | sed -e 's/;[[:space:]]*$//')
# Its batched form (all positions in one statement, grouped by position).
baseline_batch=$(grep -v '^ *--' bench/gomoku/baseline_batch.sql | sed -e 's/;[[:space:]]*$//')

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "date:    $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "server:  $(pgg_psql "$cluster" "$port" gomoku_bench -qtA -c 'SHOW server_version')"
echo "plies:   $plies   rounds per position: $rounds"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min)"
pgg_psql "$cluster" "$port" gomoku_bench -q -v baseline="$baseline" \
    -v baseline_batch="$baseline_batch" -v plies="$plies" \
    -v rounds="$rounds" -v copies="$copies" -f bench/gomoku/eval_speed.sql
