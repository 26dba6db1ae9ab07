-- A random legal player: a random empty cell next to a stone (the centre on an empty board).
-- Assumes the contest's 19x19 board.
SELECT c.x, r.y
FROM generate_series(1, 19) AS c(x)
CROSS JOIN generate_series(1, 19) AS r(y)
LEFT JOIN field AS here ON here.x = c.x AND here.y = r.y
WHERE here.x IS NULL
ORDER BY (SELECT count(*) FROM field AS f
          WHERE abs(f.x - c.x) <= 1 AND abs(f.y - r.y) <= 1) = 0,
         (c.x, r.y) = (10, 10) DESC,
         random()
LIMIT 1;
