// The search's move order: moves picked on demand (pick_move) come in the order of a full sort
// (sort_moves), whatever the node's move limit, with equal keys broken by the lower cell.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "core/gomoku/movegen.h"

using namespace pg_games::gomoku;

TEST(GomokuMoveOrder, PickedMovesFollowTheSortedOrder) {
    std::mt19937 rng(2711);
    int compared = 0;
    for (int round = 0; round < 400; ++round) {
        const size_t n = 1 + rng() % 80;
        std::vector<int> moves;
        for (int cell = static_cast<int>(rng() % 50); moves.size() < n; cell += 1 + rng() % 4)
            moves.push_back(cell);
        std::shuffle(moves.begin(), moves.end(), rng);
        std::vector<int64_t> value(2000);
        for (auto& v : value) v = static_cast<int64_t>(rng() % 12) - 4;  // many equal keys
        const auto key = [&](int m) { return value[static_cast<size_t>(m)]; };

        std::vector<int> sorted = moves;
        std::vector<int64_t> scratch;
        sort_moves(sorted, scratch, key);
        const size_t limit = 1 + rng() % (n + 3);
        std::vector<int64_t> keys;
        move_keys(moves, keys, key);
        for (size_t i = 0; i < keys.size() && i < limit; ++i, ++compared)
            ASSERT_EQ(pick_move(keys, i, limit), sorted[i]) << "round " << round << ", move " << i;
    }
    EXPECT_GT(compared, 4000);
}

TEST(GomokuMoveOrder, EqualKeysPutTheLowerCellFirst) {
    std::vector<int> moves = {40, 7, 300, 12};
    std::vector<int64_t> keys;
    move_keys(moves, keys, [](int m) { return m == 300 ? 5 : 1; });
    EXPECT_EQ(pick_move(keys, 0, 4), 300);
    EXPECT_EQ(pick_move(keys, 1, 4), 7);
    EXPECT_EQ(pick_move(keys, 2, 4), 12);
    EXPECT_EQ(pick_move(keys, 3, 4), 40);
}
