-- Faulty player for the referee's tests: a syntax error.
SELEC x, y FROM field;
