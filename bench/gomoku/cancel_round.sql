-- One round of cancel_latency.sql: a search that only the 50 ms statement_timeout can end.
SELECT clock_timestamp() AS started \gset
SET statement_timeout = '50ms';
SELECT gomoku_best_move(:'board', node_budget => 2000000000, time_limit_ms => 600000);
RESET statement_timeout;
INSERT INTO cancel_latency VALUES (clock_timestamp() - :'started'::timestamptz - interval '50 ms');
