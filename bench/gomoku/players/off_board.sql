-- Faulty player for the referee's tests: answers a cell outside the board.
SELECT 0 AS x, 20 AS y;
