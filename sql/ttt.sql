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
-- The same board with '-' for empty cells and lower case.
SELECT count(*) FROM ttt_moves('xo-/-x-/--o');
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

-- Boards of one row print without '/', boards of one column one cell per row (k given: the
-- default would be the shorter side, 1). Both read back.
SELECT * FROM ttt_solve(1, 4, 2) WHERE board IN ('....', 'X...', '.X..', 'XO..', 'X.O.')
ORDER BY board;
SELECT * FROM ttt_solve(4, 1, 2) WHERE board IN ('./././.', 'X/././.', './X/./.') ORDER BY board;
SELECT * FROM ttt_moves('X.O.', 2) ORDER BY move_col;
SELECT * FROM ttt_best_move('./X/./.', 2);
SELECT * FROM ttt_best_move('.........', 3);
-- Every board ttt_solve prints, for shapes of one row, one column and more: ttt_moves lists
-- one move per empty cell (none when the game is over), each to a board of the same table
-- with the same value and plies, and ttt_best_move agrees with the table (NULL when over).
CREATE TEMP TABLE shapes AS
SELECT * FROM (VALUES (1, 1, 1), (1, 4, 2), (1, 4, 3), (1, 5, 3), (1, 9, 3), (2, 1, 1),
                      (4, 1, 2), (5, 1, 3), (9, 1, 3), (2, 2, 2), (2, 3, 2), (3, 2, 3),
                      (2, 4, 3)) AS t(m, n, k);
CREATE TEMP TABLE solved AS SELECT m, n, k, s.* FROM shapes, LATERAL ttt_solve(m, n, k) s;
ANALYZE solved;
WITH best AS (
    SELECT s.m, s.n, s.k, count(*) AS boards,
           sum(CASE WHEN s.terminal THEN 0
                    ELSE length(s.board) - length(replace(s.board, '.', '')) END) AS open_cells,
           count(*) FILTER (WHERE CASE WHEN s.terminal THEN b IS NOT NULL
                                       ELSE b.value IS DISTINCT FROM s.value
                                            OR b.plies IS DISTINCT FROM s.plies - 1 END)
               AS best_move_mismatches
    FROM solved s LEFT JOIN LATERAL ttt_best_move(s.board, s.k) b ON true
    GROUP BY s.m, s.n, s.k),
moves AS (
    SELECT s.m, s.n, s.k, count(*) AS moves,
           count(*) FILTER (WHERE t.board IS NULL OR t.value <> mv.value OR t.plies <> mv.plies)
               AS move_mismatches
    FROM solved s CROSS JOIN LATERAL ttt_moves(s.board, s.k) mv
    LEFT JOIN solved t ON (t.m, t.n, t.k, t.board) = (s.m, s.n, s.k, mv.board_after)
    GROUP BY s.m, s.n, s.k)
SELECT m, n, k, boards, open_cells, coalesce(moves, 0) AS moves,
       coalesce(move_mismatches, 0) AS move_mismatches, best_move_mismatches
FROM best LEFT JOIN moves USING (m, n, k)
ORDER BY m, n, k;

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
    ($q$SELECT * FROM ttt_moves('XO..X...O')$q$),
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
-- A square board without separators is one row, with k = 1 unless given: the hint says so.
SELECT * FROM ttt_moves('XO..X...O');
SELECT * FROM ttt_moves('XXX/OOO/X..');
-- A NULL board gives NULL (the functions are strict).
SELECT ttt_best_move(NULL) IS NULL AS is_null;
