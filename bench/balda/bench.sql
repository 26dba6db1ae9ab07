-- Balda figures in the database. Run by bench/balda/run.sh (psql variables: none).
\pset footer off
\set QUIET on

-- Median wall time (ms) of `n` executions of a statement, measured inside the backend.
CREATE OR REPLACE FUNCTION bench_median(statement text, n int) RETURNS numeric
LANGUAGE plpgsql AS $$
DECLARE
    started timestamptz;
    times float8[] := '{}';
BEGIN
    FOR i IN 1..n LOOP
        started := clock_timestamp();
        EXECUTE statement;
        times := times || extract(epoch FROM clock_timestamp() - started)::float8 * 1000;
    END LOOP;
    RETURN round((SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FROM unnest(times) x)::numeric, 3);
END
$$;

-- The middle-game positions: self-played from БАЛДА (8 moves) and САМОЛЕТ (12 moves).
CREATE TEMP TABLE position AS
SELECT '5x5' AS name,
       (SELECT board FROM balda_play('балда', max_turns => 8) ORDER BY turn DESC LIMIT 1) AS board,
       ARRAY['БАЛДА'] || (SELECT array_agg(word) FROM balda_play('балда', max_turns => 8)) AS used
UNION ALL
SELECT '7x7',
       (SELECT board FROM balda_play('самолет', max_turns => 12) ORDER BY turn DESC LIMIT 1),
       ARRAY['САМОЛЕТ'] || (SELECT array_agg(word) FROM balda_play('самолет', max_turns => 12));
SELECT name, board FROM position ORDER BY name;

\echo '== all moves of a middle-game position: median ms per call (engine: 200 calls, baseline: 5)'
SELECT p.name,
       (SELECT count(*) FROM balda_moves(p.board, p.used)) AS engine_moves,
       bench_median(format('SELECT count(*) FROM balda_moves(%L, %L)', p.board, p.used), 200)
           AS engine_ms,
       (SELECT count(*) FROM baseline_moves(p.board, p.used)) AS baseline_moves,
       bench_median(format('SELECT count(*) FROM baseline_moves(%L, %L)', p.board, p.used), 5)
           AS baseline_ms
  FROM position p ORDER BY p.name;

\echo '== moves the baseline misses (new letter in the middle) and finds wrongly'
SELECT p.name,
       (SELECT count(*) FROM (SELECT "row", col, letter, word FROM balda_moves(p.board, p.used)
                              EXCEPT SELECT * FROM baseline_moves(p.board, p.used)) x) AS missed,
       (SELECT count(*) FROM (SELECT * FROM baseline_moves(p.board, p.used)
                              EXCEPT SELECT "row", col, letter, word FROM balda_moves(p.board, p.used)) x)
           AS extra
  FROM position p ORDER BY p.name;

\echo '== whole self-played games: median ms per game'
SELECT '5x5 longest' AS game, (SELECT count(*) FROM balda_play('балда')) AS turns,
       bench_median($$SELECT count(*) FROM balda_play('балда')$$, 20) AS ms
UNION ALL
SELECT '5x5 lookahead', (SELECT count(*) FROM balda_play('балда', strategy => 'lookahead')),
       bench_median($$SELECT count(*) FROM balda_play('балда', strategy => 'lookahead')$$, 10)
UNION ALL
SELECT '10x10 longest', (SELECT count(*) FROM balda_play('библиотека')),
       bench_median($$SELECT count(*) FROM balda_play('библиотека')$$, 5)
UNION ALL
SELECT '10x10 lookahead', (SELECT count(*) FROM balda_play('библиотека', strategy => 'lookahead')),
       bench_median($$SELECT count(*) FROM balda_play('библиотека', strategy => 'lookahead')$$, 3);

\echo '== baseline self-play of a 5x5 game (longest word, baseline move finder): ms'
CREATE TEMP TABLE baseline_game (turn int, board text, used text[]);
DO $$
DECLARE
    b text := balda_new_board('балда');
    used text[] := ARRAY['БАЛДА'];
    m record;
    started timestamptz := clock_timestamp();
    turns int := 0;
BEGIN
    LOOP
        EXIT WHEN position('.' IN b) = 0;
        SELECT * INTO m FROM baseline_moves(b, used) x
         ORDER BY char_length(x.word) DESC, x."row", x.col, x.letter, x.word LIMIT 1;
        EXIT WHEN NOT FOUND;
        b := array_to_string((SELECT array_agg(CASE WHEN t.r = m."row"
                                                  THEN overlay(t.line PLACING m.letter FROM m.col FOR 1)
                                                  ELSE t.line END ORDER BY t.r)
                                FROM unnest(string_to_array(b, '/')) WITH ORDINALITY t(line, r)), '/');
        used := used || m.word;
        turns := turns + 1;
    END LOOP;
    RAISE NOTICE 'baseline 5x5 game: % turns in % ms', turns,
        round((extract(epoch FROM clock_timestamp() - started) * 1000)::numeric, 1);
END
$$;
