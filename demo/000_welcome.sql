\echo
\echo '================ pg_games: game engines inside PostgreSQL ================'
\echo
SELECT pg_games_version();
