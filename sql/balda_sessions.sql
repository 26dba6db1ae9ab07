-- Balda index cache across sessions: another session's commits are seen, its uncommitted and
-- rolled-back changes are not, and its own cache follows our commits. The other session is a
-- dblink connection to the same database.
\set SHOW_CONTEXT never
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS dblink;
RESET client_min_messages;
SELECT dblink_connect('other', format('dbname=%s port=%s host=%s', current_database(),
                      current_setting('port'),
                      split_part(current_setting('unix_socket_directories'), ',', 1)));

INSERT INTO balda_dictionary (name) VALUES ('shared');
INSERT INTO balda_word (dictionary, word) VALUES ('shared', 'КОТ');
-- Both sessions build their index: КОТ with Т in three cells.
SELECT count(*) AS here FROM balda_moves('.../КО./...', '{}', 'shared');
SELECT * FROM dblink('other', $$SELECT count(*) FROM balda_moves('.../КО./...', '{}', 'shared')$$)
    AS t(there bigint);

-- The other session commits a word: we see it.
SELECT dblink_exec('other', $$INSERT INTO balda_word (dictionary, word) VALUES ('shared', 'ТОК')$$);
SELECT count(*) AS here FROM balda_moves('.../КО./...', '{}', 'shared');

-- The other session deletes КОТ without committing: it sees the change, we do not.
SELECT dblink_exec('other', 'BEGIN');
SELECT dblink_exec('other', $$DELETE FROM balda_word WHERE dictionary = 'shared' AND word = 'КОТ'$$);
SELECT * FROM dblink('other', $$SELECT count(*) FROM balda_moves('.../КО./...', '{}', 'shared')$$)
    AS t(there bigint);
SELECT count(*) AS here FROM balda_moves('.../КО./...', '{}', 'shared');
-- It rolls back: its index must not keep the deletion.
SELECT dblink_exec('other', 'ROLLBACK');
SELECT * FROM dblink('other', $$SELECT count(*) FROM balda_moves('.../КО./...', '{}', 'shared')$$)
    AS t(there bigint);

-- We commit a change: the other session's index follows.
INSERT INTO balda_word (dictionary, word) VALUES ('shared', 'СОК');
SELECT * FROM dblink('other', $$SELECT count(*) FROM balda_moves('.../КО./...', '{}', 'shared')$$)
    AS t(there bigint);
SELECT count(*) AS here FROM balda_moves('.../КО./...', '{}', 'shared');

SELECT dblink_disconnect('other');
DELETE FROM balda_dictionary WHERE name = 'shared';
