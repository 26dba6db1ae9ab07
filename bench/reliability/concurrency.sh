#!/usr/bin/env bash
# Concurrency benchmark: test/integration/concurrency.sh (the cross-session dictionary check,
# then pgbench with 8 clients on 2 threads running the bench/reliability/pgbench/ mix) for
# SECONDS (default 60); the throughput it prints goes to RESULTS.md.
# Usage: bash bench/reliability/concurrency.sh [SECONDS]
# Uses the database of PGHOST/PGPORT/PGDATABASE if PGHOST is set, else a scratch cluster of its
# own with the installed extension (rel_bench_cluster in lib.sh; run `make install` first).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
rel_bench_cluster
echo "concurrency, $(rel_machine)"
bash "$here/../../test/integration/concurrency.sh" "${1:-60}"
