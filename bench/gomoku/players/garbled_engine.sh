#!/usr/bin/env bash
# Faulty Gomocup protocol engine for the referee's tests: accepts START, then answers every
# request for a move with something that is not a move.
while read -r command rest; do
    case "$command" in
        START) echo OK ;;
        BEGIN|TURN|DONE) echo "my move is the best move" ;;
        END) exit 0 ;;
    esac
done
