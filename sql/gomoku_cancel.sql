-- Cancelling a long Gomoku search: statement_timeout stops it, the session stays usable.
-- The search gets a huge node budget and time cap on a quiet opening (two stones each, far from
-- any forced win), so it cannot end by itself, however fast the machine: only the timeout stops it.
CREATE TEMP TABLE middle AS
SELECT '...................|...................|...................|...................|...................|'
    || '...................|...................|...................|...................|.........XO........|'
    || '........OX.........|...................|...................|...................|...................|'
    || '...................|...................|...................|...................' AS board;
UPDATE middle SET board = replace(board, '|', '/');

\set VERBOSITY sqlstate
SET statement_timeout = '50ms';
SELECT gomoku_best_move(board, node_budget => 2000000000, time_limit_ms => 600000) FROM middle;
SELECT (gomoku_best_move(x, y, my, 19, NULL, 2000000000, 600000, NULL, NULL)).*
FROM (VALUES (10, 10, true), (11, 11, false), (9, 11, false)) f(x, y, my);
RESET statement_timeout;
\set VERBOSITY default

-- A cancelled search inside PL/pgSQL is an ordinary query_canceled error (how fast the cancel is
-- served is measured by bench/gomoku/cancel_latency.sql, not asserted here).
SET statement_timeout = '50ms';
DO $$
BEGIN
    PERFORM gomoku_best_move(board, node_budget => 2000000000, time_limit_ms => 600000) FROM middle;
    RAISE NOTICE 'the search was not cancelled';
EXCEPTION WHEN query_canceled THEN
    RAISE NOTICE 'cancelled';
END $$;
RESET statement_timeout;

-- The session is usable afterwards.
SELECT (gomoku_best_move(board, node_budget => 2000)).x BETWEEN 1 AND 19 AS usable FROM middle;
