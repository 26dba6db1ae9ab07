-- How fast a cancelled Gomoku search gives the backend back (target: within 50 ms of the cancel).
-- statement_timeout fires 50 ms into a search that only a cancel can end; each of 20 rounds
-- records how long after that the statement ended (client round trip included). Run from the
-- project root against a database with pg_games:
--   psql -X -q -d DB -f bench/gomoku/cancel_latency.sql
\set VERBOSITY terse
\set board '.................../.................../.................../.................../.................../.................../.................../..........XO......./.........OX......../.................../.................../.................../.................../.................../.................../.................../.................../.................../...................'
CREATE TEMP TABLE cancel_latency (after_timeout interval);
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
\ir cancel_round.sql
SELECT count(*) AS rounds,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY after_timeout) AS median_after_timeout,
       max(after_timeout) AS worst_after_timeout
FROM cancel_latency;
