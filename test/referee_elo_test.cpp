// Standings and Elo estimates: closed forms for two players, exact fits, error bars, intervals.
#include <gtest/gtest.h>

#include <cmath>

#include "tools/referee/elo.h"

namespace pg_games::referee {
namespace {

const double kLog = std::log(10.0) / 400.0;

TEST(RefereeElo, DifferenceOfKnownScores) {
    EXPECT_NEAR(elo_difference(0.5), 0.0, 1e-9);
    EXPECT_NEAR(elo_difference(0.75), 400 * std::log10(3.0), 1e-9);  // 190.85
    EXPECT_NEAR(elo_difference(0.75), 190.848, 1e-3);
    EXPECT_NEAR(elo_difference(0.25), -190.848, 1e-3);
    EXPECT_NEAR(elo_difference(10.0 / 11.0), 400.0, 1e-9);  // odds 10:1 = 400 Elo
    EXPECT_TRUE(std::isinf(elo_difference(1.0)));
    EXPECT_TRUE(std::isinf(elo_difference(0.0)));
    for (double p : {0.1, 0.3, 0.5, 0.9}) EXPECT_NEAR(expected_score(elo_difference(p)), p, 1e-12);
}

TEST(RefereeElo, MatchIntervalByTheNormalApproximation) {
    // 10 wins, 10 losses: p = 0.5, per-game sd 0.5, standard error 0.5 / sqrt(20).
    EloInterval e = match_elo(10, 10, 0);
    double se = 0.5 / std::sqrt(20.0), hi = 0.5 + 1.959963984540054 * se;
    EXPECT_NEAR(e.elo, 0, 1e-9);
    EXPECT_NEAR(e.high, 400 * std::log10(hi / (1 - hi)), 1e-9);
    EXPECT_NEAR(e.high, 163.3, 0.1);
    EXPECT_NEAR(e.low, -e.high, 1e-9);
    // Draws shrink the interval: 5 wins, 5 losses, 10 draws has half the variance.
    EloInterval d = match_elo(5, 5, 10);
    EXPECT_NEAR(d.elo, 0, 1e-9);
    EXPECT_LT(d.high, e.high);
    // 3 wins 1 loss: the estimate is 400 log10(3).
    EXPECT_NEAR(match_elo(3, 1, 0).elo, 190.848, 1e-3);
}

TEST(RefereeElo, WilsonIntervalOfKnownCases) {
    Proportion all = wilson_interval(20, 20);  // 20 of 20: [0.839, 1]
    EXPECT_DOUBLE_EQ(all.rate, 1.0);
    EXPECT_NEAR(all.low, 0.8389, 1e-4);
    EXPECT_NEAR(all.high, 1.0, 1e-12);
    Proportion half = wilson_interval(5, 10);  // 5 of 10: [0.2366, 0.7634]
    EXPECT_NEAR(half.low, 0.2366, 1e-4);
    EXPECT_NEAR(half.high, 0.7634, 1e-4);
}

TEST(RefereeElo, TwoPlayersFitTheClosedForm) {
    // A beats B 3 times of 4: the maximum-likelihood difference is 400 log10(3).
    std::vector<GameScore> games{{0, 1, 1}, {1, 0, 0}, {0, 1, 1}, {1, 0, 1}};
    std::vector<Standing> s = compute_standings(2, games, 0.0);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].player, 0);
    EXPECT_EQ(s[0].wins, 3);
    EXPECT_EQ(s[0].losses, 1);
    EXPECT_DOUBLE_EQ(s[0].score, 3);
    EXPECT_NEAR(s[0].elo - s[1].elo, 400 * std::log10(3.0), 1e-3);
    EXPECT_NEAR(s[0].elo + s[1].elo, 0, 1e-6);  // centred
    // Error bar: 1.96 / sqrt(Fisher information), information = (ln10/400)^2 * sum p(1-p).
    double info = 4 * 0.75 * 0.25;
    EXPECT_NEAR(s[0].elo_error, 1.959963984540054 / (kLog * std::sqrt(info)), 1e-2);
}

TEST(RefereeElo, ThreeConsistentPlayersFitExactly) {
    // A-B 3:1, B-C 3:1, A-C 9:1 are exactly the expected scores of ratings +191, 0, -191.
    std::vector<GameScore> games;
    auto add = [&](int a, int b, int wins, int losses) {
        for (int i = 0; i < wins; ++i) games.push_back({a, b, 1});
        for (int i = 0; i < losses; ++i) games.push_back({a, b, 0});
    };
    add(0, 1, 3, 1);
    add(1, 2, 3, 1);
    add(0, 2, 9, 1);
    std::vector<Standing> s = compute_standings(3, games, 0.0);
    double d = 400 * std::log10(3.0);
    EXPECT_EQ(s[0].player, 0);
    EXPECT_EQ(s[1].player, 1);
    EXPECT_EQ(s[2].player, 2);
    EXPECT_NEAR(s[0].elo, d, 1e-3);
    EXPECT_NEAR(s[1].elo, 0, 1e-3);
    EXPECT_NEAR(s[2].elo, -d, 1e-3);
    EXPECT_EQ(s[0].games, 14);
}

TEST(RefereeElo, PriorKeepsAPerfectScoreFinite) {
    std::vector<GameScore> games(20, GameScore{0, 1, 1.0});
    std::vector<Standing> s = compute_standings(2, games);
    EXPECT_TRUE(std::isfinite(s[0].elo));
    EXPECT_GT(s[0].elo - s[1].elo, 400);
    EXPECT_EQ(s[0].wins, 20);
    EXPECT_EQ(s[1].losses, 20);
}

TEST(RefereeElo, DrawsCountHalf) {
    std::vector<GameScore> games{{0, 1, 0.5}, {0, 1, 0.5}, {1, 0, 1}};
    std::vector<Standing> s = compute_standings(2, games, 0.0);
    EXPECT_EQ(s[0].player, 1);
    EXPECT_DOUBLE_EQ(s[0].score, 2.0);
    EXPECT_EQ(s[0].draws, 2);
    EXPECT_EQ(s[1].draws, 2);
    EXPECT_EQ(s[1].losses, 1);
    EXPECT_DOUBLE_EQ(s[1].score, 1.0);
    // 2 of 3: 400 log10(2).
    EXPECT_NEAR(s[0].elo - s[1].elo, 400 * std::log10(2.0), 1e-3);
}

TEST(RefereeElo, TableNamesPlayersInOrder) {
    std::vector<GameScore> games(kMinGamesForElo, GameScore{0, 1, 0});
    std::string t = format_standings(compute_standings(2, games), {"alpha", "beta"});
    EXPECT_LT(t.find("beta"), t.find("alpha"));
    EXPECT_NE(t.find("+-"), std::string::npos);
}

// Two games say nothing of a rating: the table leaves the Elo out and says why.
TEST(RefereeElo, NoEloOnFewGames) {
    std::vector<GameScore> games{{0, 1, 0}, {0, 1, 1}};
    std::string t = format_standings(compute_standings(2, games), {"alpha", "beta"});
    EXPECT_EQ(t.find("+-"), std::string::npos) << t;
    EXPECT_EQ(t.find("Elo  "), std::string::npos) << t;
    EXPECT_NE(t.find("(Elo from 10 games a player)"), std::string::npos) << t;
    // One player short of the games is enough to leave it out.
    std::vector<GameScore> more(kMinGamesForElo, GameScore{0, 1, 0.5});
    more.push_back({1, 2, 1});
    EXPECT_EQ(format_standings(compute_standings(3, more), {"a", "b", "c"}).find("+-"),
              std::string::npos);
}

}  // namespace
}  // namespace pg_games::referee
