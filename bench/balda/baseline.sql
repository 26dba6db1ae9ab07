-- The reference move finder: pure SQL, a recursive CTE walking outward from the new cell and
-- checking the letters read so far, and their reverse, against prefix tables (the well-known
-- approach). It finds words whose new letter is first or last, never in the middle.

DROP TABLE IF EXISTS baseline_word, baseline_prefix, baseline_rprefix;
CREATE TABLE baseline_word (w text PRIMARY KEY);
CREATE TABLE baseline_prefix (p text PRIMARY KEY);   -- every prefix of a word
CREATE TABLE baseline_rprefix (p text PRIMARY KEY);  -- every prefix of a reversed word
INSERT INTO baseline_word SELECT DISTINCT word FROM balda_word WHERE dictionary = 'ru';
INSERT INTO baseline_prefix
    SELECT DISTINCT left(w, n) FROM baseline_word, generate_series(1, char_length(w)) n;
INSERT INTO baseline_rprefix
    SELECT DISTINCT left(reverse(w), n) FROM baseline_word, generate_series(1, char_length(w)) n;
ANALYZE baseline_word, baseline_prefix, baseline_rprefix;

-- Moves of a board (rows separated by '/', '.' empty, uppercase letters), used words excluded.
CREATE OR REPLACE FUNCTION baseline_moves(board text, used text[])
RETURNS TABLE ("row" int, col int, letter text, word text)
LANGUAGE sql STABLE AS $$
WITH RECURSIVE
cells AS (
    SELECT t.r::int AS r, c AS c, substr(t.line, c, 1) AS ch
      FROM unnest(string_to_array(board, '/')) WITH ORDINALITY AS t(line, r),
           generate_series(1, char_length(t.line)) AS c),
filled AS (SELECT * FROM cells WHERE ch <> '.'),
candidates AS (
    SELECT e.r, e.c FROM cells e
     WHERE e.ch = '.'
       AND EXISTS (SELECT 1 FROM filled f WHERE abs(f.r - e.r) + abs(f.c - e.c) = 1)),
letters AS (SELECT p AS l FROM baseline_prefix WHERE char_length(p) = 1),
walk (r0, c0, l, r, c, s, visited) AS (
    SELECT cd.r, cd.c, lt.l, cd.r, cd.c, lt.l, ARRAY[cd.r * 100 + cd.c]
      FROM candidates cd, letters lt
    UNION ALL
    SELECT w.r0, w.c0, w.l, f.r, f.c, w.s || f.ch, w.visited || (f.r * 100 + f.c)
      FROM walk w
      JOIN filled f ON abs(f.r - w.r) + abs(f.c - w.c) = 1
                   AND NOT (f.r * 100 + f.c = ANY (w.visited))
     WHERE EXISTS (SELECT 1 FROM baseline_prefix WHERE p = w.s || f.ch)
        OR EXISTS (SELECT 1 FROM baseline_rprefix WHERE p = w.s || f.ch)),
found AS (
    SELECT r0, c0, l, s AS word FROM walk WHERE s IN (SELECT w FROM baseline_word)
    UNION
    SELECT r0, c0, l, reverse(s) FROM walk WHERE reverse(s) IN (SELECT w FROM baseline_word))
SELECT DISTINCT r0, c0, l, word FROM found
 WHERE char_length(word) >= 2 AND word <> ALL (used)
$$;
