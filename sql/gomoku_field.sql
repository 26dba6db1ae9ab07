-- Gomoku over a contest field(x, y, my): the aggregates gomoku_best_move, gomoku_winner and
-- gomoku_board, the whole-row spelling, options and settings, and every bad field.
CREATE FUNCTION pg_temp.error_of(statement text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE statement;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;

CREATE TABLE field (x int CHECK (x BETWEEN 1 AND 19), y int CHECK (y BETWEEN 1 AND 19),
                    my boolean, UNIQUE (x, y));

-- A small node budget keeps every search far below its time cap, so that no answer here
-- depends on the machine's load (the default budget is deterministic too, but slower).
SET pg_games.gomoku_node_budget = 5000;

-- An empty field: the centre.
SELECT (gomoku_best_move(x, y, my)).* FROM field;
SELECT (gomoku_best_move(field)).* FROM field;

-- The contest entry computes the aggregate once, not once per output column: the plan has a
-- single Aggregate node, and the final function (which logs at DEBUG1) runs once.
INSERT INTO field VALUES (10, 10, false), (11, 11, true), (10, 11, false), (10, 12, false),
                         (12, 12, true), (13, 13, true), (10, 13, false), (10, 9, true);
EXPLAIN (VERBOSE, COSTS OFF) SELECT (gomoku_best_move(x, y, my)).* FROM field;
SET client_min_messages = debug1;
SELECT (gomoku_best_move(x, y, my)).* FROM field;  -- the opponent's four must be blocked at (10, 14)
SELECT (gomoku_best_move(field)).* FROM field;     -- the whole-row spelling: the same move
RESET client_min_messages;

-- The field as a board text (the side to move is X here: equal counts), with coordinates.
SELECT gomoku_board(x, y, my) FROM field;
SELECT gomoku_board(gomoku_board(x, y, my)) FROM field WHERE x BETWEEN 8 AND 14;
SELECT (SELECT gomoku_board(field) FROM field) = (SELECT gomoku_board(x, y, my) FROM field)
    AS whole_row_board_agrees;
-- No rows: the size argument is never seen, the board has the setting's size (19x19).
SELECT length(gomoku_board(x, y, my, 5)) = 19 * 20 - 1 AS is_19x19 FROM field WHERE false;
-- Its moves through the text form agree with the aggregate.
SELECT (SELECT gomoku_best_move(gomoku_board(x, y, my)) FROM field)
     = (SELECT gomoku_best_move(x, y, my) FROM field) AS text_form_agrees;

-- Win in one beats blocking: with our own open four at hand, play the five.
INSERT INTO field VALUES (14, 14, true), (1, 1, false);
SELECT (gomoku_best_move(x, y, my)).* FROM field;  -- (11,11)..(14,14): (10, 10) is taken, so (15, 15)
SELECT gomoku_winner(x, y, my) IS NULL AS nobody_yet FROM field;
INSERT INTO field VALUES (15, 15, true);
SELECT (gomoku_winner(x, y, my)).* FROM field;
SELECT (gomoku_winner(field)).* FROM field;
-- A finished game has no best move.
SELECT pg_temp.error_of($$SELECT (gomoku_best_move(x, y, my)).* FROM field$$);
\set VERBOSITY default
SELECT (gomoku_best_move(x, y, my)).* FROM field;

-- Determinism: the same position and settings give the same answer.
DELETE FROM field WHERE (x, y) IN ((15, 15), (14, 14), (1, 1));
SELECT count(DISTINCT m) AS distinct_answers
FROM generate_series(1, 3) i, LATERAL (SELECT gomoku_best_move(x, y, my) AS m FROM field) s;

-- As a window aggregate the move follows the rows seen so far: each prefix gets the move the
-- plain aggregate gives on the same rows.
CREATE TEMP TABLE moves_in_order (n int, x int, y int, my boolean);
INSERT INTO moves_in_order VALUES (1, 10, 10, false), (2, 11, 10, true), (3, 10, 11, false),
    (4, 11, 11, true), (5, 10, 12, false), (6, 12, 12, true), (7, 9, 13, false);
SELECT bool_and(w.m = (SELECT gomoku_best_move(x, y, my) FROM moves_in_order p WHERE p.n <= w.n))
           AS each_prefix_agrees,
       count(DISTINCT w.m) > 1 AS moves_change
FROM (SELECT n, gomoku_best_move(x, y, my) OVER (ORDER BY n) AS m FROM moves_in_order) w;

-- Board size: an argument, or pg_games.gomoku_size.
CREATE TEMP TABLE small (x int, y int, my boolean);
SELECT (gomoku_best_move(x, y, my, 15)).* FROM small;      -- no rows: the size comes from the setting
SET pg_games.gomoku_size = 15;
SELECT (gomoku_best_move(x, y, my)).* FROM small;          -- centre of 15x15
INSERT INTO small VALUES (15, 15, false);
SELECT (m).x BETWEEN 1 AND 15 AND (m).y BETWEEN 1 AND 15 AS fits_15
FROM (SELECT gomoku_best_move(x, y, my) AS m FROM small) s;
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my, 10) FROM small$$);
RESET pg_games.gomoku_size;
SELECT gomoku_board(x, y, my, 5) FROM (VALUES (1, 1, true), (5, 5, false)) v(x, y, my);
SELECT pg_temp.error_of($$SELECT gomoku_board(x, y, my, 4) FROM small$$);
SELECT pg_temp.error_of($$SELECT gomoku_board(x, y, my, 33) FROM small$$);

-- All options (aggregates take no named arguments): size, rule, node_budget, time_limit_ms,
-- aggression, seed; NULL means the setting.
SELECT (gomoku_best_move(x, y, my, 19, 'exact5', 1000, 500, 1.5, NULL)).* FROM field;
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my, 19, 'renju', NULL, NULL, NULL, NULL) FROM field$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my, 19, NULL, -1, NULL, NULL, NULL) FROM field$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my, 19, NULL, NULL, -5, NULL, NULL) FROM field$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my, 19, NULL, NULL, NULL, 11, NULL) FROM field$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my, 19, NULL, NULL, NULL, NULL, -1) FROM field$$);

-- Rules: six in a row wins under freestyle, not under exact5.
SELECT (gomoku_winner(x, y, my)).winner AS freestyle,
       (SELECT (gomoku_winner(board, 'exact5')).winner FROM (SELECT gomoku_board(x, y, my) AS board) b) AS exact5
FROM (SELECT i AS x, 3 AS y, true AS my FROM generate_series(1, 6) i
      UNION ALL SELECT i, 5, false FROM generate_series(1, 6) i) six;
SET pg_games.gomoku_rule = exact5;
SELECT gomoku_winner(x, y, my) IS NULL AS no_winner_under_exact5
FROM (SELECT i AS x, 3 AS y, true AS my FROM generate_series(1, 6) i
      UNION ALL SELECT i, 5, false FROM generate_series(1, 6) i) six;
RESET pg_games.gomoku_rule;
SELECT pg_temp.error_of($$SET pg_games.gomoku_rule = renju$$);
SELECT pg_temp.error_of($$SET pg_games.gomoku_size = 40$$);
SELECT name, reset_val AS default_value, unit FROM pg_settings WHERE name LIKE 'pg_games.gomoku%' ORDER BY name;

-- Bad fields: duplicates (22000), cells outside the board (22003), nulls (22004).
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my) FROM (VALUES (3, 3, true), (3, 3, false)) v(x, y, my)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my) FROM (VALUES (0, 3, true)) v(x, y, my)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my) FROM (VALUES (3, 20, true)) v(x, y, my)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my) FROM (VALUES (NULL::int, 3, true)) v(x, y, my)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my) FROM (VALUES (3, NULL::int, true)) v(x, y, my)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(x, y, my) FROM (VALUES (3, 3, NULL::boolean)) v(x, y, my)$$);
SELECT pg_temp.error_of($$SELECT gomoku_winner(x, y, my) FROM (VALUES (3, 3, true), (3, 3, true)) v(x, y, my)$$);
-- Whole rows: any row type with x, y, my; wrong or missing columns are errors.
SELECT (SELECT gomoku_best_move(v) FROM (VALUES (10::smallint, 10::bigint, false, 'extra')) v(x, y, my, note))
     = (SELECT gomoku_best_move(10, 10, false)) AS same_move_from_other_column_types;
SELECT pg_temp.error_of($$SELECT gomoku_best_move(v) FROM (VALUES (10, 10)) v(x, y)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(v) FROM (VALUES (10, 10, 'yes')) v(x, y, my)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(v) FROM (VALUES (10.5, 10, true)) v(x, y, my)$$);
-- A full board: no move (22000). 5x5 filled without five in a row for either side.
SELECT pg_temp.error_of($$
    SELECT gomoku_best_move(x, y, my, 5)
    FROM generate_series(1, 5) x, generate_series(1, 5) y,
         LATERAL (SELECT ((x + 2 * y) % 4 < 2) AS my) c$$);
SELECT gomoku_winner(x, y, my, 5) IS NULL AS full_board_no_five
FROM generate_series(1, 5) x, generate_series(1, 5) y, LATERAL (SELECT ((x + 2 * y) % 4 < 2) AS my) c;
