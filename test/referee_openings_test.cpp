// Openings: the file format, placement on boards of several sizes, seeded random openings, and
// a schedule in which every opening is played twice with colours swapped.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "core/common/error.h"
#include "tools/referee/openings.h"

namespace pg_games::referee {
namespace {

TEST(RefereeOpenings, ParsesTheFormat) {
    std::vector<Opening> o =
        parse_openings("3,0 0,3 0,1 3,1 2,-2 # eval 55\n\n# a comment line\n  -1,2   1,-3\n");
    ASSERT_EQ(o.size(), 2u);
    ASSERT_EQ(o[0].size(), 5u);
    EXPECT_EQ(o[0][4], (std::pair<int, int>{2, -2}));
    EXPECT_EQ(o[1], (Opening{{-1, 2}, {1, -3}}));
}

TEST(RefereeOpenings, RejectsMalformedStones) {
    for (const char* bad : {"3,0 x,1", "3;0", "3,", ",3", "3,0,1", "1,1 1,1", "40,0"}) {
        try {
            parse_openings(std::string("0,0\n") + bad);
            ADD_FAILURE() << bad;
        } catch (const pg_games::Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::InvalidText) << bad;
            EXPECT_NE(std::string(e.what()).find("line 2"), std::string::npos) << e.what();
        }
    }
}

TEST(RefereeOpenings, PlacesAroundTheCentre) {
    EXPECT_EQ(board_centre(19), 10);
    EXPECT_EQ(board_centre(15), 8);
    EXPECT_EQ(board_centre(20), 10);
    auto cells = place_opening({{3, 0}, {0, -3}, {-2, 2}}, 19);
    EXPECT_EQ(cells, (std::vector<std::pair<int, int>>{{13, 10}, {10, 7}, {8, 12}}));
    EXPECT_THROW(place_opening({{3, 0}}, 5), pg_games::Error);  // centre 3: x = 6 > 5
    EXPECT_NO_THROW(place_opening({{2, -2}}, 5));
}

TEST(RefereeOpenings, RandomOpeningsAreSeededAndDistinct) {
    auto a = random_openings(8, 4, 3, 42), b = random_openings(8, 4, 3, 42),
         c = random_openings(8, 4, 3, 43);
    EXPECT_EQ(a, b);
    EXPECT_NE(a, c);
    for (const Opening& o : a) {
        ASSERT_EQ(o.size(), 4u);
        std::set<std::pair<int, int>> cells(o.begin(), o.end());
        EXPECT_EQ(cells.size(), 4u);
        for (auto [dx, dy] : o) {
            EXPECT_LE(std::abs(dx), 3);
            EXPECT_LE(std::abs(dy), 3);
        }
    }
    EXPECT_THROW(random_openings(1, 10, 1, 1), pg_games::Error);  // 9 cells for 10 stones
}

TEST(RefereeOpenings, EachOpeningTwiceWithColoursSwapped) {
    // 3 players, 6 games a pair, 10 openings: openings 0, 1, 2, each played once with each colour.
    std::vector<ScheduledGame> g = schedule_games(3, 6, 10, false);
    ASSERT_EQ(g.size(), 18u);
    std::map<std::tuple<int, int, int>, int> seen;  // (black, white, opening)
    std::map<int, int> as_black, as_white;
    for (const ScheduledGame& s : g) {
        ++seen[{s.black, s.white, s.opening}];
        ++as_black[s.black];
        ++as_white[s.white];
        EXPECT_GE(s.opening, 0);
        EXPECT_LT(s.opening, 3);
    }
    for (int a = 0; a < 3; ++a) {
        for (int b = 0; b < 3; ++b) {
            if (a == b) continue;
            for (int o = 0; o < 3; ++o) EXPECT_EQ((seen[{a, b, o}]), 1) << a << b << o;
        }
    }
    for (int p = 0; p < 3; ++p) {
        EXPECT_EQ(as_black[p], 6);
        EXPECT_EQ(as_white[p], 6);
    }
    // Round by round: the first three games are the first game of each pair.
    EXPECT_EQ(g[0].round, 0);
    EXPECT_EQ(g[2].round, 0);
    EXPECT_EQ(g[3].round, 1);
}

TEST(RefereeOpenings, OpeningsCycleAndEmptyBoards) {
    std::vector<ScheduledGame> g = schedule_games(2, 6, 2, false);
    std::vector<int> used;
    for (const ScheduledGame& s : g) used.push_back(s.opening);
    EXPECT_EQ(used, (std::vector<int>{0, 0, 1, 1, 0, 0}));
    for (const ScheduledGame& s : schedule_games(2, 3, 0, false)) EXPECT_EQ(s.opening, -1);
}

TEST(RefereeOpenings, GauntletPairsOnlyTheFirstPlayer) {
    std::vector<ScheduledGame> g = schedule_games(4, 2, 1, true);
    ASSERT_EQ(g.size(), 6u);
    for (const ScheduledGame& s : g) EXPECT_TRUE(s.black == 0 || s.white == 0);
}

}  // namespace
}  // namespace pg_games::referee
