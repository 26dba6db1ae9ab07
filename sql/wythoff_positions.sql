-- The stream of Wythoff P-positions (n, floor(n phi), floor(n phi^2)).
SELECT * FROM wythoff_positions() LIMIT 12;
SELECT * FROM wythoff_positions(20);
SELECT * FROM wythoff_positions(0);
-- Each row is a P-position, b - a = n, and every pile size >= 1 appears exactly once as an a or
-- a b (the two Beatty sequences partition the positive integers).
-- (Piles up to 17000 hold every a_n <= 10000, whose b_n is at most 10000 + 6181.)
WITH p AS (SELECT * FROM wythoff_positions(17000)),
     sizes AS (SELECT a AS x FROM p WHERE n > 0 UNION ALL SELECT b FROM p WHERE n > 0)
SELECT (SELECT count(*) FROM p) AS rows,
       (SELECT bool_and(wythoff_is_losing(a, b)) FROM p) AS all_losing,
       (SELECT bool_and(b - a = n) FROM p) AS gap_is_n,
       (SELECT count(*) FROM sizes WHERE x <= 10000) AS sizes_up_to_10000,
       (SELECT count(DISTINCT x) FROM sizes WHERE x <= 10000) AS distinct_sizes;
-- A LIMIT stops the stream: the planner inlines wythoff_positions() over a select-list stream,
-- so only the rows asked for are computed.
SET statement_timeout = '120s';
SELECT count(*), max(b) FROM (SELECT * FROM wythoff_positions() LIMIT 100000) s;
SELECT * FROM wythoff_positions() OFFSET 1000000 LIMIT 1;
SELECT wythoff_position_stream(100) LIMIT 3;
-- The whole stream (3.5e18 rows) is cancelled by a statement timeout, and the session goes on.
SET statement_timeout = '300ms';
\set VERBOSITY sqlstate
SELECT count(*) FROM wythoff_positions();
\set VERBOSITY default
RESET statement_timeout;
SELECT count(*) FROM wythoff_positions(100);
\set VERBOSITY terse
SELECT * FROM wythoff_positions(-1);
SELECT * FROM wythoff_positions(NULL);
-- The same errors with their SQLSTATEs.
\set VERBOSITY sqlstate
SELECT * FROM wythoff_positions(-1);
SELECT * FROM wythoff_positions(NULL);
