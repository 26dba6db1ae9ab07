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
SQL
