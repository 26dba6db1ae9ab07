
-- ---------------------------------------------------------------------------------------------
-- Tic-tac-toe and m,n,k games
-- Boards are rows of 'X', 'O' and '.' joined by '/' (e.g. 'XO./.X./..O'); X moves first.
-- Values: 'X wins', 'draw', 'O wins' (under perfect play by both sides).
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION ttt_solve(m int DEFAULT 3, n int DEFAULT 3, k int DEFAULT 3,
                          OUT board text, OUT to_move text, OUT terminal boolean,
                          OUT value text, OUT plies int)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'ttt_solve'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5478;
COMMENT ON FUNCTION ttt_solve(int, int, int) IS
    'Every position reachable from the empty m x n board (k in a row wins; at most 16 cells), '
    'solved: board text (rows joined by ''/''), side to move (X or O), whether play has stopped, '
    'value under perfect play (''X wins'', ''draw'' or ''O wins'') and plies to the end';

CREATE FUNCTION ttt_moves(board text,
                          OUT move_row int, OUT move_col int, OUT board_after text, OUT value text,
                          OUT result text, OUT plies int)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'ttt_moves'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 9;
COMMENT ON FUNCTION ttt_moves(text) IS
    'Every legal move of a position (k = the shorter side, at most 5): row and column from 1, '
    'the board after it, its value (''X wins'', ''draw'', ''O wins''), the result for the player '
    'moving (''win'', ''draw'', ''loss'') and the plies left after it under perfect play';

CREATE FUNCTION ttt_moves(board text, k int,
                          OUT move_row int, OUT move_col int, OUT board_after text, OUT value text,
                          OUT result text, OUT plies int)
    RETURNS SETOF record
    AS 'MODULE_PATHNAME', 'ttt_moves'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 9;
COMMENT ON FUNCTION ttt_moves(text, int) IS
    'Every legal move of a position with k in a row to win: row and column from 1, the board '
    'after it, its value (''X wins'', ''draw'', ''O wins''), the result for the player moving '
    '(''win'', ''draw'', ''loss'') and the plies left after it under perfect play';

CREATE FUNCTION ttt_best_move(board text,
                              OUT move_row int, OUT move_col int, OUT board_after text, OUT value text,
                              OUT result text, OUT plies int)
    AS 'MODULE_PATHNAME', 'ttt_best_move'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ttt_best_move(text) IS
    'The best move of a position (k = the shorter side, at most 5): the fastest win, else a '
    'draw, else the slowest loss; first in row order among equals; NULL when the game is over';

CREATE FUNCTION ttt_best_move(board text, k int,
                              OUT move_row int, OUT move_col int, OUT board_after text, OUT value text,
                              OUT result text, OUT plies int)
    AS 'MODULE_PATHNAME', 'ttt_best_move'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ttt_best_move(text, int) IS
    'The best move of a position with k in a row to win: the fastest win, else a draw, else '
    'the slowest loss; first in row order among equals; NULL when the game is over';

CREATE FUNCTION mnk_value(m int, n int, k int, node_limit bigint DEFAULT NULL)
    RETURNS text
    AS 'MODULE_PATHNAME', 'mnk_value'
    LANGUAGE C IMMUTABLE PARALLEL SAFE;
COMMENT ON FUNCTION mnk_value(int, int, int, bigint) IS
    'Value of the empty m x n board with k (or more) in a row, by alpha-beta search: '
    '''X wins'' (the first player), ''draw'' or ''O wins''; NULL when node_limit (NULL = no '
    'limit) runs out first; at most 64 cells; cancellable by statement_timeout';

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
