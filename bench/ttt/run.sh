#!/usr/bin/env bash
# SQL timings of the m,n,k functions on a scratch cluster (port 55420), each next to a reference
# query measured in the same run. Installs this checkout under the machine-wide install lock.
#   bash bench/ttt/run.sh
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
cd "$PGG_ROOT"
dir=/tmp/ttt-bench-cluster
port=55420
pgg_lock_install
pgg_install_extension
# The server must not inherit the lock's descriptor, or it would hold the lock while it runs.
( exec 9>&-; pgg_start_cluster "$dir" "$port" )
trap 'pgg_stop_cluster "$dir"' EXIT
pgg_fresh_database "$dir" "$port" ttt_bench
echo "# $(date -u '+%F %T UTC'), $(nproc) cores, $(uname -m), PostgreSQL $(pg_config --version | awk '{print $2}')"
pgg_psql "$dir" "$port" ttt_bench -q <<'SQL'
\timing on
\echo -- reference: 5478 rows from generate_series
SELECT count(*) FROM generate_series(1, 5478);
\echo -- ttt_solve() 3x3, three runs
SELECT count(*) FROM ttt_solve();
SELECT count(*) FROM ttt_solve();
SELECT count(*) FROM ttt_solve();
\echo -- reference: 9722011 rows from generate_series
SELECT count(*) FROM generate_series(1, 9722011);
\echo -- ttt_solve(4, 4, 4), full table
SELECT count(*) FROM ttt_solve(4, 4, 4);
\echo -- ttt_moves on the empty 4x4 board (k = 4)
SELECT count(*) FROM ttt_moves('..../..../..../....');
\echo -- mnk_value, published cases
SELECT mnk_value(3, 3, 3);
SELECT mnk_value(4, 4, 4);
SELECT mnk_value(5, 5, 4);
SELECT mnk_value(6, 5, 4);
SELECT mnk_value(5, 5, 5);
\echo -- mnk_value, the frontier of the published values (tens of seconds for the last two)
SELECT mnk_value(6, 6, 4);
SELECT mnk_value(6, 6, 5);
SELECT mnk_value(7, 4, 4);
SELECT mnk_value(7, 6, 5);
SELECT mnk_value(8, 4, 4);
SELECT mnk_value(7, 7, 5);
\echo -- positions and value-keeping moves
SELECT mnk_value('....../....../..X.../....../....../......', 5);
SELECT * FROM mnk_best_move('....../....../....../....../....../......', 5);
SELECT * FROM mnk_best_move('......./......./......./......./......./......./.......', 5);
\echo -- Wythoff Grundy values and a sum
SELECT wythoff_grundy(1000, 1000);
SELECT wythoff_grundy(3000, 4000);
SELECT * FROM wythoff_sum_move('{{1000, 2000}, {1500, 700}, {30, 3000}}');
SQL
