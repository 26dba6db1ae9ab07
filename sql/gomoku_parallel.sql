-- The field aggregates in parallel plans: each worker collects the rows it scans into a partial
-- field, the partial fields are serialised, sent to the leader and merged there, and the final
-- function runs once per position. The answers equal those of a plan without workers.

-- 3,000 positions of six stones each (three a side, distinct cells), stored in random order so
-- that the rows of a position lie in different blocks and so reach different workers.
SELECT setseed(0.25);
CREATE TABLE parallel_fields AS
SELECT g AS position, 1 + (g * 7 + i * 13) % 19 AS x, 1 + (g * 11 + i * 5) % 19 AS y,
       i % 2 = 0 AS my
FROM generate_series(1, 3000) AS g, generate_series(1, 6) AS i
ORDER BY random();
ANALYZE parallel_fields;

-- Every field aggregate is labelled parallel safe, with combine, serial and deserial functions.
SELECT p.oid::regprocedure AS aggregate, p.proparallel,
       a.aggcombinefn <> 0 AS combines, a.aggserialfn <> 0 AS serialises
FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid
JOIN pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'pg_games'
ORDER BY p.oid::regprocedure::text COLLATE "C";

-- Serial answers first.
SET max_parallel_workers_per_gather = 0;
CREATE TEMP TABLE serial_answers AS
SELECT position, gomoku_quick_move(x, y, my) AS quick, gomoku_board(x, y, my) AS board,
       gomoku_winner(x, y, my) AS five
FROM parallel_fields GROUP BY position;

-- The same query planned with workers: partial aggregation below a Gather.
SET max_parallel_workers_per_gather = 2;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET enable_hashagg = off;
EXPLAIN (COSTS OFF)
SELECT position, gomoku_quick_move(x, y, my) AS quick, gomoku_board(x, y, my) AS board,
       gomoku_winner(x, y, my) AS five
FROM parallel_fields GROUP BY position;
CREATE TEMP TABLE parallel_answers AS
SELECT position, gomoku_quick_move(x, y, my) AS quick, gomoku_board(x, y, my) AS board,
       gomoku_winner(x, y, my) AS five
FROM parallel_fields GROUP BY position;

SELECT count(*) AS positions,
       count(*) FILTER (WHERE s.quick IS NOT DISTINCT FROM p.quick
                          AND s.board IS NOT DISTINCT FROM p.board
                          AND s.five IS NOT DISTINCT FROM p.five) AS same_answers
FROM serial_answers s JOIN parallel_answers p USING (position);

-- One field split among workers: about 150 stones, padded so that they fill many blocks, each
-- worker collecting some of them and the leader merging the parts.
CREATE TABLE one_field AS
SELECT x, y, (x + 2 * y) % 3 = 0 AS my, repeat('-', 400) AS padding
FROM generate_series(1, 19) AS x, generate_series(1, 19) AS y
WHERE (x * 3 + y * 5) % 7 < 3
ORDER BY random();
ANALYZE one_field;
EXPLAIN (COSTS OFF) SELECT gomoku_board(x, y, my, 19) FROM one_field;
SELECT gomoku_board(x, y, my, 19) AS parallel_board FROM one_field \gset
SET max_parallel_workers_per_gather = 0;
SELECT gomoku_board(x, y, my, 19) = :'parallel_board' AS same_board,
       (SELECT count(*) FROM one_field) AS stones
FROM one_field;

RESET ALL;
DROP TABLE parallel_fields, one_field;
