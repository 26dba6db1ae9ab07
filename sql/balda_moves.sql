-- Balda move generation: hand-checked small dictionaries, the Russian dictionary, bad input.
-- Errors show their message, detail and hint, then the SQLSTATE.
\set SHOW_CONTEXT never

-- A small dictionary whose moves are known by hand. Board (rows 1-3):
--   Т . Т
--   О Р О
--   . . .
-- ТОТ: О into (1,2) (middle letter), Т into (3,1) or (3,3) (last letter).
-- РОТ: Р into (3,1)/(3,3) (first), О into (1,2) (middle), Т into (3,1)/(3,3) (last).
-- ТОРТ: Т into (1,2) or (3,2). РОТОР would need the Р cell twice: never.
INSERT INTO balda_dictionary (name, description) VALUES ('hand', 'hand-checked test words');
INSERT INTO balda_word (dictionary, word) VALUES
    ('hand', 'ТОТ'), ('hand', 'рот'), ('hand', 'ТОРТ'), ('hand', 'РОТОР');
SELECT * FROM balda_moves('Т.Т/ОРО/...', '{}', 'hand') ORDER BY word, "row", col, letter;
-- Used words are excluded (case and Ё do not matter).
SELECT * FROM balda_moves('т.т/оро/...', '{Рот}', 'hand') ORDER BY word, "row", col, letter;
-- The bot: the longest word; the first in (row, col) order without a seed.
SELECT * FROM balda_best_move('Т.Т/ОРО/...', '{}', 'hand');
-- Look-ahead: either ТОРТ leaves the other ТОРТ as a reply (value 0); any 3-letter move also
-- leaves a ТОРТ (value -1).
SELECT * FROM balda_best_move('Т.Т/ОРО/...', '{}', 'hand', 'lookahead');
-- Seeded tie-breaks are reproducible.
SELECT (SELECT row(b.*)::text FROM balda_best_move('Т.Т/ОРО/...', '{}', 'hand', seed => 42) b) =
       (SELECT row(b.*)::text FROM balda_best_move('Т.Т/ОРО/...', '{}', 'hand', seed => 42) b)
       AS reproducible;

-- The king variant: diagonal neighbours are adjacent.
INSERT INTO balda_dictionary (name) VALUES ('abv');
INSERT INTO balda_word (dictionary, word) VALUES ('abv', 'АБВ');
SELECT count(*) AS orthogonal FROM balda_moves('А../.Б./...', '{}', 'abv');
SELECT "row", col, letter, word, path FROM balda_moves('А../.Б./...', '{}', 'abv', true)
 ORDER BY "row", col;

-- The Russian dictionary: the first moves from БАЛДА.
SELECT count(*) AS moves, count(DISTINCT word) AS words, max(score) AS longest
  FROM balda_moves(balda_new_board('балда'), '{БАЛДА}');
-- Every word is a dictionary word, and each (cell, letter, word) appears once.
SELECT count(*) FILTER (WHERE w.word IS NULL) AS not_in_dictionary,
       count(*) - count(DISTINCT ("row", col, m.letter, m.word)) AS duplicates
  FROM balda_moves(balda_new_board('балда'), '{БАЛДА}') m
  LEFT JOIN balda_word w ON w.dictionary = 'ru' AND w.word = m.word;
-- Words with the new letter inside (neither first nor last) are found.
SELECT "row", col, letter, word, path
  FROM balda_moves('...../...../БАЛДА/..К../.....', '{БАЛДА}')
 WHERE array_position(string_to_array(path, ' '), "row" || ',' || col)
       NOT IN (1, array_length(string_to_array(path, ' '), 1))
 ORDER BY score DESC, word, "row", col LIMIT 8;

-- Bad input.
SELECT * FROM balda_moves('...../..../БАЛДА/...../.....');        -- ragged
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves('...../...../БАЛ1А/...../.....');        -- unknown character
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves('БАЛ/ДАБ/АЛД');                          -- no empty cell
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves('.../.../...');                          -- no letter
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves('АБ/..');                                -- too small
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves(repeat('.', 16) || repeat('/' || repeat('.', 16), 15));  -- too large
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves('...../...../БАЛДА', '{}');              -- not square
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves('Т.Т/ОРО/...', '{}', 'nope');            -- unknown dictionary
\echo :LAST_ERROR_SQLSTATE
INSERT INTO balda_dictionary (name) VALUES ('empty');
SELECT * FROM balda_moves('Т.Т/ОРО/...', '{}', 'empty');           -- empty dictionary
\echo :LAST_ERROR_SQLSTATE
INSERT INTO balda_word (dictionary, word) VALUES ('empty', 'a-b'), ('empty', 'x');
SELECT * FROM balda_moves('Т.Т/ОРО/...', '{}', 'empty');           -- no usable word
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves('Т.Т/ОРО/...', ARRAY['ТОТ', NULL], 'hand');
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_moves('Т.Т/ОРО/...', '{{ТОТ},{РОТ}}', 'hand');
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_best_move('Т.Т/ОРО/...', '{}', 'hand', 'greedy');
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_best_move(NULL, '{}', 'hand');
\echo :LAST_ERROR_SQLSTATE
-- STRICT: a NULL board is no moves.
SELECT count(*) FROM balda_moves(NULL);
