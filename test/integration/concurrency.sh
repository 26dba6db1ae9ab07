#!/usr/bin/env bash
# Concurrency: (1) a Balda dictionary changed in one session is seen by another session's next
# balda_moves call, although that session holds the dictionary's index in its cache (and not
# before the change is committed, nor inside a REPEATABLE READ transaction that started before);
# (2) pgbench, 8 clients on 2 threads for 60 s, runs a mix of the custom scripts in
# bench/reliability/pgbench/ (Gomoku quick and small-budget moves, Balda moves on ru and a user
# dictionary that the clients change all the time, tic-tac-toe, small m,n,k values, Wythoff and
# Nim): zero failed transactions and no aborted client. The throughput is printed, not asserted.
# Usage: concurrency.sh [SECONDS]   (pgbench duration; default 60, or PGG_CONCURRENCY_SECONDS)
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games), PGG_WORK (server log).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../../bench/reliability/lib.sh"
seconds=${1:-${PGG_CONCURRENCY_SECONDS:-60}}
log_mark=$(rel_log_mark)
fail=0

# 1. Dictionary changes across sessions. This session is A; B is a second backend reached
# through dblink (from postgresql-contrib), dropped again at the end if this test created it.
echo "dictionary changes seen across sessions:"
had_dblink=$(rel_q -c "SELECT count(*) FROM pg_extension WHERE extname = 'dblink'")
conninfo="host=$PGHOST port=$PGPORT dbname=$PGDATABASE user=${PGUSER:-postgres}"
psql -X -q -At -v ON_ERROR_STOP=1 -v conninfo="$conninfo" <<'SQL' || fail=1
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS dblink;
DELETE FROM balda_dictionary WHERE name = 'pgg_concurrency';
INSERT INTO balda_dictionary (name) VALUES ('pgg_concurrency');
INSERT INTO balda_word (dictionary, word) VALUES ('pgg_concurrency', 'ТОТ');
SELECT dblink_connect('b', :'conninfo') \g /dev/null

-- The words of the moves session B finds on a board where ТОТ, РОТ and ТОРТ can be made.
CREATE FUNCTION pg_temp.b_words() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    words text;
BEGIN
    SELECT w INTO words FROM dblink('b', $q$SELECT coalesce(string_agg(DISTINCT word, ',' ORDER BY word), '-')
        FROM balda_moves('Т.Т/ОРО/...', '{}', 'pgg_concurrency')$q$, false) AS t(w text);
    RETURN coalesce(words, 'error: ' || dblink_error_message('b'));
END $$;
CREATE FUNCTION pg_temp.expect(label text, got text, expected text) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
    IF got IS DISTINCT FROM expected THEN
        RAISE EXCEPTION 'FAIL %: got [%], expected [%]', label, got, expected;
    END IF;
    RETURN format('ok   %s: [%s]', label, got);
END $$;

SELECT pg_temp.expect('B builds and caches the index', pg_temp.b_words(), 'ТОТ');
INSERT INTO balda_word (dictionary, word) VALUES ('pgg_concurrency', 'ТОРТ');
SELECT pg_temp.expect('B sees a word A inserted and committed', pg_temp.b_words(), 'ТОРТ,ТОТ');
BEGIN;
INSERT INTO balda_word (dictionary, word) VALUES ('pgg_concurrency', 'РОТ');
SELECT pg_temp.expect('B does not see A''s uncommitted word', pg_temp.b_words(), 'ТОРТ,ТОТ');
SELECT pg_temp.expect('A sees its own uncommitted word',
    (SELECT string_agg(DISTINCT word, ',' ORDER BY word) FROM balda_moves('Т.Т/ОРО/...', '{}', 'pgg_concurrency')),
    'РОТ,ТОРТ,ТОТ');
COMMIT;
SELECT pg_temp.expect('B sees it once committed', pg_temp.b_words(), 'РОТ,ТОРТ,ТОТ');
BEGIN;
DELETE FROM balda_word WHERE dictionary = 'pgg_concurrency' AND word = 'ТОТ';
SELECT pg_temp.expect('A does not see the word it deleted',
    (SELECT string_agg(DISTINCT word, ',' ORDER BY word) FROM balda_moves('Т.Т/ОРО/...', '{}', 'pgg_concurrency')),
    'РОТ,ТОРТ');
ROLLBACK;
SELECT pg_temp.expect('a rolled-back delete changes nothing, for A',
    (SELECT string_agg(DISTINCT word, ',' ORDER BY word) FROM balda_moves('Т.Т/ОРО/...', '{}', 'pgg_concurrency')),
    'РОТ,ТОРТ,ТОТ');
SELECT pg_temp.expect('a rolled-back delete changes nothing, for B', pg_temp.b_words(), 'РОТ,ТОРТ,ТОТ');
SELECT dblink_exec('b', 'BEGIN ISOLATION LEVEL REPEATABLE READ') \g /dev/null
SELECT pg_temp.expect('B in a REPEATABLE READ transaction', pg_temp.b_words(), 'РОТ,ТОРТ,ТОТ');
DELETE FROM balda_word WHERE dictionary = 'pgg_concurrency' AND word = 'РОТ';
SELECT pg_temp.expect('B keeps its snapshot''s words after A deletes one', pg_temp.b_words(), 'РОТ,ТОРТ,ТОТ');
SELECT dblink_exec('b', 'COMMIT') \g /dev/null
SELECT pg_temp.expect('B sees the delete in its next transaction', pg_temp.b_words(), 'ТОРТ,ТОТ');
UPDATE balda_word SET word = 'РОТ' WHERE dictionary = 'pgg_concurrency' AND word = 'ТОРТ';
SELECT pg_temp.expect('B sees a word A updated', pg_temp.b_words(), 'РОТ,ТОТ');
DELETE FROM balda_dictionary WHERE name = 'pgg_concurrency';
SELECT pg_temp.expect('B finds the dictionary gone (42704)',
    substring(pg_temp.b_words() FROM 'balda dictionary "pgg_concurrency" does not exist'),
    'balda dictionary "pgg_concurrency" does not exist');
INSERT INTO balda_dictionary (name) VALUES ('pgg_concurrency');
INSERT INTO balda_word (dictionary, word) VALUES ('pgg_concurrency', 'ТОРТ');
SELECT pg_temp.expect('B sees the words of a new dictionary of the same name', pg_temp.b_words(), 'ТОРТ');
SQL
# Clean up, also after a failure.
rel_q -c "DELETE FROM balda_dictionary WHERE name = 'pgg_concurrency'" >/dev/null
[ "$had_dblink" != 0 ] || rel_q -c "DROP EXTENSION IF EXISTS dblink" >/dev/null

# 2. pgbench: 8 clients, 2 threads, the mix of custom scripts (weight after @).
scripts=$here/../../bench/reliability/pgbench
rel_q -c "DELETE FROM balda_dictionary WHERE name = 'pgg_bench'" \
      -c "INSERT INTO balda_dictionary (name) VALUES ('pgg_bench')" \
      -c "INSERT INTO balda_word (dictionary, word) VALUES ('pgg_bench', 'ТОТ')" >/dev/null
echo "pgbench: 8 clients, 2 threads, $seconds s"
set +e
"$(pg_config --bindir)/pgbench" -n -c 8 -j 2 -T "$seconds" \
    -f "$scripts/gomoku_quick.sql@3" -f "$scripts/gomoku_budget.sql@2" \
    -f "$scripts/balda_moves.sql@2" -f "$scripts/balda_churn.sql@1" -f "$scripts/ttt.sql@2" \
    -f "$scripts/mnk.sql@1" -f "$scripts/wythoff_nim.sql@3" >"${TMPDIR:-/tmp}/pgg_pgbench.$$" 2>&1
rc=$?
set -e
out=$(cat "${TMPDIR:-/tmp}/pgg_pgbench.$$"); rm -f "${TMPDIR:-/tmp}/pgg_pgbench.$$"
grep -vE '^(pgbench \(|transaction type|scaling factor|query mode|number of clients|number of threads|maximum number of tries|duration)' <<<"$out" | head -60
rel_q -c "DELETE FROM balda_dictionary WHERE name = 'pgg_bench'" >/dev/null
failed=$(sed -nE 's/^number of failed transactions: ([0-9]+).*/\1/p' <<<"$out")
processed=$(sed -nE 's/^number of transactions actually processed: ([0-9]+).*/\1/p' <<<"$out")
if [ "$rc" -ne 0 ] || grep -qiE 'aborted|error' <<<"$out" || [ "${failed:-x}" != 0 ] || [ "${processed:-0}" -eq 0 ]; then
    echo "FAIL: pgbench exited with $rc, failed transactions [${failed:-?}], processed [${processed:-0}]"
    fail=1
else
    echo "ok: $processed transactions, none failed, no client aborted"
fi

rel_check_log "$log_mark" || fail=1
exit $fail
