
-- ================ pg_games: game engines inside PostgreSQL ================

SELECT pg_games_version();
