-- wythoff_move and wythoff_is_losing on numeric piles of 300 digits: 200 calls each, timed in
-- one statement (the piles are prepared in a temporary table first). Run by bench/wythoff/run.sh.
\timing off
CREATE TEMP TABLE piles AS
SELECT g, trunc(10::numeric ^ 299) * (1 + g % 9) + g::bigint * 1234567891 AS a,
          trunc(10::numeric ^ 299) * (1 + g % 7) + g::bigint * 987654321 AS b
FROM generate_series(1, 200) g;
SELECT min(length(a::text)) AS min_digits, max(length(b::text)) AS max_digits FROM piles;
\timing on
\echo 200 calls of wythoff_move(numeric, numeric)
SELECT count(wythoff_move(a, b)) AS winning FROM piles;
SELECT count(wythoff_move(a, b)) AS winning FROM piles;
SELECT count(wythoff_move(a, b)) AS winning FROM piles;
\echo 200 calls of wythoff_is_losing(numeric, numeric)
SELECT count(*) FILTER (WHERE wythoff_is_losing(a, b)) AS losing FROM piles;
SELECT count(*) FILTER (WHERE wythoff_is_losing(a, b)) AS losing FROM piles;
\echo reference: 200 rows of the same piles without the function
SELECT count(a + b) FROM piles;
