#!/usr/bin/env bash
# Memory of one backend calling representative functions of pg_games 20,000 times each (plus a
# warm-up of 2,000), error paths included: bench/reliability/memory.sh with fewer calls and a
# failure threshold. RSS does not depend on timing, so this is deterministic enough; the
# threshold (32 MB of growth after the warm-up) is far above noise (under 0.1 MB in every run
# so far): it catches a leak of 1.6 kB per call, or 330 kB per statement (100 statements).
# The full run over every function (100,000 calls) is bench/reliability/memory.sh.
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games), PGG_WORK (server log);
# reads /proc/<backend pid>/status (readable by any user on Linux).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../../bench/reliability/lib.sh"
log_mark=$(rel_log_mark)
fail=0
# Case names (awk regular expressions; [(] and [)] match parentheses without backslashes).
cases='^(wythoff_move[(]bigint,bigint[)]|wythoff_moves[(]numeric,numeric[)]'
cases+='|wythoff_move[(]numeric,numeric[)] error|nim_moves.*|ttt_moves[(]text[)]( error)?'
cases+='|mnk_value.*|balda_moves.*|balda_best_move.*|gomoku_best_move[(]integer,integer,boolean[)]( error)?'
cases+='|gomoku_best_move[(]text.* error|gomoku_quick_move[(]text,text,double precision[)]'
cases+='|gomoku_winner[(]record[)]|gomoku_moves.*)$'
echo "memory: 20,000 calls per case, failing above 32 MB of growth after the warm-up"
bash "$here/../../bench/reliability/memory.sh" --calls 20000 --cases "$cases" --fail-kb 32768 || fail=1
rel_check_log "$log_mark" || fail=1
exit $fail
