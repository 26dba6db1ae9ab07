// The move-time plan of a game clock (see move_time.h).
#include "core/gomoku/move_time.h"

#include <algorithm>

#include "core/gomoku/engine.h"

namespace pg_games::gomoku {
namespace {

// Games between engines last 20-40 moves a side; later moves share what is left more thinly.
constexpr int kExpectedMoves = 40;
constexpr int kMinMovesLeft = 16;
// The opening (few stones) needs less thought than the fights of the middle game.
constexpr int kOpeningStones = 8;
constexpr double kOpeningShare = 0.6;
// When unsure (the best move changes) the search may run to this many targets, the time left
// permitting.
constexpr int kMaxStretch = 3;
// What any move costs at least (the query around the search, a minimal search): kept in
// reserve for every move the board still allows, so that even a long game ends in time.
constexpr double kMoveFloorMs = 5;

double phase_share(int stones) { return stones < kOpeningStones ? kOpeningShare : 1.0; }

// What the whole game may spend: a reserve for the query around each search.
double usable_ms(int64_t clock_ms) { return std::max(0.0, clock_ms * 0.95 - 300.0); }

// The time left before own move n if every earlier move used exactly its plan.
double scheduled_left_ms(const GameClockState& c) {
    double left = usable_ms(c.game_clock_ms);
    for (int k = 0; k < c.own_moves && left > 0; ++k) {
        const int stones_then = std::max(0, c.stones - 2 * (c.own_moves - k));
        const int empties_then = c.empties + (c.stones - stones_then);
        left -= left / expected_moves_left(k, empties_then) * phase_share(stones_then);
    }
    return left;
}

}  // namespace

int expected_moves_left(int own_moves, int empties) {
    const int by_number = std::max(kMinMovesLeft, kExpectedMoves - own_moves);
    return std::max(1, std::min(by_number, (empties + 1) / 2));
}

MoveTime plan_move_time(const GameClockState& c) {
    double left = scheduled_left_ms(c);
    const bool known = c.time_left_ms >= 0;
    if (known) {
        // The real time left, less a margin for the answer's way back and the moves to come.
        const double real = c.time_left_ms - 50.0 - c.time_left_ms * 0.03 -
                            kMoveFloorMs * ((c.empties + 1) / 2);
        left = std::min(left, real);
    }
    const double share = left / expected_moves_left(c.own_moves, c.empties) * phase_share(c.stones);
    const int target = static_cast<int>(std::clamp(share, 1.0, double{kMaxTimeLimitMs}));
    int limit = target;
    if (known) {
        // Never more than a quarter of the time left on one move.
        limit = static_cast<int>(
            std::clamp(std::min(share * kMaxStretch, left / 4), 1.0, double{kMaxTimeLimitMs}));
        limit = std::max(limit, target);
    }
    return {target, limit};
}

}  // namespace pg_games::gomoku
