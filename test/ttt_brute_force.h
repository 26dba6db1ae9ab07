// An independent reference for the m,n,k tests: plain minimax, no table, no pruning, and its
// own line detection (scanning runs), sharing nothing with the engines but the Position type.
#pragma once

#include <cstdint>

#include "core/ttt/ttt_board.h"

namespace ttt_reference {

using pg_games::ttt::Bits;

// True when `stones` has k or more in a row on a rows x cols board, found by scanning runs.
inline bool has_run(int rows, int cols, int k, Bits stones) {
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            for (const auto& d : dirs) {
                int run = 0, rr = r, cc = c;
                while (rr >= 0 && rr < rows && cc >= 0 && cc < cols &&
                       (stones >> (rr * cols + cc) & 1)) {
                    ++run, rr += d[0], cc += d[1];
                }
                if (run >= k) return true;
            }
    return false;
}

// A minimax result: value from X's view (+1, 0, -1) and plies to the end under optimal play.
struct Result {
    int value;
    int plies;
};

// Plain minimax over every move: the winner ends as fast as possible, the loser as late.
inline Result minimax(int rows, int cols, int k, Bits x, Bits o) {
    const int area = rows * cols;
    if (has_run(rows, cols, k, x)) return {1, 0};
    if (has_run(rows, cols, k, o)) return {-1, 0};
    const bool x_to_move = __builtin_popcountll(x) == __builtin_popcountll(o);
    bool any = false;
    Result best{0, 0};
    int best_rank = 0;
    for (int cell = 0; cell < area; ++cell) {
        const Bits bit = Bits{1} << cell;
        if ((x | o) & bit) continue;
        const Result child = x_to_move ? minimax(rows, cols, k, x | bit, o)
                                       : minimax(rows, cols, k, x, o | bit);
        const int mine = x_to_move ? child.value : -child.value;
        const int rank = mine > 0 ? 1000 - child.plies : mine < 0 ? -1000 + child.plies : 0;
        if (!any || rank > best_rank) {
            any = true;
            best_rank = rank;
            best = {child.value, child.plies + 1};
        }
    }
    return any ? best : Result{0, 0};  // full board, nobody has a line
}

}  // namespace ttt_reference
