
-- ================ Wythoff's game and Nim ================
-- Wythoff: two piles; take any number from one pile, or the same number from both.
-- The player who takes the last object wins. The losing positions (P-positions) are
-- (floor(n*phi), floor(n*phi^2)): the first ones, streamed one row at a time:
SELECT * FROM wythoff_positions() LIMIT 8;
-- From (12, 6), the winning move takes 2 from the first pile, leaving (10, 6):
SELECT * FROM wythoff_move(12, 6);
SELECT wythoff_is_losing(10, 6) AS "(10, 6) is lost for the player to move";
-- Equal piles have three winning moves:
SELECT * FROM wythoff_moves(5, 5);
-- Exact at any size: a 300-digit position and the move that wins it:
SELECT length(take_a::text) AS digits, take_a = take_b AS from_both,
       wythoff_is_losing(10::numeric ^ 299 - take_a, 10::numeric ^ 299 + 7 - take_b) AS leaves_a_lost_position
FROM wythoff_move(10::numeric ^ 299, 10::numeric ^ 299 + 7);
-- The last P-position that fits in bigint:
SELECT wythoff_is_losing(5700357409661599242, 9223372036854775807);

-- Nim (Bouton): take from one heap; a position is lost when the XOR of the heaps is 0.
SELECT * FROM nim_move('{3, 4, 5}');
SELECT nim_move('{1, 2, 3}') IS NULL AS "{1,2,3} is lost";
