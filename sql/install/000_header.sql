\echo Use "CREATE EXTENSION pg_games" to load this file. \quit

-- pg_games 1.0: native game engines for SQL.
-- This script is assembled from sql/install/*.sql in file-name order.
