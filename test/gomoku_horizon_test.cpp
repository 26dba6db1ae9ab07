// The search's horizon: an open three of the opponent at the last ply, or a four-three it can
// make, is answered one ply further, so that two such threats (one block cannot meet both) are
// seen to lose and one is not. And the answers to an open three that cannot meet it, valued as
// lost without their stone, give the values that playing them gives.
#include <gtest/gtest.h>

#include <vector>

#include "core/common/stop.h"
#include "core/gomoku/board.h"
#include "core/gomoku/engine.h"
#include "core/gomoku/search.h"
#include "core/gomoku/timeman.h"
#include "core/gomoku/tt.h"
#include "core/gomoku/vct.h"
#include "gomoku_threat_fixtures.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

// The value the search gives the side to move (colour 0) at `depth` plies, with the opponent's
// stones `theirs` and its own `ours` on a 15x15 board.
// `nodes`, when given, gets the nodes searched.
int value_at(int depth, const std::vector<Point>& ours, const std::vector<Point>& theirs,
             const SearchParams& params = SearchParams{}, uint64_t* nodes = nullptr) {
    Board b = gomoku_threat_fixtures::board_with(ours, theirs);
    StopCheck stop;
    Limits limits(stop, 1000000, 60000);
    TranspositionTable tt(1);
    VctTable vct(1 << 10);
    Searcher s(b, limits, tt, vct, params);
    const int v = s.value(depth);
    if (nodes != nullptr) *nodes = limits.nodes();
    return v;
}

}  // namespace

TEST(GomokuHorizon, TwoOpenThreesLoseAtTheLastPly) {
    // The opponent's open threes on row 3 and column 10; ours are scattered, with no four to make.
    const int v = value_at(0, {{1, 13}, {13, 1}, {7, 12}, {2, 7}},
                           {{4, 3}, {5, 3}, {6, 3}, {10, 8}, {10, 9}, {10, 10}});
    EXPECT_LE(v, -kProvenThreshold);
}

TEST(GomokuHorizon, OneOpenThreeIsBlockedAtTheLastPly) {
    const int v = value_at(0, {{1, 13}, {13, 1}, {7, 12}, {2, 7}}, {{4, 3}, {5, 3}, {6, 3}, {10, 9}});
    EXPECT_GT(v, -kProvenThreshold);
    EXPECT_LT(v, kProvenThreshold);
}

// The opponent can make a four-three at (6,3) (a four on row 3, an open three on column 6) and
// another at (8,11); it has no open three yet, so the static value alone would not see them.
const std::vector<Point> kOursAgainstFourThrees = {{2, 3}, {12, 11}, {1, 13}, {13, 1}};
const std::vector<Point> kFourThreeAt6_3 = {{3, 3}, {4, 3}, {5, 3}, {6, 4}, {6, 5}};
const std::vector<Point> kFourThreeAt8_11 = {{9, 11}, {10, 11}, {11, 11}, {8, 9}, {8, 10}};

TEST(GomokuHorizon, TwoFourThreesToMakeLoseAtTheLastPly) {
    std::vector<Point> theirs = kFourThreeAt6_3;
    theirs.insert(theirs.end(), kFourThreeAt8_11.begin(), kFourThreeAt8_11.end());
    EXPECT_LE(value_at(0, kOursAgainstFourThrees, theirs), -kProvenThreshold);
}

TEST(GomokuHorizon, OneFourThreeToMakeIsBlockedAtTheLastPly) {
    const int v = value_at(0, kOursAgainstFourThrees, kFourThreeAt6_3);
    EXPECT_GT(v, -kProvenThreshold);
    EXPECT_LT(v, kProvenThreshold);
}

// The opponent's open three on row 3 and a closed three on column 12 (its cells of a four there
// are among the answers searched but do not meet the open three); one position where a block
// holds, one where a second open three makes every answer lose.
TEST(GomokuHorizon, AnswersLeavingAnOpenFourAreValuedWithoutTheirStone) {
    const std::vector<Point> ours = {{1, 13}, {13, 1}, {7, 12}, {2, 7}, {12, 8}};
    const std::vector<Point> one_three = {{4, 3}, {5, 3}, {6, 3}, {12, 9}, {12, 10}, {12, 11}};
    const std::vector<Point> two_threes = {{4, 3},   {5, 3}, {6, 3}, {12, 9}, {12, 10},
                                           {12, 11}, {8, 6}, {8, 7}, {8, 8}};
    SearchParams played;
    played.play_unanswered = true;
    uint64_t fewer = 0, more = 0;
    for (const auto* theirs : {&one_three, &two_threes})
        for (int depth = 1; depth <= 6; ++depth) {
            uint64_t skipping = 0, playing = 0;
            const int v = value_at(depth, ours, *theirs, SearchParams{}, &skipping);
            EXPECT_EQ(v, value_at(depth, ours, *theirs, played, &playing)) << "depth " << depth;
            EXPECT_LE(skipping, playing) << "depth " << depth;
            EXPECT_LT(playing, 1000000u) << "depth " << depth;  // within the budget
            EXPECT_EQ(v <= -kProvenThreshold, theirs == &two_threes) << "depth " << depth;
            fewer += skipping;
            more += playing;
        }
    EXPECT_LT(fewer, more);
}
