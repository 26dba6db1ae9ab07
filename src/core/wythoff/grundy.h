// Sprague-Grundy values of Wythoff's game, and moves in sums of Wythoff games.
//
// The values have no known closed form: they are computed exactly as minimal excludants over the
// rectangle of positions below the asked one, with one bitset per row, column and diagonal.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <utility>
#include <vector>

#include "core/common/stop.h"
#include "core/wythoff/moves.h"

namespace pg_games::wythoff {

// The most memory the bitsets of one computation may take: about 1.5 n^2 bytes for piles (n, n),
// so piles up to about 5500 each (a few seconds: the work grows as n^3 / 64); a thin rectangle
// such as (10, 400000) fits too.
inline constexpr uint64_t kMaxGrundyBytes = uint64_t{48} << 20;

// The Grundy values of a position (a, b) and of every position one move away from it.
struct GrundyOptions {
    uint64_t value = 0;
    std::vector<uint64_t> first;     // first[i]: value of (i, b), i < a (taken from the first pile)
    std::vector<uint64_t> second;    // second[j]: value of (a, j), j < b
    std::vector<uint64_t> diagonal;  // diagonal[t - 1]: value of (a - t, b - t), 1 <= t <= min
};

// The bytes the computation for (a, b) needs (an estimate; saturates instead of overflowing).
uint64_t grundy_bytes(int64_t a, int64_t b);

// The Grundy value of (a, b) and of its options. Throws Error(InvalidParameter) for a negative
// pile, Error(ProgramLimit) beyond kMaxGrundyBytes, Cancelled on cancel.
GrundyOptions grundy_options(int64_t a, int64_t b, StopCheck& stop);

// Only the Grundy value of (a, b) (same errors).
uint64_t grundy(int64_t a, int64_t b, StopCheck& stop);

// A winning move in a sum of Wythoff games (players move in one game of their choice; whoever
// moves last wins): game is the 0-based index of the game to move in, take what to take there.
struct SumMove {
    bool found = false;  // false when the sum is lost (its Grundy value is 0)
    size_t game = 0;
    Take<int64_t> take;
};

// The winning move of a sum of games given as (a, b) piles: in the first game that has one, the
// move taking the fewest objects. Same errors as grundy_options (for each game).
SumMove sum_move(const std::vector<std::pair<int64_t, int64_t>>& games, StopCheck& stop);

}  // namespace pg_games::wythoff
