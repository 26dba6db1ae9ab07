// Move generation: the candidate cells for the side to move, best first.
#pragma once
#include "core/common/no_postgres.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/gomoku/board.h"

namespace pg_games::gomoku {

// Candidate moves, best first by move value: the one block when the opponent has a four, the
// defences when it has an open three (unless `all_near` is set), else every empty cell within
// two of a stone (the centre on an empty board). Returns true when the moves are forced replies.
// With `sort` false the moves come in board order.
bool generate_moves(const Board& b, int aggression_x16, bool all_near, std::vector<int>& out,
                    bool sort = true);

// The sort keys of moves: key * 65536 + 65535 - move, unique, the best move's highest (ties: the
// lower cell index first).
template <typename KeyFn>
void move_keys(const std::vector<int>& moves, std::vector<int64_t>& keys, KeyFn key) {
    keys.clear();
    for (int m : moves) keys.push_back(key(m) * 65536 + (65535 - m));
}
inline int move_of_key(int64_t key) { return 65535 - static_cast<int>(key & 0xFFFF); }

// Sorts moves by descending key (ties: lower cell index first); `keys` is scratch space.
template <typename KeyFn>
void sort_moves(std::vector<int>& moves, std::vector<int64_t>& keys, KeyFn key) {
    move_keys(moves, keys, key);
    std::sort(keys.begin(), keys.end(), [](int64_t a, int64_t c) { return a > c; });
    for (size_t i = 0; i < moves.size(); ++i) moves[i] = move_of_key(keys[i]);
}

// The i-th move in the order of sort_moves, of at most `limit` wanted, on demand (keys from
// move_keys, picks 0..i-1 made before): most nodes cut off after a move or two, so the first
// ones are found by one pass each, and only a node that goes on sorts the rest up to the limit.
inline int pick_move(std::vector<int64_t>& keys, size_t i, size_t limit) {
    constexpr size_t kSelected = 2;
    const auto it = keys.begin() + static_cast<std::ptrdiff_t>(i);
    if (i < kSelected) {
        std::iter_swap(it, std::max_element(it, keys.end()));
    } else if (i == kSelected) {
        const size_t end = std::min(limit, keys.size());
        std::partial_sort(it, keys.begin() + static_cast<std::ptrdiff_t>(end), keys.end(),
                          [](int64_t a, int64_t c) { return a > c; });
    }
    return move_of_key(*it);
}

// Every empty cell of the board, in index order (the last resort on crowded boards).
void all_empty_cells(const Board& b, std::vector<int>& out);

}  // namespace pg_games::gomoku
