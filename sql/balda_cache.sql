-- Balda index cache: no answer from an earlier incarnation of the extension, cache files that new
-- sessions and parallel workers load instead of building the index again, the memory limit
-- pg_games.balda_cache_size with least-recently-used eviction, and queries that objects on the
-- search_path cannot redirect. balda_dictionary_stats(...).source says how the call got its
-- index: memory (this session's cache), built (from the words) or file (the cache file).
-- Errors show their message, detail and hint, then the SQLSTATE.
\set SHOW_CONTEXT never

-- 1. Re-creating the extension starts the version sequence again.
INSERT INTO balda_dictionary (name) VALUES ('x');
INSERT INTO balda_word (dictionary, word) VALUES ('x', 'AB');
SELECT word, "row", col FROM balda_moves('A../.../...', '{}', 'x') ORDER BY "row", col;
-- A large dictionary (32,768 words: its index gets a cache file), used before re-creation too.
INSERT INTO balda_dictionary (name) VALUES ('big');
INSERT INTO balda_word (dictionary, word)
    SELECT 'big', translate(lpad(to_hex(i), 4, '0'), '0123456789abcdef', 'ABCDEFGHIJKLMNOP')
      FROM generate_series(0, 32767) i;
SELECT source, words, letters, trie_nodes FROM balda_dictionary_stats('big');
SELECT version AS x_version FROM balda_dictionary WHERE name = 'x' \gset
SELECT version AS big_version FROM balda_dictionary WHERE name = 'big' \gset

-- Dropped and created again in the same schema (the suite also runs with it in its own schema).
SELECT n.nspname AS ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
 WHERE e.extname = 'pg_games' \gset
SET client_min_messages = warning;
DROP EXTENSION pg_games;
CREATE EXTENSION pg_games SCHEMA :"ext_schema";
RESET client_min_messages;

INSERT INTO balda_dictionary (name) VALUES ('x');
INSERT INTO balda_word (dictionary, word) VALUES ('x', 'AC');
INSERT INTO balda_dictionary (name) VALUES ('big');
INSERT INTO balda_word (dictionary, word)
    SELECT 'big', translate(lpad(to_hex(i), 4, '0'), '0123456789abcdef', 'QRSTUVWXYZABCDEF')
      FROM generate_series(0, 32767) i;
-- The same version numbers as before...
SELECT (SELECT version FROM balda_dictionary WHERE name = 'x') = :x_version AS x_same_version,
       (SELECT version FROM balda_dictionary WHERE name = 'big') = :big_version AS big_same_version;
-- ...yet the answers come from the new words: neither this session's cache nor the earlier
-- big's cache file is used.
SELECT word, "row", col FROM balda_moves('A../.../...', '{}', 'x') ORDER BY "row", col;
SELECT source, words, letters FROM balda_dictionary_stats('big');

-- 2. Cache files: a new session loads the large index; a small one has no file and is built.
\c
SELECT source, rows, words, letters, trie_nodes FROM balda_dictionary_stats('big');
SELECT source FROM balda_dictionary_stats('x');
SELECT source FROM balda_dictionary_stats('big');
-- A change of the words is a new version: built again, and a new file is written.
INSERT INTO balda_word (dictionary, word) VALUES ('big', 'QRSTU');
SELECT source, words FROM balda_dictionary_stats('big');
SELECT count(*) AS moves FROM balda_moves('QRST./...../...../...../.....', '{}', 'big');
\c
SELECT source, words FROM balda_dictionary_stats('big');
-- Parallel workers load it too (a worker that built it would say built).
\c
-- (force_parallel_mode before PostgreSQL 16, debug_parallel_query since.)
SELECT set_config(name, 'on', false) AS forced FROM pg_settings
 WHERE name IN ('force_parallel_mode', 'debug_parallel_query');
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SELECT source, words FROM balda_dictionary_stats('big');
SELECT count(*) AS moves FROM balda_moves('QRST./...../...../...../.....', '{}', 'big');
SELECT set_config(name, 'off', false) AS reset FROM pg_settings
 WHERE name IN ('force_parallel_mode', 'debug_parallel_query');
RESET parallel_setup_cost;
RESET parallel_tuple_cost;

-- 3. The memory limit. Three small dictionaries of about 20 kB each: two fit in 50 kB.
\c
INSERT INTO balda_dictionary (name) VALUES ('d1'), ('d2'), ('d3');
INSERT INTO balda_word (dictionary, word)
    SELECT d, translate(lpad(i::text, 3, '0'), '0123456789', 'ABCDEFGHIJ')
      FROM unnest(ARRAY['d1', 'd2', 'd3']) d, generate_series(0, 999) i;
SELECT memory_bytes BETWEEN 17000 AND 24000 AS about_20_kb,
       memory_bytes >= 16 * trie_nodes AS nodes_counted
  FROM balda_dictionary_stats('d1');
-- (The setting exists once the module is loaded: here, by the call above.)
SHOW pg_games.balda_cache_size;
SET pg_games.balda_cache_size = '50kB';
SELECT 'd1' AS used, source, cached FROM balda_dictionary_stats('d1');
SELECT 'd2' AS used, source, cached FROM balda_dictionary_stats('d2');
SELECT 'd1' AS used, source, cached FROM balda_dictionary_stats('d1');
-- d2 is now the least recently used: d3 takes its place, then d2 takes d3's, d3 takes d1's.
SELECT 'd3' AS used, source, cached FROM balda_dictionary_stats('d3');
SELECT 'd1' AS used, source, cached FROM balda_dictionary_stats('d1');
SELECT 'd2' AS used, source, cached FROM balda_dictionary_stats('d2');
SELECT 'd3' AS used, source, cached FROM balda_dictionary_stats('d3');
SELECT 'd1' AS used, source, cached FROM balda_dictionary_stats('d1');
-- A smaller limit drops indexes at once; an index larger than the limit serves its call and is
-- not kept. A large one is loaded from its file each time.
SET pg_games.balda_cache_size = '10kB';
SELECT 'd3' AS used, source, cached FROM balda_dictionary_stats('d3');
SELECT 'd3' AS used, source, cached FROM balda_dictionary_stats('d3');
SELECT count(*) AS moves FROM balda_moves('AB./.../...', '{}', 'd3');
SELECT 'big' AS used, source, cached FROM balda_dictionary_stats('big');
SELECT 'big' AS used, source, cached FROM balda_dictionary_stats('big');
SET pg_games.balda_cache_size = 0;
SELECT 'd1' AS used, source, cached FROM balda_dictionary_stats('d1');
RESET pg_games.balda_cache_size;
SELECT 'd1' AS used, source, cached FROM balda_dictionary_stats('d1');
SELECT 'd1' AS used, source, cached FROM balda_dictionary_stats('d1');
-- (The message's wording of the range differs between PostgreSQL majors: only its code here.)
\set VERBOSITY sqlstate
SET pg_games.balda_cache_size = -1;
\set VERBOSITY default
\echo :LAST_ERROR_SQLSTATE
SET pg_games.balda_cache_size = 'lots';
\echo :LAST_ERROR_SQLSTATE
SHOW pg_games.balda_cache_size;

-- 4. A hostile search_path: an = operator on text that is always true would make the glue's
-- queries read another dictionary's version and every dictionary's words.
INSERT INTO balda_dictionary (name) VALUES ('y');
INSERT INTO balda_word (dictionary, word) VALUES ('y', 'AB');
CREATE SCHEMA evil;
CREATE FUNCTION evil.always(text, text) RETURNS boolean LANGUAGE sql AS 'SELECT true';
CREATE OPERATOR evil.= (LEFTARG = text, RIGHTARG = text, FUNCTION = evil.always);
\c
SELECT format('evil, %I, pg_catalog', :'ext_schema') AS evil_path \gset
SET search_path = :evil_path;
SELECT 'x'::text = 'y'::text AS planted_operator_works;
SELECT word, "row", col FROM balda_moves('A../.../...', '{}', 'x') ORDER BY "row", col;
SELECT source, words FROM balda_dictionary_stats('y');
RESET search_path;
DROP SCHEMA evil CASCADE;

-- 5. An index is shared between users only while they all read the same words: not under
-- row-level security on balda_word, and not with a user who may not read it.
SET client_min_messages = warning;
DROP ROLE IF EXISTS regress_balda_reader;
RESET client_min_messages;
CREATE ROLE regress_balda_reader;
GRANT USAGE ON SCHEMA :"ext_schema" TO regress_balda_reader;
SELECT word FROM balda_moves('A../.../...', '{}', 'y') ORDER BY "row", col;
ALTER TABLE balda_word ENABLE ROW LEVEL SECURITY;
CREATE POLICY regress_hide_ab ON balda_word USING (word OPERATOR(pg_catalog.<>) 'AB');
SET ROLE regress_balda_reader;
SELECT * FROM balda_moves('A../.../...', '{}', 'y');
\echo :LAST_ERROR_SQLSTATE
SELECT source, cached, words FROM balda_dictionary_stats('big');
SELECT source, cached, words FROM balda_dictionary_stats('big');
RESET ROLE;
DROP POLICY regress_hide_ab ON balda_word;
ALTER TABLE balda_word DISABLE ROW LEVEL SECURITY;
SELECT source, cached FROM balda_dictionary_stats('big');
REVOKE SELECT ON balda_word FROM PUBLIC;
SET ROLE regress_balda_reader;
SELECT source FROM balda_dictionary_stats('big');
\echo :LAST_ERROR_SQLSTATE
RESET ROLE;
GRANT SELECT ON balda_word TO PUBLIC;
DROP OWNED BY regress_balda_reader;
DROP ROLE regress_balda_reader;

DELETE FROM balda_dictionary WHERE name IN ('x', 'y', 'big', 'd1', 'd2', 'd3');
