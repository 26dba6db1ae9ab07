-- The Gomoku board text format: reading, coordinates, side to move, rendering, bad texts.
-- Errors are shown as "SQLSTATE: message" by a helper that runs a statement and catches them.
CREATE FUNCTION pg_temp.error_of(statement text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE statement;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;

-- Rows separated by '/' or newlines; gomoku_board() rewrites a text in canonical form.
SELECT gomoku_board('...../..X../...../....O/.....', false);
SELECT gomoku_board(E'.....\n..X..\n.....\n....O\n.....\n', false) AS same_board;
SELECT gomoku_board('x_o__/_x___/_____/_____/_____', false) AS lower_case_and_underscores;

-- With coordinates (the default): column letters and row numbers, read back unchanged.
SELECT gomoku_board('...../..X../...../....O/.....');
SELECT gomoku_board(gomoku_board('...../..X../...../....O/.....'), false) AS read_back;

-- The psql rendering of a board (frame, row numbers, '+' continuation marks) is accepted.
SELECT gomoku_board(E'   A B C D E+\n 1 . . . . .+\n 2 . . X . .+\n 3 . . O . .+\n 4 . . . . .+\n 5 . . . . .', false)
    AS from_psql;
SELECT gomoku_board(E' | 1 2 3 4 5 |\n1| . . . . . |1\n2| . X . . . |2\n3| . . . . . |3\n4| . . . . . |4\n5| . . . . . |5', false)
    AS numeric_header;
-- A first row of stones only is a board row, not a header.
SELECT gomoku_board(E'XOXOX\nOXOXO\n.....\n.....\n.....', false) AS stones_in_first_row;

-- Side to move follows the counts: equal counts X to move, one X more O to move.
SELECT gomoku_winner('XXXX./OOOO./...../...../.....') IS NULL AS nobody_won_yet;
SELECT * FROM gomoku_best_move('XXXX./OOOO./...../...../.....');  -- X to move: wins at (5, 1)
SELECT * FROM gomoku_best_move('XXXX./OOO../...../...../.....');  -- O to move: blocks (5, 1)

-- Board sizes from 5 to 32; a 32x32 round trip.
SELECT length(gomoku_board(repeat(repeat('.', 32) || '/', 32), false)) AS chars_32x32;
SELECT gomoku_board(gomoku_board(repeat(repeat('.', 32) || '/', 31) || repeat('.', 31) || 'X'), false)
     = repeat(repeat('.', 32) || E'\n', 31) || repeat('.', 31) || 'X' AS round_trip_32x32;

-- Bad texts: 22P02 unreadable, 22023 unsupported size, 22000 impossible counts, 22004 null.
SELECT pg_temp.error_of($$SELECT gomoku_board('', false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_board(' / ', false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_board('...../..#../...../...../.....', false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_board('...../..../...../...../.....', false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_board('...../...../...../.....', false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_board('..../..../..../....', false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_board(repeat(repeat('.', 33) || '/', 33), false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_board('XX.../...../...../...../.....', false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_board('O..../...../...../...../.....', false)$$);
SELECT pg_temp.error_of($$SELECT gomoku_best_move(NULL::text)$$);
SELECT gomoku_board(NULL::text) IS NULL AS strict_null;
-- The full message of one error: detail and hint say how to fix the text.
SELECT gomoku_board('...../..#../...../...../.....', false);
