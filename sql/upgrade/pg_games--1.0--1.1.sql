\echo Use "ALTER EXTENSION pg_games UPDATE TO '1.1'" to load this file. \quit

-- pg_games 1.0 -> 1.1: what changed in the install script, applied to an installed 1.0.
-- Search-path safety: the trigger functions run with a fixed search_path and qualify every
-- reference; the inlined wythoff_positions names its stream with its schema.
-- Installs in any database encoding: no comment holds non-ASCII text.
-- The field aggregates can run in parallel plans (combine, serial and deserial functions).
-- The role that created the extension may change the Balda dictionaries.
-- balda_dictionary_stats also tells the index's memory size and where it came from.

CREATE OR REPLACE FUNCTION wythoff_positions(max_pile bigint DEFAULT 9223372036854775807)
    RETURNS SETOF @extschema@.wythoff_position
    LANGUAGE sql IMMUTABLE PARALLEL SAFE ROWS 1000
    AS $$ SELECT (p).n, (p).a, (p).b
          FROM (SELECT @extschema@.wythoff_position_stream(max_pile) AS p) AS stream $$;

-- Every new version of a dictionary row takes a fresh version number.
CREATE OR REPLACE FUNCTION balda_dictionary_stamp() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    NEW.version := pg_catalog.nextval('@extschema@.balda_dictionary_version_seq'::pg_catalog.regclass);
    RETURN NEW;
END
$$;

-- Bumps the version of every dictionary whose words a statement changed.
CREATE OR REPLACE FUNCTION balda_word_changed() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    IF TG_OP OPERATOR(pg_catalog.=) 'INSERT' THEN
        UPDATE @extschema@.balda_dictionary d SET version = 0
         WHERE d.name OPERATOR(pg_catalog.=) ANY (SELECT n.dictionary FROM balda_new_words n);
    ELSIF TG_OP OPERATOR(pg_catalog.=) 'DELETE' THEN
        UPDATE @extschema@.balda_dictionary d SET version = 0
         WHERE d.name OPERATOR(pg_catalog.=) ANY (SELECT o.dictionary FROM balda_old_words o);
    ELSIF TG_OP OPERATOR(pg_catalog.=) 'UPDATE' THEN
        UPDATE @extschema@.balda_dictionary d SET version = 0
         WHERE d.name OPERATOR(pg_catalog.=) ANY (SELECT n.dictionary FROM balda_new_words n
                                                 UNION SELECT o.dictionary FROM balda_old_words o);
    ELSE  -- TRUNCATE
        UPDATE @extschema@.balda_dictionary d SET version = 0;
    END IF;
    RETURN NULL;
END
$$;

COMMENT ON TABLE @extschema@.balda_word IS
    'Words of the Balda dictionaries (letter case does not matter, the Russian YO counts as YE; words with non-letters are ignored)';

SELECT pg_catalog.pg_extension_config_dump('@extschema@.balda_dictionary',
                                           'WHERE name OPERATOR(pg_catalog.<>) ''ru''');

-- Who may do what: everyone reads the dictionaries; the role that created the extension (which
-- owns it, even when a trusted install made the bootstrap superuser own the tables) changes
-- them and may pass that right on. Changing words bumps the dictionary's version, so a writer
-- needs both tables and the version sequence.
GRANT SELECT ON @extschema@.balda_dictionary, @extschema@.balda_word TO PUBLIC;
GRANT INSERT, UPDATE, DELETE, TRUNCATE ON @extschema@.balda_dictionary, @extschema@.balda_word TO @extowner@
    WITH GRANT OPTION;
GRANT USAGE ON SEQUENCE @extschema@.balda_dictionary_version_seq TO @extowner@ WITH GRANT OPTION;

-- Parallel aggregation: the partial states of parallel workers are serialised, sent to the
-- leader and merged there (the stones of a field split among workers are added up).
CREATE FUNCTION gomoku_field_combine(internal, internal) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_field_combine' LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION gomoku_field_serialize(internal) RETURNS bytea
    AS 'MODULE_PATHNAME', 'gomoku_field_serialize' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION gomoku_field_deserialize(bytea, internal) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_field_deserialize' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_field_combine(internal, internal) IS
    'Combine function of the Gomoku field aggregates: merges two partial fields';
COMMENT ON FUNCTION gomoku_field_serialize(internal) IS
    'Serial function of the Gomoku field aggregates (parallel plans)';
COMMENT ON FUNCTION gomoku_field_deserialize(bytea, internal) IS
    'Deserial function of the Gomoku field aggregates (parallel plans)';

-- The field aggregates, now with their parallel support (support functions named with the schema).
CREATE OR REPLACE AGGREGATE gomoku_best_move(x int, y int, my boolean) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_best_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_best_move(x int, y int, my boolean, size int) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_best_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_best_move(x int, y int, my boolean, size int, rule text,
                                  node_budget bigint, time_limit_ms int, aggression float8,
                                  seed bigint) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_best_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_best_move(field record) (
    SFUNC = @extschema@.gomoku_field_add_row, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_best_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_winner(x int, y int, my boolean) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_winner_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_winner(x int, y int, my boolean, size int) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_winner_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_winner(field record) (
    SFUNC = @extschema@.gomoku_field_add_row, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_winner_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_board(x int, y int, my boolean) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_board_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_board(x int, y int, my boolean, size int) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_board_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_board(field record) (
    SFUNC = @extschema@.gomoku_field_add_row, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_board_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_quick_move(x int, y int, my boolean) (
    SFUNC = @extschema@.gomoku_quick_move_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_quick_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_quick_move(x int, y int, my boolean, size int) (
    SFUNC = @extschema@.gomoku_quick_move_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_quick_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE OR REPLACE AGGREGATE gomoku_quick_move(x int, y int, my boolean, size int, rule text,
                                   aggression float8) (
    SFUNC = @extschema@.gomoku_quick_move_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_quick_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);

-- balda_dictionary_stats: three more output columns (a changed row type needs a new function).
DROP FUNCTION balda_dictionary_stats(text);
CREATE FUNCTION balda_dictionary_stats(dictionary text DEFAULT 'ru',
                                       OUT rows bigint, OUT words bigint, OUT skipped bigint,
                                       OUT letters text, OUT trie_nodes bigint,
                                       OUT build_ms float8, OUT build_cpu_ms float8,
                                       OUT memory_bytes bigint, OUT source text,
                                       OUT cached boolean)
    AS 'MODULE_PATHNAME', 'balda_dictionary_stats'
    LANGUAGE C STABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION balda_dictionary_stats(text) IS
    'This backend''s index of a Balda dictionary: rows read, usable words, letters, trie size, build (or load) wall and CPU time, memory size, where this call got it (memory, built, file) and whether the backend keeps it';
