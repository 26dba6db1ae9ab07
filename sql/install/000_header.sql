\echo Use "CREATE EXTENSION pg_games" to load this file. \quit

-- pg_games 1.1: native game engines for SQL.
-- This script is assembled from sql/install/*.sql in file-name order. It is plain ASCII, so it
-- installs in a database of any encoding.
--
-- Search-path safety: every reference to an object that is resolved when a function runs (SQL and
-- PL/pgSQL bodies, queries run by the C code) is schema-qualified (@extschema@., pg_catalog.,
-- OPERATOR(pg_catalog.=)), and PL/pgSQL functions run with a fixed search_path, so that objects
-- planted in a schema on the caller's search_path are never called in their place.
