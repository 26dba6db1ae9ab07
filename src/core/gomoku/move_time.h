// How long one move may think when a game clock is running: a share of the time left that
// follows from the move number and the phase of the game, and a hard limit never exceeded.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>

namespace pg_games::gomoku {

struct MoveTime {
    int target_ms;  // what the search aims to use (SearchSettings::target_ms)
    int limit_ms;   // what it may never exceed (SearchSettings::time_limit_ms)
};

struct GameClockState {
    int64_t game_clock_ms;  // the whole game's time for this side
    int own_moves;          // stones of the side to move already on the board
    int stones;             // stones of both sides on the board
    int empties;            // empty cells
    // The time really left, when the caller knows it (a running statement_timeout, the
    // Gomocup time_left); -1 when unknown: then the plan assumes every earlier move used its
    // own plan, so the plans of a whole game never add up to more than the clock.
    int64_t time_left_ms;
};

// The plan for this move. Without a known time left the search may not run over its target
// (nothing would tell the next move); with one, it may use up to 3 targets when unsure.
MoveTime plan_move_time(const GameClockState& clock);

// The moves the side to move expects still to play (the divisor of the time left).
int expected_moves_left(int own_moves, int empties);

}  // namespace pg_games::gomoku
