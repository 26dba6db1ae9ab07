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
