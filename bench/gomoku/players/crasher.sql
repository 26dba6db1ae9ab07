-- Faulty player for the referee's tests: ends its own session.
SELECT pg_terminate_backend(pg_backend_pid())::int AS x, 1 AS y;
