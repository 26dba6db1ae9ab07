#!/usr/bin/env bash
# Wythoff benchmarks against a scratch cluster (port 55410 unless PGG_BENCH_PORT is set):
#   bash bench/wythoff/run.sh
# Installs this checkout's module (holding the machine-wide install lock while it measures, so
# that no other checkout replaces the module mid-run), then runs each bench/wythoff/*.sql in one
# psql session and summarises the timings.
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
cd "$PGG_ROOT"
port=${PGG_BENCH_PORT:-55410}
cluster=${PGG_BENCH_CLUSTER:-/tmp/wythoff-cluster}
out=$(mktemp -d /tmp/wythoff-bench.XXXXXX)

# Start the server before taking the lock: it must not inherit the lock's descriptor.
pgg_start_cluster "$cluster" "$port"
pgg_lock_install
pgg_install_extension
pgg_fresh_database "$cluster" "$port" wythoff_bench

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); load average: $(cut -d' ' -f1-3 /proc/loadavg); machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(pg_config --version)"

# 1. wythoff_move vs int8pl, 1,000,000 rows, alternating rounds (see move_vs_int8pl.sql).
pgg_psql "$cluster" "$port" wythoff_bench -q -v ON_ERROR_STOP=1 -f bench/wythoff/move_vs_int8pl.sql >"$out/move.log"
# One line per statement: section, name, wall ms, cpu ms.
awk '/^section / { section = $2 } /^query / { name = $2; n = 0 } /^cpu / { c[++n] = $2 }
     /^Time:/ { wall = $2 }
     /^cpu / && n == 2 { printf "%s %s %.1f %.1f\n", section, name, wall, (c[2] - c[1]) / 1e6 }' \
    "$out/move.log" >"$out/move.times"
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for section in integer bigint; do
    echo "$section piles:"
    paste <(awk -v s=$section '$1 == s && $2 == "wythoff_move"' "$out/move.times") \
          <(awk -v s=$section '$1 == s && $2 == "int8pl"' "$out/move.times") |
        awk '{ printf "  round %d: wythoff_move %.1f ms wall, %.1f ms cpu; int8pl %.1f ms wall, %.1f ms cpu; cpu ratio %.3f\n", NR, $3, $4, $7, $8, $4 / $8 }'
    for col in 3 4; do
        mw=$(awk -v s=$section -v c=$col '$1 == s && $2 == "wythoff_move" { print $c }' "$out/move.times" | median)
        mp=$(awk -v s=$section -v c=$col '$1 == s && $2 == "int8pl" { print $c }' "$out/move.times" | median)
        kind=$([ $col = 3 ] && echo wall || echo cpu)
        awk -v w="$mw" -v p="$mp" -v k="$kind" 'BEGIN { printf "  median %s: wythoff_move %.1f ms, int8pl %.1f ms, ratio %.3f\n", k, w, p, w / p }'
        # The fastest run of each: the one least disturbed by other work on the machine.
        fw=$(awk -v s=$section -v c=$col '$1 == s && $2 == "wythoff_move" { print $c }' "$out/move.times" | sort -n | head -1)
        fp=$(awk -v s=$section -v c=$col '$1 == s && $2 == "int8pl" { print $c }' "$out/move.times" | sort -n | head -1)
        awk -v w="$fw" -v p="$fp" -v k="$kind" 'BEGIN { printf "  fastest %s: wythoff_move %.1f ms, int8pl %.1f ms, ratio %.3f\n", k, w, p, w / p }'
    done
done

# 2. numeric piles of 300 digits.
pgg_psql "$cluster" "$port" wythoff_bench -q -v ON_ERROR_STOP=1 -f bench/wythoff/numeric_300_digits.sql >"$out/numeric.log"
cat "$out/numeric.log"
awk '/^reference/ { what = "" } /^200 calls/ { what = $4 " " $5 } /^Time:/ && what != "" { printf "%s: %.1f ms for 200 calls = %.3f ms a call\n", what, $2, $2 / 200 }' "$out/numeric.log"
rm -rf "$out"
