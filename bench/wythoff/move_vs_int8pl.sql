-- wythoff_move(a, b) over 1,000,000 rows against the built-in int8pl over the same rows, in one
-- session, alternating for several rounds: first with integer piles (generate_series of
-- integers, as in the reference query), then with bigint piles. Each statement reports its wall time (\timing) and
-- the CPU time its backend used (from /proc/<pid>/schedstat, nanoseconds), which is steadier
-- than wall time on a shared machine. Run by bench/wythoff/run.sh, which summarises.
\set wythoff_query 'SELECT sum((wythoff_move(g, g * 2 + 1)).take_a) FROM generate_series(1, 1000000) g;'
\set int8pl_query 'SELECT sum(int8pl(g, g * 2 + 1)) FROM generate_series(1, 1000000) g;'
SELECT pg_backend_pid() AS pid \gset
\setenv PGG_BACKEND :pid
\o /dev/null
-- Warm-up: load the module, fill caches.
:wythoff_query
:int8pl_query
\o
\timing on
\echo section integer
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\set wythoff_query 'SELECT sum((wythoff_move(g, g * 2 + 1)).take_a) FROM generate_series(1, 1000000::bigint) g;'
\set int8pl_query 'SELECT sum(int8pl(g, g * 2 + 1)) FROM generate_series(1, 1000000::bigint) g;'
\echo section bigint
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
\ir move_round.sql
