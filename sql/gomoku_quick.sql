-- gomoku_quick_move: the best move by the one-ply static score (no search), over a field.
CREATE FUNCTION pg_temp.error_of(statement text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE statement;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;
CREATE TEMP TABLE field (x int, y int, my boolean);

-- An empty field: the centre of the default 19x19 board. A group with no rows never sees a
-- size argument: its board size is the setting's (the centre of 15x15 is (8, 8)).
SELECT (gomoku_quick_move(x, y, my)).* FROM field;
SET pg_games.gomoku_size = 15;
SELECT (gomoku_quick_move(x, y, my)).* FROM field;
RESET pg_games.gomoku_size;
-- One stone in the corner of a 5x5 board: the candidates are the 8 empty cells within two of it.
-- The weights learned from self-play (bench/gomoku/TUNING.md) count a cell where a stone would
-- make only twos (a "low" threat) below one where it makes ones: the centre (3, 3) and the cells
-- next to the stone would make the corner stone's side a two (-60 and less, by gomoku_moves),
-- (3, 2) and (2, 3) make ones on open lines only (8); the tie goes to the lower row, (3, 2).
SELECT (gomoku_quick_move(x, y, my, 5)).* FROM (VALUES (1, 1, false)) f(x, y, my);

-- Own four in a row, open at (2, 5) and (7, 5): the move completes the five.
INSERT INTO field VALUES (3, 5, true), (4, 5, true), (5, 5, true), (6, 5, true),
                         (3, 7, false), (4, 7, false), (5, 7, false), (9, 9, false);
SELECT (gomoku_quick_move(x, y, my)) IN (ROW(2, 5)::gomoku_move, ROW(7, 5)::gomoku_move) AS completes_five
FROM field;
-- The opponent's four (3..6, 5) blocked at (2, 5), and no four of our own: the move blocks (7, 5).
UPDATE field SET my = NOT my;
INSERT INTO field VALUES (2, 5, true);
SELECT (gomoku_quick_move(x, y, my)).* FROM field;

-- The same move as the first row of gomoku_moves (the search board's static ranking), on
-- positions of a game: each prefix of a fixed stone sequence, colours alternating.
CREATE TEMP TABLE game (ply int, x int, y int);
INSERT INTO game VALUES (1, 10, 10), (2, 11, 11), (3, 9, 11), (4, 11, 9), (5, 11, 10),
                        (6, 12, 10), (7, 10, 12), (8, 8, 10), (9, 9, 9), (10, 12, 12),
                        (11, 13, 13), (12, 10, 11), (13, 8, 12), (14, 12, 8);
CREATE TEMP TABLE positions AS
SELECT p.n AS pos, g.x, g.y, (g.ply % 2) <> (p.n % 2) AS my
FROM generate_series(1, 14) p(n) JOIN game g ON g.ply <= p.n;
SELECT count(*) AS positions,
       count(*) FILTER (WHERE q.move = (SELECT ROW(m.x, m.y)::gomoku_move
                                        FROM gomoku_moves(q.board) m LIMIT 1)) AS same_as_gomoku_moves
FROM (SELECT pos, gomoku_quick_move(x, y, my) AS move, gomoku_board(x, y, my) AS board
      FROM positions GROUP BY pos) q;
-- ... also under exact5 and other aggressions (the options argument form).
SELECT a AS aggression, count(*) AS positions,
       count(*) FILTER (WHERE q.move = (SELECT ROW(m.x, m.y)::gomoku_move
                                        FROM gomoku_moves(q.board, rule => 'exact5', aggression => a) m
                                        LIMIT 1)) AS same_as_gomoku_moves
FROM unnest(ARRAY[0, 0.5, 2, 10]::float8[]) a,
     LATERAL (SELECT pos, gomoku_quick_move(x, y, my, 19, 'exact5', a) AS move,
                     gomoku_board(x, y, my) AS board
              FROM positions GROUP BY pos) q
GROUP BY a ORDER BY a;
-- The aggression setting is read when no argument is given (hence STABLE).
SET pg_games.gomoku_aggression = 10;
SELECT count(*) FILTER (WHERE q.move = (SELECT ROW(m.x, m.y)::gomoku_move
                                        FROM gomoku_moves(q.board, aggression => 10) m LIMIT 1))
           AS same_with_setting
FROM (SELECT pos, gomoku_quick_move(x, y, my) AS move, gomoku_board(x, y, my) AS board
      FROM positions GROUP BY pos) q;
RESET pg_games.gomoku_aggression;

-- The board-text form: the same move as the field aggregate on every position, with any
-- options; whether the text has coordinates or '/' separators (a position stored as text).
SELECT count(*) AS positions,
       count(*) FILTER (WHERE gomoku_quick_move(q.board) = q.move) AS canonical_text,
       count(*) FILTER (WHERE gomoku_quick_move(gomoku_board(q.board, true)) = q.move) AS with_coordinates,
       count(*) FILTER (WHERE gomoku_quick_move(replace(q.board, E'\n', '/')) = q.move) AS slashes,
       count(*) FILTER (WHERE gomoku_quick_move(q.board, 'exact5', 0.5) = q.move_exact) AS exact5_aggression
FROM (SELECT pos, gomoku_quick_move(x, y, my) AS move,
             gomoku_quick_move(x, y, my, 19, 'exact5', 0.5) AS move_exact,
             gomoku_board(x, y, my) AS board
      FROM positions GROUP BY pos) q;
-- Boards above 22x22 (their lines need 128-bit words): the same game shifted to the middle of
-- 25x25 and 32x32 boards, against gomoku_moves.
SELECT n AS size, count(*) AS positions,
       count(*) FILTER (WHERE gomoku_quick_move(q.board) = (SELECT ROW(m.x, m.y)::gomoku_move
                                                           FROM gomoku_moves(q.board) m LIMIT 1))
           AS same_as_gomoku_moves
FROM unnest(ARRAY[25, 32]) n,
     LATERAL (SELECT pos, gomoku_board(x + n / 2 - 10, y + n / 2 - 10, my, n) AS board
              FROM positions GROUP BY pos) q
GROUP BY n ORDER BY n;
-- X to move with equal counts, O with one X more; an empty 7x7 board: its centre.
SELECT gomoku_quick_move('XXXX.../OOO..../......./......./......./......./...O...') AS x_completes,
       gomoku_quick_move('XXXX.../OOO..../......./......./......./......./.......') AS o_blocks,
       gomoku_quick_move('......./......./......./......./......./......./.......') AS empty;
-- Six in a row is a won game under freestyle, and not a five under exact5: play goes on.
SELECT gomoku_quick_move('XXXXXX./OO.O..O/......./......./..O..../......./.......', 'exact5');

-- Errors.
\set VERBOSITY terse
-- A five already on the board.
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(x, y, my) FROM (VALUES (1, 1, true), (2, 1, true), (3, 1, true), (4, 1, true), (5, 1, true), (1, 3, false)) f(x, y, my)$$);
-- A full board (5x5, no five).
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(x, y, (x + 2 * y) % 4 < 2, 5) FROM generate_series(1, 5) x, generate_series(1, 5) y$$);
-- A cell off the board, a cell listed twice, null columns.
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(x, y, true) FROM (VALUES (20, 1)) f(x, y)$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(x, y, true, 15) FROM (VALUES (16, 1)) f(x, y)$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(x, y, true) FROM (VALUES (3, 3), (3, 3)) f(x, y)$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(x, 1, true) FROM (VALUES (NULL::int)) f(x)$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(1, 1, NULL) FROM (VALUES (1)) f(x)$$);
-- Bad options: size, rule, aggression.
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(1, 1, true, 4) FROM (VALUES (1)) f(x)$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(1, 1, true, 19, 'renju', NULL) FROM (VALUES (1)) f(x)$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(1, 1, true, 19, NULL, 11) FROM (VALUES (1)) f(x)$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(1, 1, true, 19, NULL, -1) FROM (VALUES (1)) f(x)$$);
-- Board texts: null, unreadable, not square, impossible counts, a five (the detail says
-- where), six in a row under freestyle, a full board, bad options.
SELECT pg_temp.error_of($$SELECT gomoku_quick_move(NULL)$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move('..#../...../...../...../.....')$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move('...../...../.....')$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move('OO.../...../...../...../.....')$$);
\set VERBOSITY default
SELECT gomoku_quick_move('XXXXX/OOOO./...../...../.....');
SELECT gomoku_quick_move('XXXXXX./OO.O..O/......./......./..O..../......./.......');
\set VERBOSITY terse
SELECT pg_temp.error_of($$SELECT gomoku_quick_move('XXOOX/OOXXO/XXOOX/OOXXO/XXOOX')$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move('...../...../...../...../.....', 'renju')$$);
SELECT pg_temp.error_of($$SELECT gomoku_quick_move('...../...../...../...../.....', NULL, 11)$$);
\set VERBOSITY default

-- A five of one's own comes before everything, blocking the opponent's five next, at every
-- aggression. O to move here can make five at (3, 4) or block X's five at (5, 5).
SELECT a AS aggression, (gomoku_quick_move('XO...O/.X.OOX/X.XOOX/X..X../.OO..X/X.OX.O', NULL, a)).*
FROM (VALUES (0.0), (1.0), (10.0)) AS t(a);
SELECT x, y, score > 33554432 AS tier FROM gomoku_moves('XO...O/.X.OOX/X.XOOX/X..X../.OO..X/X.OX.O')
ORDER BY score DESC LIMIT 3;
-- Only X's five to stop: the block, even at aggression 0 (pure attack).
SELECT (gomoku_quick_move('XO..../.X.OO./X.XOOX/X..X../.OO..X/X.OX.O', NULL, 0)).*;
