-- The pg_games contest entry: the native engine behind one aggregate, in the contest form
-- (reads only field(x, y, my); returns one row (x, y)). See docs/gomoku.md.
SELECT (gomoku_best_move(x, y, my)).* FROM field;
