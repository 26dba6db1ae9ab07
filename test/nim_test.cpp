// Nim: Bouton's theorem against a brute-force solver of small positions.
#include <gtest/gtest.h>

#include <map>
#include <vector>

#include "core/common/error.h"
#include "core/nim/nim.h"

namespace {

namespace nim = pg_games::nim;

// True when the player to move wins, by trying every move (memoised).
bool brute_force_wins(const std::vector<int64_t>& heaps,
                      std::map<std::vector<int64_t>, bool>& memo) {
    auto found = memo.find(heaps);
    if (found != memo.end()) return found->second;
    bool wins = false;
    for (size_t i = 0; i < heaps.size() && !wins; ++i) {
        for (int64_t to = 0; to < heaps[i] && !wins; ++to) {
            std::vector<int64_t> next = heaps;
            next[i] = to;
            wins = !brute_force_wins(next, memo);
        }
    }
    memo[heaps] = wins;
    return wins;
}

TEST(Nim, MovesMatchBruteForce) {
    std::map<std::vector<int64_t>, bool> memo;
    int positions = 0;
    for (int64_t x = 0; x < 8; ++x)
        for (int64_t y = 0; y < 8; ++y)
            for (int64_t z = 0; z < 8; ++z) {
                const std::vector<int64_t> heaps = {x, y, z};
                std::vector<std::pair<size_t, int64_t>> expected;
                for (size_t i = 0; i < 3; ++i)
                    for (int64_t to = 0; to < heaps[i]; ++to) {
                        std::vector<int64_t> next = heaps;
                        next[i] = to;
                        if (!brute_force_wins(next, memo)) expected.emplace_back(i, to);
                    }
                std::vector<std::pair<size_t, int64_t>> got;
                for (const nim::Move& m : nim::winning_moves(heaps))
                    got.emplace_back(m.heap, m.new_size);
                ASSERT_EQ(got, expected) << x << " " << y << " " << z;
                const auto first = nim::winning_move(heaps);
                ASSERT_EQ(first.has_value(), brute_force_wins(heaps, memo));
                if (first) {
                    EXPECT_EQ(first->heap, expected.front().first);
                    EXPECT_EQ(first->new_size, expected.front().second);
                }
                ++positions;
            }
    EXPECT_EQ(positions, 512);
}

TEST(Nim, LostPositionsHaveNoMove) {
    EXPECT_FALSE(nim::winning_move({}).has_value());
    EXPECT_FALSE(nim::winning_move({0, 0, 0}).has_value());
    EXPECT_FALSE(nim::winning_move({1, 2, 3}).has_value());
    EXPECT_TRUE(nim::winning_moves({}).empty());
}

TEST(Nim, LargeHeaps) {
    const int64_t big = INT64_MAX;
    const auto move = nim::winning_move({big, 1});
    ASSERT_TRUE(move.has_value());
    EXPECT_EQ(move->heap, 0u);
    EXPECT_EQ(move->new_size, 1);
    EXPECT_EQ(nim::nim_sum({big, big}), 0u);
}

TEST(Nim, NegativeHeapsAreRejected) {
    try {
        nim::winning_move({3, -2});
        FAIL();
    } catch (const pg_games::Error& e) {
        EXPECT_EQ(e.kind(), pg_games::ErrorKind::InvalidParameter);
        EXPECT_EQ(e.detail(), "Heap 2 is -2.");
    }
}

}  // namespace
