-- Wythoff's game on bigint and integer piles: winning moves and the P-position test.
-- The example from the reference: from (12, 6) take 2 from the first pile, reaching (10, 6).
SELECT * FROM wythoff_move(12, 6);
SELECT wythoff_move(10, 6) IS NULL AS no_winning_move, wythoff_is_losing(10, 6);
-- bigint and integer arguments give the same answers.
SELECT (wythoff_move(12::bigint, 6::bigint)).*, wythoff_is_losing(6::bigint, 10::bigint);
-- The first P-positions, and their mirror images.
SELECT a, b FROM generate_series(0, 13) a, generate_series(0, 13) b
WHERE wythoff_is_losing(a, b) ORDER BY a, b;
-- Equal piles that are not (0, 0) have three winning moves, fewest objects taken first.
SELECT * FROM wythoff_moves(5, 5);
SELECT * FROM wythoff_moves(0, 0);
SELECT * FROM wythoff_moves(0, 7);
-- The definition, checked over every position up to 24 x 24: a position is lost exactly when no
-- move reaches a lost position. (Lost positions are determined uniquely by this rule.)
WITH positions AS (
    SELECT a, b, wythoff_is_losing(a, b) AS losing
    FROM generate_series(0, 24) a, generate_series(0, 24) b
), reachable AS (
    SELECT p.a, p.b, q.losing
    FROM positions p JOIN positions q
      ON (q.a < p.a AND q.b = p.b) OR (q.a = p.a AND q.b < p.b)
      OR (q.a < p.a AND p.a - q.a = p.b - q.b)
)
SELECT count(*) AS positions,
       count(*) FILTER (WHERE losing) AS lost,
       count(*) FILTER (WHERE losing = EXISTS (SELECT 1 FROM reachable r
                                               WHERE r.a = p.a AND r.b = p.b AND r.losing))
           AS violations
FROM positions p;
-- wythoff_moves lists exactly the moves to lost positions, and wythoff_move is its first row.
WITH positions AS (
    SELECT a, b FROM generate_series(0, 24) a, generate_series(0, 24) b
), expected AS (
    SELECT p.a, p.b, p.a - q.a AS take_a, p.b - q.b AS take_b
    FROM positions p JOIN positions q
      ON ((q.a < p.a AND q.b = p.b) OR (q.a = p.a AND q.b < p.b)
          OR (q.a < p.a AND p.a - q.a = p.b - q.b))
    WHERE wythoff_is_losing(q.a, q.b)
), found AS (
    SELECT p.a, p.b, m.take_a, m.take_b FROM positions p, wythoff_moves(p.a, p.b) m
)
SELECT (SELECT count(*) FROM expected) AS moves,
       (SELECT count(*) FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM found) x) AS missing,
       (SELECT count(*) FROM (SELECT * FROM found EXCEPT ALL SELECT * FROM expected) x) AS extra,
       (SELECT count(*) FROM positions p
        WHERE wythoff_move(p.a, p.b) IS DISTINCT FROM
              (SELECT (m.take_a, m.take_b) FROM wythoff_moves(p.a, p.b) m LIMIT 1)) AS first_differs;
-- The largest bigint piles: the last P-position that fits, and a move towards it.
SELECT wythoff_is_losing(5700357409661599242, 9223372036854775807) AS last_fits;
SELECT * FROM wythoff_move(5700357409661599243, 9223372036854775807);
SELECT * FROM wythoff_moves(9223372036854775807, 9223372036854775807);
-- Bad input.
\set VERBOSITY terse
SELECT wythoff_move(-1, 5);
SELECT * FROM wythoff_moves(3, -2);
SELECT wythoff_is_losing(-9223372036854775808, 0);
SELECT wythoff_move(NULL::bigint, 5);
SELECT wythoff_is_losing(4, NULL::integer);
SELECT * FROM wythoff_moves(NULL::bigint, NULL::bigint);
-- The same errors with their SQLSTATEs.
\set VERBOSITY sqlstate
SELECT wythoff_move(-1, 5);
SELECT * FROM wythoff_moves(3, -2);
SELECT wythoff_is_losing(-9223372036854775808, 0);
SELECT wythoff_move(NULL::bigint, 5);
SELECT wythoff_is_losing(4, NULL::integer);
SELECT * FROM wythoff_moves(NULL::bigint, NULL::bigint);
\set VERBOSITY default
SELECT wythoff_move(-1, 5);
