// Wythoff Grundy values and sums of Wythoff games against a brute-force minimal-excludant table
// and a brute-force solver of small sums.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "core/common/error.h"
#include "core/wythoff/grundy.h"
#include "core/wythoff/wythoff.h"

namespace {

namespace w = pg_games::wythoff;

// G[a][b] for a, b < side by the definition: the least value no option has.
std::vector<std::vector<uint64_t>> brute_force_table(int side) {
    std::vector<std::vector<uint64_t>> g(side, std::vector<uint64_t>(side, 0));
    for (int a = 0; a < side; ++a)
        for (int b = 0; b < side; ++b) {
            std::vector<bool> seen(3 * side, false);
            for (int k = 1; k <= a; ++k) seen[g[a - k][b]] = true;
            for (int k = 1; k <= b; ++k) seen[g[a][b - k]] = true;
            for (int k = 1; k <= std::min(a, b); ++k) seen[g[a - k][b - k]] = true;
            uint64_t mex = 0;
            while (seen[mex]) ++mex;
            g[a][b] = mex;
        }
    return g;
}

TEST(WythoffGrundy, MatchesTheBruteForceTable) {
    const int side = 48;
    const auto g = brute_force_table(side);
    pg_games::StopCheck stop;
    for (int a = 0; a < side; ++a)
        for (int b = 0; b < side; ++b) {
            const w::GrundyOptions o = w::grundy_options(a, b, stop);
            ASSERT_EQ(o.value, g[a][b]) << a << "," << b;
            ASSERT_EQ(o.first.size(), static_cast<size_t>(a));
            ASSERT_EQ(o.second.size(), static_cast<size_t>(b));
            ASSERT_EQ(o.diagonal.size(), static_cast<size_t>(std::min(a, b)));
            for (int i = 0; i < a; ++i) ASSERT_EQ(o.first[i], g[i][b]);
            for (int j = 0; j < b; ++j) ASSERT_EQ(o.second[j], g[a][j]);
            for (int t = 1; t <= std::min(a, b); ++t) ASSERT_EQ(o.diagonal[t - 1], g[a - t][b - t]);
        }
}

TEST(WythoffGrundy, ThinRectanglesMatchTheBruteForceTable) {
    // A larger table, checked on its first rows (where the column windows are narrowest).
    const int side = 300;
    const auto g = brute_force_table(side);
    pg_games::StopCheck stop;
    for (int a = 0; a < 4; ++a)
        for (int b = 0; b < side; b += 7) {
            EXPECT_EQ(w::grundy(a, b, stop), g[a][b]);
            EXPECT_EQ(w::grundy(b, a, stop), g[a][b]);
        }
    for (int a = 0; a < side; a += 37)
        for (int b = 0; b < side; b += 29) EXPECT_EQ(w::grundy(a, b, stop), g[a][b]);
}

TEST(WythoffGrundy, ZeroExactlyOnPPositions) {
    pg_games::StopCheck stop;
    for (int a = 0; a < 400; a += 3) {
        const w::GrundyOptions o = w::grundy_options(a, 400, stop);
        for (int i = 0; i < a; ++i) EXPECT_EQ(o.first[i] == 0, w::is_losing(i, 400));
        EXPECT_EQ(o.value == 0, w::is_losing(a, 400));
    }
}

TEST(WythoffGrundy, KnownValuesAndBounds) {
    pg_games::StopCheck stop;
    // The first row is b itself, the second row swaps pairs: 1 2 0 4 5 3 7 8 6 ...
    EXPECT_EQ(w::grundy(0, 1000, stop), 1000u);
    EXPECT_EQ(w::grundy(1, 0, stop), 1u);
    EXPECT_EQ(w::grundy(1, 1, stop), 2u);
    EXPECT_EQ(w::grundy(1, 2, stop), 0u);
    EXPECT_EQ(w::grundy(1, 3, stop), 4u);
    // Within [b - 2a, b + a] for a <= b.
    for (int a : {5, 17, 60})
        for (int b : {60, 200, 2000}) {
            const uint64_t v = w::grundy(a, b, stop);
            EXPECT_GE(v + 2 * a, static_cast<uint64_t>(b));
            EXPECT_LE(v, static_cast<uint64_t>(a + b));
        }
}

TEST(WythoffGrundy, Errors) {
    pg_games::StopCheck stop;
    try {
        w::grundy(-1, 3, stop);
        FAIL();
    } catch (const pg_games::Error& e) {
        EXPECT_EQ(e.kind(), pg_games::ErrorKind::InvalidParameter);
    }
    try {
        w::grundy(100000, 100000, stop);
        FAIL();
    } catch (const pg_games::Error& e) {
        EXPECT_EQ(e.kind(), pg_games::ErrorKind::ProgramLimit);
    }
    EXPECT_GT(w::grundy_bytes(100000, 100000), w::kMaxGrundyBytes);
    EXPECT_LE(w::grundy_bytes(5500, 5500), w::kMaxGrundyBytes);
    EXPECT_LE(w::grundy_bytes(10, 400000), w::kMaxGrundyBytes);
}

TEST(WythoffGrundy, CancelStopsTheComputation) {
    pg_games::StopCheck stop([] { return true; }, 1);
    EXPECT_THROW(w::grundy(500, 500, stop), pg_games::Cancelled);
}

using Sum = std::vector<std::pair<int64_t, int64_t>>;

// True when the player to move wins a sum of games, by trying every move (memoised).
bool brute_force_wins(Sum games, std::map<Sum, bool>& memo) {
    std::sort(games.begin(), games.end());
    auto found = memo.find(games);
    if (found != memo.end()) return found->second;
    bool wins = false;
    for (size_t i = 0; i < games.size() && !wins; ++i) {
        const auto [a, b] = games[i];
        for (int64_t ta = 0; ta <= a && !wins; ++ta)
            for (int64_t tb = 0; tb <= b && !wins; ++tb) {
                if ((ta == 0 && tb == 0) || (ta != 0 && tb != 0 && ta != tb)) continue;
                Sum next = games;
                next[i] = {a - ta, b - tb};
                wins = !brute_force_wins(next, memo);
            }
    }
    memo[games] = wins;
    return wins;
}

TEST(WythoffSum, MovesAgreeWithBruteForce) {
    pg_games::StopCheck stop;
    std::map<Sum, bool> memo;
    int checked = 0, won = 0;
    for (int a1 = 0; a1 < 6; ++a1)
        for (int b1 = 0; b1 < 6; ++b1)
            for (int a2 = 0; a2 < 6; ++a2)
                for (int b2 = 0; b2 < 5; ++b2)
                    for (int a3 : {0, 2, 4})
                        for (int b3 : {1, 3}) {
                            const Sum games = {{a1, b1}, {a2, b2}, {a3, b3}};
                            const bool wins = brute_force_wins(games, memo);
                            const w::SumMove m = w::sum_move(games, stop);
                            ASSERT_EQ(m.found, wins);
                            ++checked;
                            if (!m.found) continue;
                            ++won;
                            // The move is legal and leaves a lost sum.
                            const auto [a, b] = games[m.game];
                            const auto t = m.take;
                            ASSERT_TRUE(t.a >= 0 && t.b >= 0 && t.a <= a && t.b <= b);
                            ASSERT_TRUE(t.a + t.b > 0 && (t.a == 0 || t.b == 0 || t.a == t.b));
                            Sum next = games;
                            next[m.game] = {a - t.a, b - t.b};
                            ASSERT_FALSE(brute_force_wins(next, memo));
                        }
    EXPECT_GT(won, 0);
    EXPECT_LT(won, checked);
}

TEST(WythoffSum, OneGameIsPlainWythoff) {
    pg_games::StopCheck stop;
    for (int a = 0; a < 40; ++a)
        for (int b = 0; b < 40; ++b) {
            const w::SumMove m = w::sum_move({{a, b}}, stop);
            const w::BestMove<int64_t> best = w::best_move_checked(a, b);
            ASSERT_EQ(m.found, best.found);
            if (!m.found) continue;
            // Both leave a P-position; the Grundy path takes the fewest objects too.
            EXPECT_TRUE(w::is_losing(a - m.take.a, b - m.take.b));
            EXPECT_EQ(m.take.a + m.take.b, best.take.a + best.take.b);
        }
    EXPECT_FALSE(w::sum_move({}, stop).found);
}

}  // namespace
