#!/usr/bin/env bash
# The self-play statistics (bench/gomoku/match_stats.py): the per-game interval, the interval
# from pairs of games (figures computed by hand: pairs 2-0-40-0-8 have mean 0.56 and variance
# 0.0464, so 1.96 * sqrt(2 * 0.0464 / 100) = 6.0 points), the fall-backs and a bad command line.
# No database is used.
set -euo pipefail
source "$(dirname "$0")/lib/check.sh"
match_stats="$(dirname "$0")/../../bench/gomoku/match_stats.py"
stats() { python3 "$match_stats" "$@" | grep -oE 'score [0-9.]+% \+- [0-9.]+'; }

check per-game "score 60.0% +- 9.6" "$(stats 60 0 40 0 40)"
# Pairs won by the same colour twice carry no noise: narrower than per game.
check pairs-decided "score 56.0% +- 6.0" "$(stats 56 0 44 0 40 --pairs 2 0 40 0 8)"
# Pairs swept by one side or the other spread more than independent games would.
check pairs-swept "score 60.0% +- 10.4" "$(stats 60 0 40 0 40 --pairs 10 0 20 0 20)"
check pairs-alike "score 50.0% +- 21.9" "$(stats 10 0 10 0 40 --pairs 0 0 10 0 0)"
check no-pairs "score 50.0% +- 21.9" "$(stats 10 0 10 0 40 --pairs 0 0 0 0 0)"
status=0
python3 "$match_stats" 1 2 --pairs 1 >/dev/null 2>&1 || status=$?
check bad-arguments 1 "$status"
exit $fail
