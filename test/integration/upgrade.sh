#!/usr/bin/env bash
# ALTER EXTENSION pg_games UPDATE from every released version reaches exactly what a fresh
# install of the current version creates: every object, with its definition, labels, comment,
# privileges and dump filter, compared line by line; the users' dictionaries survive it.
# The released install scripts (sql/released/) are not installed with the extension; this test
# puts each one in the extension directory for the time it runs (it runs as root, holding the
# install lock of scripts/test.sh).
# Env: PGHOST PGPORT PGUSER (a superuser) of a scratch cluster with the current pg_games installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "FAIL: $*" >&2; exit 1; }
extdir="$(pg_config --sharedir)/extension"
current=$(sed -nE "s/^default_version = '([^']+)'/\1/p" pg_games.control)
objects() { psql -X -q -v ON_ERROR_STOP=1 -tA -d "$1" -f test/integration/sql/extension_objects.sql; }
dbs=()
installed=()
cleanup() {
    for f in "${installed[@]+"${installed[@]}"}"; do rm -f "$f"; done
    for d in "${dbs[@]+"${dbs[@]}"}"; do psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $d" 2>/dev/null || true; done
}
trap cleanup EXIT

fresh=pg_games_upgrade_fresh
dbs+=("$fresh")
psql -X -q -v ON_ERROR_STOP=1 -d postgres -c "DROP DATABASE IF EXISTS $fresh" -c "CREATE DATABASE $fresh"
psql -X -q -v ON_ERROR_STOP=1 -d "$fresh" -c "SET client_min_messages = warning" -c "CREATE EXTENSION pg_games"
objects "$fresh" >/tmp/pg_games_objects_fresh.txt
n=$(wc -l </tmp/pg_games_objects_fresh.txt)
[ "$n" -gt 100 ] || fail "only $n object lines in a fresh install"

shopt -s nullglob
released=(sql/released/pg_games--*.sql)
[ ${#released[@]} -gt 0 ] || fail "no released install script in sql/released"
for script in "${released[@]}"; do
    version=$(basename "$script" .sql); version=${version#pg_games--}
    [ "$version" != "$current" ] || continue
    target="$extdir/pg_games--$version.sql"
    [ -e "$target" ] || { cp "$script" "$target"; installed+=("$target"); }
    db=pg_games_upgrade_from_${version//./_}
    dbs+=("$db")
    echo "== $version -> $current"
    psql -X -q -v ON_ERROR_STOP=1 -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
    psql -X -q -v ON_ERROR_STOP=1 -d "$db" -c "SET client_min_messages = warning" \
        -c "CREATE EXTENSION pg_games VERSION '$version'" \
        -c "INSERT INTO balda_dictionary (name) VALUES ('kept')" \
        -c "INSERT INTO balda_word (dictionary, word) VALUES ('kept', 'dom'), ('kept', 'dym')" \
        -c "ALTER EXTENSION pg_games UPDATE"
    [ "$(psql -X -tA -d "$db" -c "SELECT extversion FROM pg_extension WHERE extname = 'pg_games'")" = "$current" ] ||
        fail "the update from $version did not reach $current"
    objects "$db" >"/tmp/pg_games_objects_$version.txt"
    if ! diff -u /tmp/pg_games_objects_fresh.txt "/tmp/pg_games_objects_$version.txt"; then
        fail "updated from $version differs from a fresh $current (- fresh, + updated)"
    fi
    [ "$(psql -X -tA -d "$db" -c "SELECT count(*) FROM balda_word WHERE dictionary = 'kept'")" = 2 ] ||
        fail "the user's dictionary did not survive the update"
    # The updated extension works: the changed parts in use.
    psql -X -q -v ON_ERROR_STOP=1 -d "$db" -c "SELECT * FROM wythoff_positions() LIMIT 2" \
        -c "INSERT INTO balda_word (dictionary, word) VALUES ('kept', 'dog')" \
        -c "SELECT (gomoku_quick_move(x, y, my)).* FROM (VALUES (10, 10, false)) f(x, y, my)" >/dev/null
    echo "ok: $version -> $current equals a fresh install ($n object lines)"
done
