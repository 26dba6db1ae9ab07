
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
