-- Balda boards and self-play.
-- Errors show their message, detail and hint, then the SQLSTATE.
\set SHOW_CONTEXT never

SELECT balda_new_board('балда');
SELECT balda_new_board('кот', 5);
SELECT balda_new_board('ёж', 3);
SELECT balda_new_board('балда', 4);      -- longer than the side
\echo :LAST_ERROR_SQLSTATE
SELECT balda_new_board('ab');            -- 2x2
\echo :LAST_ERROR_SQLSTATE
SELECT balda_new_board('кот', 16);
\echo :LAST_ERROR_SQLSTATE
SELECT balda_new_board('кот', 0);
\echo :LAST_ERROR_SQLSTATE
SELECT balda_new_board('к.т');
\echo :LAST_ERROR_SQLSTATE
SELECT balda_new_board(NULL);
\echo :LAST_ERROR_SQLSTATE

-- A whole 5x5 game with the Russian dictionary: deterministic, legal, scored, ends properly.
CREATE TEMP TABLE game AS SELECT * FROM balda_play('балда');
SELECT turn, player, "row", col, letter, word, score, score_1, score_2 FROM game ORDER BY turn;
SELECT board FROM game ORDER BY turn DESC LIMIT 1;
-- Same game again (no randomness without a seed).
SELECT count(*) AS differing FROM (
    (SELECT * FROM game EXCEPT SELECT * FROM balda_play('балда'))
    UNION ALL
    (SELECT * FROM balda_play('балда') EXCEPT SELECT * FROM game)) d;
-- Every move was legal on the board before it, with the words used so far.
SELECT count(*) AS illegal FROM game g
 WHERE NOT EXISTS (
     SELECT 1 FROM balda_moves(
         coalesce((SELECT p.board FROM game p WHERE p.turn = g.turn - 1), balda_new_board('балда')),
         ARRAY['БАЛДА'] || coalesce((SELECT array_agg(p.word) FROM game p WHERE p.turn < g.turn), '{}'))
       m WHERE m."row" = g."row" AND m.col = g.col AND m.letter = g.letter AND m.word = g.word);
-- No word twice, the start word never, scores are word lengths.
SELECT count(*) - count(DISTINCT word) AS repeated, count(*) FILTER (WHERE word = 'БАЛДА') AS start,
       sum(score) FILTER (WHERE player = 1) = max(score_1) AS score_1_ok,
       sum(score) FILTER (WHERE player = 2) = max(score_2) AS score_2_ok,
       bool_and(score = char_length(word)) AS lengths
  FROM game;
-- The game ended: the board is full, or no move is left.
SELECT position('.' IN board) = 0 OR NOT EXISTS (
           SELECT 1 FROM balda_moves(board, ARRAY['БАЛДА'] || (SELECT array_agg(word) FROM game)))
       AS over
  FROM game ORDER BY turn DESC LIMIT 1;

-- The start word counts as used: КОТ can be formed on the board, but is never played.
INSERT INTO balda_dictionary (name) VALUES ('cats');
INSERT INTO balda_word (dictionary, word) VALUES ('cats', 'КОТ'), ('cats', 'КОТЫ'), ('cats', 'ТОК');
SELECT "row", col, letter, word FROM balda_moves(balda_new_board('кот'), '{}', 'cats')
 WHERE word = 'КОТ' ORDER BY "row", col;
SELECT turn, player, "row", col, letter, word, score, score_1, score_2, board
  FROM balda_play('кот', NULL, 'cats');

-- Variants and options.
SELECT count(*) > 0 AS played, max(turn) <= 3 AS limited
  FROM balda_play('балда', max_turns => 3);
SELECT turn, word, score FROM balda_play('кот', 3, 'cats', diagonal => true);
SELECT max(turn) AS turns, max(score_1) AS score_1, max(score_2) AS score_2
  FROM balda_play('балда', strategy => 'lookahead');
SELECT count(*) AS turns FROM balda_play('библиотека');
-- Seeded games are reproducible.
SELECT (SELECT string_agg(word, ' ' ORDER BY turn) FROM balda_play('балда', seed => 7)) =
       (SELECT string_agg(word, ' ' ORDER BY turn) FROM balda_play('балда', seed => 7))
       AS reproducible;

-- Bad input.
SELECT * FROM balda_play('балда', 4);
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_play('балда', NULL, 'nope');
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_play('балда', strategy => 'best');
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_play('балда', max_turns => -1);
\echo :LAST_ERROR_SQLSTATE
SELECT * FROM balda_play('бал да');
\echo :LAST_ERROR_SQLSTATE

-- A long search is cancelled by statement_timeout and the session stays usable. A thousand
-- look-ahead games (seconds each) cannot end by themselves before the timeout on any machine.
SET statement_timeout = '200ms';
SELECT count(*) FROM generate_series(1, 1000) AS g,
     LATERAL balda_play('авиаконструктор', size => 15, strategy => 'lookahead', seed => g);
\echo :LAST_ERROR_SQLSTATE
RESET statement_timeout;
SELECT count(*) AS after_cancel FROM balda_moves(balda_new_board('балда'), '{БАЛДА}');
