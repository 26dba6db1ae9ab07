
-- ---------------------------------------------------------------------------------------------
-- Nim: heaps of objects; take any number from one heap; whoever takes the last object wins.
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION nim_move(heaps bigint[], OUT heap integer, OUT new_size bigint)
    RETURNS record
    AS 'MODULE_PATHNAME', 'nim_move'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION nim_move(bigint[]) IS
    'A winning Nim move by Bouton''s theorem: reduce heap number heap (1-based) to new_size; NULL when the position is lost (nim-sum zero, including no heaps or all heaps empty)';

CREATE FUNCTION nim_moves(heaps bigint[], OUT heap integer, OUT new_size bigint)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'nim_moves'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION nim_moves(bigint[]) IS
    'Every winning Nim move (heap number, new size), by heap number; no rows when the position is lost';

CREATE FUNCTION nim_move(heaps bigint[], misere boolean, OUT heap integer, OUT new_size bigint)
    RETURNS record
    AS 'MODULE_PATHNAME', 'nim_move'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION nim_move(bigint[], boolean) IS
    'A winning Nim move, in misere play (whoever takes the last object loses) when misere is true: reduce heap number heap (1-based) to new_size; NULL when the position is lost or no object is left';

CREATE FUNCTION nim_moves(heaps bigint[], misere boolean, OUT heap integer, OUT new_size bigint)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'nim_moves'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION nim_moves(bigint[], boolean) IS
    'Every winning Nim move (heap number, new size), in misere play when misere is true, by heap number; no rows when the position is lost';
