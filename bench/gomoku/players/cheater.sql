-- Faulty player for the referee's tests: tries to read the other player's field table (any
-- `field` outside its own schema), through dynamic SQL.
SELECT 1 AS x, 1 AS y
FROM query_to_xml(format('SELECT * FROM %I.field',
                         (SELECT n.nspname FROM pg_class AS c
                          JOIN pg_namespace AS n ON n.oid = c.relnamespace
                          WHERE c.relname = 'field' AND n.nspname <> current_schema()
                          ORDER BY n.nspname LIMIT 1)),
                  true, false, '') AS peek;
