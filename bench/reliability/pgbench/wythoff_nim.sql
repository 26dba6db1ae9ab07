-- Wythoff and Nim: a winning move on bigint and 200-digit piles, a few P-positions, a Nim move.
\set a random(0, 1000000000)
\set b random(0, 1000000000)
\set p random(0, 1000)
\set h random(1, 100)
SELECT * FROM wythoff_move(:a::bigint, :b::bigint);
SELECT count(*) FROM wythoff_moves(10::numeric ^ 200 + :a, 10::numeric ^ 200 + :b);
SELECT count(*) FROM wythoff_positions(:p);
SELECT * FROM nim_moves(ARRAY[:h, :h + 7, 2 * :h + 1]::bigint[]);
