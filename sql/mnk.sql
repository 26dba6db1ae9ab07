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

-- Searches that cannot finish stop at statement_timeout with 57014 (the value of 7,7,5 and of
-- the empty 8x8 board with five in a row are out of reach), and the session stays usable.
\set VERBOSITY sqlstate
SET statement_timeout = '300ms';
SELECT mnk_value(8, 8, 5);
SELECT mnk_value(7, 7, 5);
SELECT count(*) FROM ttt_moves('......../......../......../......../......../......../......../........', 5);
RESET statement_timeout;
\set VERBOSITY default
SELECT mnk_value(3, 3, 3) AS after_cancel;
SELECT count(*) FROM ttt_solve();
