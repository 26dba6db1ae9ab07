-- Tic-tac-toe: the full solution, the moves of a position, the best move, and bad input.

-- The 3x3 table: 5478 reachable positions, 958 of them final (626 won by X, 316 by O, 16 drawn).
SELECT count(*) AS positions, count(*) FILTER (WHERE terminal) AS final
FROM ttt_solve();
SELECT value, count(*) FROM ttt_solve() WHERE terminal GROUP BY value ORDER BY value;
-- The empty board: a draw, nine plies to a full board; the centre opening too.
SELECT * FROM ttt_solve() WHERE board IN ('.../.../...', '.../.X./...') ORDER BY board;
-- How the positions are distributed over values, by side to move.
SELECT to_move, value, count(*) FROM ttt_solve() WHERE NOT terminal
GROUP BY 1, 2 ORDER BY 1, 2;
-- Every board text parses back to the same position, and the best move's value agrees.
SELECT count(*) AS mismatches
FROM ttt_solve() s, LATERAL ttt_best_move(s.board) b
WHERE NOT s.terminal AND (b.value <> s.value OR b.plies <> s.plies - 1);
-- A 4x3 table with three in a row (a first-player win) and a 2x2 one with two.
SELECT value, plies FROM ttt_solve(4, 3, 3) WHERE board = '.../.../.../...';
SELECT count(*), max(plies) FROM ttt_solve(2, 2, 2);

-- Which replies win here? X to move: two of them fork.
SELECT * FROM ttt_moves('XO./.X./..O') ORDER BY move_row, move_col;
SELECT * FROM ttt_moves('XO./.X./..O') WHERE result = 'win' ORDER BY plies, move_row, move_col;
-- The same board without separators and with '-' for empty cells.
SELECT count(*) FROM ttt_moves('XO--X---O');
-- O to move after a corner opening must take the centre.
SELECT move_row, move_col, result FROM ttt_moves('X../.../...') ORDER BY move_row, move_col;
-- Best moves: the immediate win; O's forced block, still a loss (the slowest); a finished
-- game (NULL).
SELECT * FROM ttt_best_move('XX./OO./...');
SELECT * FROM ttt_best_move('XX./O../...');
SELECT ttt_best_move('XXX/OO./...') IS NULL AS game_over;
SELECT count(*) FROM ttt_moves('XOX/XOO/OXX');
-- Larger boards: k given, or the default (the shorter side, at most 5).
SELECT * FROM ttt_best_move('X.../.O../..X./...O', 3);
SELECT count(*) FILTER (WHERE result = 'draw') AS draws, count(*) AS moves
FROM ttt_moves('..../..../..../....');
SELECT * FROM ttt_best_move('XXXX./OOOO./...../.....', 5);

-- Bad input: SQLSTATE and message of each case, then two in full (detail and hint).
CREATE FUNCTION pg_temp.error_of(query text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE query;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;
SELECT query, pg_temp.error_of(query) FROM (VALUES
    ($q$SELECT * FROM ttt_moves('XO./.X')$q$),
    ($q$SELECT * FROM ttt_moves('XO.X.')$q$),
    ($q$SELECT * FROM ttt_moves('XO./.Z./..O')$q$),
    ($q$SELECT * FROM ttt_moves('')$q$),
    ($q$SELECT * FROM ttt_moves('XX./.../...')$q$),
    ($q$SELECT * FROM ttt_moves('O../.../...')$q$),
    ($q$SELECT * FROM ttt_moves('XXX/OOO/X..')$q$),
    ($q$SELECT * FROM ttt_moves('XXX/OO./O..')$q$),
    ($q$SELECT * FROM ttt_moves('OOO/XX./XX.')$q$),
    ($q$SELECT * FROM ttt_moves('XXX../O.O.O/XXX../O.O../.....', 3)$q$),
    ($q$SELECT * FROM ttt_moves('.../.../...', 4)$q$),
    ($q$SELECT * FROM ttt_moves('.../.../...', 0)$q$),
    ($q$SELECT * FROM ttt_moves(repeat('.', 81))$q$),
    ($q$SELECT * FROM ttt_best_move('XO./.X./..O', -1)$q$),
    ($q$SELECT * FROM ttt_best_move('XO./.X./.?O')$q$),
    ($q$SELECT * FROM ttt_solve(3, 3, 4)$q$),
    ($q$SELECT * FROM ttt_solve(0, 3, 3)$q$),
    ($q$SELECT * FROM ttt_solve(3, 3, 0)$q$),
    ($q$SELECT * FROM ttt_solve(4, 5, 4)$q$)) AS t(query);
SELECT * FROM ttt_moves('XO.X.');
SELECT * FROM ttt_moves('XXX/OOO/X..');
-- A NULL board gives NULL (the functions are strict).
SELECT ttt_best_move(NULL) IS NULL AS is_null;
