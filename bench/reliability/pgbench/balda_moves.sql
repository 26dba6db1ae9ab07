-- Balda: every move on one of three boards with the built-in ru dictionary, and the bot's move.
\set r random(1, 3)
SELECT count(*) FROM balda_moves((ARRAY['...../...../БАЛДА/...../.....', '...../...../СЛОВО/...../.....', '......./......./......./ПАРОХОД/......./......./.......'])[:r], '{}', 'ru');
SELECT word FROM balda_best_move((ARRAY['...../...../БАЛДА/...../.....', '...../...../СЛОВО/...../.....', '......./......./......./ПАРОХОД/......./......./.......'])[:r], '{}', 'ru', 'lookahead', :r);
