#!/usr/bin/env bash
# The documentation's examples, run: every ```sql block of README.md and docs/*.md is run in a
# fresh database (pg_games installed, test/docs/fixture.sql's tables), a document's blocks in
# order in one session, and the output is compared with test/docs/expected/<document>.out; every
# protocol transcript ("$ printf '...' | .../pbrain-pg_games" and its answers) is replayed
# through the built brain and its answers compared (MESSAGE lines only by their words).
#   bash test/docs/run.sh            check (exit 1 on any difference or error)
#   bash test/docs/run.sh --update   rewrite the expected outputs (review them by eye)
# Env: PGHOST PGPORT PGUSER (a superuser) of a cluster with pg_games; PGG_BUILD (the CMake build
# directory with pbrain-pg_games and pg_games-referee); PGG_WORK (a scratch directory).
set -euo pipefail
cd "$(dirname "$0")/../.."
update=0
[ "${1:-}" = "--update" ] && update=1
work=${PGG_WORK:?}/docs
build=${PGG_BUILD:?}
rm -rf "$work"; mkdir -p "$work"
failed=0
checked=0

# The ```sql blocks of markdown file $1 as one psql script, each block headed by its number
# (not its line: an edit above a block must not change the expected output).
sql_of() {
    awk -v file="$1" '
        /^```sql[ \t]*$/ { inside = 1; n++; printf "-- ==== %s, example %d\n", file, n; next }
        /^```/ && inside { inside = 0; next }
        inside { print }
    ' "$1"
}

# Documents whose examples read the referee's records get a small recorded tournament first.
prepare() {
    local doc=$1 db=$2
    case "$doc" in
        docs/referee.md)
            "$build/tools/referee/pg_games-referee" -d "dbname=$db" -q --games 2 --size 9 \
                --openings none --max-moves 30 --name docs \
                a=bench/gomoku/contest_player.sql@pg_games.gomoku_node_budget=300 \
                b=bench/gomoku/contest_player.sql@pg_games.gomoku_node_budget=600 >"$work/referee.log" 2>&1 ||
                { cat "$work/referee.log"; return 1; }
            ;;
    esac
}

# Documents whose outputs depend on the machine (move times of recorded games): run, not compared.
output_is_checked() { [ "$1" != docs/referee.md ]; }

for doc in README.md docs/*.md; do
    name=$(basename "$doc" .md)
    sql_of "$doc" >"$work/$name.sql"
    if [ -s "$work/$name.sql" ]; then
        db=pg_games_docs_$(tr 'A-Z-' 'a-z_' <<<"$name")
        psql -X -q -d postgres -c "SET client_min_messages = warning" \
            -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
        # A document that installs the extension itself (the README) starts without it.
        grep -q '^CREATE EXTENSION pg_games' "$work/$name.sql" ||
            psql -X -q -v ON_ERROR_STOP=1 -d "$db" -c "SET client_min_messages = warning" \
                -c "CREATE EXTENSION pg_games" >/dev/null
        if ! prepare "$doc" "$db"; then
            echo "FAILED  $doc: setting up its database"; failed=$((failed + 1)); continue
        fi
        if ! psql -X -q -v ON_ERROR_STOP=1 -d "$db" -f test/docs/fixture.sql -c '\set ECHO all' \
                -f "$work/$name.sql" >"$work/$name.out" 2>&1; then
            echo "FAILED  $doc: an example fails"
            example=$(grep '^-- ==== ' "$work/$name.out" | tail -1 | grep -oE '[0-9]+$')
            echo "in example $example, at line $(grep -n '^```sql' "$doc" | sed -n "${example}p" | cut -d: -f1) of $doc"
            tail -5 "$work/$name.out"
            failed=$((failed + 1))
        elif ! output_is_checked "$doc"; then
            echo "ok      $doc (run; its output depends on the games played)"
        elif [ "$update" -eq 1 ]; then
            cp "$work/$name.out" "test/docs/expected/$name.out"; echo "updated test/docs/expected/$name.out"
        elif diff -u "test/docs/expected/$name.out" "$work/$name.out" >"$work/$name.diff"; then
            echo "ok      $doc ($(grep -c '^-- ==== ' "$work/$name.out") examples)"
        else
            echo "FAILED  $doc: output differs from test/docs/expected/$name.out"; head -60 "$work/$name.diff"
            failed=$((failed + 1))
        fi
        checked=$((checked + 1))
        psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db"
    fi

    # Protocol transcripts: the block after a "$ printf '...' | path/pbrain-pg_games" line.
    n=0
    while IFS= read -r line_no; do
        n=$((n + 1))
        input=$(sed -n "${line_no}p" "$doc" | sed -E "s/^\\$ printf '([^']*)'.*/\\1/")
        awk -v start="$line_no" 'NR > start && /^```/ { exit } NR > start { print }' "$doc" >"$work/$name.transcript.$n"
        printf "$input" | timeout 120 "$build/pbrain-pg_games" >"$work/$name.answers.$n"
        mask() { sed -E 's/^(MESSAGE( [a-z]+)?).*/\1/' "$1"; }
        if diff <(mask "$work/$name.transcript.$n") <(mask "$work/$name.answers.$n") >/dev/null; then
            echo "ok      $doc:$line_no (brain transcript)"
        else
            echo "FAILED  $doc:$line_no: the brain answers differently"
            diff <(mask "$work/$name.transcript.$n") <(mask "$work/$name.answers.$n") || true
            failed=$((failed + 1))
        fi
        checked=$((checked + 1))
    done < <(grep -n "^\\$ printf '.*pbrain-pg_games" "$doc" | cut -d: -f1)
done
echo "$checked documents and transcripts checked, $failed failed"
[ "$failed" -eq 0 ]
