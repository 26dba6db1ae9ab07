
-- ================ Balda: the Russian word game ================

-- A new 5x5 board, and the longest first moves (the new letter can be anywhere in the word).
SELECT balda_new_board('балда');
SELECT "row", col, letter, word, path, score
  FROM balda_moves(balda_new_board('балда'), '{БАЛДА}') ORDER BY score DESC, word LIMIT 5;
-- The bot, greedy and with one reply of look-ahead.
SELECT * FROM balda_best_move('...П./.ФОРП/БАЛДА/АЗШ../.....',
                              '{БАЛДА,ФАЛДА,ПАДЛА,ПАДЛО,ДРОФА,ПРОЛАЗ,ПРОЛАЗА,ПРОФАЗА,ШЛАФОР}');
SELECT * FROM balda_best_move('...П./.ФОРП/БАЛДА/АЗШ../.....',
                              '{БАЛДА,ФАЛДА,ПАДЛА,ПАДЛО,ДРОФА,ПРОЛАЗ,ПРОЛАЗА,ПРОФАЗА,ШЛАФОР}',
                              strategy => 'lookahead');
-- A whole self-played game.
SELECT turn, player, word, score, score_1, score_2, board FROM balda_play('балда');
-- Your own dictionary, with plain SQL.
INSERT INTO balda_dictionary (name, description) VALUES ('demo', 'a few English words');
INSERT INTO balda_word (dictionary, word) VALUES ('demo', 'CAT'), ('demo', 'CART'), ('demo', 'ACT');
SELECT "row", col, letter, word, path FROM balda_moves('.../CA./...', '{}', 'demo');
DELETE FROM balda_dictionary WHERE name = 'demo';
