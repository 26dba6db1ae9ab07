-- Tic-tac-toe: the values of every move and the best move on one of four 3x3 positions.
\set r random(1, 4)
SELECT count(*) FROM ttt_moves((ARRAY['X../.O./...', '.../.X./...', 'XO./.../...', 'X.O/.X./..O'])[:r]);
SELECT move_row, move_col FROM ttt_best_move((ARRAY['X../.O./...', '.../.X./...', 'XO./.../...', 'X.O/.X./..O'])[:r]);
