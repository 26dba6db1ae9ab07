#!/usr/bin/env bash
# Memory of one backend calling each function of pg_games many times (default 100,000; the
# slower functions fewer, see the table below): the backend's VmRSS (/proc/<pid>/status, on the
# same machine as the server) is sampled after a warm-up of a tenth of the calls, then
# after half and after all of the calls. Growth from warm-up to the end above the flag (default
# 1 MB) is flagged; error paths (a C++ exception caught at the boundary, then an SQL error
# caught by PL/pgSQL) are measured too. Calls go out as 100 statements per function after the
# warm-up, each calling it calls/100 times with arguments that vary per call (no constant
# folding) and a result that is used (the planner drops unused aggregate outputs of a
# subquery), so both per-call and per-statement leaks add up.
#
# Usage: bash bench/reliability/memory.sh [--calls N] [--cases REGEX] [--flag-kb K] [--fail-kb K]
#   --cases keeps the cases whose name matches REGEX (awk); --fail-kb makes growth above K kB fail
#   (exit 1), as test/integration/memory.sh does. Prints a Markdown table.
# Uses the database of PGHOST/PGPORT/PGDATABASE if PGHOST is set, else a scratch cluster of its
# own with the installed extension (rel_bench_cluster in lib.sh; run `make install` first).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
calls=100000
pattern=.
flag_kb=1024
fail_kb=0
while [ $# -gt 0 ]; do
    case $1 in
        --calls) calls=$2; shift 2 ;;
        --cases) pattern=$2; shift 2 ;;
        --flag-kb) flag_kb=$2; shift 2 ;;
        --fail-kb) fail_kb=$2; shift 2 ;;
        *) echo "usage: $0 [--calls N] [--cases REGEX] [--flag-kb K] [--fail-kb K]" >&2; exit 2 ;;
    esac
done
rel_bench_cluster
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Board texts used below, two of each so that arguments vary from call to call.
G1='.........../.........../.........../.........../.....X...../.....O...../.........../.........../.........../.........../...........'
G2='.........../.........../.........../.........../.....X...../......O..../.........../.........../.........../.........../...........'
GB="CASE i % 2 WHEN 0 THEN '$G1' ELSE '$G2' END"
TB="CASE i % 3 WHEN 0 THEN 'X../.O./...' WHEN 1 THEN '.../.X./...' ELSE 'XO./.../...' END"
BB="CASE i % 2 WHEN 0 THEN '...../...../БАЛДА/...../.....' ELSE '...../...../СЛОВО/...../.....' END"
FIELD="(VALUES (6, 6, true), (7, 7, false), (i % 11 + 1, 1, true), (1, i % 9 + 3, false)) AS f(x, y, my)"
BIGN="10::numeric ^ 200"

# The cases: name | most calls | statement making {M} calls with i = 1..{M}. A name is the
# function's signature (regprocedure), with a suffix after a space for a second case of it.
# Error cases make {M} failing calls inside PL/pgSQL exception blocks.
err() {  # a DO loop of {M} calls of $1, each failing and caught
    echo "DO \$\$ BEGIN FOR i IN 1..{M} LOOP BEGIN PERFORM $1; EXCEPTION WHEN OTHERS THEN NULL; END; END LOOP; END \$\$"
}
cat >"$tmp/cases" <<EOF
pg_games_version()|100000|DO \$\$ BEGIN FOR i IN 1..{M} LOOP EXECUTE 'SELECT pg_games_version()'; END LOOP; END \$\$
wythoff_move(bigint,bigint)|100000|SELECT count(wythoff_move(i::bigint, 2 * i::bigint + 1)) FROM generate_series(1, {M}) i
wythoff_move(integer,integer)|100000|SELECT count(wythoff_move(i, i + 3)) FROM generate_series(1, {M}) i
wythoff_move(numeric,numeric)|100000|SELECT count(wythoff_move($BIGN + i, $BIGN + 2 * i)) FROM generate_series(1, {M}) i
wythoff_move(numeric,numeric) error|100000|$(err "wythoff_move(-i::numeric, 1::numeric)")
wythoff_moves(bigint,bigint)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL wythoff_moves(i::bigint, i::bigint + 5) m
wythoff_moves(integer,integer)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL wythoff_moves(i, 2 * i + 7) m
wythoff_moves(numeric,numeric)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL wythoff_moves($BIGN + i, $BIGN + 3 * i) m
wythoff_is_losing(bigint,bigint)|100000|SELECT count(*) FILTER (WHERE wythoff_is_losing(i::bigint, 2 * i::bigint)) FROM generate_series(1, {M}) i
wythoff_is_losing(integer,integer)|100000|SELECT count(*) FILTER (WHERE wythoff_is_losing(i, i + 1)) FROM generate_series(1, {M}) i
wythoff_is_losing(numeric,numeric)|100000|SELECT count(*) FILTER (WHERE wythoff_is_losing($BIGN + i, $BIGN)) FROM generate_series(1, {M}) i
wythoff_positions(bigint)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL wythoff_positions(i % 50) p
wythoff_position_stream(bigint)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL wythoff_position_stream(i % 50) p
nim_move(bigint[])|100000|SELECT count(nim_move(ARRAY[i, i + 1, 3 * i]::bigint[])) FROM generate_series(1, {M}) i
nim_move(bigint[]) error|100000|$(err "nim_move(ARRAY[i, NULL]::bigint[])")
nim_moves(bigint[])|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL nim_moves(ARRAY[i, 2 * i, 3 * i + 1]::bigint[]) m
ttt_solve(integer,integer,integer)|20000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL ttt_solve(3, 3, 3 - i % 2) s
ttt_moves(text)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL ttt_moves($TB) m
ttt_moves(text) error|100000|$(err "ttt_moves('XX/O' || i)")
ttt_moves(text,integer)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL ttt_moves($TB, 3 - i % 2) m
ttt_best_move(text)|100000|SELECT count(ttt_best_move($TB)) FROM generate_series(1, {M}) i
ttt_best_move(text,integer)|100000|SELECT count(ttt_best_move($TB, 3)) FROM generate_series(1, {M}) i
mnk_value(integer,integer,integer,bigint)|100000|SELECT count(mnk_value(3, 3, 3 - i % 2, CASE WHEN i % 3 = 0 THEN 1000 END)) FROM generate_series(1, {M}) i
mnk_value(integer,integer,integer,bigint) error|100000|$(err "mnk_value(0, i, 3)")
balda_new_board(text,integer)|100000|SELECT count(balda_new_board('балда', 5 + i % 3)) FROM generate_series(1, {M}) i
balda_moves(text,text[],text,boolean)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL balda_moves($BB) m
balda_moves(text,text[],text,boolean) error|100000|$(err "balda_moves('...../...../БАЛДА/...../.....', '{}', 'no_such_dictionary_' || i)")
balda_best_move(text,text[],text,text,bigint,boolean)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL balda_best_move($BB, '{}', 'ru', CASE WHEN i % 2 = 0 THEN 'longest' ELSE 'lookahead' END, i) m
balda_play(text,integer,text,text,bigint,boolean,integer)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL balda_play('балда', 5, 'ru', 'longest', i, false, 4) p
balda_dictionary_stats(text)|100000|SELECT count(balda_dictionary_stats(CASE WHEN i > 0 THEN 'ru' END)) FROM generate_series(1, {M}) i
balda_read_share_words(text)|1000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL balda_read_share_words(CASE WHEN i > 0 THEN 'balda_ru_nouns.txt' END) w
gomoku_best_move(integer,integer,boolean)|20000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_best_move(x, y, my) AS r FROM $FIELD) s
gomoku_best_move(integer,integer,boolean) error|100000|$(err "(SELECT gomoku_best_move(x, y, my) FROM (VALUES (i, 99, true)) f(x, y, my))")
gomoku_best_move(integer,integer,boolean,integer)|20000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_best_move(x, y, my, 11) AS r FROM $FIELD) s
gomoku_best_move(integer,integer,boolean,integer,text,bigint,integer,double precision,bigint)|20000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_best_move(x, y, my, 11, 'exact5', 300, 1000, 1.5, i) AS r FROM $FIELD) s
gomoku_best_move(record)|20000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_best_move(f) AS r FROM $FIELD) s
gomoku_best_move(text,text,bigint,integer,double precision,bigint)|10000|SELECT count(gomoku_best_move($GB, NULL, 300)) FROM generate_series(1, {M}) i
gomoku_best_move(text,text,bigint,integer,double precision,bigint) error|100000|$(err "gomoku_best_move('X/' || i)")
gomoku_winner(integer,integer,boolean)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_winner(x, y, my) AS r FROM $FIELD) s
gomoku_winner(integer,integer,boolean,integer)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_winner(x, y, my, 11) AS r FROM $FIELD) s
gomoku_winner(record)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_winner(f) AS r FROM $FIELD) s
gomoku_winner(text,text)|100000|SELECT count(gomoku_winner($GB)) FROM generate_series(1, {M}) i
gomoku_board(integer,integer,boolean)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_board(x, y, my) AS r FROM $FIELD) s
gomoku_board(integer,integer,boolean,integer)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_board(x, y, my, 11) AS r FROM $FIELD) s
gomoku_board(record)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_board(f) AS r FROM $FIELD) s
gomoku_board(text,boolean)|100000|SELECT count(gomoku_board($GB, i % 2 = 0)) FROM generate_series(1, {M}) i
gomoku_moves(text,boolean,text,bigint,integer,double precision,bigint)|100000|SELECT count(*) FROM generate_series(1, {M}) i, LATERAL gomoku_moves($GB, i % 10 = 0, NULL, 200) m
gomoku_quick_move(integer,integer,boolean)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_quick_move(x, y, my) AS r FROM $FIELD) s
gomoku_quick_move(integer,integer,boolean,integer)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_quick_move(x, y, my, 11) AS r FROM $FIELD) s
gomoku_quick_move(integer,integer,boolean,integer,text,double precision)|100000|SELECT count(s.r) FROM generate_series(1, {M}) i, LATERAL (SELECT gomoku_quick_move(x, y, my, 11, 'exact5', 2.0) AS r FROM $FIELD) s
gomoku_quick_move(text,text,double precision)|100000|SELECT count(gomoku_quick_move($GB)) FROM generate_series(1, {M}) i
gomoku_quick_move(text,text,double precision) error|100000|$(err "gomoku_quick_move('.....' || repeat('/.....', i % 3))")
EOF
awk -F'|' -v re="$pattern" '$1 ~ re' "$tmp/cases" >"$tmp/run"
[ -s "$tmp/run" ] || { echo "no case matches $pattern" >&2; exit 2; }

# Functions of the extension that no case calls (aggregate support and trigger functions are
# called through their aggregates and triggers).
rel_q -c "SELECT p.oid::regprocedure::text FROM pg_proc p
          JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
          JOIN pg_extension e ON d.refclassid = 'pg_extension'::regclass AND e.oid = d.refobjid
          WHERE e.extname = 'pg_games' AND p.prorettype NOT IN ('trigger'::regtype, 'internal'::regtype)
            AND NOT 'internal'::regtype = ANY (p.proargtypes::oid[])" | sort >"$tmp/functions"
cut -d'|' -f1 "$tmp/cases" | sed 's/ error$//' | sort -u >"$tmp/covered"
missing=$(comm -23 "$tmp/functions" "$tmp/covered")
[ -z "$missing" ] || echo "not measured (no case yet): $(echo $missing)"

# One psql session runs every case; \! samples its backend's VmRSS between statements.
{
    echo "SET client_min_messages = warning;"
    echo "SET pg_games.gomoku_node_budget = 300;"
    echo "SELECT pg_backend_pid() AS pid \\gset"
    echo "\\setenv PGG_BACKEND_PID :pid"
    while IFS='|' read -r name most template; do
        n=$((calls < most ? calls : most))
        chunk=$(( n / 100 > 0 ? n / 100 : 1 ))
        sql=${template//\{M\}/$chunk}
        echo "\\echo case $name"
        echo "\\! echo \"$name|$((chunk * 100))|begin|0|\$(date +%s.%N)\" >>$tmp/samples"
        for _ in $(seq 1 10); do echo "$sql;"; done
        echo "\\! echo \"$name|$((chunk * 100))|warm|\$(awk '/^VmRSS/ {print \$2}' /proc/\$PGG_BACKEND_PID/status)|\$(date +%s.%N)\" >>$tmp/samples"
        for _ in $(seq 1 50); do echo "$sql;"; done
        echo "\\! echo \"$name|$((chunk * 100))|mid|\$(awk '/^VmRSS/ {print \$2}' /proc/\$PGG_BACKEND_PID/status)|\$(date +%s.%N)\" >>$tmp/samples"
        for _ in $(seq 1 50); do echo "$sql;"; done
        echo "\\! echo \"$name|$((chunk * 100))|end|\$(awk '/^VmRSS/ {print \$2}' /proc/\$PGG_BACKEND_PID/status)|\$(date +%s.%N)\" >>$tmp/samples"
    done <"$tmp/run"
} >"$tmp/script.sql"
: >"$tmp/samples"
start=$(date +%s)
psql -X -q -At -v ON_ERROR_STOP=1 -f "$tmp/script.sql" >"$tmp/out" 2>&1 ||
    { tail -20 "$tmp/out"; echo "FAIL: the session failed" >&2; exit 1; }
echo "memory: one backend, $(wc -l <"$tmp/run") cases, up to $calls calls each after a warm-up of a tenth, $(( $(date +%s) - start )) s, $(rel_machine)"
echo
echo "| function (case) | calls | s | VmRSS after warm-up kB | after half kB | at the end kB | growth kB | |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
awk -F'|' -v flag="$flag_kb" -v failkb="$fail_kb" '
    { rss[$1, $3] = $4; at[$1, $3] = $5; calls[$1] = $2; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
    END {
        bad = 0
        for (i = 1; i <= n; i++) {
            c = order[i]; g = rss[c, "end"] - rss[c, "warm"]
            mark = g > flag ? "FLAG: over " flag " kB" : ""
            if (failkb > 0 && g > failkb) { mark = "FAIL: over " failkb " kB"; bad = 1 }
            printf "| %s | %d | %.1f | %d | %d | %d | %d | %s |\n", c, calls[c], at[c, "end"] - at[c, "begin"],
                   rss[c, "warm"], rss[c, "mid"], rss[c, "end"], g, mark
        }
        exit bad
    }' "$tmp/samples"
