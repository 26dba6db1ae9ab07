#!/usr/bin/env bash
# Random and malformed arguments thrown at every SQL function and aggregate of pg_games. The
# functions are listed from the catalog (pg_proc through pg_depend to the extension), so a new
# function is covered without editing this file. Call i of seed s is built by a generator seeded
# from (s, i) (setseed), so every call can be replayed alone. Each call is its own statement
# under a statement_timeout, run by EXECUTE inside BEGIN ... EXCEPTION; the SQLSTATEs are
# collected and summed up per function.
#
# Fails on: an internal error (any XX SQLSTATE), out of memory (53200: every call is bounded, a
# request too large must be refused with 54000), a crash or a lost connection (the server log is
# compared before and after), a resource-owner leak warning, an error message that is not valid
# in the database encoding, a call that the harness built wrong (42883, 42601, 42P18), or a
# statement timeout (57014) of a function that is not meant to run long (it is run once more
# with a 30 s timeout before it counts, so load alone cannot fail the test).
#
# Usage: random_sql.sh [--calls N] [--seed S] [--only ID] [N]
#   default 4000 calls, seed 1; --only ID replays call ID and prints it. Call i goes to the
#   function numbered 1 + (i - 1) mod (number of functions), in (name, oid) order: a replay
#   needs the same catalog (the same version of the extension).
# Env: PGHOST PGPORT PGUSER PGDATABASE (a database with pg_games), PGG_WORK (the server log is
# $PGG_WORK/cluster/server.log; PGG_SERVER_LOG names another).
set -euo pipefail

calls=4000
seed=1
only=0
while [ $# -gt 0 ]; do
    case $1 in
        --calls) calls=$2; shift 2 ;;
        --seed) seed=$2; shift 2 ;;
        --only) only=$2; shift 2 ;;
        [0-9]*) calls=$1; shift ;;
        *) echo "usage: $0 [--calls N] [--seed S] [--only ID] [N]" >&2; exit 2 ;;
    esac
done
[[ $calls =~ ^[0-9]+$ && $seed =~ ^[0-9]+$ && $only =~ ^[0-9]+$ ]] ||
    { echo "calls, seed and id must be whole numbers" >&2; exit 2; }

source "$(dirname "$0")/../../bench/reliability/lib.sh"
log_mark=$(rel_log_mark)
fail=0

[ "$only" -gt 0 ] && echo "random SQL: call $only of seed $seed" || echo "random SQL: $calls calls, seed $seed"
set +e
psql -X -q -v ON_ERROR_STOP=1 -v calls="$calls" -v seed="$seed" -v only="$only" <<'SQL'
\pset footer off
SET client_min_messages = warning;
SET temp_file_limit = '256MB';  -- a materialized set-returning call cannot fill the disk
-- Bounded cost: searches of the engines default to a tiny budget (arguments can still ask for
-- more; those calls are cut by the statement timeout).
SET pg_games.gomoku_node_budget = 2000;
SET pg_games.gomoku_time_limit_ms = 100;
SELECT set_config('fuzz.seed', :'seed', false) \gset

-- Dictionaries the calls may name besides ru: one in the Latin alphabet (with words the index
-- must skip) and an empty one. Removed at the end.
DELETE FROM balda_dictionary WHERE name IN ('fuzz_latin', 'fuzz_empty');
INSERT INTO balda_dictionary (name) VALUES ('fuzz_latin'), ('fuzz_empty');
INSERT INTO balda_word (dictionary, word)
SELECT 'fuzz_latin', w FROM unnest(ARRAY['cat', 'cart', 'art', 'tar', 'rat', 'at', 'a', 'x-ray',
    'o''clock', 'naïve', 'résumé', 'ß', 'ǅemal', '12', ' ', 'ABBA', 'abba', 'кот', '🙂']) AS w;

-- Composite types that a field record argument may carry: right, wrong types, wrong order,
-- missing and extra columns.
CREATE TYPE pg_temp.fuzz_field AS (x int, y int, my boolean);
CREATE TYPE pg_temp.fuzz_field_text AS (x text, y text, my text);
CREATE TYPE pg_temp.fuzz_field_order AS (my boolean, y int, x int);
CREATE TYPE pg_temp.fuzz_field_missing AS (x int, y int);
CREATE TYPE pg_temp.fuzz_field_extra AS (x int, y int, my boolean, size int);
CREATE TYPE pg_temp.fuzz_field_wide AS (x bigint, y numeric, my int);

-- Functions that may run long by design: a statement timeout (57014) is a right outcome there.
-- Every other function answers in milliseconds whatever its arguments (boards are read in
-- linear time, a dictionary index is built once per backend, Wythoff and Nim arithmetic is
-- polynomial in the digits), so a timeout there is a failure.
CREATE TEMP TABLE fuzz_long (name text PRIMARY KEY, reason text NOT NULL);
INSERT INTO fuzz_long VALUES
    ('gomoku_best_move', 'node_budget and time_limit_ms ask for a search of any length'),
    ('mnk_value', 'without node_limit it solves a game of up to 64 cells exactly'),
    ('mnk_best_move', 'without node_limit it solves a game of up to 64 cells exactly'),
    ('wythoff_grundy', 'exact Grundy values over a rectangle of up to 48 MB of bitsets (seconds)'),
    ('wythoff_sum_move', 'a Grundy value per game, each up to seconds'),
    ('ttt_solve', 'a table of up to 64 cells (4x4x4 has 9.7 million positions)'),
    ('ttt_moves', 'solves any board of up to 64 cells exactly'),
    ('ttt_best_move', 'solves any board of up to 64 cells exactly'),
    ('balda_play', 'a whole self-played game, lookahead on boards up to 15x15'),
    ('balda_best_move', 'the lookahead strategy weighs every reply to every move'),
    ('wythoff_position_stream', 'value-per-call: in FROM, PostgreSQL materializes every position '
                                'up to max_pile before LIMIT applies (wythoff_positions() streams)');

-- The functions of the extension, from the catalog.
CREATE TEMP TABLE fuzz_target AS
SELECT row_number() OVER (ORDER BY p.proname, p.oid)::int AS no, p.oid, p.proname::text AS name,
       format('%I.%I', n.nspname, p.proname) AS qualified,
       pg_get_function_identity_arguments(p.oid) AS signature,
       p.prokind, p.proretset, p.pronargs::int AS nargs, p.pronargdefaults::int AS ndefaults,
       ARRAY(SELECT unnest(p.proargtypes::oid[])) AS argtypes,
       coalesce((SELECT array_agg(lower(u.nm) ORDER BY u.ord) FROM unnest(p.proargnames,
                    coalesce(p.proargmodes::text[], array_fill('i'::text, ARRAY[coalesce(cardinality(p.proargnames), 0)])))
                    WITH ORDINALITY AS u(nm, md, ord) WHERE u.md IN ('i', 'b', 'v')),
                '{}') AS argnames,
       CASE WHEN p.prorettype IN ('trigger'::regtype, 'event_trigger'::regtype)
                THEN 'trigger function: called only by its triggers (balda_word changes run them)'
            WHEN 'internal'::regtype = ANY (p.proargtypes::oid[]) OR p.prorettype = 'internal'::regtype
                THEN 'takes internal: an aggregate support function, called through its aggregate'
            WHEN p.prokind = 'p' THEN 'procedure: none expected in this extension'
       END AS skip,
       l.name IS NOT NULL AS long, l.reason AS long_reason
FROM pg_proc p
JOIN pg_namespace n ON n.oid = p.pronamespace
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON d.refclassid = 'pg_extension'::regclass AND e.oid = d.refobjid
LEFT JOIN fuzz_long l ON l.name = p.proname
WHERE e.extname = 'pg_games';

CREATE TEMP TABLE fuzz_callable AS
SELECT row_number() OVER (ORDER BY no)::int AS k, * FROM fuzz_target WHERE skip IS NULL;

\echo skipped functions:
SELECT name || '(' || signature || ')' AS function, skip AS reason FROM fuzz_target
WHERE skip IS NOT NULL ORDER BY no;

-- ---------------------------------------------------------------------------------------------
-- The generator. Every value is the text of a value of the argument's type (NULL for SQL NULL);
-- the call casts it ($1[i]::type), so a 1 MB value never goes through the SQL text.
-- ---------------------------------------------------------------------------------------------
CREATE FUNCTION pg_temp.ri(lo int, hi int) RETURNS int LANGUAGE sql AS
$$ SELECT lo + floor(random() * (hi::float8 - lo + 1))::int $$;
CREATE FUNCTION pg_temp.pick(a anyarray) RETURNS anyelement LANGUAGE sql AS
$$ SELECT a[array_lower(a, 1) + floor(random() * cardinality(a))::int] $$;

-- Random characters: ASCII, controls, Cyrillic, 2-, 3- and 4-byte UTF-8, and troublemakers
-- (combining marks, BOM, zero-width space, Ё, replacement character, the last code point).
CREATE FUNCTION pg_temp.rand_utf8(len int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    s text := '';
    r float8;
BEGIN
    IF getdatabaseencoding() <> 'UTF8' THEN RETURN pg_temp.rand_bytes(len); END IF;
    FOR i IN 1..len LOOP
        r := random();
        s := s || chr(CASE
            WHEN r < 0.35 THEN pg_temp.ri(32, 126)
            WHEN r < 0.42 THEN pg_temp.ri(1, 31)
            WHEN r < 0.60 THEN pg_temp.ri(1024, 1279)
            WHEN r < 0.68 THEN pg_temp.ri(128, 2047)
            WHEN r < 0.78 THEN pg_temp.ri(2048, 55295)
            WHEN r < 0.83 THEN pg_temp.ri(57344, 65535)
            WHEN r < 0.93 THEN pg_temp.ri(65536, 1114111)
            ELSE pg_temp.pick(ARRAY[768, 769, 65279, 8203, 1025, 1105, 65533, 1114111, 127, 173])
        END);
    END LOOP;
    RETURN s;
END $$;

-- Random bytes, kept only where they form characters valid in the database encoding.
CREATE FUNCTION pg_temp.rand_bytes(len int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    s text := '';
    b bytea;
BEGIN
    WHILE octet_length(s) < len LOOP
        b := '';
        FOR i IN 1..pg_temp.ri(1, 4) LOOP
            b := b || set_byte('\x00'::bytea, 0, pg_temp.ri(1, 255));
        END LOOP;
        BEGIN
            s := s || convert_from(b, getdatabaseencoding());
        EXCEPTION WHEN character_not_in_repertoire OR untranslatable_character THEN
            NULL;
        END;
    END LOOP;
    RETURN s;
END $$;

-- About 1 MB of text made by repeating a short random piece.
CREATE FUNCTION pg_temp.megabyte(piece text) RETURNS text LANGUAGE sql AS
$$ SELECT repeat(piece, 1048576 / greatest(octet_length(piece), 1) + 1) $$;

-- Any text: empty, short random, random bytes, whitespace, lookalikes of other values, 1 MB
-- (not for array elements: arrays may have 20000 of them).
CREATE FUNCTION pg_temp.rand_text(huge boolean DEFAULT true) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r float8 := random() * CASE WHEN huge THEN 1 ELSE 0.9 END;
BEGIN
    RETURN CASE
        WHEN r < 0.10 THEN ''
        WHEN r < 0.40 THEN pg_temp.rand_utf8(pg_temp.ri(1, 12))
        WHEN r < 0.55 THEN pg_temp.rand_bytes(pg_temp.ri(1, 40))
        WHEN r < 0.65 THEN pg_temp.pick(ARRAY[' ', E'\t', E'\n', E'\r\n', '   ', E'\u00a0', E'\u3000'])
        WHEN r < 0.78 THEN pg_temp.pick(ARRAY['0', '-1', 'NaN', 'NULL', 'true', '{}', '()', '%s%s%n',
                              '%d', '\', '''', '"', ';', '..', '/', '//', 'X', 'O', '.', 'ru',
                              'freestyle', 'longest', 'lookahead', 'exact5', 'Ё', 'ё'])
        WHEN r < 0.90 THEN pg_temp.rand_utf8(pg_temp.ri(50, 600))
        WHEN r < 0.95 THEN pg_temp.megabyte(pg_temp.rand_utf8(pg_temp.ri(1, 9)))
        ELSE repeat(pg_temp.pick(ARRAY['a', 'я', '.', '/', 'X']), pg_temp.ri(1000, 100000))
    END;
END $$;

-- Integers near every edge of int4 and int8, and small ones.
CREATE FUNCTION pg_temp.rand_int(bits int) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r float8 := random();
BEGIN
    IF r < 0.35 THEN RETURN pg_temp.ri(-3, 40)::text; END IF;
    IF r < 0.55 THEN RETURN pg_temp.pick(ARRAY[0, -1, 1, 2, 3, 4, 5, 9, 15, 19, 20, 31, 32, 33, 63,
                                                64, 65, 100, 1000, 65535, 65536])::text; END IF;
    IF r < 0.70 THEN RETURN pg_temp.pick(ARRAY['2147483647', '-2147483648', '2147483646',
                                               '-2147483647', '1073741824'])::text; END IF;
    IF bits = 64 AND r < 0.85 THEN
        RETURN pg_temp.pick(ARRAY['9223372036854775807', '-9223372036854775808',
            '9223372036854775806', '4294967296', '4294967295', '9007199254740993',
            '3523014627193176565', '5700357205152577620', '-9223372036854775807']);
    END IF;
    IF bits = 16 THEN RETURN pg_temp.ri(-32768, 32767)::text; END IF;
    IF bits = 64 THEN
        RETURN ((random() - 0.5) * 1.8e19)::numeric::bigint::text;
    END IF;
    RETURN ((random() - 0.5) * 4.2e9)::bigint::text;
END $$;

-- Numerics: small, huge (up to about 1000 and well past 1000 digits), fractions, NaN, Infinity.
CREATE FUNCTION pg_temp.rand_digits(n int) RETURNS text LANGUAGE sql AS $$
    SELECT pg_temp.ri(1, 9)::text || coalesce(string_agg(lpad(floor(random() * 1e9)::bigint::text, 9, '0'), ''), '')
    FROM generate_series(1, (n - 1) / 9)
$$;
CREATE FUNCTION pg_temp.rand_numeric() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r float8 := random();
BEGIN
    RETURN CASE
        WHEN r < 0.25 THEN pg_temp.ri(-2, 100)::text
        WHEN r < 0.40 THEN pg_temp.pick(ARRAY['NaN', 'Infinity', '-Infinity', '0.5', '-0.5', '1e-20',
                                             '0.000', '-0', '1.0', '12.000000001', '1e300'])
        WHEN r < 0.55 THEN pg_temp.rand_int(64)
        WHEN r < 0.70 THEN pg_temp.rand_digits(pg_temp.ri(19, 60))
        WHEN r < 0.85 THEN pg_temp.rand_digits(pg_temp.pick(ARRAY[299, 300, 999, 1000, 1001]))
        WHEN r < 0.90 THEN '-' || pg_temp.rand_digits(pg_temp.ri(1, 1200))
        WHEN r < 0.93 THEN pg_temp.rand_digits(pg_temp.ri(1, 1000)) || '.' || pg_temp.rand_digits(pg_temp.ri(1, 50))
        WHEN NOT current_setting('fuzz.huge')::boolean THEN pg_temp.rand_digits(pg_temp.ri(1001, 1100))
        WHEN r < 0.98 THEN pg_temp.rand_digits(pg_temp.ri(1001, 5000))
        ELSE pg_temp.rand_digits(131072)  -- the most digits before the point numeric allows
    END;
END $$;

CREATE FUNCTION pg_temp.rand_float() RETURNS text LANGUAGE sql AS $$
    SELECT CASE WHEN random() < 0.4 THEN round((random() * 12 - 1)::numeric, 3)::text
                ELSE pg_temp.pick(ARRAY['0', '-0', '1', '0.5', '10', '10.000001', '-1', '-0.001',
                     'NaN', 'Infinity', '-Infinity', '1e308', '-1e308', '5e-324', '2.2e-308',
                     '4294967296'])
           END
$$;

-- A board text: rows of cells joined by '/', with stones (or letters) placed at random, then
-- 0 to 3 mutations (wrong characters, wrong sizes, other separators, case, extra or missing rows).
CREATE FUNCTION pg_temp.grid(nrows int, ncols int, pieces text[], stones int) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
    lines text[] := array_fill(repeat('.', greatest(ncols, 0)), ARRAY[greatest(nrows, 0)]);
    cells int[];
    cell int;
BEGIN
    IF nrows < 1 OR ncols < 1 THEN RETURN ''; END IF;
    stones := least(stones, nrows * ncols);
    -- Distinct cells on boards of up to 100x100 (so that stone counts stay right), any cells above.
    IF nrows * ncols <= 10000 THEN
        cells := ARRAY(SELECT c FROM generate_series(0, nrows * ncols - 1) c ORDER BY random() LIMIT stones);
    ELSE
        cells := ARRAY(SELECT pg_temp.ri(0, nrows * ncols - 1) FROM generate_series(1, stones));
    END IF;
    FOR s IN 1..stones LOOP
        cell := cells[s];
        lines[cell / ncols + 1] := overlay(lines[cell / ncols + 1]
                                           PLACING pieces[1 + (s - 1) % cardinality(pieces)] FROM cell % ncols + 1 FOR 1);
    END LOOP;
    RETURN array_to_string(lines, '/');
END $$;

CREATE FUNCTION pg_temp.mutate(s text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r float8;
    p int;
BEGIN
    FOR m IN 1..pg_temp.pick(ARRAY[0, 0, 0, 0, 0, 1, 1, 2, 3]) LOOP
        r := random();
        p := pg_temp.ri(1, greatest(length(s), 1));
        s := CASE
            WHEN r < 0.15 THEN overlay(s PLACING pg_temp.pick(ARRAY['x', 'o', '0', '#', 'Z', 'é', 'Ж',
                                   'ё', ' ', '?', '.', '/', '🙂', E'\u0301']) FROM p FOR 1)
            WHEN r < 0.25 THEN overlay(s PLACING '' FROM p FOR 1)
            WHEN r < 0.35 THEN overlay(s PLACING pg_temp.rand_utf8(1) FROM p FOR 0)
            WHEN r < 0.45 THEN replace(s, '/', pg_temp.pick(ARRAY['|', E'\n', ' ', '//', '', E'\r\n', ',', E'\r']))
            WHEN r < 0.52 THEN lower(s)
            WHEN r < 0.58 THEN s || pg_temp.pick(ARRAY['/', ' ', E'\n', '/.', '/' || split_part(s, '/', 1)])
            WHEN r < 0.64 THEN pg_temp.pick(ARRAY[' ', E'\t', E'\uFEFF', '/', E'\n']) || s
            WHEN r < 0.72 THEN regexp_replace(s, '/[^/]*$', '')
            WHEN r < 0.80 THEN translate(s, '.', pg_temp.pick(ARRAY['_', '-', ' ', '0', '·', '*']))
            WHEN r < 0.86 THEN translate(s, 'XO', pg_temp.pick(ARRAY['OX', 'XX', 'xo', 'BW', '10']))
            WHEN r < 0.92 THEN upper(s)
            ELSE left(s, p)
        END;
    END LOOP;
    RETURN s;
END $$;

CREATE FUNCTION pg_temp.rand_board(game text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    n int;
    c int;
    word text;
    words text[] := ARRAY['БАЛДА', 'СЛОВО', 'КНИГА', 'ДЕРЕВО', 'КОТ', 'ЁЖ', 'ЁЛКА', 'МОЛОКО',
                          'ПАРОХОД', 'ИНТЕРНАЦИОНАЛИЗМ', 'ЯЩИК', 'CAT', 'ART', 'ЪЫЬ'];
BEGIN
    IF random() < 0.1 THEN RETURN pg_temp.rand_text(); END IF;
    IF game = 'gomoku' THEN
        n := CASE WHEN random() < 0.85 THEN pg_temp.pick(ARRAY[5, 6, 8, 9, 10, 15, 15, 19, 19, 19, 20, 32])
                  ELSE pg_temp.pick(ARRAY[0, 1, 2, 3, 4, 33, 40, 100, 1024]) END;
        IF n = 1024 THEN RETURN pg_temp.grid(n, n, ARRAY['X', 'O'], pg_temp.ri(0, 50)); END IF;
        c := CASE WHEN random() < 0.7 THEN pg_temp.ri(0, least(n * n / 3, 30))
                  WHEN random() < 0.3 THEN n * n ELSE pg_temp.ri(0, n * n) END;
        RETURN pg_temp.mutate(pg_temp.grid(n, pg_temp.pick(ARRAY[n, n, n, n, n + 1, n - 1]),
                                           ARRAY['X', 'O'], c));
    ELSIF game IN ('ttt', 'mnk') THEN
        n := pg_temp.pick(ARRAY[3, 3, 3, 3, 1, 2, 4, 5, 8, 9]);
        c := pg_temp.pick(ARRAY[n, n, n, 1, 2, 4, 7, 8]);
        RETURN pg_temp.mutate(pg_temp.grid(n, c, ARRAY['X', 'O'],
                                           pg_temp.ri(greatest(n * c - 8, 0), n * c)));
    ELSIF game = 'balda' THEN
        n := pg_temp.pick(ARRAY[5, 5, 5, 3, 4, 6, 7, 9, 15, 2, 16, 1]);
        word := pg_temp.pick(words);
        RETURN pg_temp.mutate(
            (SELECT string_agg(CASE WHEN r = (n + 1) / 2
                                    THEN rpad(left(word, n), n, '.')
                                    ELSE pg_temp.grid(1, n, ARRAY['А', 'Б', 'О', 'Т', 'К', 'Е', 'Ё'],
                                                      pg_temp.pick(ARRAY[0, 0, 1, 2])) END,
                               '/' ORDER BY r)
             FROM generate_series(1, n) r));
    END IF;
    RETURN pg_temp.rand_text();
END $$;

-- An array literal of `elem`-typed values: empty, NULL elements, 2-D, other lower bounds, long.
CREATE FUNCTION pg_temp.rand_array(elem regtype, hint text, game text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
    a text[] := '{}';
    r float8 := random();
    n int := CASE WHEN random() < 0.05 THEN pg_temp.ri(1000, 20000) ELSE pg_temp.ri(0, 7) END;
BEGIN
    IF r < 0.08 THEN RETURN '{}'; END IF;
    a := ARRAY(SELECT CASE WHEN random() < 0.07 THEN NULL ELSE pg_temp.rand_value(elem, 'element', game) END
               FROM generate_series(1, n));
    IF r < 0.16 AND n > 0 THEN    -- two-dimensional
        RETURN ARRAY[a, a]::text;
    ELSIF r < 0.22 AND n > 0 THEN -- lower bound other than 1
        RETURN format('[%s:%s]=', -3, n - 4) || a::text;
    END IF;
    RETURN a::text;
END $$;

-- The text of a random value of type typ for an argument named hint of a function of game.
CREATE FUNCTION pg_temp.rand_value(typ regtype, hint text, game text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
    plausible boolean := random() < current_setting('fuzz.plausible_p')::float8;
    elem regtype := (SELECT t.typelem FROM pg_type t WHERE t.oid = typ AND t.typlen = -1 AND t.typelem <> 0);
BEGIN
    IF random() < current_setting('fuzz.null_p')::float8 THEN RETURN NULL; END IF;
    IF elem IS NOT NULL THEN
        IF plausible AND hint = 'used_words' THEN
            RETURN (SELECT coalesce(array_agg(pg_temp.pick(ARRAY['БАЛДА', 'балда', 'Ёж', 'cat',
                        'СЛОВО', '', 'КОТ'])), '{}')::text FROM generate_series(1, pg_temp.ri(0, 4)));
        END IF;
        IF plausible AND hint = 'heaps' THEN
            RETURN (SELECT coalesce(array_agg(pg_temp.ri(0, 20)), '{}')::text
                    FROM generate_series(1, pg_temp.ri(0, 6)));
        END IF;
        RETURN pg_temp.rand_array(elem, hint, game);
    END IF;
    IF plausible THEN
        CASE hint
            WHEN 'board' THEN RETURN pg_temp.rand_board(game);
            WHEN 'rule' THEN RETURN pg_temp.pick(ARRAY['freestyle', 'exact5', 'freestyle', 'exact5', 'Exact5', 'FREESTYLE', 'renju', '']);
            WHEN 'strategy' THEN RETURN pg_temp.pick(ARRAY['longest', 'lookahead', 'longest', 'lookahead', 'random', 'LONGEST', '', 'longest ']);
            WHEN 'seed' THEN RETURN pg_temp.ri(0, 1000)::text;
            WHEN 'dictionary' THEN RETURN pg_temp.pick(ARRAY['ru', 'ru', 'fuzz_latin', 'fuzz_empty', 'missing', '', 'RU', ' ru']);
            WHEN 'start_word' THEN RETURN pg_temp.pick(ARRAY['балда', 'БАЛДА', 'ёж', 'кот', 'а', '', 'cat',
                                        'интернационализм', 'ба лда', 'балда1', 'ПАРОХОД', 'е', 'cart']);
            WHEN 'file' THEN RETURN pg_temp.pick(ARRAY['balda_ru_nouns.txt', 'balda_none.txt', '../balda_ru_nouns.txt',
                                  'balda_.txt', 'balda_ru_nouns.txt/', 'balda_RU.txt', 'balda_x.txtx', '/etc/passwd']);
            WHEN 'x', 'y' THEN RETURN CASE WHEN random() < 0.9 THEN pg_temp.ri(1, 9)
                                           ELSE pg_temp.pick(ARRAY[-1, 0, 16, 19, 20, 32, 33, 34]) END::text;
            WHEN 'size' THEN RETURN pg_temp.pick(ARRAY[NULL, '3', '5', '7', '9', '15', '19', '20', '32', '33', '4', '2', '0', '-1', '16']);
            WHEN 'm', 'n' THEN RETURN pg_temp.pick(ARRAY['1', '2', '3', '3', '3', '4', '5', '8', '0', '65', '-1']);
            WHEN 'k' THEN RETURN pg_temp.pick(ARRAY['1', '2', '3', '3', '3', '4', '5', '8', '0', '65', '-1']);
            WHEN 'node_budget', 'node_limit' THEN RETURN pg_temp.pick(ARRAY['1', '100', '1000', '5000', '0', '2000', '-1']);
            WHEN 'time_limit_ms' THEN RETURN pg_temp.pick(ARRAY['1', '10', '50', '0', '100', '-1']);
            WHEN 'aggression' THEN RETURN pg_temp.pick(ARRAY['0', '0.5', '1', '1', '2', '10', '-0.5']);
            WHEN 'max_turns' THEN RETURN pg_temp.pick(ARRAY[NULL, '0', '1', '3', '10', '-1']);
            WHEN 'max_pile' THEN RETURN pg_temp.pick(ARRAY['0', '1', '10', '1000', '-1']);
            WHEN 'a', 'b' THEN
                IF typ = 'numeric'::regtype AND random() < 0.5 THEN RETURN pg_temp.rand_numeric(); END IF;
                RETURN pg_temp.ri(-1, 100)::text;
            ELSE NULL;
        END CASE;
    END IF;
    CASE typ
        WHEN 'integer'::regtype THEN RETURN pg_temp.rand_int(32);
        WHEN 'bigint'::regtype THEN RETURN pg_temp.rand_int(64);
        WHEN 'smallint'::regtype THEN RETURN pg_temp.rand_int(16);
        WHEN 'numeric'::regtype THEN RETURN pg_temp.rand_numeric();
        WHEN 'double precision'::regtype, 'real'::regtype THEN RETURN pg_temp.rand_float();
        WHEN 'boolean'::regtype THEN RETURN (random() < 0.5)::text;
        WHEN 'text'::regtype, 'character varying'::regtype, 'name'::regtype, 'character'::regtype THEN
            RETURN CASE WHEN hint = 'board' AND random() < 0.5 THEN pg_temp.rand_board(game)
                        ELSE pg_temp.rand_text(hint IS DISTINCT FROM 'element'
                                               AND current_setting('fuzz.huge')::boolean) END;
        ELSE
            RETURN NULL;  -- a type this generator does not know: NULL is always a valid value
    END CASE;
END $$;

-- An argument expression over the text values in $1 (appending to vals): a cast of one value,
-- or for a record a row of one of the composite types above (or an anonymous row).
CREATE FUNCTION pg_temp.rand_arg(typ regtype, hint text, game text, INOUT vals text[], OUT expr text)
LANGUAGE plpgsql AS $$
DECLARE
    variant text;
BEGIN
    IF typ = 'record'::regtype THEN
        -- One shape per call (VALUES rows must agree), chosen by fuzz_call.
        variant := current_setting('fuzz.record_variant');
        IF variant = 'null' THEN expr := 'NULL::record'; RETURN; END IF;
        expr := (SELECT string_agg(format('$1[%s]::%s', cardinality(vals) + a.attnum, format_type(a.atttypid, NULL)), ', ' ORDER BY a.attnum)
                 FROM pg_attribute a
                 WHERE a.attrelid = (SELECT typrelid FROM pg_type WHERE oid = ('pg_temp.' || CASE WHEN variant = 'anonymous' THEN 'fuzz_field' ELSE variant END)::regtype)
                   AND a.attnum > 0);
        vals := vals || (SELECT array_agg(pg_temp.rand_value(a.atttypid, a.attname, game) ORDER BY a.attnum)
                         FROM pg_attribute a
                         WHERE a.attrelid = (SELECT typrelid FROM pg_type WHERE oid = ('pg_temp.' || CASE WHEN variant = 'anonymous' THEN 'fuzz_field' ELSE variant END)::regtype)
                           AND a.attnum > 0);
        expr := CASE WHEN variant = 'anonymous' THEN format('ROW(%s)', expr)
                     ELSE format('ROW(%s)::pg_temp.%s', expr, variant) END;
        RETURN;
    END IF;
    vals := vals || pg_temp.rand_value(typ, hint, game);
    expr := format('$1[%s]::%s', cardinality(vals), format_type(typ, NULL));
END $$;

-- Call id: which function, the SQL to run (over the values in $1) and the values.
CREATE FUNCTION pg_temp.fuzz_call(id int, OUT target int, OUT sql text, OUT vals text[])
LANGUAGE plpgsql AS $$
DECLARE
    f fuzz_callable;
    game text;
    nargs int;
    nrows int;
    args text[];
    row_exprs text[] := '{}';
    fixed text[];
    fixed_vals text[];
    e text;
    cols text;
BEGIN
    -- Reproducible: the generator is seeded from (seed, id) alone.
    PERFORM setseed(((current_setting('fuzz.seed')::bigint * 1000003 + id * 7919) % 1999999) / 1000000.0 - 0.999999);
    target := 1 + (id - 1) % (SELECT count(*) FROM fuzz_callable);
    SELECT * INTO f FROM fuzz_callable c WHERE c.k = target;
    game := split_part(f.name, '_', 1);
    vals := '{}';
    PERFORM set_config('fuzz.record_variant', pg_temp.pick(ARRAY['fuzz_field', 'fuzz_field', 'fuzz_field',
        'fuzz_field_text', 'fuzz_field_order', 'fuzz_field_missing', 'fuzz_field_extra',
        'fuzz_field_wide', 'anonymous', 'null']), true);
    -- Random settings for the engines' defaults (the search budget stays small).
    PERFORM set_config('pg_games.gomoku_size', pg_temp.pick(ARRAY[9, 15, 19, 19, 32])::text, true),
            set_config('pg_games.gomoku_rule', pg_temp.pick(ARRAY['freestyle', 'exact5']), true),
            set_config('pg_games.gomoku_aggression', pg_temp.pick(ARRAY['0', '1', '2.5', '10']), true),
            set_config('pg_games.gomoku_seed', pg_temp.pick(ARRAY['0', '1', '2147483647']), true),
            set_config('pg_games.gomoku_node_budget', pg_temp.pick(ARRAY['0', '1', '500', '2000']), true),
            set_config('pg_games.gomoku_time_limit_ms', pg_temp.pick(ARRAY['0', '1', '20', '100']), true);
    PERFORM set_config('fuzz.huge', 'on', true), set_config('fuzz.null_p', '0.06', true),
            set_config('fuzz.plausible_p', '0.8', true);
    IF f.prokind = 'a' THEN
        nrows := CASE WHEN random() < 0.03 THEN 400 ELSE pg_temp.pick(ARRAY[0, 1, 1, 2, 3, 4, 6, 9, 15, 30]) END;
        -- 1 MB values only in short VALUES lists.
        PERFORM set_config('fuzz.huge', (nrows <= 2)::text, true),
                set_config('fuzz.null_p', CASE WHEN nrows <= 3 THEN '0.06' ELSE '0.005' END, true),
                set_config('fuzz.plausible_p', CASE WHEN nrows <= 3 THEN '0.9' ELSE '0.99' END, true);
        -- The arguments after (x, y, my) are mostly the same on every row, as in real queries.
        fixed := NULL;
        FOR r IN 1..greatest(nrows, 1) LOOP
            args := '{}';
            FOR i IN 1..f.nargs LOOP
                IF i > 3 AND fixed IS NOT NULL AND fixed[i] IS NOT NULL THEN
                    args := args || fixed[i];
                    CONTINUE;
                END IF;
                SELECT * INTO vals, e FROM pg_temp.rand_arg(f.argtypes[i], f.argnames[i], game, vals);
                args := args || e;
            END LOOP;
            IF fixed IS NULL AND random() < 0.8 THEN fixed := args; END IF;
            row_exprs := row_exprs || ('(' || array_to_string(args, ', ') || ')');
        END LOOP;
        cols := (SELECT string_agg('c' || i, ', ') FROM generate_series(1, f.nargs) i);
        sql := format('SELECT length(%s(%s)::text) FROM (VALUES %s) AS v(%s)%s',
                      f.qualified, (SELECT string_agg('v.c' || i, ', ') FROM generate_series(1, f.nargs) i),
                      array_to_string(row_exprs, ', '), cols,
                      CASE WHEN nrows = 0 THEN ' WHERE false' ELSE '' END);
        RETURN;
    END IF;
    nargs := pg_temp.ri(f.nargs - f.ndefaults, f.nargs);
    args := '{}';
    FOR i IN 1..nargs LOOP
        SELECT * INTO vals, e FROM pg_temp.rand_arg(f.argtypes[i], f.argnames[i], game, vals);
        args := args || e;
    END LOOP;
    IF f.proretset THEN
        sql := format('SELECT count(*)::text || '' rows, '' || coalesce(sum(length(s::text)), 0) || '' chars'' FROM (SELECT * FROM %s(%s) LIMIT %s) s',
                      f.qualified, array_to_string(args, ', '), pg_temp.pick(ARRAY[1, 5, 50]));
    ELSE
        sql := format('SELECT length(%s(%s)::text)', f.qualified, array_to_string(args, ', '));
    END IF;
END $$;

CREATE TEMP TABLE fuzz_pending (id int, target int, sql text, vals text[]);
CREATE TEMP TABLE fuzz_result (
    id int PRIMARY KEY, target int, sqlstate text, message text, ms float8,
    retry_sqlstate text, bad_encoding boolean, cut_at_511 boolean);

-- Builds call id and keeps it for fuzz_run (a statement of its own, outside the timeout).
CREATE FUNCTION pg_temp.fuzz_prepare(id int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    TRUNCATE fuzz_pending;
    INSERT INTO fuzz_pending SELECT id, c.* FROM pg_temp.fuzz_call(id) c;
END $$;

-- Runs the prepared call, catching every error (query_canceled included) and recording its
-- SQLSTATE.
CREATE FUNCTION pg_temp.fuzz_run(retry boolean DEFAULT false) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    c fuzz_pending;
    state text := 'ok';
    msg text;
    detail text;
    hint text;
    answer text;
    vals text[];
    t0 timestamptz;
    elapsed float8;
    bad boolean := false;
    cut boolean := false;
BEGIN
    SELECT * INTO c FROM fuzz_pending;
    -- An element assignment makes an expanded array: $1[i] is then a lookup, not a scan.
    vals := c.vals;
    IF cardinality(vals) > 0 THEN vals[1] := vals[1]; END IF;
    t0 := clock_timestamp();
    BEGIN
        EXECUTE c.sql INTO answer USING vals;
    EXCEPTION
        WHEN query_canceled THEN
            state := '57014';
        WHEN OTHERS THEN
            GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, msg = MESSAGE_TEXT,
                                    detail = PG_EXCEPTION_DETAIL, hint = PG_EXCEPTION_HINT;
    END;
    elapsed := extract(epoch FROM clock_timestamp() - t0) * 1000;
    -- A timeout fires once per statement: if it comes after the call returned, it is caught
    -- here and the recording is done again.
    FOR attempt IN 1..2 LOOP
        BEGIN
            IF msg IS NOT NULL THEN
                -- The message must be valid in the database encoding (convert_to checks it).
                BEGIN
                    PERFORM convert_to(concat(msg, detail, hint), getdatabaseencoding());
                EXCEPTION WHEN character_not_in_repertoire OR untranslatable_character THEN
                    bad := true;
                    cut := 511 IN (octet_length(textsend(msg)), octet_length(textsend(detail)),
                                   octet_length(textsend(hint)));
                    msg := 'invalid encoding, escaped bytes: '
                           || encode(textsend(concat_ws(' | ', msg, detail, hint)), 'escape');
                END;
            END IF;
            IF retry THEN
                UPDATE fuzz_result SET retry_sqlstate = state WHERE id = c.id;
            ELSE
                INSERT INTO fuzz_result VALUES (c.id, c.target, state, left(msg, 300), elapsed, NULL, bad, cut);
            END IF;
            EXIT;
        EXCEPTION WHEN query_canceled THEN
            IF state = 'ok' THEN state := '57014'; END IF;
        END;
    END LOOP;
END $$;

-- ---------------------------------------------------------------------------------------------
-- The run: one statement per call, so that each has its own statement timeout (2 s; 300 ms for
-- the functions that may run long, where the cut is an expected outcome and exercises the
-- cancellation paths at random points).
-- ---------------------------------------------------------------------------------------------
SELECT :only > 0 AS replay \gset
\if :replay
SELECT pg_temp.fuzz_prepare(:only) \g /dev/null
SELECT p.target, t.name || '(' || t.signature || ')' AS function, p.sql,
       (SELECT string_agg(coalesce(left(v, 200) || CASE WHEN length(v) > 200 THEN format('... (%s chars)', length(v)) ELSE '' END, 'NULL'), E'\n')
        FROM unnest(p.vals) v) AS vals
FROM fuzz_pending p JOIN fuzz_callable t ON t.k = p.target \gx
\endif
\o /dev/null
SELECT format('SELECT pg_temp.fuzz_prepare(%s)', i),
       format('SET statement_timeout = %s', CASE WHEN t.long THEN 300 ELSE 2000 END),
       'SELECT pg_temp.fuzz_run()',
       'RESET statement_timeout'
FROM generate_series(1, greatest(:calls, :only)) i
JOIN fuzz_callable t ON t.k = 1 + (i - 1) % (SELECT count(*) FROM fuzz_callable)
WHERE :only = 0 OR i = :only
ORDER BY i \gexec

-- Timeouts of short functions: once more with 30 s, so that a loaded machine cannot fail them.
SELECT format('SELECT pg_temp.fuzz_prepare(%s)', r.id), 'SET statement_timeout = ''30s''',
       'SELECT pg_temp.fuzz_run(true)', 'RESET statement_timeout'
FROM fuzz_result r JOIN fuzz_callable t ON t.k = r.target
WHERE r.sqlstate = '57014' AND NOT t.long ORDER BY r.id \gexec
\o

\echo
\echo calls per function (SQLSTATE: count)
SELECT t.name || '(' || t.signature || ')' AS function,
       CASE WHEN t.long THEN 'long' ELSE 'short' END AS kind,
       count(r.id) AS calls, count(*) FILTER (WHERE r.sqlstate = 'ok') AS ok,
       (SELECT string_agg(s.sqlstate || ': ' || s.n, ', ' ORDER BY s.n DESC, s.sqlstate)
        FROM (SELECT r2.sqlstate, count(*) AS n FROM fuzz_result r2
              WHERE r2.target = t.k AND r2.sqlstate <> 'ok' GROUP BY 1) s) AS errors,
       round(max(r.ms)) AS max_ms
FROM fuzz_callable t LEFT JOIN fuzz_result r ON r.target = t.k
GROUP BY t.k, t.name, t.signature, t.long ORDER BY t.k;

\echo one message per SQLSTATE and function
SELECT DISTINCT ON (t.k, r.sqlstate) t.name AS function, r.sqlstate, r.message, r.id AS example_call
FROM fuzz_result r JOIN fuzz_callable t ON t.k = r.target
WHERE r.sqlstate <> 'ok' ORDER BY t.k, r.sqlstate, r.id;

-- Failures.
CREATE TEMP TABLE fuzz_failure AS
SELECT r.id, t.name || '(' || t.signature || ')' AS function, r.sqlstate, r.message,
       CASE WHEN r.sqlstate LIKE 'XX%' THEN 'internal error'
            WHEN r.sqlstate = '53200' THEN 'out of memory (a request too large is a 54000 error)'
            WHEN r.sqlstate IN ('42883', '42601', '42P18') THEN 'the harness built a wrong call'
            WHEN r.sqlstate = '57014' THEN 'a short function ran past 2 s, then past 30 s'
            WHEN r.cut_at_511 THEN 'error message not valid in the database encoding (cut at 511 bytes)'
            ELSE 'error message not valid in the database encoding' END AS why
FROM fuzz_result r JOIN fuzz_callable t ON t.k = r.target
WHERE r.sqlstate LIKE 'XX%' OR r.sqlstate = '53200'
   OR r.sqlstate IN ('42883', '42601', '42P18')
   OR (r.sqlstate = '57014' AND NOT t.long AND r.retry_sqlstate = '57014')
   OR r.bad_encoding;

\echo slowest calls (a call may be cut by its timeout of 2 s, or 300 ms for long functions)
SELECT r.id, t.name, r.sqlstate, round(r.ms) AS ms FROM fuzz_result r
JOIN fuzz_callable t ON t.k = r.target ORDER BY r.ms DESC LIMIT 8;

\echo short functions that timed out at 2 s but finished within 30 s (slow, not failed):
SELECT r.id, t.name, r.retry_sqlstate FROM fuzz_result r JOIN fuzz_callable t ON t.k = r.target
WHERE r.sqlstate = '57014' AND NOT t.long AND r.retry_sqlstate <> '57014';

\echo failures (replay one with: random_sql.sh --seed S --only ID):
SELECT * FROM fuzz_failure ORDER BY id;

DELETE FROM balda_dictionary WHERE name IN ('fuzz_latin', 'fuzz_empty');
SELECT count(*) AS total_calls, count(*) FILTER (WHERE sqlstate = 'ok') AS ok,
       count(*) FILTER (WHERE sqlstate <> 'ok') AS errors,
       (SELECT count(*) FROM fuzz_failure) AS failures
FROM fuzz_result;
DO $$
BEGIN
    IF (SELECT count(*) FROM fuzz_failure) > 0 THEN
        RAISE EXCEPTION 'random SQL: % failing calls', (SELECT count(*) FROM fuzz_failure);
    END IF;
END $$;
SQL
rc=$?
set -e
case $rc in
    0) echo "ok: no internal error, no short-function timeout, no bad message" ;;
    2) echo "FAIL: the connection to the server was lost"; fail=1 ;;
    *) echo "FAIL: psql exited with $rc (failing calls above, or a harness error)"; fail=1 ;;
esac

# The server log since the start: no crash, no leak warning.
rel_check_log "$log_mark" || fail=1
exit $fail
