-- The pure-SQL baseline player's scoring, batched: the query of baseline_player.sql (same
-- candidates, lines, LIKE patterns, values and tie-breaks), run on every position of the table
-- bench_positions(pos, x, y, my) at once, grouped by position. Returns one row (pos, x, y) per
-- position: the move the baseline plays there. Used by eval_speed.sql to amortise the
-- per-statement overhead on the baseline's side as on the native side.
WITH
-- The board as an array of one-byte cells ("char": constant-time subscripts), row-major over a padded 29x29 grid (five cells of '#'
-- around the 19x19 board): 'X' own stone, 'O' opponent's, '.' empty.
board AS MATERIALIZED (
    SELECT ps.pos,
           array_agg(CASE WHEN gx NOT BETWEEN 1 AND 19 OR gy NOT BETWEEN 1 AND 19 THEN '#'
                          WHEN f.my THEN 'X' WHEN NOT f.my THEN 'O' ELSE '.' END
                     ORDER BY gy, gx)::"char"[] AS cells
    FROM (SELECT DISTINCT pos FROM bench_positions) ps
    CROSS JOIN generate_series(-4, 24) gy CROSS JOIN generate_series(-4, 24) gx
    LEFT JOIN bench_positions f ON f.pos = ps.pos AND f.x = gx AND f.y = gy
    GROUP BY ps.pos
),
-- Empty cells within two cells of a stone (the 5x5 square around them holds one); the centre
-- when the board is empty. `p` is a cell's index in the board array.
candidates AS MATERIALIZED (
    SELECT b.pos, x, y, p
    FROM (SELECT x, y, (y + 4) * 29 + x + 5 AS p
          FROM generate_series(1, 19) y, generate_series(1, 19) x) c, board b
    WHERE b.cells[p] = '.'
      AND array_to_string(b.cells[p - 60:p - 56] || b.cells[p - 31:p - 27] || b.cells[p - 2:p + 2]
                          || b.cells[p + 27:p + 31] || b.cells[p + 56:p + 60], '') ~ '[XO]'
    -- (an empty board is not among the benchmark's positions: no centre fallback here)
),
-- The four directions and the step between neighbouring cells along them in the board array.
directions(dir, step) AS (VALUES (1, 1), (2, 29), (3, 30), (4, -28)),
-- The 11-cell line through each candidate in each direction, the candidate in the middle ('*').
lines AS MATERIALIZED (
    SELECT c.pos, c.x, c.y, d.dir,
           b.cells[c.p - 5 * d.step]::text || b.cells[c.p - 4 * d.step]::text
           || b.cells[c.p - 3 * d.step]::text || b.cells[c.p - 2 * d.step]::text
           || b.cells[c.p - d.step]::text || '*' || b.cells[c.p + d.step]::text
           || b.cells[c.p + 2 * d.step]::text || b.cells[c.p + 3 * d.step]::text
           || b.cells[c.p + 4 * d.step]::text || b.cells[c.p + 5 * d.step]::text AS line
    FROM candidates c JOIN board b ON b.pos = c.pos, directions d
),
-- The same lines seen by each side ('X' = the side that would play the candidate).
sided AS MATERIALIZED (
    SELECT pos, x, y, dir, 'attack' AS side, replace(line, '*', 'X') AS line FROM lines
    UNION ALL
    SELECT pos, x, y, dir, 'defence', replace(translate(line, 'XO', 'OX'), '*', 'X') FROM lines
),
-- Line patterns and their class (higher is stronger):
--   7 five, 6 open four, 5 four, 4 open three, 3 closed three, 2 open two, 1 closed two.
patterns(pattern, class) AS (VALUES
    ('XXXXX', 7),
    ('.XXXX.', 6),
    ('XXXX.', 5), ('.XXXX', 5), ('XXX.X', 5), ('X.XXX', 5), ('XX.XX', 5),
    ('.XXX..', 4), ('..XXX.', 4), ('.XX.X.', 4), ('.X.XX.', 4),
    ('XXX..', 3), ('..XXX', 3), ('.XXX.', 3), ('XX.X.', 3), ('.X.XX', 3), ('X.XX.', 3),
    ('.XX.X', 3), ('XX..X', 3), ('X..XX', 3), ('X.X.X', 3),
    ('..XX..', 2), ('.XX...', 2), ('...XX.', 2), ('.X.X..', 2), ('..X.X.', 2), ('.X..X.', 2),
    ('XX...', 1), ('...XX', 1), ('.XX..', 1), ('..XX.', 1), ('X.X..', 1), ('..X.X', 1),
    ('.X.X.', 1), ('X..X.', 1), ('.X..X', 1), ('X...X', 1)
),
-- Each pattern anchored at every one of its stones, padded with '_' to the 11-cell line, so
-- that a match always covers the candidate (the line's 6th character); one array per class.
masks AS MATERIALIZED (
    SELECT array_agg(mask) FILTER (WHERE class = 7) AS c7,
           array_agg(mask) FILTER (WHERE class = 6) AS c6,
           array_agg(mask) FILTER (WHERE class = 5) AS c5,
           array_agg(mask) FILTER (WHERE class = 4) AS c4,
           array_agg(mask) FILTER (WHERE class = 3) AS c3,
           array_agg(mask) FILTER (WHERE class = 2) AS c2,
           array_agg(mask) FILTER (WHERE class = 1) AS c1
    FROM (SELECT repeat('_', 6 - k) || p.pattern || repeat('_', 5 + k - length(p.pattern)) AS mask,
                 p.class
          FROM patterns p, generate_series(1, 6) k
          WHERE k <= length(p.pattern) AND substr(p.pattern, k, 1) = 'X') anchored
),
-- The class of each line for each side: its best pattern, strongest first (0 when none
-- matches; every pattern has two stones or more, so lines with fewer are skipped).
classes AS MATERIALIZED (
    SELECT s.pos, s.x, s.y, s.dir, s.side,
           CASE WHEN length(s.line) - length(replace(s.line, 'X', '')) < 2 THEN 0
                WHEN s.line LIKE ANY (m.c7) THEN 7
                WHEN s.line LIKE ANY (m.c6) THEN 6
                WHEN s.line LIKE ANY (m.c5) THEN 5
                WHEN s.line LIKE ANY (m.c4) THEN 4
                WHEN s.line LIKE ANY (m.c3) THEN 3
                WHEN s.line LIKE ANY (m.c2) THEN 2
                WHEN s.line LIKE ANY (m.c1) THEN 1
                ELSE 0 END AS class
    FROM sided s, masks m
),
-- Per cell and side: the counts of strong lines and the sum of per-line values.
tallies AS (
    SELECT pos, x, y, side,
           count(*) FILTER (WHERE class = 7) AS fives,
           count(*) FILTER (WHERE class = 6) AS open_fours,
           count(*) FILTER (WHERE class = 5) AS fours,
           count(*) FILTER (WHERE class = 4) AS open_threes,
           sum(CASE class WHEN 6 THEN 20000 WHEN 5 THEN 6000 WHEN 4 THEN 5000 WHEN 3 THEN 500
                          WHEN 2 THEN 400 WHEN 1 THEN 50 ELSE 0 END) AS plain
    FROM classes
    GROUP BY pos, x, y, side
),
-- One value per side: the decisive combinations first, then the plain sum.
sides AS (
    SELECT pos, x, y, side,
           CASE WHEN fives > 0 THEN 7
                WHEN open_fours > 0 OR fours >= 2 THEN 6
                WHEN fours > 0 AND open_threes > 0 THEN 5
                WHEN open_threes >= 2 THEN 4
                ELSE 0 END AS combo,
           plain
    FROM tallies
),
-- Both sides' values of a cell side by side. (The single-position query joins `sides` to
-- itself; over many positions the planner runs that join as a nested loop over the whole CTE,
-- quadratic in the number of candidates, so here the two rows of a cell are pivoted by a
-- GROUP BY instead: every cell has exactly one row per side, so the values are the same.)
scored AS (
    SELECT pos, x, y,
           GREATEST(
               CASE max(combo) FILTER (WHERE side = 'attack')
                   WHEN 7 THEN 100000000 WHEN 6 THEN 10000000 WHEN 5 THEN 4000000
                   WHEN 4 THEN 800000 ELSE 0 END,
               CASE max(combo) FILTER (WHERE side = 'defence')
                   WHEN 7 THEN 50000000 WHEN 6 THEN 2000000 WHEN 5 THEN 1500000
                   WHEN 4 THEN 400000 ELSE 0 END)
           + sum(plain) FILTER (WHERE side = 'attack')
           + 0.8 * sum(plain) FILTER (WHERE side = 'defence')
           - (abs(x - 10) + abs(y - 10)) AS value
    FROM sides
    GROUP BY pos, x, y
    HAVING count(*) FILTER (WHERE side = 'attack') = 1
       AND count(*) FILTER (WHERE side = 'defence') = 1
)
SELECT DISTINCT ON (pos) pos, x, y FROM scored ORDER BY pos, value DESC, y, x;
