-- Faulty player for the referee's tests: answers a cell that already holds a stone (the centre
-- on an empty board, which is legal once).
(SELECT x, y FROM field ORDER BY x, y LIMIT 1)
UNION ALL
SELECT 10, 10
LIMIT 1;
