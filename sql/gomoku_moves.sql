-- gomoku_moves: every candidate move with its static score (and search value on request),
-- composable in SQL; gomoku_winner on board texts; errors.
CREATE FUNCTION pg_temp.error_of(statement text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE statement;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;

-- An empty board: the centre is the only candidate.
SELECT x, y, search_value FROM gomoku_moves(repeat(repeat('.', 15) || '/', 15));

-- One stone: the candidates are the empty cells within two cells of it (a 5x5 square).
SELECT count(*) AS candidates, min(x) AS min_x, max(x) AS max_x, min(y) AS min_y, max(y) AS max_y
FROM gomoku_moves('........./........./........./........./....X..../........./........./........./.........');

-- X to move with four in a row: the winning cell comes first, and the list is best first.
CREATE TEMP TABLE pos AS SELECT '.........|.XXXX....|.OOO.....|.....O...|.........|.........|.........|.........|.........' AS b;
UPDATE pos SET b = replace(b, '|', '/');
SELECT (x, y) IN ((1, 2), (6, 2)) AS first_row_wins FROM gomoku_moves((SELECT b FROM pos)) LIMIT 1;
SELECT array_agg(ARRAY[x, y] ORDER BY x) AS top_two
FROM (SELECT x, y FROM gomoku_moves((SELECT b FROM pos)) ORDER BY score DESC LIMIT 2) t;
SELECT bool_and(score <= prev) AS best_first
FROM (SELECT score, lag(score, 1, score) OVER (ORDER BY ord) AS prev
      FROM gomoku_moves((SELECT b FROM pos)) WITH ORDINALITY m(x, y, score, search_value, ord)) s;
-- Every candidate is an empty cell, listed once.
SELECT count(*) = count(DISTINCT (x, y)) AS each_once,
       bool_and(substr(replace((SELECT b FROM pos), '/', ''), (y - 1) * 9 + x, 1) = '.') AS all_empty
FROM gomoku_moves((SELECT b FROM pos));
-- With search, every candidate also gets a search value; the best move is first by static score.
SELECT count(*) = count(search_value) AS all_searched
FROM gomoku_moves((SELECT b FROM pos), search => true, node_budget => 20000);
SELECT count(search_value) AS searched_without_search FROM gomoku_moves((SELECT b FROM pos));

-- Deterministic: the same call twice gives the same rows.
SELECT (SELECT array_agg(m) FROM gomoku_moves((SELECT b FROM pos), true, node_budget => 20000) m)
     = (SELECT array_agg(m) FROM gomoku_moves((SELECT b FROM pos), true, node_budget => 20000) m)
    AS deterministic;

-- gomoku_winner on texts: X or O, the line's ends and length; NULL when nobody has five.
SELECT * FROM gomoku_winner('...../XXXXX/OOOO./...../.....');
SELECT * FROM gomoku_winner('O.X.X/.O.X./..O../.X.O./X...O');  -- O on the diagonal
SELECT * FROM gomoku_winner('.....X/....X./...X../..X.../.X..../OOOO..', 'freestyle');  -- X on the anti-diagonal
SELECT gomoku_winner('XXXX./OOOO./...../...../.....') IS NULL AS no_five;
SELECT (gomoku_winner('......./XXXXXX./OOOOO../......./......./......./.......', 'exact5')).winner AS exact5_winner;
SELECT pg_temp.error_of($$SELECT gomoku_winner('...../...../...../...../.....', 'renju')$$);
SELECT pg_temp.error_of($$SELECT gomoku_winner(NULL)$$);

-- Positions without moves, and bad options.
SELECT pg_temp.error_of($$SELECT * FROM gomoku_moves('...../XXXXX/OOOO./...../.....')$$);
SELECT pg_temp.error_of($$SELECT * FROM gomoku_moves('XOXOX/XOXOX/OXOXO/OXOXO/XOXOX')$$);
SELECT pg_temp.error_of($$SELECT * FROM gomoku_moves('.....', true)$$);
SELECT pg_temp.error_of($$SELECT * FROM gomoku_moves(NULL)$$);
SELECT pg_temp.error_of($$SELECT * FROM gomoku_moves('...../...../...../...../.....', NULL)$$);
SELECT pg_temp.error_of($$SELECT * FROM gomoku_moves('...../...../...../...../.....', rule => 'renju')$$);
SELECT pg_temp.error_of($$SELECT * FROM gomoku_moves('...../...../...../...../.....', aggression => -1)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move('...../XXXXX/OOOO./...../.....')$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move('XOXOX/XOXOX/OXOXO/OXOXO/XOXOX')$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move('...../...../...../...../.....', time_limit_ms => -1)$$);
