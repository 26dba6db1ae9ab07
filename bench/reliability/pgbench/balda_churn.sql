-- Balda dictionary changes while others read it: a word of the user dictionary pgg_bench is
-- added or removed (every change gives the dictionary a new version, so every session's cached
-- index must be rebuilt), then moves are read from it. ТОТ stays, so it never becomes empty.
\set r random(2, 7)
\set s random(2, 7)
INSERT INTO balda_word (dictionary, word) VALUES ('pgg_bench', (ARRAY['ТОТ', 'РОТ', 'ТОРТ', 'ОТ', 'ТО', 'РОТОР', 'ОРТ'])[:r]) ON CONFLICT DO NOTHING;
SELECT count(*) FROM balda_moves('Т.Т/ОРО/...', '{}', 'pgg_bench');
DELETE FROM balda_word WHERE dictionary = 'pgg_bench' AND word = (ARRAY['ТОТ', 'РОТ', 'ТОРТ', 'ОТ', 'ТО', 'РОТОР', 'ОРТ'])[:s];
