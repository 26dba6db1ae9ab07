-- One round of move_vs_int8pl.sql: each statement between two readings of the backend's CPU time.
\echo query wythoff_move
\! awk '{ print "cpu", $1 }' /proc/$PGG_BACKEND/schedstat
:wythoff_query
\! awk '{ print "cpu", $1 }' /proc/$PGG_BACKEND/schedstat
\echo query int8pl
\! awk '{ print "cpu", $1 }' /proc/$PGG_BACKEND/schedstat
:int8pl_query
\! awk '{ print "cpu", $1 }' /proc/$PGG_BACKEND/schedstat
