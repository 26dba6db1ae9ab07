
-- ================ Tic-tac-toe and m,n,k games ================

-- The whole of tic-tac-toe, solved: 5478 positions, and how they turn out under perfect play.
SELECT value, count(*) AS positions, count(*) FILTER (WHERE terminal) AS final
FROM ttt_solve() GROUP BY value ORDER BY value;
-- The empty board is a draw.
SELECT * FROM ttt_solve() WHERE board = '.../.../...';
-- X to move: which replies win?
SELECT move_row, move_col, board_after, result, plies
FROM ttt_moves('XO./.X./..O') ORDER BY move_row, move_col;
-- The best move for O after X opens in a corner.
SELECT * FROM ttt_best_move('X../.../...');
-- Published m,n,k results, found by search: 5x5 with four in a row is a draw, 6x5 a first-player win.
SELECT mnk_value(5, 5, 4) AS "5,5,4", mnk_value(6, 5, 4) AS "6,5,4";
