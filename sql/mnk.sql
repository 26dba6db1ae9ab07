-- m,n,k values of empty boards by search, node limits, bad input, and cancellation.

-- Published results: tic-tac-toe and 4x4 are draws, three in a row on 3x4 is a first-player win.
SELECT m, n, k, mnk_value(m, n, k)
FROM (VALUES (3, 3, 3), (3, 4, 3), (4, 3, 3), (4, 4, 3), (4, 4, 4), (5, 4, 4), (5, 5, 4),
             (6, 5, 4), (2, 2, 2), (1, 1, 1), (2, 5, 4)) AS t(m, n, k);
-- The same values as the full tables.
SELECT mnk_value(3, 3, 3) = (SELECT value FROM ttt_solve(3, 3, 3) WHERE board = '.../.../...')
    AS agrees;
-- A node limit too small to decide gives NULL; a large enough one the value.
SELECT mnk_value(5, 5, 4, node_limit => 1000) IS NULL AS unknown,
       mnk_value(3, 3, 3, node_limit => 1000000) AS value;

-- Bad input: SQLSTATE and message of each case, then one in full.
CREATE FUNCTION pg_temp.error_of(query text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE query;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;
SELECT query, pg_temp.error_of(query) FROM (VALUES
    ('SELECT mnk_value(3, 3, 4)'),
    ('SELECT mnk_value(0, 3, 3)'),
    ('SELECT mnk_value(3, 3, 0)'),
    ('SELECT mnk_value(9, 9, 5)'),
    ('SELECT mnk_value(100, 1, 1)'),
    ('SELECT mnk_value(NULL, 3, 3)'),
    ('SELECT mnk_value(3, 3, 3, node_limit => 0)')) AS t(query);
SELECT mnk_value(9, 9, 5);

-- Long searches stop at statement_timeout with 57014 (the empty 8x8 board with five in a row is
-- out of reach, 7,7,5 takes about half a minute), and the session stays usable.
\set VERBOSITY sqlstate
SET statement_timeout = '300ms';
SELECT mnk_value(8, 8, 5);
SELECT mnk_value(7, 7, 5);
SELECT count(*) FROM ttt_moves('......../......../......../......../......../......../......../........', 5);
RESET statement_timeout;
\set VERBOSITY default
SELECT mnk_value(3, 3, 3) AS after_cancel;
SELECT count(*) FROM ttt_solve();

-- Values newly within reach by pairing strategies (a draw is proven as soon as the second
-- player can pair cells to block every line).
SELECT mnk_value(6, 6, 5) AS "6,6,5", mnk_value(6, 4, 4) AS "6,4,4", mnk_value(6, 6, 6) AS "6,6,6";

-- Values of positions: the same as the full 3x3 table for every reachable position, and every
-- mnk_best_move keeps the value (its board_after has the position's value in the table).
SELECT count(*) AS positions,
       count(*) FILTER (WHERE mnk_value(board, 3) IS DISTINCT FROM value) AS values_differ
FROM ttt_solve();
SELECT count(*) AS moves,
       count(*) FILTER (WHERE m.value IS DISTINCT FROM t.value) AS values_differ,
       count(*) FILTER (WHERE a.value IS DISTINCT FROM t.value) AS value_not_kept,
       count(*) FILTER (WHERE m.result <> CASE WHEN t.value = 'draw' THEN 'draw'
                                              WHEN (t.value = 'X wins') = (t.to_move = 'X') THEN 'win'
                                              ELSE 'loss' END) AS results_differ
FROM ttt_solve() t, mnk_best_move(t.board, 3) m, ttt_solve() a
WHERE NOT t.terminal AND a.board = m.board_after;
SELECT mnk_value('XO./.X./..O'), mnk_value('XXX/OO./...'), mnk_value('XO../.X../..../....', 3);
SELECT * FROM mnk_best_move('XX./OO./...');
SELECT * FROM mnk_best_move('X.../.O../..../....', 3);
SELECT * FROM mnk_best_move('....../....../....../....../....../......', 5);
SELECT mnk_best_move('XXX/OO./...') IS NULL AS game_over,
       mnk_value('......./......./......./......./......./......./.......', node_limit => 100)
           IS NULL AS unknown,
       mnk_best_move('......./......./......./......./......./......./.......', node_limit => 100)
           IS NULL AS no_move;
SELECT query, pg_temp.error_of(query) FROM (VALUES
    ('SELECT mnk_value(''OO./...'')'),
    ('SELECT mnk_value(''XX./...'', 0)'),
    ('SELECT mnk_value(''X../...''::text, NULL, 0)'),
    ('SELECT mnk_value(NULL::text)'),
    ('SELECT mnk_value(''X.Z/...'')'),
    ('SELECT mnk_best_move(NULL)'),
    ('SELECT mnk_best_move(''XXXX/OOOO/..../....'')')) AS t(query);
\set VERBOSITY sqlstate
SET statement_timeout = '300ms';
SELECT mnk_value('......../......../......../......../......../......../......../........');
SELECT mnk_best_move('......../......../......../......../......../......../......../........');
RESET statement_timeout;
\set VERBOSITY default
SELECT mnk_value('.../.../...') AS after_cancel;
