-- The extension loads and reports its version.
SELECT pg_games_version();
SELECT extname, extversion FROM pg_extension WHERE extname = 'pg_games';
