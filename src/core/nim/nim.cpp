// Nim by Bouton's theorem.
#include "core/nim/nim.h"

#include <string>

#include "core/common/error.h"

namespace pg_games::nim {

uint64_t nim_sum(const std::vector<int64_t>& heaps) {
    uint64_t sum = 0;
    for (size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] < 0)
            throw Error(ErrorKind::InvalidParameter, "heap sizes must not be negative",
                        "Heap " + std::to_string(i + 1) + " is " + std::to_string(heaps[i]) + ".",
                        "A heap holds zero or more objects.");
        sum ^= static_cast<uint64_t>(heaps[i]);
    }
    return sum;
}

std::optional<Move> winning_move(const std::vector<int64_t>& heaps) {
    const uint64_t sum = nim_sum(heaps);
    if (sum == 0) return std::nullopt;
    for (size_t i = 0; i < heaps.size(); ++i) {
        // Heap i can restore a zero nim-sum when it shrinks, i.e. when it has sum's top bit.
        const uint64_t target = static_cast<uint64_t>(heaps[i]) ^ sum;
        if (target < static_cast<uint64_t>(heaps[i])) return Move{i, static_cast<int64_t>(target)};
    }
    return std::nullopt;  // unreachable: some heap has the top bit of a non-zero nim-sum
}

std::vector<Move> winning_moves(const std::vector<int64_t>& heaps) {
    const uint64_t sum = nim_sum(heaps);
    std::vector<Move> moves;
    if (sum == 0) return moves;
    for (size_t i = 0; i < heaps.size(); ++i) {
        const uint64_t target = static_cast<uint64_t>(heaps[i]) ^ sum;
        if (target < static_cast<uint64_t>(heaps[i]))
            moves.push_back(Move{i, static_cast<int64_t>(target)});
    }
    return moves;
}

std::vector<Move> misere_winning_moves(const std::vector<int64_t>& heaps) {
    nim_sum(heaps);  // validates the heaps
    size_t big = 0, ones = 0, big_heap = 0;
    for (size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] >= 2) ++big, big_heap = i;
        if (heaps[i] == 1) ++ones;
    }
    std::vector<Move> moves;
    if (big == 0) {
        // Only single objects: take one when an even number (not zero) are left.
        if (ones % 2 == 0)
            for (size_t i = 0; i < heaps.size(); ++i)
                if (heaps[i] == 1) moves.push_back(Move{i, 0});
        return moves;
    }
    if (big == 1) {
        // Shrink the big heap to leave an odd number of single objects.
        moves.push_back(Move{big_heap, ones % 2 == 1 ? 0 : 1});
        return moves;
    }
    // Two or more big heaps: as in normal play (the reply keeps two big heaps, see the tests).
    return winning_moves(heaps);
}

std::optional<Move> misere_winning_move(const std::vector<int64_t>& heaps) {
    const std::vector<Move> moves = misere_winning_moves(heaps);
    if (moves.empty()) return std::nullopt;
    return moves.front();
}

}  // namespace pg_games::nim
