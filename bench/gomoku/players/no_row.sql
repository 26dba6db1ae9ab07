-- Faulty player for the referee's tests: no row.
SELECT x, y FROM field WHERE false;
