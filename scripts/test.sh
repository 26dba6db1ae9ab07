#!/usr/bin/env bash
# Sets up everything and runs every test: GoogleTest suites (with sanitizers), pg_regress on a
# temporary instance and again with the extension in a schema of its own, the integration
# scripts under test/integration/ against a scratch cluster, a short run of every fuzz
# target (scripts/fuzz.sh), and the glue compiled against the headers of newer PostgreSQL
# majors. Ends with the line "N passed, N failed"; exits non-zero on any failure.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$PGG_ROOT"

passed=0
failed=0
failures=()

# Adds a pg_regress run's outcome (its log $1, output directory $2, label $3) to the counts.
regress_result() {
    local log=$1 out=$2 label=$3 n line f t
    cat "$log"
    if grep -qE 'All [0-9]+ tests passed' "$log"; then
        n=$(grep -oE 'All [0-9]+ tests passed' "$log" | grep -oE '[0-9]+')
        passed=$((passed + n))
        return
    fi
    line=$(grep -oE '[0-9]+ of [0-9]+ tests failed' "$log" || true)
    if [ -n "$line" ]; then
        f=$(awk '{print $1}' <<<"$line"); t=$(awk '{print $3}' <<<"$line")
    else
        f=1; t=1
    fi
    passed=$((passed + t - f)); failed=$((failed + f))
    failures+=("$label: $f failed")
    [ -f "$out/regression.diffs" ] && cat "$out/regression.diffs"
    for log in "$out"/log/*.log; do [ -f "$log" ] && tail -50 "$log"; done
}

# Adds the outcome of a script that ends with "N passed, N failed" (its log $1, label $2).
summary_result() {
    local log=$1 label=$2 line f
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -1 || true)
    if [ -z "$line" ]; then
        tail -40 "$log"
        failed=$((failed + 1)); failures+=("$label did not run ($log)"); return
    fi
    passed=$((passed + $(awk '{print $1}' <<<"$line")))
    f=$(awk '{print $3}' <<<"$line")
    failed=$((failed + f))
    [ "$f" -eq 0 ] || failures+=("$label: $f failed ($log)")
}

pgg_install_deps
pgg_prepare_data

# 1. Core unit tests, built with AddressSanitizer (leak checks included) and UBSan.
pgg_log "building the core and its tests (sanitized)"
pgg_build_core build/test -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPGG_SANITIZE=ON -DPGG_WERROR=ON
pgg_log "running GoogleTest suites"
# LeakSanitizer is part of ASan here: a leak fails the suite that has it.
if ASAN_OPTIONS=detect_leaks=1 ctest --test-dir build/test -j"$(nproc)" --output-on-failure \
        >build/test/ctest.log 2>&1; then :; fi
grep -E '(Failed|Timeout|Not Run|\*\*\*Exception)' build/test/ctest.log | grep -v -e '^ *[0-9]*% tests' -e ' Passed ' >&2 || true
summary=$(grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' build/test/ctest.log || true)
[ -n "$summary" ] || { tail -40 build/test/ctest.log >&2; pgg_die "ctest did not run"; }
echo "ctest: $summary"
unit_failed=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$summary")
unit_total=$(sed -E 's/.* failed out of ([0-9]+).*/\1/' <<<"$summary")
passed=$((passed + unit_total - unit_failed))
failed=$((failed + unit_failed))
[ "$unit_failed" -eq 0 ] || failures+=("GoogleTest: $unit_failed failed (build/test/ctest.log)")

# 2. The extension under pg_regress, on a temporary instance run by the server user.
pgg_lock_install
pgg_log "building and installing the extension"
pgg_install_extension
work=$(mktemp -d /tmp/pg_games-test.XXXXXX)
pgg_server_dir "$work" || pgg_die "the postgres user cannot use $work"
cp -r sql expected "$work/"
[ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$work"
tests=$(cd sql && ls *.sql | sed 's/\.sql$//' | sort)
pgg_log "running pg_regress: $(echo $tests | wc -w) tests"
regress="$(dirname "$(pg_config --pgxs)")/../test/regress/pg_regress"
if pgg_as_server_user "$regress" --inputdir="$work" --outputdir="$work/out" \
        --temp-instance="$work/instance" --bindir="$(pgg_bindir)" \
        --load-extension=pg_games $tests >"$work/regress.log" 2>&1; then :; fi
regress_result "$work/regress.log" "$work/out" "pg_regress"

# 3. Integration scripts, each against a scratch cluster with the extension installed.
shopt -s nullglob
scripts=(test/integration/*.sh)
if [ ${#scripts[@]} -gt 0 ]; then
    cluster="$work/cluster"
    port=${PGG_TEST_PORT:-54339}
    pgg_start_cluster "$cluster" "$port"
    trap 'pgg_stop_cluster "$cluster"' EXIT
    pgg_fresh_database "$cluster" "$port" pg_games_test

    # The same pg_regress suite with the extension in schema games, behind a public schema
    # holding decoys of what the extension uses inside (test/regress_in_schema.sql).
    pgg_log "running pg_regress again: the extension in schema games, public first in the path"
    pgg_psql "$cluster" "$port" postgres -q -c "DROP DATABASE IF EXISTS pg_games_in_schema" \
        -c "CREATE DATABASE pg_games_in_schema"
    pgg_psql "$cluster" "$port" pg_games_in_schema -q -v ON_ERROR_STOP=1 \
        -f test/regress_in_schema.sql >/dev/null || pgg_die "setting up pg_games_in_schema failed"
    if pgg_as_server_user "$regress" --inputdir="$work" --outputdir="$work/out_schema" \
            --use-existing --dbname=pg_games_in_schema --host="$cluster" --port="$port" \
            --bindir="$(pgg_bindir)" $tests >"$work/regress_schema.log" 2>&1; then :; fi
    regress_result "$work/regress_schema.log" "$work/out_schema" "pg_regress in schema games"
    for script in "${scripts[@]}"; do
        name=$(basename "$script" .sh)
        pgg_log "integration: $name"
        if PGHOST="$cluster" PGPORT="$port" PGUSER=postgres PGDATABASE=pg_games_test \
                PGG_BUILD="$PGG_ROOT/build/test" PGG_WORK="$work" \
                bash "$script" >"$work/$name.log" 2>&1; then
            passed=$((passed + 1)); echo "ok      $name"
        else
            failed=$((failed + 1)); echo "FAILED  $name"; tail -40 "$work/$name.log"
            failures+=("integration: $name")
        fi
    done
fi

# 4. Fuzzing: every libFuzzer target (test/fuzz) over its corpus for a bounded time each.
pgg_log "fuzzing: a short run of every target (scripts/fuzz.sh)"
if bash scripts/fuzz.sh "${PGG_FUZZ_TIME:-15}" >"$work/fuzz.log" 2>&1; then :; fi
grep -E '^(ok|FAILED|crash|  )' "$work/fuzz.log" || true
summary_result "$work/fuzz.log" fuzzing

# 5. The glue against the server headers of PostgreSQL 15, 17 and 18 (scripts/pg_majors.sh).
pgg_log "compiling src/pg against the headers of PostgreSQL ${PGG_MAJORS:-15 17 18}"
if bash scripts/pg_majors.sh >"$work/majors.log" 2>&1; then :; fi
grep -E '^(ok|FAILED) ' "$work/majors.log" || true
summary_result "$work/majors.log" "PostgreSQL majors"

for f in "${failures[@]+"${failures[@]}"}"; do echo "failed: $f"; done
# Keep the outputs of a failed run for inspection.
if [ "$failed" -eq 0 ]; then pgg_stop_cluster "$work/cluster"; rm -rf "$work"; else echo "outputs kept in $work"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
