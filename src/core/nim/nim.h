// Nim: several heaps; a move takes any positive number of objects from one heap; whoever takes
// the last object wins. Bouton's theorem: the player to move loses exactly when the XOR of the
// heap sizes (the nim-sum) is zero; otherwise a winning move makes it zero.
#pragma once
#include "core/common/no_postgres.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace pg_games::nim {

// A move: heap `heap` (0-based) is reduced to `new_size` objects.
struct Move {
    size_t heap;
    int64_t new_size;
};

// The XOR of the heap sizes. Throws Error for a negative heap.
uint64_t nim_sum(const std::vector<int64_t>& heaps);

// The winning move on the lowest-numbered heap that has one, or none when the position is lost
// (nim-sum zero: this includes no heaps at all and all heaps empty). Throws Error for a negative
// heap.
std::optional<Move> winning_move(const std::vector<int64_t>& heaps);

// Every winning move, by heap number. Throws Error for a negative heap.
std::vector<Move> winning_moves(const std::vector<int64_t>& heaps);

// Misère Nim: the player who takes the last object loses. The player to move loses exactly
// when every heap holds at most one object and an odd number hold one, or when some heap holds
// two or more and the nim-sum is zero. With no objects left the game is over (the previous
// player took the last one and lost): there is no move.

// The misère winning move on the lowest-numbered heap that has one, or none when the position
// is lost or the game is over. Throws Error for a negative heap.
std::optional<Move> misere_winning_move(const std::vector<int64_t>& heaps);

// Every misère winning move, by heap number. Throws Error for a negative heap.
std::vector<Move> misere_winning_moves(const std::vector<int64_t>& heaps);

}  // namespace pg_games::nim
