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

// Sorts moves by descending key (ties: lower cell index first); `keys` is scratch space. With
// `first` below the number of moves, only that many lead in order (the rest follow unordered).
template <typename KeyFn>
void sort_moves(std::vector<int>& moves, std::vector<int64_t>& keys, KeyFn key,
                size_t first = SIZE_MAX) {
    keys.clear();
    for (int m : moves) keys.push_back(key(m) * 65536 + (65535 - m));
    const auto by_key = [](int64_t a, int64_t c) { return a > c; };
    if (first < keys.size())
        std::partial_sort(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(first),
                          keys.end(), by_key);
    else
        std::sort(keys.begin(), keys.end(), by_key);
    for (size_t i = 0; i < moves.size(); ++i) moves[i] = 65535 - static_cast<int>(keys[i] & 0xFFFF);
}

// Every empty cell of the board, in index order (the last resort on crowded boards).
void all_empty_cells(const Board& b, std::vector<int>& out);

}  // namespace pg_games::gomoku
