-- Set-up of the second pg_regress pass (scripts/test.sh): pg_games in its own schema, found last
-- on the search_path, after a public schema holding decoys named like what the extension uses
-- inside. A reference that is not schema-qualified finds the decoy (or nothing) and the suite
-- fails; the decoys never shadow a function that the tests call by name.
CREATE SCHEMA games;
CREATE EXTENSION pg_games SCHEMA games;
CREATE FUNCTION public.nextval(text) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the decoy public.nextval(text) was called';
END $$;
CREATE FUNCTION public.balda_read_share_words(text) RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the decoy public.balda_read_share_words(text) was called';
END $$;
ALTER DATABASE pg_games_in_schema SET search_path = public, games;
