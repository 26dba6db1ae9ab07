// The move-time plan of a game clock: whole games never overrun the clock, the time left and
// the phase of the game shape each move's share.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/gomoku/move_time.h"

namespace pg_games::gomoku {
namespace {

constexpr int kCells = 19 * 19;
constexpr int kOpeningStones = 3;  // a balanced opening, the side to move has one stone
constexpr int kQueryMs = 3;        // what a move costs beyond its search (parse, scan, network)

GameClockState at_move(int64_t clock_ms, int own_moves, int64_t time_left_ms) {
    const int stones = kOpeningStones + 2 * own_moves;
    return {clock_ms, 1 + own_moves, stones, kCells - stones, time_left_ms};
}

TEST(GomokuMoveTime, BlindPlansOfAWholeGameStayInsideTheClock) {
    for (int64_t clock : {1000, 60000, 300000, 3600000}) {
        double used = 0;
        for (int n = 0; kOpeningStones + 2 * n < kCells; ++n) {
            MoveTime t = plan_move_time(at_move(clock, n, -1));
            EXPECT_EQ(t.target_ms, t.limit_ms) << "no time left is known: no stretching";
            EXPECT_GE(t.target_ms, 1);
            used += t.limit_ms;
        }
        // The 1 ms floor of each move is the only way past 95% of the clock.
        EXPECT_LE(used, std::max(clock * 0.95, 180.0)) << "clock " << clock;
    }
}

TEST(GomokuMoveTime, AGameOfUnsureMovesNeverRunsOutWhenTheTimeLeftIsKnown) {
    // The first `unsure` moves each spend their whole limit, the rest their target, for `moves`
    // moves (179 fill the board). Every move at its limit forever would not last (each takes a
    // share of what is left, at least 1 ms): the guarantee is for a game's worth of them.
    struct Game {
        int64_t clock;
        int unsure, moves;
    };
    for (Game g : {Game{2000, 30, 179}, Game{60000, 60, 179}, Game{300000, 60, 179}}) {
        const int64_t clock = g.clock;
        const int unsure = g.unsure;
        int64_t left = clock;
        for (int n = 0; n < g.moves; ++n) {
            MoveTime t = plan_move_time(at_move(clock, n, left));
            ASSERT_LE(t.target_ms, t.limit_ms);
            EXPECT_LE(t.limit_ms, std::max<int64_t>(1, left / 4)) << "a quarter of the time left";
            left -= (n < unsure ? t.limit_ms : t.target_ms) + kQueryMs;
            ASSERT_GT(left, 0) << "clock " << clock << ", own move " << n;
        }
    }
}

TEST(GomokuMoveTime, TheMiddleGameGetsMoreThanTheOpening) {
    const MoveTime opening = plan_move_time({300000, 1, 3, kCells - 3, 290000});
    const MoveTime middle = plan_move_time({300000, 1, 12, kCells - 12, 290000});
    EXPECT_LT(opening.target_ms, middle.target_ms);
}

TEST(GomokuMoveTime, ShareGrowsAsTheExpectedRestOfTheGameShrinks) {
    const MoveTime early = plan_move_time(at_move(300000, 5, 60000));
    const MoveTime late = plan_move_time(at_move(300000, 30, 60000));
    EXPECT_LT(early.target_ms, late.target_ms);
    EXPECT_EQ(expected_moves_left(30, 300), 16);
    EXPECT_EQ(expected_moves_left(0, 300), 40);
    EXPECT_EQ(expected_moves_left(0, 7), 4) << "never more moves than the empty cells allow";
}

TEST(GomokuMoveTime, TheKnownTimeLeftCapsTheSchedule) {
    // The schedule of a 5-minute clock would give seconds; only 3 s are really left.
    const MoveTime blind = plan_move_time(at_move(300000, 10, -1));
    const MoveTime known = plan_move_time(at_move(300000, 10, 3000));
    EXPECT_GT(blind.target_ms, 1000);
    EXPECT_LT(known.limit_ms, 3000 / 4 + 1);
    EXPECT_LT(known.target_ms, blind.target_ms);
    // A long statement_timeout does not stretch the schedule either.
    const MoveTime generous = plan_move_time(at_move(300000, 10, 3600000));
    EXPECT_EQ(generous.target_ms, blind.target_ms);
}

TEST(GomokuMoveTime, NoTimeLeftStillGivesAMinimalSearch) {
    const MoveTime t = plan_move_time(at_move(300000, 20, 0));
    EXPECT_EQ(t.target_ms, 1);
    EXPECT_EQ(t.limit_ms, 1);
}

}  // namespace
}  // namespace pg_games::gomoku
