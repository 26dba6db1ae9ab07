-- m,n,k games: the value of a small empty board (3x3 to 4x4, k = 3), solved without a node limit.
\set m random(3, 4)
\set n random(3, 4)
SELECT mnk_value(:m, :n, 3);
