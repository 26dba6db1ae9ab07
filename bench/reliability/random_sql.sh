#!/usr/bin/env bash
# The long run of the random SQL test: test/integration/random_sql.sh with N calls (default
# 50,000) and a seed (default 1). Every call is reproducible alone:
#   bash test/integration/random_sql.sh --seed S --only ID
# Usage: bash bench/reliability/random_sql.sh [N [SEED]]
# Uses the database of PGHOST/PGPORT/PGDATABASE if PGHOST is set (and PGG_WORK or
# PGG_SERVER_LOG for its server log), else a scratch cluster of its own with the installed
# extension (rel_bench_cluster in lib.sh; run `make install` first).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
rel_bench_cluster
echo "random SQL, $(rel_machine)"
start=$(date +%s)
status=0
bash "$here/../../test/integration/random_sql.sh" --calls "${1:-50000}" --seed "${2:-1}" || status=$?
echo "elapsed: $(( $(date +%s) - start )) s"
exit $status
