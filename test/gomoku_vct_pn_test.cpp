// The threat-space search by proof numbers (vct_pn.h): it finds the wins that need open threes,
// respects the defender's counter-threats, and every win it claims survives every reply.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/common/stop.h"
#include "core/gomoku/board.h"
#include "core/gomoku/movegen.h"
#include "core/gomoku/vct.h"
#include "core/gomoku/vct_pn.h"
#include "gomoku_brute.h"
#include "gomoku_threat_fixtures.h"

namespace gb = gomoku_brute;
using namespace gomoku_threat_fixtures;
using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

bool pn(Board& b, std::vector<int>* line = nullptr, bool* whole = nullptr, uint64_t cap = 200000,
        uint64_t* used = nullptr) {
    StopCheck stop;
    Limits limits(stop, UINT64_MAX / 4, kMaxTimeLimitMs);
    std::vector<int> own;
    const bool won = find_vct_pn(b, cap, limits, line != nullptr ? line : &own, whole);
    if (used != nullptr) *used = limits.nodes();
    return won;
}

// The other threat search (depth-first, by threes), as an independent check of a claimed win.
bool dfs_vct(Board& b) {
    StopCheck stop;
    Limits limits(stop, UINT64_MAX / 4, kMaxTimeLimitMs);
    VctTable table;
    return find_vct(b, table, 8, 400000, limits, nullptr);
}

const std::vector<Point> kDoubleThree = {{5, 7}, {6, 7}, {7, 5}, {7, 6}};
const std::vector<Point> kCorners = {{0, 0}, {14, 0}, {0, 14}, {14, 14}};

}  // namespace

TEST(GomokuVctPn, DoubleThreeWinsAgainstEveryReply) {
    Board b = board_with(kDoubleThree, kCorners);
    std::vector<int> line;
    bool whole = true;
    ASSERT_TRUE(pn(b, &line, &whole));
    ASSERT_FALSE(line.empty());
    EXPECT_EQ(b.point(line.front()), (Point{7, 7}));
    EXPECT_EQ(line.size(), 1u);  // the defender has a choice of blocks: the line stops there
    EXPECT_FALSE(whole);
    b.play(line.front());
    std::vector<int> replies;
    all_empty_cells(b, replies);
    for (int r : replies) {  // checked without the engine: a win by fours of at most three moves
        b.play(r);
        gb::Grid g = grid_of(b);
        EXPECT_TRUE(gb::vcf(g, 1, 3)) << "reply " << b.x_of(r) << "," << b.y_of(r);
        b.undo();
    }
}

TEST(GomokuVctPn, AFourWinsWithItsWholeLine) {
    // Three in a row with both ends open and a free cell beyond: the open four wins at once.
    Board b = board_with({{5, 7}, {6, 7}, {7, 7}}, kCorners);
    b.put(b.index(10, 10), 1);
    std::vector<int> line;
    bool whole = false;
    ASSERT_TRUE(pn(b, &line, &whole));
    EXPECT_TRUE(whole);
    ASSERT_EQ(line.size(), 1u);
    EXPECT_EQ(b.threat(0, line.front()), kThreatFlex4);
}

TEST(GomokuVctPn, DefendersOpenThreeOutrunsADoubleThree) {
    Board b = board_with(kDoubleThree, {{1, 12}, {2, 12}, {3, 12}, {14, 0}});
    EXPECT_FALSE(pn(b));
    Board c = board_with({{5, 7}, {6, 7}, {7, 5}, {7, 6}, {4, 12}},
                         {{1, 12}, {2, 12}, {3, 12}, {14, 0}});
    std::vector<int> line;
    ASSERT_TRUE(pn(c, &line));
    EXPECT_EQ(c.point(line.front()), (Point{7, 7}));
}

TEST(GomokuVctPn, NoThreatsNoWin) {
    Board b = board_with({{7, 7}, {9, 9}}, {{8, 8}, {6, 6}});
    EXPECT_FALSE(pn(b));
}

TEST(GomokuVctPn, StopsAtItsNodeCapAndLeavesTheBoard) {
    Board b = board_with(kDoubleThree, kCorners);
    const uint64_t hash = b.hash();
    const int stones = b.stones();
    uint64_t used = 0;
    EXPECT_FALSE(pn(b, nullptr, nullptr, 3, &used));  // too few nodes to prove the double three
    EXPECT_LE(used, 4u);
    EXPECT_EQ(b.hash(), hash);
    EXPECT_EQ(b.stones(), stones);
}

// Random middle games: every win claimed holds against every reply on the whole board (checked
// by the depth-first threat search), and a line given as whole is a forced one to the end.
TEST(GomokuVctPn, EveryClaimedWinHoldsAgainstEveryReply) {
    std::mt19937 rng(20261124);
    int checked = 0, whole_lines = 0;
    for (int game = 0; game < 80 && checked < 12; ++game) {
        Board b(Board::empty_board(15, Rule::Freestyle));
        if (!random_middle_game(rng, b)) continue;
        std::vector<int> line;
        bool whole = false;
        if (!pn(b, &line, &whole) || line.empty()) continue;
        ++checked;
        if (whole) {
            ++whole_lines;
            expect_forced_line(b, line);
        }
        b.play(line.front());
        std::vector<int> replies;
        all_empty_cells(b, replies);
        for (int r : replies) {
            b.play(r);
            const bool lost = winning_move_now(b) >= 0 || dfs_vct(b) || pn(b);
            EXPECT_TRUE(lost) << "game " << game << ": reply " << b.x_of(r) << "," << b.y_of(r)
                              << " refutes the claimed win at " << b.x_of(line.front()) << ","
                              << b.y_of(line.front());
            b.undo();
        }
        b.undo();
    }
    EXPECT_GE(checked, 12);
    EXPECT_GE(whole_lines, 1);
}
