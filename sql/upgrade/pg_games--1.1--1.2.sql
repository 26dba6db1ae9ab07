\echo Use "ALTER EXTENSION pg_games UPDATE TO '1.2'" to load this file. \quit

-- pg_games 1.1 -> 1.2: what changed in the install script, applied to an installed 1.1.

-- Wythoff: Grundy values and sums of games.
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

-- Nim: misere play.
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

-- m,n,k: values of positions and value-keeping moves.
CREATE FUNCTION mnk_value(board text, k int DEFAULT NULL, node_limit bigint DEFAULT NULL)
    RETURNS text
    AS 'MODULE_PATHNAME', 'mnk_value_board'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION mnk_value(text, int, bigint) IS
    'Value of a position (board text; k NULL = the shorter side, at most 5) under perfect play: '
    '''X wins'', ''draw'' or ''O wins''; NULL when node_limit (NULL = no limit) runs out first; '
    'at most 64 cells; cancellable by statement_timeout';

CREATE FUNCTION mnk_best_move(board text, k int DEFAULT NULL, node_limit bigint DEFAULT NULL,
                              OUT move_row int, OUT move_col int, OUT board_after text,
                              OUT value text, OUT result text)
    AS 'MODULE_PATHNAME', 'mnk_best_move'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION mnk_best_move(text, int, bigint) IS
    'A move that keeps the value of a position (k NULL = the shorter side, at most 5): a winning '
    'move when the side to move wins, a drawing move when it draws, any move when it loses; row '
    'and column from 1, the board after it, the value and the result for the player moving; NULL '
    'when the game is over or node_limit (NULL = no limit) runs out first';
