-- Balda dictionaries: the built-in Russian list, users' dictionaries, the index cache.
-- Errors show their message, detail and hint, then the SQLSTATE.
\set SHOW_CONTEXT never

SELECT name, description FROM balda_dictionary ORDER BY name;
SELECT count(*) AS ru_words, min(char_length(word)) AS shortest,
       bool_and(word ~ '^[А-Я]+$') AS letters_only, count(*) FILTER (WHERE builtin) AS builtin
  FROM balda_word WHERE dictionary = 'ru';
-- Common nouns are in; proper names, places and non-nominative forms are not.
SELECT w, EXISTS (SELECT 1 FROM balda_word WHERE dictionary = 'ru' AND word = w) AS present
  FROM unnest(ARRAY['БАЛДА', 'СЛОВО', 'ЕЖ', 'КОШКА', 'ИВАН', 'МОСКВА', 'ПУШКИН', 'КОШКИ', 'СЛОВА'])
       AS w;
SELECT rows, words, skipped, letters, trie_nodes > words AS trie FROM balda_dictionary_stats('ru');

-- A user's dictionary; the index follows every change, including rollbacks.
INSERT INTO balda_dictionary (name) VALUES ('mine');
INSERT INTO balda_word (dictionary, word) VALUES ('mine', 'КОТ');
SELECT word, "row", col FROM balda_moves('.../КО./...', '{}', 'mine') ORDER BY "row", col, word;
INSERT INTO balda_word (dictionary, word) VALUES ('mine', 'ТОК');
SELECT word, "row", col FROM balda_moves('.../КО./...', '{}', 'mine') ORDER BY "row", col, word;
BEGIN;
DELETE FROM balda_word WHERE dictionary = 'mine' AND word = 'КОТ';
SELECT word, "row", col FROM balda_moves('.../КО./...', '{}', 'mine') ORDER BY "row", col, word;
ROLLBACK;
SELECT count(*) AS after_rollback FROM balda_moves('.../КО./...', '{}', 'mine');
UPDATE balda_word SET word = 'СОК' WHERE dictionary = 'mine' AND word = 'ТОК';
SELECT DISTINCT word FROM balda_moves('.../КО./...', '{}', 'mine') ORDER BY word;
BEGIN;
TRUNCATE balda_word;
SELECT * FROM balda_moves('.../КО./...', '{}', 'mine');
\echo :LAST_ERROR_SQLSTATE
ROLLBACK;
DELETE FROM balda_word WHERE dictionary = 'mine';
SELECT * FROM balda_moves('.../КО./...', '{}', 'mine');
\echo :LAST_ERROR_SQLSTATE
SELECT rows, words FROM balda_dictionary_stats('mine');
INSERT INTO balda_word (dictionary, word) VALUES ('mine', 'ОКО');
SELECT word, "row", col FROM balda_moves('.../КО./...', '{}', 'mine') ORDER BY "row", col, word;
SELECT * FROM balda_dictionary_stats('nope');
\echo :LAST_ERROR_SQLSTATE
DELETE FROM balda_dictionary WHERE name = 'mine';
SELECT count(*) FROM balda_word WHERE dictionary = 'mine';
SELECT * FROM balda_moves('.../КО./...', '{}', 'mine');
\echo :LAST_ERROR_SQLSTATE

-- An English dictionary from Debian's wamerican list.
CREATE TEMP TABLE american (w text);
COPY american FROM '/usr/share/dict/american-english';
INSERT INTO balda_dictionary (name, description) VALUES ('en', 'wamerican');
INSERT INTO balda_word (dictionary, word)
    SELECT DISTINCT 'en', upper(w) FROM american WHERE w ~ '^[a-z]+$';
SELECT words, letters FROM balda_dictionary_stats('en');
SELECT "row", col, letter, word, path FROM balda_best_move(balda_new_board('house'), '{HOUSE}', 'en');
SELECT count(*) > 10 AS long_game, bool_and(w.word IS NOT NULL) AS all_words
  FROM balda_play('house', NULL, 'en') g
  LEFT JOIN balda_word w ON w.dictionary = 'en' AND w.word = g.word;

-- Too many letters for one dictionary.
INSERT INTO balda_dictionary (name) VALUES ('wide');
INSERT INTO balda_word (dictionary, word)
    SELECT 'wide', chr(x) || chr(x) FROM generate_series(19968, 20067) x;
SELECT * FROM balda_moves('.../КО./...', '{}', 'wide');
\echo :LAST_ERROR_SQLSTATE
