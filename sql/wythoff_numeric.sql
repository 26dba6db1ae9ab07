-- Wythoff's game on numeric piles: exact for whole numbers of up to 1000 digits.
SELECT * FROM wythoff_move(12::numeric, 6::numeric);
SELECT * FROM wythoff_move(12.000, 6);
SELECT wythoff_is_losing(10::numeric, 6::numeric), wythoff_is_losing(11::numeric, 6::numeric);
SELECT * FROM wythoff_moves(5::numeric, 5::numeric);
SELECT wythoff_move(3::numeric, 5::numeric) IS NULL AS no_winning_move;
-- The numeric and bigint paths agree over a grid of positions.
SELECT count(*) AS positions,
       count(*) FILTER (WHERE wythoff_is_losing(a, b) <> wythoff_is_losing(a::numeric, b::numeric))
           AS losing_differs,
       count(*) FILTER (WHERE (wythoff_move(a, b)).take_a
                              IS DISTINCT FROM (wythoff_move(a::numeric, b::numeric)).take_a::bigint
                           OR (wythoff_move(a, b)).take_b
                              IS DISTINCT FROM (wythoff_move(a::numeric, b::numeric)).take_b::bigint)
           AS move_differs
FROM generate_series(0, 40) a, generate_series(0, 40) b;
-- ... and at the top of the bigint range, where the bigint path uses 128-bit fixed point.
SELECT wythoff_is_losing(5700357409661599242::numeric, 9223372036854775807::numeric);
SELECT * FROM wythoff_move(9223372036854775807::numeric, 9223372036854775807::numeric);
SELECT * FROM wythoff_move(9223372036854775807, 9223372036854775807);
-- Beyond bigint: the 100th Fibonacci number F = 354224848179261915075 gives a P-position
-- (F_101 - 1, F_101 - 1 + F_100) = (573147844013817084100, 927372692193078999175), since
-- floor(phi F_k) = F_{k+1} - 1 for even k.
SELECT wythoff_is_losing(573147844013817084100::numeric, 927372692193078999175::numeric);
SELECT * FROM wythoff_move(573147844013817084101::numeric, 927372692193078999175::numeric);
SELECT * FROM wythoff_move(573147844013817084100::numeric, 927372692193078999176::numeric);
-- A 300-digit position (10^299, 10^299 + 7): every winning move reaches a P-position.
SELECT length(m.take_a::text) AS digits_a, length(m.take_b::text) AS digits_b,
       wythoff_is_losing(10::numeric ^ 299 - m.take_a, 10::numeric ^ 299 + 7 - m.take_b) AS reaches_p
FROM wythoff_moves(10::numeric ^ 299, 10::numeric ^ 299 + 7) m;
-- Bad input.
\set VERBOSITY terse
SELECT wythoff_move(12.5, 6);
SELECT wythoff_move(-3::numeric, 6::numeric);
SELECT wythoff_is_losing('NaN'::numeric, 1::numeric);
SELECT wythoff_is_losing(1::numeric, 'Infinity'::numeric);
SELECT * FROM wythoff_moves(10::numeric ^ 1000, 1::numeric);
SELECT wythoff_move(NULL::numeric, 1::numeric);
-- The same errors with their SQLSTATEs.
\set VERBOSITY sqlstate
SELECT wythoff_move(12.5, 6);
SELECT wythoff_move(-3::numeric, 6::numeric);
SELECT wythoff_is_losing('NaN'::numeric, 1::numeric);
SELECT wythoff_is_losing(1::numeric, 'Infinity'::numeric);
SELECT * FROM wythoff_moves(10::numeric ^ 1000, 1::numeric);
SELECT wythoff_move(NULL::numeric, 1::numeric);
\set VERBOSITY default
SELECT wythoff_move(12.5, 6);
SELECT wythoff_move(10::numeric ^ 1000, 1);
