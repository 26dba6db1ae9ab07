
-- ---------------------------------------------------------------------------------------------
-- About the extension
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION pg_games_version() RETURNS text
    AS 'MODULE_PATHNAME', 'pg_games_version'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION pg_games_version() IS
    'Version of the loaded pg_games module and the C++ engines it was built with';
