#!/usr/bin/env bash
# The known search_path attacks on a trusted extension, at install time and at run time, and who
# may change the Balda dictionaries.
#
# A database owner (mallory, not a superuser) owns its public schema on PostgreSQL 15 and may set
# the database's search_path. Mallory plants functions and operators that would make a superuser
# who calls them grant mallory SUPERUSER, and records every call, then:
#  - installs pg_games (trusted: the script runs as the bootstrap superuser) into schema games,
#    with a temporary table shadowing an extension table in the same session;
#  - lets a superuser use the extension (dictionary changes fire the triggers, Balda queries run
#    SQL through SPI, the inlined wythoff_positions) under a search_path that puts public before
#    pg_catalog and leaves games out.
# Nothing planted may ever run, and mallory must stay an ordinary role.
# Env: PGHOST PGPORT PGUSER (a superuser) of a scratch cluster with pg_games installable.
set -euo pipefail
fail() { echo "FAIL: $*" >&2; exit 1; }
db=pg_games_security
# A planted operator called for every row would make a query crawl: bound every statement.
export PGOPTIONS="-c statement_timeout=120s"
# psql as a role in the test database: sql ROLE [psql args...]
sql() { local role=$1; shift; psql -X -q -v ON_ERROR_STOP=1 -U "$role" -d "$db" "$@"; }
value() { local role=$1; shift; psql -X -q -v ON_ERROR_STOP=1 -tA -U "$role" -d "$db" -c "$1"; }
cleanup() {
    psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" \
        -c "DROP ROLE IF EXISTS mallory" -c "DROP ROLE IF EXISTS alice" >/dev/null 2>&1 || true
}
cleanup
trap cleanup EXIT

psql -X -q -v ON_ERROR_STOP=1 -d postgres \
    -c "CREATE ROLE mallory LOGIN" -c "CREATE ROLE alice LOGIN" \
    -c "CREATE DATABASE $db OWNER mallory TEMPLATE template0 ENCODING UTF8"

echo "== mallory plants functions and operators in public"
sql mallory <<'SQL'
CREATE TABLE public.planted_calls (what text, by_role name DEFAULT current_user);
GRANT ALL ON public.planted_calls TO PUBLIC;
-- Records the call and tries to make mallory a superuser (works only for a superuser caller).
CREATE FUNCTION public.planted(what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO public.planted_calls (what) VALUES (what);
    BEGIN
        EXECUTE 'ALTER ROLE mallory SUPERUSER';
    EXCEPTION WHEN OTHERS THEN NULL;
    END;
END $$;
-- nextval('...') with an untyped literal prefers nextval(text) over pg_catalog.nextval(regclass).
CREATE FUNCTION public.nextval(text) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN PERFORM public.planted('nextval(text)'); RETURN 1; END $$;
-- Operators for text and bigint that shadow pg_catalog's when public comes first in the path.
CREATE FUNCTION public.text_eq(a text, b text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN PERFORM public.planted('= (text, text)'); RETURN a OPERATOR(pg_catalog.=) b; END $$;
CREATE OPERATOR public.= (LEFTARG = text, RIGHTARG = text, FUNCTION = public.text_eq);
CREATE FUNCTION public.text_ne(a text, b text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN PERFORM public.planted('<> (text, text)'); RETURN a OPERATOR(pg_catalog.<>) b; END $$;
CREATE OPERATOR public.<> (LEFTARG = text, RIGHTARG = text, FUNCTION = public.text_ne);
CREATE FUNCTION public.int8_eq(a bigint, b bigint) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN PERFORM public.planted('= (bigint, bigint)'); RETURN a OPERATOR(pg_catalog.=) b; END $$;
CREATE OPERATOR public.= (LEFTARG = bigint, RIGHTARG = bigint, FUNCTION = public.int8_eq);
-- Names the extension uses internally, in case a reference to them is left unqualified.
CREATE FUNCTION public.balda_read_share_words(text) RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN PERFORM public.planted('balda_read_share_words'); END $$;
CREATE FUNCTION public.lower(text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN PERFORM public.planted('lower(text)'); RETURN pg_catalog.lower($1); END $$;
CREATE FUNCTION public.upper(text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN PERFORM public.planted('upper(text)'); RETURN pg_catalog.upper($1); END $$;
-- Every later session of this database puts public before pg_catalog.
ALTER DATABASE pg_games_security SET search_path = public, pg_catalog;
SQL

echo "== mallory installs the trusted extension (a temporary table shadows balda_dictionary)"
sql mallory <<'SQL'
CREATE SCHEMA games;
GRANT USAGE ON SCHEMA games TO PUBLIC;
CREATE TEMP TABLE balda_dictionary (name text, description text, version bigint);
CREATE EXTENSION pg_games SCHEMA games;
SELECT count(*) AS shadow_rows FROM pg_temp.balda_dictionary \gset
\if :shadow_rows
\echo 'the install script wrote into the temporary table'
SELECT 1/0;
\endif
SQL
[ "$(value postgres "SELECT count(*) FROM games.balda_dictionary WHERE name OPERATOR(pg_catalog.=) 'ru'")" = 1 ] ||
    fail "the ru dictionary is not in games.balda_dictionary"
[ "$(value postgres "SELECT extowner::regrole FROM pg_extension WHERE extname OPERATOR(pg_catalog.=) 'pg_games'")" = mallory ] ||
    fail "mallory does not own the extension"

echo "== a superuser uses the extension under mallory's search_path (public first, no games)"
sql postgres <<'SQL'
SHOW search_path;
-- Dictionary changes fire both triggers (version stamps, word statement triggers).
INSERT INTO games.balda_dictionary (name, description) VALUES ('su', 'a superuser''s words');
INSERT INTO games.balda_word (dictionary, word) VALUES ('su', 'KOT'), ('su', 'KOTY'), ('su', 'TOK');
UPDATE games.balda_word SET word = 'KIT' WHERE dictionary OPERATOR(pg_catalog.=) 'su'
                                          AND word OPERATOR(pg_catalog.=) 'TOK';
DELETE FROM games.balda_word WHERE dictionary OPERATOR(pg_catalog.=) 'su'
                               AND word OPERATOR(pg_catalog.=) 'KIT';
UPDATE games.balda_dictionary SET description = 'changed' WHERE name OPERATOR(pg_catalog.=) 'su';
-- Balda queries read the dictionaries through SPI.
SELECT word FROM games.balda_moves('...../...../.KOT./...../.....', '{}', 'su')
 ORDER BY word COLLATE "C" LIMIT 3;
SELECT count(*) > 0 AS ru_moves FROM games.balda_moves(games.balda_new_board('BALDA'));
SELECT word FROM games.balda_best_move('...../...../.KOT./...../.....', '{}', 'su');
-- The inlined stream, with games off the path.
SELECT * FROM games.wythoff_positions() LIMIT 3;
SELECT * FROM games.wythoff_positions(20);
-- The field aggregates and the text functions.
SELECT (games.gomoku_best_move(x, y, my, 15, NULL, 2000, NULL, NULL, NULL)).*
  FROM (VALUES (8, 8, false)) f(x, y, my);
SELECT (games.gomoku_quick_move(x, y, my)).* FROM (VALUES (10, 10, false)) f(x, y, my);
SELECT games.gomoku_winner('XXXXX/OOOO./...../...../.....');
SELECT count(*) FROM games.ttt_moves('X../.O./...');
SELECT games.mnk_value(3, 3, 3), games.nim_move(ARRAY[3, 4, 5]::bigint[]);
SELECT * FROM games.balda_dictionary_stats('su');
SQL
calls=$(value postgres "SELECT coalesce(string_agg(what || ' by ' || by_role, ', '), '') FROM public.planted_calls")
[ -z "$calls" ] || fail "planted objects were called: $calls"
[ "$(value postgres "SELECT rolsuper FROM pg_roles WHERE rolname OPERATOR(pg_catalog.=) 'mallory'")" = f ] ||
    fail "mallory became a superuser"
echo "ok: no planted object ran; mallory is not a superuser"

echo "== who may change the dictionaries"
# The extension's owner writes (the trusted install made the bootstrap superuser own the tables).
sql mallory -c "INSERT INTO games.balda_dictionary (name) VALUES ('mallory')" \
    -c "INSERT INTO games.balda_word (dictionary, word) VALUES ('mallory', 'DOM')" \
    -c "DELETE FROM games.balda_word WHERE dictionary OPERATOR(pg_catalog.=) 'mallory'"
# Everyone reads; others may not write until the owner grants it.
[ "$(value alice "SELECT count(*) > 60000 FROM games.balda_word")" = t ] || fail "alice cannot read the words"
if out=$(sql alice -c "INSERT INTO games.balda_word (dictionary, word) VALUES ('mallory', 'DYM')" 2>&1); then
    fail "alice wrote into a dictionary without a grant"
fi
grep -q 'permission denied' <<<"$out" || fail "unexpected error for alice: $out"
if out=$(sql alice -c "SELECT count(*) FROM games.balda_read_share_words('balda_ru_nouns.txt')" 2>&1); then
    fail "alice could call the installer's file reader"
fi
grep -q 'permission denied' <<<"$out" || fail "unexpected error for alice's file read: $out"
sql mallory -c "GRANT INSERT, UPDATE, DELETE ON games.balda_dictionary, games.balda_word TO alice" \
    -c "GRANT USAGE ON SEQUENCE games.balda_dictionary_version_seq TO alice"
sql alice -c "INSERT INTO games.balda_word (dictionary, word) VALUES ('mallory', 'DYM')"
[ "$(value alice "SELECT count(*) FROM games.balda_moves('...../...../.DOM./...../.....', '{}', 'mallory')")" -ge 0 ] ||
    fail "alice cannot use the dictionary"
echo "ok: the owner writes and grants; others read"

calls=$(value postgres "SELECT coalesce(string_agg(what || ' by ' || by_role, ', '), '') FROM public.planted_calls")
[ -z "$calls" ] || fail "planted objects were called: $calls"
echo "security: all checks passed"
