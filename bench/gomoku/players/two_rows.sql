-- Faulty player for the referee's tests: two rows instead of one.
SELECT 1 AS x, n AS y FROM generate_series(1, 2) AS n;
