-- Evaluation speed: native one-ply scoring of every candidate move (gomoku_quick_move, the best
-- move by the one-ply static score, straight from the field rows; and gomoku_moves without
-- search, every candidate as a row, from a board text) against the pure-SQL LIKE-pattern scoring of the baseline player, on the same
-- middle-game positions, in the same run, two ways: one statement per position on each side
-- (the per-statement overhead of the database paid per position), and all positions in one
-- statement on each side (that overhead amortised). Run by bench/gomoku/eval_speed.sh, which
-- sets :baseline and :baseline_batch to the baseline's query texts and :plies, :rounds.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
-- psql variables are not substituted inside DO bodies: pass them as settings.
SELECT set_config('bench.plies', :'plies', false), set_config('bench.rounds', :'rounds', false)
       \gset

-- 1. Positions: each balanced opening played on by the engine (small node budget, so the
-- positions are deterministic), sampled at the given plies.
DROP TABLE IF EXISTS bench_openings, bench_positions, field;
CREATE TABLE bench_openings (id serial, stones text);
\copy bench_openings (stones) FROM PROGRAM 'sed -e "s/ *#.*//" /work/shared/data/gomoku_openings_balanced.txt'
CREATE TABLE bench_positions (pos int, x int, y int, my boolean, PRIMARY KEY (pos, x, y));
CREATE TABLE field (x int CHECK (x BETWEEN 1 AND 19), y int CHECK (y BETWEEN 1 AND 19), my boolean,
                    UNIQUE (x, y));

DO $$
DECLARE
    o record;
    ply int;
    m gomoku_move;
    sample int := 0;
    plies int[] := string_to_array(current_setting('bench.plies'), ',')::int[];
BEGIN
    FOR o IN SELECT * FROM bench_openings ORDER BY id LOOP
        TRUNCATE field;
        -- The opening: black first, colours alternate; `my` marks the side to move next.
        INSERT INTO field
        SELECT 10 + split_part(s, ',', 1)::int, 10 + split_part(s, ',', 2)::int, (i % 2 = 1)
        FROM unnest(string_to_array(o.stones, ' ')) WITH ORDINALITY u(s, i);
        UPDATE field SET my = NOT my WHERE (SELECT count(*) FROM field) % 2 = 1;
        ply := (SELECT count(*) FROM field);
        WHILE ply < (SELECT max(p) FROM unnest(plies) p) LOOP
            EXIT WHEN (SELECT gomoku_winner(x, y, my) FROM field) IS NOT NULL;
            m := (SELECT gomoku_best_move(x, y, my, 19, NULL, 3000, NULL, NULL, NULL) FROM field);
            INSERT INTO field VALUES (m.x, m.y, true);
            UPDATE field SET my = NOT my;
            ply := ply + 1;
            IF ply = ANY (plies) AND (SELECT gomoku_winner(x, y, my) FROM field) IS NULL THEN
                sample := sample + 1;
                INSERT INTO bench_positions SELECT sample, x, y, my FROM field;
            END IF;
        END LOOP;
    END LOOP;
END $$;

SELECT count(DISTINCT pos) AS positions, round(avg(stones), 1) AS avg_stones
FROM (SELECT pos, count(*) AS stones FROM bench_positions GROUP BY pos) p;

-- 2. Timing: each position is loaded into `field`, then each player's scoring runs `rounds`
-- times on it. Both are prepared statements (planned once, like a cached plan), and only their
-- execution is timed, by clock_timestamp() around it, inside the server.
PREPARE native_scoring AS
    SELECT count(*)::text FROM gomoku_moves((SELECT gomoku_board(x, y, my) FROM field));
PREPARE native_quick AS SELECT (gomoku_quick_move(x, y, my))::text FROM field;
PREPARE sql_scoring AS :baseline;
-- For the breakdown: only reading the field into a board text (part of the native path).
PREPARE native_read_only AS SELECT length(gomoku_board(x, y, my))::text FROM field;
CREATE TEMP TABLE timings (method text, pos int, ms float8, answer text);
DO $$
DECLARE
    rounds int := current_setting('bench.rounds')::int;
    p int;
    r int;
    t0 timestamptz;
    answer text;
    bx int;
    by_ int;
BEGIN
    FOR p IN SELECT DISTINCT pos FROM bench_positions ORDER BY pos LOOP
        TRUNCATE field;
        INSERT INTO field SELECT x, y, my FROM bench_positions WHERE pos = p;
        FOR r IN 1 .. rounds LOOP
            t0 := clock_timestamp();
            EXECUTE 'EXECUTE native_scoring' INTO answer;
            INSERT INTO timings VALUES ('native', p, extract(epoch FROM clock_timestamp() - t0) * 1000,
                                        answer || ' candidates');
            t0 := clock_timestamp();
            EXECUTE 'EXECUTE native_quick' INTO answer;
            INSERT INTO timings VALUES ('native quick', p,
                                        extract(epoch FROM clock_timestamp() - t0) * 1000, answer);
            t0 := clock_timestamp();
            EXECUTE 'EXECUTE native_read_only' INTO answer;
            INSERT INTO timings VALUES ('native: reading the field only', p,
                                        extract(epoch FROM clock_timestamp() - t0) * 1000, answer);
            t0 := clock_timestamp();
            EXECUTE 'EXECUTE sql_scoring' INTO bx, by_;
            INSERT INTO timings VALUES ('sql', p, extract(epoch FROM clock_timestamp() - t0) * 1000,
                                        bx || ',' || by_);
        END LOOP;
    END LOOP;
END $$;

-- 3. Batched: every position scored in one statement on each side. Native: the field rows of all
-- positions grouped into one board text per position, each scored by gomoku_moves. Baseline:
-- bench/gomoku/baseline_batch.sql, the same LIKE-pattern scoring grouped by position. Each
-- round times the three statements in turn; its answers are kept to check them against the
-- one-position-at-a-time runs above.
PREPARE native_batch AS
    SELECT count(*)::text
    FROM (SELECT pos, gomoku_board(x, y, my) AS board FROM bench_positions GROUP BY pos) p,
         LATERAL gomoku_moves(p.board);
PREPARE native_quick_batch AS
    SELECT count(move)::text
    FROM (SELECT pos, gomoku_quick_move(x, y, my) AS move FROM bench_positions GROUP BY pos) p;
PREPARE native_batch_read_only AS
    SELECT sum(length(board))::text
    FROM (SELECT pos, gomoku_board(x, y, my) AS board FROM bench_positions GROUP BY pos) p;
PREPARE sql_batch AS :baseline_batch;
CREATE TEMP TABLE batch_timings (method text, round int, ms float8, answer text);
CREATE TEMP TABLE batch_answers (pos int, x int, y int);
CREATE TEMP TABLE native_answers (pos int, candidates bigint);
DO $$
DECLARE
    rounds int := current_setting('bench.rounds')::int;
    r int;
    t0 timestamptz;
    answer text;
    rec record;
    n int;
BEGIN
    FOR r IN 1 .. rounds LOOP
        t0 := clock_timestamp();
        EXECUTE 'EXECUTE native_batch' INTO answer;
        INSERT INTO batch_timings VALUES ('native, all positions in one statement', r,
                                          extract(epoch FROM clock_timestamp() - t0) * 1000,
                                          answer || ' candidates');
        t0 := clock_timestamp();
        EXECUTE 'EXECUTE native_quick_batch' INTO answer;
        INSERT INTO batch_timings VALUES ('native quick, all positions in one statement', r,
                                          extract(epoch FROM clock_timestamp() - t0) * 1000,
                                          answer || ' moves');
        t0 := clock_timestamp();
        EXECUTE 'EXECUTE native_batch_read_only' INTO answer;
        INSERT INTO batch_timings VALUES ('native: reading the fields only, one statement', r,
                                          extract(epoch FROM clock_timestamp() - t0) * 1000,
                                          answer || ' characters');
        n := 0;
        t0 := clock_timestamp();
        FOR rec IN EXECUTE 'EXECUTE sql_batch' LOOP
            n := n + 1;
            IF r = 1 THEN
                INSERT INTO batch_answers VALUES (rec.pos, rec.x, rec.y);
            END IF;
        END LOOP;
        INSERT INTO batch_timings VALUES ('sql, all positions in one statement', r,
                                          extract(epoch FROM clock_timestamp() - t0) * 1000,
                                          n || ' moves');
    END LOOP;
END $$;

-- 4. The figures, one statement per position: per position the median of its rounds; then, per method, the median and the
-- mean over positions, and the ratios SQL / native of those.
CREATE TEMP TABLE per_position AS
SELECT method, pos, percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS ms
FROM timings GROUP BY method, pos;
SELECT method, count(*) AS positions,
       round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ms))::numeric, 4) AS median_ms,
       round(avg(ms)::numeric, 4) AS mean_ms, round(min(ms)::numeric, 4) AS min_ms,
       round(max(ms)::numeric, 4) AS max_ms
FROM per_position GROUP BY method ORDER BY method;
SELECT n.method AS native, round((s.median / n.median)::numeric, 0) AS ratio_of_medians,
       round((s.mean / n.mean)::numeric, 0) AS ratio_of_means,
       round((percentile_cont(0.5) WITHIN GROUP (ORDER BY sp.ms / np.ms))::numeric, 0) AS median_per_position_ratio
FROM (SELECT method, percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS median, avg(ms) AS mean
      FROM per_position WHERE method IN ('native', 'native quick') GROUP BY method) n,
     (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS median, avg(ms) AS mean
      FROM per_position WHERE method = 'sql') s,
     per_position np JOIN per_position sp ON sp.pos = np.pos AND sp.method = 'sql'
WHERE np.method = n.method
GROUP BY n.method, s.median, n.median, s.mean, n.mean
ORDER BY n.method;

-- 5. The figures, all positions in one statement: the median round, and per position (divided
-- by the number of positions); the ratio SQL / native of those; and the check that the batched
-- baseline plays the same moves as the baseline run one position at a time.
CREATE TEMP TABLE batch AS
SELECT method, percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS ms, min(answer) AS answer,
       (SELECT count(DISTINCT pos) FROM bench_positions) AS positions
FROM batch_timings GROUP BY method;
SELECT method, positions, round(ms::numeric, 3) AS median_round_ms,
       round((ms / positions)::numeric, 4) AS per_position_ms, answer
FROM batch ORDER BY method;
SELECT n.method AS native, round((s.ms / n.ms)::numeric, 0) AS batched_ratio,
       round(((SELECT avg(ms) FROM per_position WHERE method = 'sql') / (n.ms / n.positions))::numeric, 0)
           AS per_statement_sql_mean_over_batched_native
FROM batch n, batch s
WHERE n.method IN ('native, all positions in one statement',
                   'native quick, all positions in one statement')
  AND s.method = 'sql, all positions in one statement'
ORDER BY n.method;
SELECT count(*) AS positions,
       count(*) FILTER (WHERE b.x || ',' || b.y = t.answer) AS same_move_batched_and_alone
FROM batch_answers b
JOIN (SELECT DISTINCT pos, answer FROM timings WHERE method = 'sql') t ON t.pos = b.pos;
-- The quick move is the first row of gomoku_moves (the search board's static ranking) on every
-- position, and the same in the per-statement and the batched runs.
SELECT count(*) AS positions,
       count(*) FILTER (WHERE q.move = (SELECT ROW(m.x, m.y)::gomoku_move
                                        FROM gomoku_moves(q.board) m LIMIT 1)) AS quick_is_first_of_gomoku_moves,
       count(*) FILTER (WHERE q.move::text = t.answer) AS quick_same_alone_and_batched
FROM (SELECT pos, gomoku_quick_move(x, y, my) AS move, gomoku_board(x, y, my) AS board
      FROM bench_positions GROUP BY pos) q
JOIN (SELECT DISTINCT pos, answer FROM timings WHERE method = 'native quick') t ON t.pos = q.pos;

-- 6. Many stored positions scored in one statement: each of the positions above stored
-- :copies times (a table of positions, as a user analysing games keeps them), one row per
-- position as a board text, and the same as field rows (x, y, my) per position. The native
-- quick move over the whole table in one statement, `rounds` times each; per position = the
-- median round / the number of rows. The baseline's cost per position is the batched one of
-- section 3 (it grows linearly: each position is scored on its own).
SELECT set_config('bench.copies', :'copies', false) \gset
DROP TABLE IF EXISTS bench_boards, bench_boards_many, bench_positions_many;
CREATE TABLE bench_boards AS
SELECT pos, gomoku_board(x, y, my) AS board FROM bench_positions GROUP BY pos;
CREATE TABLE bench_boards_many AS
SELECT c * 1000 + pos AS pos, board FROM bench_boards, generate_series(1, :copies) c;
CREATE TABLE bench_positions_many AS
SELECT c * 1000 + pos AS pos, x, y, my FROM bench_positions, generate_series(1, :copies) c;
VACUUM ANALYZE bench_boards_many, bench_positions_many;
PREPARE quick_text_many AS SELECT count(gomoku_quick_move(board))::text FROM bench_boards_many;
PREPARE read_text_many AS SELECT sum(length(board))::text FROM bench_boards_many;
PREPARE quick_rows_many AS
    SELECT count(move)::text
    FROM (SELECT pos, gomoku_quick_move(x, y, my) AS move FROM bench_positions_many GROUP BY pos) p;
PREPARE count_rows_many AS
    SELECT count(n)::text
    FROM (SELECT pos, count(*) AS n FROM bench_positions_many GROUP BY pos) p;
CREATE TEMP TABLE many_timings (method text, round int, ms float8, answer text);
DO $$
DECLARE
    rounds int := current_setting('bench.rounds')::int;
    statements text[] := ARRAY['quick_text_many', 'read_text_many', 'quick_rows_many',
                               'count_rows_many'];
    s text;
    r int;
    t0 timestamptz;
    answer text;
BEGIN
    FOR r IN 1 .. rounds LOOP
        FOREACH s IN ARRAY statements LOOP
            t0 := clock_timestamp();
            EXECUTE 'EXECUTE ' || s INTO answer;
            INSERT INTO many_timings VALUES (s, r, extract(epoch FROM clock_timestamp() - t0) * 1000,
                                             answer);
        END LOOP;
    END LOOP;
END $$;
SELECT m.method, (SELECT count(*) FROM bench_boards_many) AS positions,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY m.ms)::numeric, 3) AS median_round_ms,
       round((percentile_cont(0.5) WITHIN GROUP (ORDER BY m.ms) * 1000
              / (SELECT count(*) FROM bench_boards_many))::numeric, 2) AS per_position_us,
       min(m.answer) AS answer
FROM many_timings m GROUP BY m.method ORDER BY m.method;
-- The ratio: the batched baseline's time per position (section 3) over the native's.
SELECT m.method AS native,
       round((s.ms / s.positions * (SELECT count(*) FROM bench_boards_many)
              / percentile_cont(0.5) WITHIN GROUP (ORDER BY m.ms))::numeric, 0) AS ratio_batched_sql
FROM many_timings m, batch s
WHERE s.method = 'sql, all positions in one statement'
  AND m.method IN ('quick_text_many', 'quick_rows_many')
GROUP BY m.method, s.ms, s.positions ORDER BY m.method;
-- The board-text quick move is the field aggregate's on every position.
SELECT count(*) AS positions,
       count(*) FILTER (WHERE gomoku_quick_move(b.board) = q.move) AS text_same_as_field_rows
FROM bench_boards b
JOIN (SELECT pos, gomoku_quick_move(x, y, my) AS move FROM bench_positions GROUP BY pos) q
  ON q.pos = b.pos;
