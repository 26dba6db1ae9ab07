-- Faulty player for the referee's tests: sleeps far past any clock.
SELECT 1 AS x, 1 AS y FROM pg_sleep(3600);
