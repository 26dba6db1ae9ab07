\echo Use "CREATE EXTENSION pg_games" to load this file. \quit

-- pg_games 1.1: native game engines for SQL.
-- This script is assembled from sql/install/*.sql in file-name order. It is plain ASCII, so it
-- installs in a database of any encoding.
--
-- Search-path safety: every reference to an object that is resolved when a function runs (SQL and
-- PL/pgSQL bodies, queries run by the C code) is schema-qualified (@extschema@., pg_catalog.,
-- OPERATOR(pg_catalog.=)), and PL/pgSQL functions run with a fixed search_path, so that objects
-- planted in a schema on the caller's search_path are never called in their place.

-- ---------------------------------------------------------------------------------------------
-- About the extension
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION pg_games_version() RETURNS text
    AS 'MODULE_PATHNAME', 'pg_games_version'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION pg_games_version() IS
    'Version of the loaded pg_games module and the C++ engines it was built with';

-- ---------------------------------------------------------------------------------------------
-- Wythoff's game: two piles; take any number from one pile or the same number from both; whoever
-- takes the last object wins. P-positions: (floor(n phi), floor(n phi^2)).
-- Not STRICT: a NULL pile is an error (22004), not a silent NULL.
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION wythoff_move(a bigint, b bigint, OUT take_a bigint, OUT take_b bigint)
    RETURNS record
    AS 'MODULE_PATHNAME', 'wythoff_move'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_move(bigint, bigint) IS
    'A winning move in Wythoff''s game from piles (a, b): how many to take from each pile (fewest objects first); NULL when (a, b) is a P-position';

-- The integer overloads keep calls with integer literals, wythoff_move(12, 6), unambiguous.
CREATE FUNCTION wythoff_move(a integer, b integer, OUT take_a bigint, OUT take_b bigint)
    RETURNS record
    AS 'MODULE_PATHNAME', 'wythoff_move_int4'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_move(integer, integer) IS
    'A winning move in Wythoff''s game from piles (a, b), as for bigint piles; NULL when (a, b) is a P-position';

CREATE FUNCTION wythoff_move(a numeric, b numeric, OUT take_a numeric, OUT take_b numeric)
    RETURNS record
    AS 'MODULE_PATHNAME', 'wythoff_move_numeric'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_move(numeric, numeric) IS
    'A winning move in Wythoff''s game for whole-number piles of up to 1000 digits, exact; NULL when (a, b) is a P-position';

CREATE FUNCTION wythoff_moves(a bigint, b bigint, OUT take_a bigint, OUT take_b bigint)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'wythoff_moves'
    LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 3;
COMMENT ON FUNCTION wythoff_moves(bigint, bigint) IS
    'Every winning move in Wythoff''s game from piles (a, b) (at most three), fewest objects taken first';

CREATE FUNCTION wythoff_moves(a integer, b integer, OUT take_a bigint, OUT take_b bigint)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'wythoff_moves_int4'
    LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 3;
COMMENT ON FUNCTION wythoff_moves(integer, integer) IS
    'Every winning move in Wythoff''s game from piles (a, b), as for bigint piles';

CREATE FUNCTION wythoff_moves(a numeric, b numeric, OUT take_a numeric, OUT take_b numeric)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'wythoff_moves_numeric'
    LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 3;
COMMENT ON FUNCTION wythoff_moves(numeric, numeric) IS
    'Every winning move in Wythoff''s game for whole-number piles of up to 1000 digits, fewest objects taken first';

CREATE FUNCTION wythoff_is_losing(a bigint, b bigint) RETURNS boolean
    AS 'MODULE_PATHNAME', 'wythoff_is_losing'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_is_losing(bigint, bigint) IS
    'True when (a, b) is a P-position of Wythoff''s game: the player to move loses against best play';

CREATE FUNCTION wythoff_is_losing(a integer, b integer) RETURNS boolean
    AS 'MODULE_PATHNAME', 'wythoff_is_losing_int4'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_is_losing(integer, integer) IS
    'True when (a, b) is a P-position of Wythoff''s game, as for bigint piles';

CREATE FUNCTION wythoff_is_losing(a numeric, b numeric) RETURNS boolean
    AS 'MODULE_PATHNAME', 'wythoff_is_losing_numeric'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_is_losing(numeric, numeric) IS
    'True when (a, b) is a P-position of Wythoff''s game, for whole-number piles of up to 1000 digits';

CREATE TYPE wythoff_position AS (n bigint, a bigint, b bigint);
COMMENT ON TYPE wythoff_position IS
    'The n-th P-position (a, b) = (floor(n phi), floor(n phi^2)) of Wythoff''s game';

-- Value-per-call: streams when called in a select list (SELECT wythoff_position_stream(...) LIMIT k).
CREATE FUNCTION wythoff_position_stream(max_pile bigint) RETURNS SETOF wythoff_position
    AS 'MODULE_PATHNAME', 'wythoff_position_stream'
    LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
COMMENT ON FUNCTION wythoff_position_stream(bigint) IS
    'The P-positions of Wythoff''s game from n = 0 with both piles at most max_pile, computed one per row (a select-list stream)';

-- PostgreSQL materialises a C function called in FROM before LIMIT applies; this SQL function
-- is inlined by the planner into a subquery over the select-list stream, so that
-- SELECT ... FROM wythoff_positions() LIMIT k computes only k rows. Inlining is why it has no
-- SET search_path (that would stop it): its body is parsed under the caller's search_path, so the
-- stream is named with its schema and the body uses no operator.
CREATE FUNCTION wythoff_positions(max_pile bigint DEFAULT 9223372036854775807)
    RETURNS SETOF @extschema@.wythoff_position
    LANGUAGE sql IMMUTABLE PARALLEL SAFE ROWS 1000
    AS $$ SELECT (p).n, (p).a, (p).b
          FROM (SELECT @extschema@.wythoff_position_stream(max_pile) AS p) AS stream $$;
COMMENT ON FUNCTION wythoff_positions(bigint) IS
    'The P-positions (n, floor(n phi), floor(n phi^2)) of Wythoff''s game from n = 0, streamed: both piles at most max_pile, by default every one that fits in bigint (the last is n = 3523014627193176565)';

-- ---------------------------------------------------------------------------------------------
-- Nim: heaps of objects; take any number from one heap; whoever takes the last object wins.
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION nim_move(heaps bigint[], OUT heap integer, OUT new_size bigint)
    RETURNS record
    AS 'MODULE_PATHNAME', 'nim_move'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION nim_move(bigint[]) IS
    'A winning Nim move by Bouton''s theorem: reduce heap number heap (1-based) to new_size; NULL when the position is lost (nim-sum zero, including no heaps or all heaps empty)';

CREATE FUNCTION nim_moves(heaps bigint[], OUT heap integer, OUT new_size bigint)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'nim_moves'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION nim_moves(bigint[]) IS
    'Every winning Nim move (heap number, new size), by heap number; no rows when the position is lost';

-- ---------------------------------------------------------------------------------------------
-- Tic-tac-toe and m,n,k games
-- Boards are rows of 'X', 'O' and '.' joined by '/' (e.g. 'XO./.X./..O'); X moves first.
-- Values: 'X wins', 'draw', 'O wins' (under perfect play by both sides).
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION ttt_solve(m int DEFAULT 3, n int DEFAULT 3, k int DEFAULT 3,
                          OUT board text, OUT to_move text, OUT terminal boolean,
                          OUT value text, OUT plies int)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'ttt_solve'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5478;
COMMENT ON FUNCTION ttt_solve(int, int, int) IS
    'Every position reachable from the empty m x n board (k in a row wins; at most 16 cells), '
    'solved: board text (rows joined by ''/''), side to move (X or O), whether play has stopped, '
    'value under perfect play (''X wins'', ''draw'' or ''O wins'') and plies to the end';

CREATE FUNCTION ttt_moves(board text,
                          OUT move_row int, OUT move_col int, OUT board_after text, OUT value text,
                          OUT result text, OUT plies int)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'ttt_moves'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 9;
COMMENT ON FUNCTION ttt_moves(text) IS
    'Every legal move of a position (k = the shorter side, at most 5): row and column from 1, '
    'the board after it, its value (''X wins'', ''draw'', ''O wins''), the result for the player '
    'moving (''win'', ''draw'', ''loss'') and the plies left after it under perfect play';

CREATE FUNCTION ttt_moves(board text, k int,
                          OUT move_row int, OUT move_col int, OUT board_after text, OUT value text,
                          OUT result text, OUT plies int)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'ttt_moves'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 9;
COMMENT ON FUNCTION ttt_moves(text, int) IS
    'Every legal move of a position with k in a row to win: row and column from 1, the board '
    'after it, its value (''X wins'', ''draw'', ''O wins''), the result for the player moving '
    '(''win'', ''draw'', ''loss'') and the plies left after it under perfect play';

CREATE FUNCTION ttt_best_move(board text,
                              OUT move_row int, OUT move_col int, OUT board_after text, OUT value text,
                              OUT result text, OUT plies int)
    AS 'MODULE_PATHNAME', 'ttt_best_move'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ttt_best_move(text) IS
    'The best move of a position (k = the shorter side, at most 5): the fastest win, else a '
    'draw, else the slowest loss; first in row order among equals; NULL when the game is over';

CREATE FUNCTION ttt_best_move(board text, k int,
                              OUT move_row int, OUT move_col int, OUT board_after text, OUT value text,
                              OUT result text, OUT plies int)
    AS 'MODULE_PATHNAME', 'ttt_best_move'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ttt_best_move(text, int) IS
    'The best move of a position with k in a row to win: the fastest win, else a draw, else '
    'the slowest loss; first in row order among equals; NULL when the game is over';

CREATE FUNCTION mnk_value(m int, n int, k int, node_limit bigint DEFAULT NULL)
    RETURNS text
    AS 'MODULE_PATHNAME', 'mnk_value'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION mnk_value(int, int, int, bigint) IS
    'Value of the empty m x n board with k (or more) in a row, by alpha-beta search: '
    '''X wins'' (the first player), ''draw'' or ''O wins''; NULL when node_limit (NULL = no '
    'limit) runs out first; at most 64 cells; cancellable by statement_timeout';
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

-- ---------------------------------------------------------------------------------------------
-- Gomoku (five in a row): see docs/gomoku.md
-- ---------------------------------------------------------------------------------------------

-- A move: x = column, y = row, 1-based (the contest's field convention).
CREATE TYPE gomoku_move AS (x int, y int);
COMMENT ON TYPE gomoku_move IS 'A Gomoku move: x = column, y = row, both from 1';

-- A five in a row: who made it and its two ends.
CREATE TYPE gomoku_five AS (winner text, from_x int, from_y int, to_x int, to_y int, length int);
COMMENT ON TYPE gomoku_five IS
    'A winning line: winner (X/O on board texts, my/opponent on fields), its ends and length';

-- Transition functions shared by the field aggregates (state: the stones, internal).
CREATE FUNCTION gomoku_field_add(internal, x int, y int, my boolean) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_field_add' LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION gomoku_field_add(internal, x int, y int, my boolean, size int) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_field_add' LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION gomoku_field_add(internal, x int, y int, my boolean, size int, rule text,
                                 node_budget bigint, time_limit_ms int, aggression float8,
                                 seed bigint) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_field_add' LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION gomoku_field_add_row(internal, field record) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_field_add_row' LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_field_add(internal, int, int, boolean) IS
    'Transition function of the Gomoku field aggregates';
COMMENT ON FUNCTION gomoku_field_add(internal, int, int, boolean, int) IS
    'Transition function of the Gomoku field aggregates (with a board size)';
COMMENT ON FUNCTION gomoku_field_add(internal, int, int, boolean, int, text, bigint, int,
                                     float8, bigint) IS
    'Transition function of gomoku_best_move with all options';
COMMENT ON FUNCTION gomoku_field_add_row(internal, record) IS
    'Transition function of the whole-row Gomoku field aggregates (columns x, y, my)';

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

-- Final functions. The search may be cut by its time cap, so its result is VOLATILE.
CREATE FUNCTION gomoku_best_move_final(internal) RETURNS gomoku_move
    AS 'MODULE_PATHNAME', 'gomoku_best_move_final' LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE FUNCTION gomoku_winner_final(internal) RETURNS gomoku_five
    AS 'MODULE_PATHNAME', 'gomoku_winner_final' LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION gomoku_board_final(internal) RETURNS text
    AS 'MODULE_PATHNAME', 'gomoku_board_final' LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_best_move_final(internal) IS
    'Final function of gomoku_best_move: runs the engine once on the collected field';
COMMENT ON FUNCTION gomoku_winner_final(internal) IS
    'Final function of gomoku_winner: the five in a row on the collected field, or NULL';
COMMENT ON FUNCTION gomoku_board_final(internal) IS
    'Final function of gomoku_board: the collected field as a board text';

-- The field aggregates' state is a FieldState of at most 400 bytes (SSPACE: so that the planner
-- sizes a grouped query's hash table right instead of planning to spill).
-- gomoku_best_move over a field: the contest entry is SELECT (gomoku_best_move(x, y, my)).* FROM field.
CREATE AGGREGATE gomoku_best_move(x int, y int, my boolean) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_best_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_best_move(x int, y int, my boolean, size int) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_best_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_best_move(x int, y int, my boolean, size int, rule text,
                                  node_budget bigint, time_limit_ms int, aggression float8,
                                  seed bigint) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_best_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_best_move(field record) (
    SFUNC = @extschema@.gomoku_field_add_row, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_best_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
COMMENT ON AGGREGATE gomoku_best_move(int, int, boolean) IS
    'The engine''s move for the side to move (my = true) on a field of rows (x, y, my)';
COMMENT ON AGGREGATE gomoku_best_move(int, int, boolean, int) IS
    'The engine''s move on a field of rows (x, y, my) of the given board size';
COMMENT ON AGGREGATE gomoku_best_move(int, int, boolean, int, text, bigint, int, float8, bigint) IS
    'The engine''s move on a field with every option (NULL = the pg_games.gomoku_* setting)';
COMMENT ON AGGREGATE gomoku_best_move(record) IS
    'The engine''s move on a field passed as whole rows with columns x, y and my';

-- gomoku_winner over a field.
CREATE AGGREGATE gomoku_winner(x int, y int, my boolean) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_winner_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_winner(x int, y int, my boolean, size int) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_winner_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_winner(field record) (
    SFUNC = @extschema@.gomoku_field_add_row, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_winner_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
COMMENT ON AGGREGATE gomoku_winner(int, int, boolean) IS
    'Who has five in a row on a field (my/opponent) and the line, or NULL';
COMMENT ON AGGREGATE gomoku_winner(int, int, boolean, int) IS
    'Who has five in a row on a field of the given size, or NULL';
COMMENT ON AGGREGATE gomoku_winner(record) IS
    'Who has five in a row on a field passed as whole rows, or NULL';

-- gomoku_board over a field: the board text, for psql and for the text functions.
CREATE AGGREGATE gomoku_board(x int, y int, my boolean) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_board_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_board(x int, y int, my boolean, size int) (
    SFUNC = @extschema@.gomoku_field_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_board_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_board(field record) (
    SFUNC = @extschema@.gomoku_field_add_row, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_board_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
COMMENT ON AGGREGATE gomoku_board(int, int, boolean) IS
    'A field of rows (x, y, my) as a board text (rows of . X O)';
COMMENT ON AGGREGATE gomoku_board(int, int, boolean, int) IS
    'A field of the given board size as a board text';
COMMENT ON AGGREGATE gomoku_board(record) IS
    'A field passed as whole rows as a board text';

-- Board-text forms.
CREATE FUNCTION gomoku_best_move(board text, rule text DEFAULT NULL, node_budget bigint DEFAULT NULL,
                                 time_limit_ms int DEFAULT NULL, aggression float8 DEFAULT NULL,
                                 seed bigint DEFAULT NULL) RETURNS gomoku_move
    AS 'MODULE_PATHNAME', 'gomoku_best_move_text' LANGUAGE C VOLATILE PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_best_move(text, text, bigint, int, float8, bigint) IS
    'The engine''s move for the side to move on a board text (options: NULL = the setting)';

CREATE FUNCTION gomoku_winner(board text, rule text DEFAULT NULL) RETURNS gomoku_five
    AS 'MODULE_PATHNAME', 'gomoku_winner_text' LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_winner(text, text) IS
    'Who has five in a row on a board text (X or O) and the line, or NULL';

CREATE FUNCTION gomoku_board(board text, coordinates boolean DEFAULT true) RETURNS text
    AS 'MODULE_PATHNAME', 'gomoku_board_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_board(text, boolean) IS
    'A board text in canonical form, with column letters and row numbers by default';

CREATE FUNCTION gomoku_moves(board text, search boolean DEFAULT false, rule text DEFAULT NULL,
                             node_budget bigint DEFAULT NULL, time_limit_ms int DEFAULT NULL,
                             aggression float8 DEFAULT NULL, seed bigint DEFAULT NULL)
    RETURNS TABLE (x int, y int, score int, search_value int)
    AS 'MODULE_PATHNAME', 'gomoku_moves_text' LANGUAGE C VOLATILE PARALLEL SAFE ROWS 60;
COMMENT ON FUNCTION gomoku_moves(text, boolean, text, bigint, int, float8, bigint) IS
    'Every candidate move of a board text with its static score and, with search, its search value';
-- gomoku_quick_move over a field: the best move by the one-ply static score, no search (an
-- instant, weaker move for analysis and fast play). It reads the pg_games.gomoku_* settings
-- (size, rule, aggression), so it is STABLE.
CREATE FUNCTION gomoku_quick_move_add(internal, x int, y int, my boolean) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_quick_move_add' LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION gomoku_quick_move_add(internal, x int, y int, my boolean, size int) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_quick_move_add' LANGUAGE C STABLE PARALLEL SAFE;
CREATE FUNCTION gomoku_quick_move_add(internal, x int, y int, my boolean, size int, rule text,
                                      aggression float8) RETURNS internal
    AS 'MODULE_PATHNAME', 'gomoku_quick_move_add' LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_quick_move_add(internal, int, int, boolean) IS
    'Transition function of gomoku_quick_move';
COMMENT ON FUNCTION gomoku_quick_move_add(internal, int, int, boolean, int) IS
    'Transition function of gomoku_quick_move (with a board size)';
COMMENT ON FUNCTION gomoku_quick_move_add(internal, int, int, boolean, int, text, float8) IS
    'Transition function of gomoku_quick_move with all options';

CREATE FUNCTION gomoku_quick_move_final(internal) RETURNS gomoku_move
    AS 'MODULE_PATHNAME', 'gomoku_quick_move_final' LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_quick_move_final(internal) IS
    'Final function of gomoku_quick_move: scores every candidate move of the collected field';

CREATE AGGREGATE gomoku_quick_move(x int, y int, my boolean) (
    SFUNC = @extschema@.gomoku_quick_move_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_quick_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_quick_move(x int, y int, my boolean, size int) (
    SFUNC = @extschema@.gomoku_quick_move_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_quick_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
CREATE AGGREGATE gomoku_quick_move(x int, y int, my boolean, size int, rule text,
                                   aggression float8) (
    SFUNC = @extschema@.gomoku_quick_move_add, STYPE = internal, SSPACE = 400,
    FINALFUNC = @extschema@.gomoku_quick_move_final, COMBINEFUNC = @extschema@.gomoku_field_combine,
    SERIALFUNC = @extschema@.gomoku_field_serialize,
    DESERIALFUNC = @extschema@.gomoku_field_deserialize, PARALLEL = SAFE);
COMMENT ON AGGREGATE gomoku_quick_move(int, int, boolean) IS
    'The best one-ply static move (no search) for the side to move (my = true) on a field of rows (x, y, my)';
COMMENT ON AGGREGATE gomoku_quick_move(int, int, boolean, int) IS
    'The best one-ply static move (no search) on a field of rows (x, y, my) of the given board size';
COMMENT ON AGGREGATE gomoku_quick_move(int, int, boolean, int, text, float8) IS
    'The best one-ply static move (no search) with every option (NULL = the pg_games.gomoku_* setting)';

-- gomoku_quick_move over a board text: the same move for positions kept as text (one row per
-- position), read in place; built for scoring many stored positions in one statement.
CREATE FUNCTION gomoku_quick_move(board text, rule text DEFAULT NULL, aggression float8 DEFAULT NULL)
    RETURNS gomoku_move
    AS 'MODULE_PATHNAME', 'gomoku_quick_move_text' LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION gomoku_quick_move(text, text, float8) IS
    'The best one-ply static move (no search) for the side to move on a board text (NULL options = the setting)';
