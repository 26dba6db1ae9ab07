
-- ================ Gomoku: five in a row, from SQL ================

-- The contest table, with a small position: X (to move, my = true) against O.
CREATE TEMP TABLE field (x int CHECK (x BETWEEN 1 AND 19), y int CHECK (y BETWEEN 1 AND 19),
                         my boolean, UNIQUE (x, y));
INSERT INTO field VALUES (10, 10, true), (11, 10, false), (10, 11, true), (11, 11, false),
                         (10, 12, true), (11, 12, false);
-- The board, rendered for psql (X moves first; here X is the side to move).
SELECT gomoku_board(gomoku_board(x, y, my)) AS board FROM field;
-- The whole contest entry, one line:
SELECT (gomoku_best_move(x, y, my)).* FROM field;
-- The three best candidates by static score, with a shallow search value each.
SELECT * FROM gomoku_moves((SELECT gomoku_board(x, y, my) FROM field), search => true)
ORDER BY score DESC LIMIT 3;
-- Play it out: X makes an open four, O blocks one end, X completes five.
INSERT INTO field VALUES (10, 13, true), (10, 14, false), (10, 9, true);
SELECT * FROM gomoku_winner((SELECT gomoku_board(x, y, my) FROM field));
