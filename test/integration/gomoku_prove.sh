#!/usr/bin/env bash
# The proof check of the gomoku benchmarks (gomoku-bench prove): a double three wins, scattered
# stones prove nothing, and bad input is refused. Also `gomoku-bench threats`, the two threat
# searches side by side, and `gomoku-bench choose`, the engine's move under a node budget. Needs
# PGG_BUILD (the CMake build directory holding
# gomoku-bench); no database is used.
set -euo pipefail
bench="${PGG_BUILD:?PGG_BUILD must name the cmake build directory}/gomoku-bench"
[ -x "$bench" ] || { echo "missing $bench"; exit 1; }
source "$(dirname "$0")/lib/check.sh"
prove() { printf "$1" | timeout 120 "$bench" prove 200000 2>/dev/null; }

# 1-based: own stones at 6,8 7,8 (row 8) and 8,6 8,7 (column 8); 8,8 makes two open threes.
own='6,8 7,8 8,6 8,7'
other='1,1 15,1 1,15 15,15'
check double-three win "$(prove "15\n$own\n$other\n8,8\n")"
check some-winning-move win "$(prove "15\n$own\n$other\n-\n")"
check nothing-to-win unknown "$(prove "15\n3,3 12,12\n$other\n8,8\n")"
# The opponent's open three on row 13 outruns the double three.
check outrun unknown "$(prove "15\n$own\n2,13 3,13 4,13 15,1\n8,8\n")"
# Both threat searches find the double three; neither finds a win among scattered stones.
threats() { printf "$1" | timeout 120 "$bench" threats 200000 2>/dev/null | awk '{print $1, $2, $3}' | paste -sd' '; }
check threats-double-three "dfs win 8,8 pn win 8,8" "$(threats "15\n$own\n$other\n")"
check threats-nothing "dfs none - pn none -" "$(threats "15\n3,3 12,12\n$other\n")"
status=0
printf "15\n$own 8,6\n$other\n" | "$bench" threats >/dev/null 2>&1 || status=$?
check threats-taken-cell 2 "$status"
# choose: the five of a closed four; the block of the opponent's four; a taken cell and a
# finished game are refused.
choose() { printf "$1" | timeout 120 "$bench" choose 20000 2>/dev/null; }
check choose-five 8,8 "$(choose "15\n4,8 5,8 6,8 7,8\n3,8 1,1 15,1 1,15\n")"
check choose-block 8,8 "$(choose "15\n3,8 1,1 15,1 15,15\n4,8 5,8 6,8 7,8\n")"
# With "score": the five is a win in one ply (1000000 - 1) for the side to move.
check choose-score "8,8 999999" "$(printf "15\n4,8 5,8 6,8 7,8\n3,8 1,1 15,1 1,15\n" | timeout 120 "$bench" choose 20000 score 2>/dev/null)"
status=0
choose "15\n$own 8,6\n$other\n" >/dev/null || status=$?
check choose-taken-cell 2 "$status"
status=0
choose "15\n4,8 5,8 6,8 7,8 8,8\n3,8 1,1 15,1 1,15 15,15\n" >/dev/null || status=$?
check choose-finished-game 2 "$status"
status=0
prove "15\n$own\n$other\n8,6\n" >/dev/null || status=$?
check taken-cell 2 "$status"
status=0
prove "40\n\n\n-\n" >/dev/null || status=$?
check bad-size 2 "$status"
exit $fail
