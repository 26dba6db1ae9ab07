#!/usr/bin/env bash
# Engine self-play, the way engine projects measure a change: the Gomocup brain built from the
# working tree ("new") against the brain built from a reference commit ("ref"), under the
# referee (19x19 freestyle, each opening with colours swapped), in batches until a sequential
# probability ratio test decides or the game limit is reached. The engines are deterministic, so
# the same opening gives nearly the same game each time (200 games from the 10 balanced openings
# held only 70 different games): by default every batch has 10 new random openings (5 stones
# within 3 cells of the centre, black 3 and white 2 with white to move, as in the balanced set;
# the referee's seed = the batch number), so that the games are different and the statistics
# mean what they say. With 4 stones (black to move) the colour decided 4 of 5 pairs of games;
# with 5, 3 of 5 (4 of 5 between nearly equal builds at 100 ms). PGG_SP_OPENINGS=book takes each
# batch's 10 openings from bench/gomoku/openings_balanced_5.txt instead: random openings of the
# same kind that the engine's search scores near even (balanced_openings.py), so that fewer pairs
# are decided by the opening. That book was scored by a 150,000-node search of the engine of
# 2026-11-24 (884287f); bench/gomoku/openings_balanced_5_deep.txt (300 openings) by a
# 1,000,000-node search of the engine of 2026-11-27 (8d26853), at which only 140 of the first
# book's 500 openings stay within 250 of even (PGG_SP_BOOK chooses the book);
# bench/gomoku/openings_balanced_5_deeper.txt, the 111 of the deep book's openings that an
# 8,000,000-node search of the engine of 2026-11-29 scores within 150 of even.
# The score's interval and the test use the pairs of games (one opening, colours swapped: the
# two games are not independent, and a pair won by the same colour twice carries no noise), as
# match_stats.py --pairs explains.
#
#   bench/gomoku/selfplay.sh                     new vs HEAD at 100 ms a move, batches of 20 games
#   PGG_SP_REF=9e85bdb bench/gomoku/selfplay.sh  new vs that commit
#   PGG_SP_REF=worktree PGG_SP_NEW_MS=400 PGG_SP_REF_MS=100 bench/gomoku/selfplay.sh
#                                                the same build at 4x time (time scaling)
# Settings (environment):
#   PGG_SP_REF      reference commit, or "worktree" for the working tree's build (default HEAD)
#   PGG_SP_NEW_MS / PGG_SP_REF_MS   time a move of each side, ms (default 100 / 100)
#   PGG_SP_GAMES    at most this many games (default 200); PGG_SP_JOBS games at a time (nproc)
#   PGG_SP_MIN_GAMES  no verdict stops the run before this many games (default 0)
#   PGG_SP_ELO0 / PGG_SP_ELO1       SPRT hypotheses in Elo (default 0 / 20); alpha = beta = 0.05
#   PGG_SP_SIZE     board size (default 19)
#   PGG_SP_OPENINGS random (default: new ones each batch, see above), book (10 new openings of
#                   the balanced book each batch) or balanced (the referee's 10 balanced openings
#                   in every batch)
#   PGG_SP_BOOK     the book of PGG_SP_OPENINGS=book (default bench/gomoku/openings_balanced_5.txt)
#   PGG_SP_SEED     the first batch's opening seed (default 1; batch k uses seed + k - 1; with
#                   book, the book's openings 10 (seed + k - 2) + 1 to + 10, cycling)
#   PGG_SP_NEW_INFO / PGG_SP_REF_INFO  more Gomocup settings for each side, as the referee takes
#                   them (@KEY=VALUE...: "@max_memory=25165824" gives the brain an 8 MiB table)
#   PGG_SP_RECORD=TEXT              append a row named TEXT to bench/gomoku/ENGINE_RESULTS.md
# A scratch cluster in /tmp/pg_games-selfplay (port PGG_SP_PORT, default 55451) holds the records.
set -euo pipefail
source "$(dirname "$0")/../../scripts/lib.sh"
cd "$PGG_ROOT"

ref=${PGG_SP_REF:-HEAD}
new_ms=${PGG_SP_NEW_MS:-100}
ref_ms=${PGG_SP_REF_MS:-100}
new_info=${PGG_SP_NEW_INFO:-}
ref_info=${PGG_SP_REF_INFO:-}
for info in "$new_info" "$ref_info"; do
    case "$info" in
    "" | @*=*) ;;
    *) pgg_die "PGG_SP_NEW_INFO / PGG_SP_REF_INFO: write @KEY=VALUE..., not $info" ;;
    esac
done
max_games=${PGG_SP_GAMES:-200}
min_games=${PGG_SP_MIN_GAMES:-0}
jobs=${PGG_SP_JOBS:-$(nproc)}
elo0=${PGG_SP_ELO0:-0}
elo1=${PGG_SP_ELO1:-20}
size=${PGG_SP_SIZE:-19}
openings=${PGG_SP_OPENINGS:-random}
seed=${PGG_SP_SEED:-1}
case "$openings" in random | book | balanced) ;; *) pgg_die "PGG_SP_OPENINGS must be random, book or balanced" ;; esac
book=${PGG_SP_BOOK:-bench/gomoku/openings_balanced_5.txt}
[ -f "$book" ] || pgg_die "PGG_SP_BOOK: no such file: $book"
book_lines=$(grep -c . "$book")
port=${PGG_SP_PORT:-55451}
dir=/tmp/pg_games-selfplay

pgg_install_deps
pgg_log "building the referee and the new brain (build/release)"
pgg_build_release pg_games-referee pbrain-pg_games
referee=build/release/tools/referee/pg_games-referee
new_brain=$PGG_ROOT/build/release/pbrain-pg_games

if [ "$ref" = worktree ]; then
    ref_brain=$new_brain
    ref_name=worktree
else
    ref_name=$(git rev-parse --short "$ref")
    ref_dir=$PGG_ROOT/build/selfplay/$ref_name
    ref_brain=$ref_dir/build/pbrain-pg_games
    if [ ! -x "$ref_brain" ]; then
        pgg_log "building the reference brain of $ref_name ($ref_dir)"
        rm -rf "$ref_dir" && mkdir -p "$ref_dir/src"
        git archive "$ref_name" | tar -x -C "$ref_dir/src"
        cmake -S "$ref_dir/src" -B "$ref_dir/build" -DCMAKE_BUILD_TYPE=Release -DPGG_BENCHMARKS=OFF \
            >"$ref_dir/build.log" 2>&1 &&
            cmake --build "$ref_dir/build" -j"$(nproc)" --target pbrain-pg_games >>"$ref_dir/build.log" 2>&1 ||
            pgg_die "building the reference failed (see $ref_dir/build.log)"
    fi
fi

pgg_bench_database "$dir" "$port" pg_games_selfplay

# The running totals of "new": wins draws losses; the statistics printed by stats().
wins=0 draws=0 losses=0 batch=0
# How many pairs of this run's games (one opening, colours swapped) gave "new" 0, 1/2, 1, 3/2
# and 2 points: the two games of a pair are not independent (most pairs are won by the same
# colour twice), so the interval and the test come from the pair scores.
pairs() {
    psql -XAt -F' ' -v since="$run_start" <<'SQL'
WITH g AS (
    SELECT g.tournament_id, g.opening,
           CASE WHEN g.result = 'draw' THEN 0.5
                WHEN (g.result = 'black') = (b.name = 'new') THEN 1 ELSE 0 END AS points
    FROM referee.game g
    JOIN referee.player b ON b.tournament_id = g.tournament_id AND b.player_no = g.black
    WHERE g.started_at >= :'since' AND g.result IS NOT NULL),
p AS (SELECT sum(points) AS points FROM g GROUP BY tournament_id, opening HAVING count(*) = 2)
SELECT count(*) FILTER (WHERE points = 0), count(*) FILTER (WHERE points = 0.5),
       count(*) FILTER (WHERE points = 1), count(*) FILTER (WHERE points = 1.5),
       count(*) FILTER (WHERE points = 2) FROM p
SQL
}
stats() {
    # shellcheck disable=SC2046  # five counts, split on purpose
    python3 bench/gomoku/match_stats.py "$wins" "$draws" "$losses" "$elo0" "$elo1" --pairs $(pairs)
}

pgg_log "new ($new_ms ms a move$new_info) against $ref_name ($ref_ms ms$ref_info)," \
    "up to $max_games games, $jobs at a time, $openings openings"
run_start=$(psql -XAtc "SELECT now()")
while [ $((wins + draws + losses)) -lt "$max_games" ]; do
    batch=$((batch + 1))
    opening_args=()
    [ "$openings" = random ] && opening_args=(--random-openings 5 --seed $((seed + batch - 1)))
    if [ "$openings" = book ]; then
        first=$(((seed + batch - 2) * 10 % book_lines))
        # The batch's 10 lines, from the start again past the end of the book.
        cat "$book" "$book" | sed -n "$((first + 1)),$((first + 10))p" >"$dir/batch-openings.txt"
        opening_args=(--openings "$dir/batch-openings.txt")
    fi
    json=$("$referee" -q --format json --size "$size" --games 20 -j "$jobs" --name "selfplay $batch" \
        "${opening_args[@]}" \
        "new=$new_brain@timeout_turn=$new_ms$new_info" \
        "ref=$ref_brain@timeout_turn=$ref_ms$ref_info" 2>/dev/null)
    read -r w d l < <(python3 -c '
import json, sys
p = next(p for p in json.load(sys.stdin)["players"] if p["player"] == "new")
print(p["wins"], p["draws"], p["losses"])' <<<"$json")
    wins=$((wins + w)); draws=$((draws + d)); losses=$((losses + l))
    line=$(stats)
    echo "batch $batch: $line"
    if [ $((wins + draws + losses)) -ge "$min_games" ]; then
        case "$line" in *accepted*) break ;; esac
    fi
done
# How many of the games differ (the same moves twice count once): far fewer than the games
# played means the statistics overstate what the run shows.
distinct=$(psql -XAtc "SELECT count(DISTINCT moves) FROM (SELECT g.id,
    string_agg(m.x || ',' || m.y, ' ' ORDER BY m.ply) AS moves FROM referee.game g
    JOIN referee.move m ON m.game_id = g.id WHERE g.started_at >= '$run_start' GROUP BY g.id) s")
pgg_stop_cluster "$dir"
line="$line; $distinct different games"
echo "final: $line"
if [ -n "${PGG_SP_RECORD:-}" ]; then
    printf '| %s | %s | new %s ms vs %s %s ms, %sx%s, %s openings | %s |\n' "$(date -u +%F)" \
        "$PGG_SP_RECORD" "$new_ms" "$ref_name" "$ref_ms" "$size" "$size" "$openings" "$line" \
        >>bench/gomoku/ENGINE_RESULTS.md
fi
