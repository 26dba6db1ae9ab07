-- Wythoff Grundy values and sums of Wythoff games.

-- The first values: row 0 is the pile itself, row 1 swaps pairs (1 2 0 4 5 3 ...).
SELECT a, array_agg(wythoff_grundy(a, b) ORDER BY b) AS values_for_b_0_to_9
FROM generate_series(0, 4) a, generate_series(0, 9) b GROUP BY a ORDER BY a;
SELECT wythoff_grundy(10, 20), wythoff_grundy(20, 10), wythoff_grundy(0, 1000),
       wythoff_grundy(100, 1000), wythoff_grundy(1000, 1000);

-- The definition, checked over a 16 x 16 table: each value is the least number that no
-- position one move away has (a brute-force minimal excludant in SQL).
WITH g AS (
    SELECT a, b, wythoff_grundy(a, b) AS v FROM generate_series(0, 15) a, generate_series(0, 15) b
), options AS (
    SELECT p.a, p.b, q.v FROM g p JOIN g q
      ON (q.b = p.b AND q.a < p.a) OR (q.a = p.a AND q.b < p.b)
         OR (q.a < p.a AND p.a - q.a = p.b - q.b)
)
SELECT count(*) AS positions,
       count(*) FILTER (WHERE v <> (SELECT min(n) FROM generate_series(0, 64) n
                                    WHERE n NOT IN (SELECT o.v FROM options o
                                                    WHERE o.a = g.a AND o.b = g.b)))
           AS violations
FROM g;

-- Zero exactly on the P-positions.
SELECT count(*) FILTER (WHERE (wythoff_grundy(a, b) = 0) <> wythoff_is_losing(a, b)) AS differ
FROM generate_series(0, 60) a, generate_series(0, 60) b;

-- Sums: a winning move exists exactly when the Grundy values do not cancel out, and it leaves
-- values that do (every sum of two games with piles below 5).
WITH sums AS (
    SELECT ARRAY[[a1, b1], [a2, b2]]::bigint[] AS piles,
           wythoff_grundy(a1, b1) # wythoff_grundy(a2, b2) AS total
    FROM generate_series(0, 4) a1, generate_series(0, 4) b1,
         generate_series(0, 4) a2, generate_series(0, 4) b2
), moved AS (
    SELECT s.piles, s.total, m.game, m.take_a, m.take_b FROM sums s, wythoff_sum_move(s.piles) m
), after AS (
    SELECT *, CASE WHEN game = 1
                   THEN wythoff_grundy(piles[1][1] - take_a, piles[1][2] - take_b) # wythoff_grundy(piles[2][1], piles[2][2])
                   ELSE wythoff_grundy(piles[1][1], piles[1][2]) # wythoff_grundy(piles[2][1] - take_a, piles[2][2] - take_b)
              END AS total_after
    FROM moved WHERE game IS NOT NULL
)
SELECT (SELECT count(*) FROM sums) AS sums,
       (SELECT count(*) FROM moved WHERE (game IS NULL) <> (total = 0)) AS wrong_verdicts,
       (SELECT count(*) FROM after) AS winning,
       (SELECT count(*) FROM after
        WHERE total_after <> 0 OR take_a < 0 OR take_b < 0 OR take_a + take_b = 0
           OR (take_a > 0 AND take_b > 0 AND take_a <> take_b)) AS bad_moves;
SELECT * FROM wythoff_sum_move('{{3, 5}, {1, 1}, {7, 2}}');
SELECT * FROM wythoff_sum_move('{{12, 6}}');               -- one game: as wythoff_move(12, 6)
SELECT * FROM wythoff_move(12, 6);
SELECT wythoff_sum_move('{{1, 2}, {3, 5}}') IS NULL AS lost, wythoff_sum_move('{}') IS NULL AS no_games;

-- Bad input.
\set VERBOSITY sqlstate
SELECT wythoff_grundy(-1, 3);
SELECT wythoff_grundy(100000, 100000);
SELECT wythoff_grundy(NULL, 3);
SELECT wythoff_sum_move(NULL);
SELECT wythoff_sum_move('{1, 2}');
SELECT wythoff_sum_move('{{1, 2, 3}}');
SELECT wythoff_sum_move('{{1, NULL}}');
SELECT wythoff_sum_move('{{1, 2}, {-3, 4}}');
\set VERBOSITY default
SELECT wythoff_grundy(100000, 100000);
SELECT wythoff_sum_move('{{1, 2, 3}}');

-- A large computation stops at statement_timeout and the session stays usable.
\set VERBOSITY sqlstate
SET statement_timeout = '200ms';
SELECT wythoff_grundy(5000, 5000);
RESET statement_timeout;
\set VERBOSITY default
SELECT wythoff_grundy(3, 5) AS after_cancel;
