// Misère Nim (the last player to move loses) against a brute-force solver.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <vector>

#include "core/common/error.h"
#include "core/nim/nim.h"

namespace {

namespace nim = pg_games::nim;

// True when the player to move wins misère Nim: with no objects left the previous player took
// the last one and lost, so the player to move has won.
bool brute_force_wins(const std::vector<int64_t>& heaps,
                      std::map<std::vector<int64_t>, bool>& memo) {
    auto found = memo.find(heaps);
    if (found != memo.end()) return found->second;
    bool any = false, wins = false;
    for (size_t i = 0; i < heaps.size() && !wins; ++i)
        for (int64_t to = 0; to < heaps[i] && !wins; ++to) {
            any = true;
            std::vector<int64_t> next = heaps;
            next[i] = to;
            wins = !brute_force_wins(next, memo);
        }
    if (!any) wins = true;
    memo[heaps] = wins;
    return wins;
}

// Every position of `count` heaps below `side`.
std::vector<std::vector<int64_t>> positions(int count, int side) {
    std::vector<std::vector<int64_t>> all{{}};
    for (int h = 0; h < count; ++h) {
        std::vector<std::vector<int64_t>> next;
        for (const auto& p : all)
            for (int v = 0; v < side; ++v) {
                auto q = p;
                q.push_back(v);
                next.push_back(q);
            }
        all = next;
    }
    return all;
}

TEST(MisereNim, MovesAgreeWithBruteForce) {
    std::map<std::vector<int64_t>, bool> memo;
    int lost = 0, total = 0;
    for (int count = 0; count <= 4; ++count)
        for (const auto& heaps : positions(count, count <= 3 ? 7 : 4)) {
            ++total;
            const bool over =
                std::all_of(heaps.begin(), heaps.end(), [](int64_t h) { return h == 0; });
            const bool wins = brute_force_wins(heaps, memo);
            // Expected: exactly the moves to lost positions.
            std::vector<nim::Move> expected;
            for (size_t i = 0; i < heaps.size(); ++i)
                for (int64_t to = 0; to < heaps[i]; ++to) {
                    auto next = heaps;
                    next[i] = to;
                    if (!brute_force_wins(next, memo)) expected.push_back({i, to});
                }
            const auto moves = nim::misere_winning_moves(heaps);
            ASSERT_EQ(moves.size(), expected.size());
            for (size_t m = 0; m < moves.size(); ++m) {
                EXPECT_EQ(moves[m].heap, expected[m].heap);
                EXPECT_EQ(moves[m].new_size, expected[m].new_size);
            }
            const auto first = nim::misere_winning_move(heaps);
            ASSERT_EQ(first.has_value(), !expected.empty());
            ASSERT_EQ(first.has_value(), wins && !over);
            if (first) {
                EXPECT_EQ(first->heap, expected[0].heap);
                EXPECT_EQ(first->new_size, expected[0].new_size);
            }
            if (!wins) ++lost;
        }
    EXPECT_GT(lost, 10);
    EXPECT_GT(total, 300);
}

TEST(MisereNim, KnownPositions) {
    // One heap of one: the player to move must take it and loses.
    EXPECT_FALSE(nim::misere_winning_move({1}).has_value());
    // One big heap: leave a single object.
    EXPECT_EQ(nim::misere_winning_move({5})->new_size, 1);
    // {1, 1, 5}: shrink the big heap to one, leaving three single objects.
    EXPECT_EQ(nim::misere_winning_move({1, 1, 5})->new_size, 1);
    EXPECT_EQ(nim::misere_winning_move({1, 5})->new_size, 0);
    // Two big heaps: as in normal play.
    EXPECT_EQ(nim::misere_winning_move({3, 4, 5})->new_size, 1);
    EXPECT_FALSE(nim::misere_winning_move({2, 2}).has_value());
    EXPECT_FALSE(nim::misere_winning_move({}).has_value());
    EXPECT_THROW(nim::misere_winning_move({3, -1}), pg_games::Error);
    EXPECT_EQ(nim::misere_winning_move({INT64_MAX, 1})->new_size, 0);
}

}  // namespace
