-- The clock-aware mode of gomoku_best_move (docs/gomoku.md, "Thinking time"): its settings,
-- when it applies, and answers under a running statement_timeout. How long each move thinks is
-- measured by bench/gomoku/clock_match.sh and checked by test/integration/gomoku_clock.sh
-- (the plan is reported at DEBUG1 with times in it), never asserted here.
LOAD 'pg_games';  -- defines the settings
SHOW pg_games.gomoku_time_mode;
SHOW pg_games.gomoku_game_clock;
SET pg_games.gomoku_game_clock = '2min';
SHOW pg_games.gomoku_game_clock;
RESET pg_games.gomoku_game_clock;
SET pg_games.gomoku_time_mode = 'fast';
-- (The range message's wording of a setting with units differs between PostgreSQL majors.)
\set VERBOSITY sqlstate
SET pg_games.gomoku_game_clock = -1;
SET pg_games.gomoku_game_clock = '2 days';
\set VERBOSITY default

CREATE TEMP TABLE field (x int, y int, my boolean, UNIQUE (x, y));
-- The opponent (my = false) has four in a column, (10, 10) to (10, 13), closed at (10, 14):
-- only (10, 9) takes the five away.
INSERT INTO field VALUES (10, 10, false), (10, 11, false), (10, 12, false), (10, 13, false),
                         (11, 11, true), (12, 12, true), (10, 14, true), (9, 9, true);
-- A running statement_timeout turns the clock-aware mode on (auto): the block, in time.
SET statement_timeout = '20s';
SELECT (gomoku_best_move(x, y, my)).* FROM field;
-- The same move from the board-text form.
SELECT (gomoku_best_move(gomoku_board(x, y, my))).* FROM field;

-- A quiet position (three stones each, no threat): any legal empty cell, within the clock.
CREATE TEMP TABLE quiet (x int, y int, my boolean);
INSERT INTO quiet VALUES (10, 10, false), (11, 11, true), (9, 11, false), (12, 9, true),
                         (8, 12, false), (11, 8, true);
SELECT m.x BETWEEN 1 AND 19 AND m.y BETWEEN 1 AND 19
       AND NOT EXISTS (SELECT FROM quiet q WHERE (q.x, q.y) = (m.x, m.y)) AS legal
FROM (SELECT (gomoku_best_move(x, y, my)).* FROM quiet) m;

-- An explicit node budget always means the budget mode: the same deterministic answer with or
-- without a statement_timeout.
SELECT (gomoku_best_move(x, y, my, 19, NULL, 3000, NULL, NULL, NULL)).* FROM quiet;
RESET statement_timeout;
SELECT (gomoku_best_move(x, y, my, 19, NULL, 3000, NULL, NULL, NULL)).* FROM quiet;

-- The clock mode without a statement_timeout plans from the game clock alone.
SET pg_games.gomoku_time_mode = clock;
SET pg_games.gomoku_game_clock = '10s';
SELECT (gomoku_best_move(x, y, my)).* FROM field;
RESET pg_games.gomoku_time_mode;
RESET pg_games.gomoku_game_clock;
