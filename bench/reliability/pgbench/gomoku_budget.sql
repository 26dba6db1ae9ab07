-- Gomoku: best moves by the search with a small node budget (500), field and board text forms.
\set a random(1, 15)
\set b random(1, 15)
\set c random(5, 9)
\set d random(5, 9)
\set seed random(0, 1000)
SELECT gomoku_best_move(x, y, my, 15, NULL, 500, NULL, NULL, :seed) FROM (VALUES (:a, 1, true), (:b, 3, false), (8, :c, true), (10, :d, false)) AS f(x, y, my);
SELECT gomoku_best_move(CASE :a % 2 WHEN 0 THEN '.........../.........../.........../.........../.....X...../.....O...../.........../.........../.........../.........../...........' ELSE '.........../.........../.........../....X....../....OX...../.....O...../.........../.........../.........../.........../...........' END, node_budget => 500);
