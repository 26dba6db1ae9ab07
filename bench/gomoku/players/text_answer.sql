-- Faulty player for the referee's tests: text columns instead of integers.
SELECT '1' AS x, '1' AS y;
