
-- ---------------------------------------------------------------------------------------------
-- Wythoff's game: two piles; take any number from one pile or the same number from both; whoever
-- takes the last object wins. P-positions: (floor(n phi), floor(n phi^2)).
-- Not STRICT: a NULL pile is an error (22004), not a silent NULL.
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION wythoff_move(a bigint, b bigint, OUT take_a bigint, OUT take_b bigint)
    RETURNS record
    AS 'MODULE_PATHNAME', 'wythoff_move'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_move(bigint, bigint) IS
    'A winning move in Wythoff''s game from piles (a, b): how many to take from each pile (fewest objects first); NULL when (a, b) is a P-position';

-- The integer overloads keep calls with integer literals, wythoff_move(12, 6), unambiguous.
CREATE FUNCTION wythoff_move(a integer, b integer, OUT take_a bigint, OUT take_b bigint)
    RETURNS record
    AS 'MODULE_PATHNAME', 'wythoff_move_int4'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_move(integer, integer) IS
    'A winning move in Wythoff''s game from piles (a, b), as for bigint piles; NULL when (a, b) is a P-position';

CREATE FUNCTION wythoff_move(a numeric, b numeric, OUT take_a numeric, OUT take_b numeric)
    RETURNS record
    AS 'MODULE_PATHNAME', 'wythoff_move_numeric'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_move(numeric, numeric) IS
    'A winning move in Wythoff''s game for whole-number piles of up to 1000 digits, exact; NULL when (a, b) is a P-position';

CREATE FUNCTION wythoff_moves(a bigint, b bigint, OUT take_a bigint, OUT take_b bigint)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'wythoff_moves'
    LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 3;
COMMENT ON FUNCTION wythoff_moves(bigint, bigint) IS
    'Every winning move in Wythoff''s game from piles (a, b) (at most three), fewest objects taken first';

CREATE FUNCTION wythoff_moves(a integer, b integer, OUT take_a bigint, OUT take_b bigint)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'wythoff_moves_int4'
    LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 3;
COMMENT ON FUNCTION wythoff_moves(integer, integer) IS
    'Every winning move in Wythoff''s game from piles (a, b), as for bigint piles';

CREATE FUNCTION wythoff_moves(a numeric, b numeric, OUT take_a numeric, OUT take_b numeric)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'wythoff_moves_numeric'
    LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 3;
COMMENT ON FUNCTION wythoff_moves(numeric, numeric) IS
    'Every winning move in Wythoff''s game for whole-number piles of up to 1000 digits, fewest objects taken first';

CREATE FUNCTION wythoff_is_losing(a bigint, b bigint) RETURNS boolean
    AS 'MODULE_PATHNAME', 'wythoff_is_losing'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_is_losing(bigint, bigint) IS
    'True when (a, b) is a P-position of Wythoff''s game: the player to move loses against best play';

CREATE FUNCTION wythoff_is_losing(a integer, b integer) RETURNS boolean
    AS 'MODULE_PATHNAME', 'wythoff_is_losing_int4'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_is_losing(integer, integer) IS
    'True when (a, b) is a P-position of Wythoff''s game, as for bigint piles';

CREATE FUNCTION wythoff_is_losing(a numeric, b numeric) RETURNS boolean
    AS 'MODULE_PATHNAME', 'wythoff_is_losing_numeric'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_is_losing(numeric, numeric) IS
    'True when (a, b) is a P-position of Wythoff''s game, for whole-number piles of up to 1000 digits';

CREATE TYPE wythoff_position AS (n bigint, a bigint, b bigint);
COMMENT ON TYPE wythoff_position IS
    'The n-th P-position (a, b) = (floor(n phi), floor(n phi^2)) of Wythoff''s game';

-- Value-per-call: streams when called in a select list (SELECT wythoff_position_stream(...) LIMIT k).
CREATE FUNCTION wythoff_position_stream(max_pile bigint) RETURNS SETOF wythoff_position
    AS 'MODULE_PATHNAME', 'wythoff_position_stream'
    LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
COMMENT ON FUNCTION wythoff_position_stream(bigint) IS
    'The P-positions of Wythoff''s game from n = 0 with both piles at most max_pile, computed one per row (a select-list stream)';

-- PostgreSQL materialises a C function called in FROM before LIMIT applies; this SQL function
-- is inlined by the planner into a subquery over the select-list stream, so that
-- SELECT ... FROM wythoff_positions() LIMIT k computes only k rows. Inlining is why it has no
-- SET search_path (that would stop it): its body is parsed under the caller's search_path, so the
-- stream is named with its schema and the body uses no operator.
CREATE FUNCTION wythoff_positions(max_pile bigint DEFAULT 9223372036854775807)
    RETURNS SETOF @extschema@.wythoff_position
    LANGUAGE sql IMMUTABLE PARALLEL SAFE ROWS 1000
    AS $$ SELECT (p).n, (p).a, (p).b
          FROM (SELECT @extschema@.wythoff_position_stream(max_pile) AS p) AS stream $$;
COMMENT ON FUNCTION wythoff_positions(bigint) IS
    'The P-positions (n, floor(n phi), floor(n phi^2)) of Wythoff''s game from n = 0, streamed: both piles at most max_pile, by default every one that fits in bigint (the last is n = 3523014627193176565)';

CREATE FUNCTION wythoff_grundy(a bigint, b bigint) RETURNS bigint
    AS 'MODULE_PATHNAME', 'wythoff_grundy'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_grundy(bigint, bigint) IS
    'The Sprague-Grundy value of the Wythoff position (a, b), exact (computed over every smaller position: piles up to about 5500 each; 0 exactly on P-positions)';

CREATE FUNCTION wythoff_sum_move(piles bigint[], OUT game integer, OUT take_a bigint, OUT take_b bigint)
    RETURNS record
    AS 'MODULE_PATHNAME', 'wythoff_sum_move'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION wythoff_sum_move(bigint[]) IS
    'A winning move in a sum of Wythoff games given as rows of piles (''{{a1, b1}, {a2, b2}}''), by Grundy values: the game (1-based) and how many to take from each of its piles; NULL when the sum is lost';
