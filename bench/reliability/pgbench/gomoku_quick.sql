-- Gomoku: the one-ply quick move, on a field of four stones at random distinct cells and on a
-- board text.
\set a random(1, 15)
\set b random(1, 15)
\set c random(5, 9)
\set d random(5, 9)
SELECT gomoku_quick_move(x, y, my, 15) FROM (VALUES (:a, 1, true), (:b, 3, false), (8, :c, true), (10, :d, false)) AS f(x, y, my);
SELECT gomoku_quick_move(CASE :a % 2 WHEN 0 THEN '.........../.........../.........../.........../.....X...../.....O...../.........../.........../.........../.........../...........' ELSE '.........../.........../.........../....X....../....OX...../.....O...../.........../.........../.........../.........../...........' END);
