-- ---------------------------------------------------------------------------------------------
-- Balda, the Russian word game
-- ---------------------------------------------------------------------------------------------

-- Dictionary versions: taken from a sequence on every change, so a value is never seen twice
-- (not even after a rollback); the per-backend index cache compares them.
CREATE SEQUENCE balda_dictionary_version_seq;

CREATE TABLE balda_dictionary (
    name        text PRIMARY KEY CHECK (name OPERATOR(pg_catalog.<>) ''),
    description text NOT NULL DEFAULT '',
    version     bigint NOT NULL DEFAULT 0
);
COMMENT ON TABLE @extschema@.balda_dictionary IS
    'Balda dictionaries; version changes whenever the dictionary or its words change';

CREATE TABLE balda_word (
    dictionary text NOT NULL REFERENCES @extschema@.balda_dictionary (name) ON UPDATE CASCADE ON DELETE CASCADE,
    word       text NOT NULL,
    builtin    boolean NOT NULL DEFAULT false,
    PRIMARY KEY (dictionary, word)
);
COMMENT ON TABLE @extschema@.balda_word IS
    'Words of the Balda dictionaries (letter case does not matter, the Russian YO counts as YE; words with non-letters are ignored)';

-- Every new version of a dictionary row takes a fresh version number.
CREATE FUNCTION balda_dictionary_stamp() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    NEW.version := pg_catalog.nextval('@extschema@.balda_dictionary_version_seq'::pg_catalog.regclass);
    RETURN NEW;
END
$$;
COMMENT ON FUNCTION balda_dictionary_stamp() IS
    'Trigger: gives every new version of a balda_dictionary row a fresh version number';
CREATE TRIGGER balda_dictionary_stamp BEFORE INSERT OR UPDATE ON @extschema@.balda_dictionary
    FOR EACH ROW EXECUTE FUNCTION @extschema@.balda_dictionary_stamp();

-- Bumps the version of every dictionary whose words a statement changed.
CREATE FUNCTION balda_word_changed() RETURNS trigger
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
COMMENT ON FUNCTION balda_word_changed() IS
    'Trigger: bumps the version of every dictionary whose words a statement changed';
CREATE TRIGGER balda_word_inserted AFTER INSERT ON @extschema@.balda_word
    REFERENCING NEW TABLE AS balda_new_words
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.balda_word_changed();
CREATE TRIGGER balda_word_deleted AFTER DELETE ON @extschema@.balda_word
    REFERENCING OLD TABLE AS balda_old_words
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.balda_word_changed();
CREATE TRIGGER balda_word_updated AFTER UPDATE ON @extschema@.balda_word
    REFERENCING NEW TABLE AS balda_new_words OLD TABLE AS balda_old_words
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.balda_word_changed();
CREATE TRIGGER balda_word_truncated AFTER TRUNCATE ON @extschema@.balda_word
    FOR EACH STATEMENT EXECUTE FUNCTION @extschema@.balda_word_changed();

-- The lines of a word list shipped in the extension's share directory (used below).
CREATE FUNCTION balda_read_share_words(file text) RETURNS SETOF text
    AS 'MODULE_PATHNAME', 'balda_read_share_words'
    LANGUAGE C VOLATILE STRICT PARALLEL UNSAFE;
COMMENT ON FUNCTION balda_read_share_words(text) IS
    'Reads a word list balda_<name>.txt installed with the extension (used at install time)';
REVOKE ALL ON FUNCTION balda_read_share_words(text) FROM PUBLIC;

-- The Russian dictionary, derived at set-up from OpenCorpora (CC BY-SA) by
-- scripts/data/balda_ru_nouns.sh and installed with the extension. Words that the database
-- encoding cannot hold are skipped (with a notice).
INSERT INTO @extschema@.balda_dictionary (name, description) VALUES
    ('ru', 'Russian common nouns, nominative singular, from the OpenCorpora dictionary '
           '(CC BY-SA 3.0) as shipped by az 0.2.3');
INSERT INTO @extschema@.balda_word (dictionary, word, builtin)
    SELECT 'ru', w, true FROM @extschema@.balda_read_share_words('balda_ru_nouns.txt') AS w
    ON CONFLICT DO NOTHING;

-- Users' dictionaries and words are part of their dumps; the built-in words come back with
-- CREATE EXTENSION.
SELECT pg_catalog.pg_extension_config_dump('@extschema@.balda_dictionary',
                                           'WHERE name OPERATOR(pg_catalog.<>) ''ru''');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.balda_word', 'WHERE NOT builtin');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.balda_dictionary_version_seq', '');

-- Who may do what: everyone reads the dictionaries; the role that created the extension (which
-- owns it, even when a trusted install made the bootstrap superuser own the tables) changes
-- them and may pass that right on. Changing words bumps the dictionary's version, so a writer
-- needs both tables and the version sequence.
GRANT SELECT ON @extschema@.balda_dictionary, @extschema@.balda_word TO PUBLIC;
GRANT INSERT, UPDATE, DELETE, TRUNCATE ON @extschema@.balda_dictionary, @extschema@.balda_word TO @extowner@
    WITH GRANT OPTION;
GRANT USAGE ON SEQUENCE @extschema@.balda_dictionary_version_seq TO @extowner@ WITH GRANT OPTION;

CREATE FUNCTION balda_moves(board text, used_words text[] DEFAULT '{}',
                            dictionary text DEFAULT 'ru', diagonal boolean DEFAULT false)
    RETURNS TABLE ("row" int, col int, letter text, word text, path text, score int)
    AS 'MODULE_PATHNAME', 'balda_moves'
    LANGUAGE C STABLE STRICT PARALLEL SAFE ROWS 200;
COMMENT ON FUNCTION balda_moves(text, text[], text, boolean) IS
    'Every legal Balda move: the new letter, the word read through it (any position), its path and score';

CREATE FUNCTION balda_best_move(board text, used_words text[] DEFAULT '{}',
                                dictionary text DEFAULT 'ru', strategy text DEFAULT 'longest',
                                seed bigint DEFAULT NULL, diagonal boolean DEFAULT false)
    RETURNS TABLE ("row" int, col int, letter text, word text, path text, score int)
    AS 'MODULE_PATHNAME', 'balda_best_move'
    LANGUAGE C STABLE PARALLEL SAFE ROWS 1;
COMMENT ON FUNCTION balda_best_move(text, text[], text, text, bigint, boolean) IS
    'The Balda bot''s move: the longest word, or with strategy lookahead own score minus the best reply';

CREATE FUNCTION balda_new_board(start_word text, size int DEFAULT NULL) RETURNS text
    AS 'MODULE_PATHNAME', 'balda_new_board'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION balda_new_board(text, int) IS
    'A new Balda board: the start word centred in the middle row (size defaults to its length)';

CREATE FUNCTION balda_play(start_word text, size int DEFAULT NULL, dictionary text DEFAULT 'ru',
                           strategy text DEFAULT 'longest', seed bigint DEFAULT NULL,
                           diagonal boolean DEFAULT false, max_turns int DEFAULT NULL)
    RETURNS TABLE (turn int, player int, "row" int, col int, letter text, word text, score int,
                   score_1 int, score_2 int, board text)
    AS 'MODULE_PATHNAME', 'balda_play'
    LANGUAGE C STABLE PARALLEL SAFE ROWS 50;
COMMENT ON FUNCTION balda_play(text, int, text, text, bigint, boolean, int) IS
    'A whole self-played Balda game, one row per move with both scores and the board after it';

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
