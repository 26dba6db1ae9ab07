-- Nim by Bouton's theorem: the player to move loses exactly when the XOR of the heaps is zero.
SELECT * FROM nim_move('{3, 4, 5}');
SELECT * FROM nim_moves('{3, 4, 5}');
SELECT * FROM nim_moves('{1, 2, 3}');
-- Lost positions, including no heaps and empty heaps: no winning move.
SELECT nim_move('{1, 2, 3}') IS NULL AS lost_123, nim_move('{}') IS NULL AS lost_empty,
       nim_move('{0, 0}') IS NULL AS lost_zeros;
SELECT * FROM nim_move(ARRAY[9223372036854775807, 1]);
-- Brute force over every position of three heaps below 8, without the XOR rule: a position
-- is lost exactly when no move reaches a lost position (nim_move NULL marks lost positions),
-- and nim_moves lists exactly the moves to lost positions, nim_move being the first of them.
WITH positions AS (
    SELECT ARRAY[x, y, z]::bigint[] AS heaps, nim_move(ARRAY[x, y, z]::bigint[]) IS NULL AS lost
    FROM generate_series(0, 7) x, generate_series(0, 7) y, generate_series(0, 7) z
), moves AS (
    SELECT p.heaps, i AS heap, q.heaps[i] AS new_size, q.lost AS to_lost
    FROM positions p, generate_series(1, 3) i, positions q
    WHERE q.heaps[i] < p.heaps[i]
      AND (SELECT bool_and(q.heaps[j] = p.heaps[j]) FROM generate_series(1, 3) j WHERE j <> i)
), expected AS (
    SELECT heaps, heap, new_size FROM moves WHERE to_lost
), found AS (
    SELECT heaps, m.heap, m.new_size FROM positions, nim_moves(heaps) m
)
SELECT (SELECT count(*) FROM positions) AS positions,
       (SELECT count(*) FILTER (WHERE lost) FROM positions) AS lost,
       (SELECT count(*) FROM positions p
        WHERE p.lost = EXISTS (SELECT 1 FROM moves m WHERE m.heaps = p.heaps AND m.to_lost))
           AS violations,
       (SELECT count(*) FROM expected) AS winning_moves,
       (SELECT count(*) FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM found) x) AS missing,
       (SELECT count(*) FROM (SELECT * FROM found EXCEPT ALL SELECT * FROM expected) x) AS extra,
       (SELECT count(*) FROM positions p
        WHERE nim_move(p.heaps) IS DISTINCT FROM
              (SELECT (m.heap, m.new_size) FROM nim_moves(p.heaps) m LIMIT 1)) AS first_differs;
\set VERBOSITY terse
SELECT nim_move('{3, -1}');
SELECT nim_move('{3, NULL}');
SELECT nim_move(NULL);
SELECT nim_move('{{1, 2}, {3, 4}}');
SELECT * FROM nim_moves('{-5}');
-- The same errors with their SQLSTATEs.
\set VERBOSITY sqlstate
SELECT nim_move('{3, -1}');
SELECT nim_move('{3, NULL}');
SELECT nim_move(NULL);
SELECT nim_move('{{1, 2}, {3, 4}}');
SELECT * FROM nim_moves('{-5}');
\set VERBOSITY default
SELECT nim_move('{3, -1}');

-- Misere play (whoever takes the last object loses).
SELECT * FROM nim_move('{1, 1, 5}', misere => true);     -- leave three single objects
SELECT * FROM nim_move('{1, 5}', true);                   -- leave one
SELECT * FROM nim_move('{3, 4, 5}', true);                -- as in normal play
SELECT * FROM nim_moves('{1, 1, 0, 1, 1}', true);
SELECT nim_move('{1}', true) IS NULL AS lost_1, nim_move('{1, 1, 1}', true) IS NULL AS lost_111,
       nim_move('{2, 2}', true) IS NULL AS lost_22, nim_move('{}', true) IS NULL AS over,
       nim_move('{3, 4, 5}', false) = nim_move('{3, 4, 5}') AS false_is_normal;
-- Brute force over every position of three heaps below 6: the player to move has won when no
-- object is left; otherwise wins exactly when some move reaches a position where the opponent
-- does not; nim_moves lists exactly those moves.
WITH positions AS (
    SELECT ARRAY[x, y, z]::bigint[] AS heaps,
           (x + y + z = 0 OR nim_move(ARRAY[x, y, z]::bigint[], true) IS NOT NULL) AS wins
    FROM generate_series(0, 5) x, generate_series(0, 5) y, generate_series(0, 5) z
), moves AS (
    SELECT p.heaps, i AS heap, q.heaps[i] AS new_size, NOT q.wins AS to_lost
    FROM positions p, generate_series(1, 3) i, positions q
    WHERE q.heaps[i] < p.heaps[i]
      AND (SELECT bool_and(q.heaps[j] = p.heaps[j]) FROM generate_series(1, 3) j WHERE j <> i)
), expected AS (
    SELECT heaps, heap, new_size FROM moves WHERE to_lost
), found AS (
    SELECT heaps, m.heap, m.new_size FROM positions, nim_moves(heaps, true) m
)
SELECT (SELECT count(*) FROM positions) AS positions,
       (SELECT count(*) FILTER (WHERE NOT wins) FROM positions) AS lost,
       (SELECT count(*) FROM positions p
        WHERE p.heaps <> '{0,0,0}'
          AND p.wins <> EXISTS (SELECT 1 FROM moves m WHERE m.heaps = p.heaps AND m.to_lost))
           AS violations,
       (SELECT count(*) FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM found) x) AS missing,
       (SELECT count(*) FROM (SELECT * FROM found EXCEPT ALL SELECT * FROM expected) x) AS extra;
\set VERBOSITY sqlstate
SELECT nim_move('{3, 4}', NULL);
SELECT nim_move('{3, -4}', true);
SELECT * FROM nim_moves('{3}', NULL);
\set VERBOSITY default
