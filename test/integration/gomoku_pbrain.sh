#!/usr/bin/env bash
# The Gomocup brain pbrain-pg_games: a scripted protocol session, with the answers checked.
# Needs PGG_BUILD (the CMake build directory holding pbrain-pg_games); no database is used.
set -euo pipefail
brain="${PGG_BUILD:?PGG_BUILD must name the cmake build directory}/pbrain-pg_games"
[ -x "$brain" ] || { echo "missing $brain"; exit 1; }
source "$(dirname "$0")/lib/check.sh"
# The answers of a session, without MESSAGE lines.
session() { printf "$1" | timeout 60 "$brain" | grep -v '^MESSAGE'; }

check about 'name="pg_games"' "$(session 'ABOUT\nEND\n' | grep -o 'name="pg_games"')"
check start-ok OK "$(session 'START 15\nEND\n')"
check start-too-big ERROR "$(session 'START 40\nEND\n' | cut -d' ' -f1)"
check start-wrapping ERROR "$(session 'START 4294967311\nEND\n' | cut -d' ' -f1)"
check rectstart-rect ERROR "$(session 'RECTSTART 20,15\nEND\n' | cut -d' ' -f1)"
check rectstart-square OK "$(session 'RECTSTART 20,20\nEND\n')"
check no-start ERROR "$(session 'BEGIN\nEND\n' | cut -d' ' -f1)"
check unknown UNKNOWN "$(session 'START 15\nFOO\nEND\n' | tail -1 | cut -d' ' -f1)"
# First move on an empty 15x15 board: the centre.
check begin-centre 7,7 "$(session 'START 15\nINFO timeout_turn 500\nBEGIN\nEND\n' | tail -1)"
# Own four (x = 3..6 on row 3, x = 2 blocked): the five at 7,3.
check win-in-one 7,3 "$(session 'START 15\nINFO timeout_turn 500\nBOARD\n2,3,2\n3,3,1\n4,3,1\n5,3,1\n6,3,1\n9,9,2\n10,9,2\n11,11,2\nDONE\nEND\n' | tail -1)"
# Opponent four (column 9, rows 4..7, row 3 blocked): the block at 9,8.
check block-four 9,8 "$(session 'START 15\nINFO timeout_turn 500\nBOARD\n9,3,1\n9,4,2\n9,5,2\n9,6,2\n9,7,2\n2,2,1\n12,12,1\nDONE\nEND\n' | tail -1)"
# Own stones x = 1,2,3,4,6 on row 3 with x = 0 blocked: 5,3 makes six. Freestyle: that wins.
# Exact five (INFO rule 1): six does not win, so the opponent's four (column 12) must be blocked.
board='BOARD\n0,3,2\n1,3,1\n2,3,1\n3,3,1\n4,3,1\n6,3,1\n12,7,2\n12,8,2\n12,9,2\n12,10,2\n12,6,1\nDONE\n'
check overline-freestyle 5,3 "$(session "START 15\nINFO timeout_turn 500\n${board}END\n" | tail -1)"
check overline-exact 12,11 "$(session "START 15\nINFO timeout_turn 500\nINFO rule 1\n${board}END\n" | tail -1)"
# TURN on an occupied cell is refused; a legal TURN gets a legal answer.
check turn-occupied ERROR "$(session 'START 15\nINFO timeout_turn 300\nBEGIN\nTURN 7,7\nEND\n' | tail -1 | cut -d' ' -f1)"
answer=$(session 'START 15\nINFO timeout_turn 300\nTURN 7,7\nEND\n' | tail -1)
[[ "$answer" =~ ^[0-9]+,[0-9]+$ && "$answer" != "7,7" ]] && echo "ok   turn-answer $answer" || { echo "FAIL turn-answer [$answer]"; fail=1; }
# A timed turn on a middle-game board gets a legal answer (how closely the turn limit is kept is
# a benchmark figure: the time per move in bench/gomoku/MATCH_RESULTS.md).
answer=$(session 'START 19\nINFO timeout_turn 300\nBOARD\n9,9,2\n10,10,1\n10,8,2\n8,10,1\n11,9,2\n9,10,1\n11,10,2\nDONE\nEND\n' | tail -1)
case " 9,9 10,10 10,8 8,10 11,9 9,10 11,10 " in
    *" $answer "*) echo "FAIL timed-turn answered an occupied cell [$answer]"; fail=1 ;;
    *) [[ "$answer" =~ ^[0-9]+,[0-9]+$ ]] && echo "ok   timed-turn $answer" ||
           { echo "FAIL timed-turn [$answer]"; fail=1; } ;;
esac
# Absurd INFO values (the largest 64-bit integers) are read without overflow.
check info-extremes 2,2 "$(session 'INFO timeout_turn 9223372036854775807\nINFO timeout_match 9223372036854775807\nINFO time_left 1000\nINFO max_memory 9223372036854775807\nSTART 5\nBEGIN\nEND\n' | tail -1)"
# Tiny and huge boards still get legal moves.
check tiny-board 2,2 "$(session 'START 5\nINFO timeout_turn 300\nBEGIN\nEND\n' | tail -1)"
check huge-board 16,16 "$(session 'START 32\nINFO timeout_turn 300\nBEGIN\nEND\n' | tail -1)"
exit $fail
