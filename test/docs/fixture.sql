-- The tables the documentation's examples read, as a contest database has them, in a fresh
-- database with pg_games installed.
-- field: the contest's view of a game, x and y in 1..19, my = a stone of the side to move.
CREATE TABLE field (x int, y int, my boolean);
INSERT INTO field VALUES
    (10, 10, false), (11, 10, true), (10, 11, false), (11, 11, true),
    (10, 12, false), (9, 9, true), (12, 12, false), (9, 12, true);
-- positions: stored board texts, one row each.
CREATE TABLE positions (id int PRIMARY KEY, board text);
INSERT INTO positions VALUES
    (1, '........./........./..XXX..../...OO..../....O..../........./........./........./.........'),
    (2, '...../.XX../.OO../...../.....'),
    (3, '..O../.XXX./..O../...../.....');
-- The engine's answers are those of its node budget: the time cap is far away, so the examples
-- give the same output on a fast machine and on a slow one.
SET pg_games.gomoku_time_limit_ms = 600000;
