// The threat-space search by threes and fours (vct.h): it finds wins that need an open three,
// it respects the defender's counter-threats, and every win it claims survives every reply.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/common/stop.h"
#include "core/gomoku/board.h"
#include "core/gomoku/movegen.h"
#include "core/gomoku/vct.h"
#include "gomoku_brute.h"
#include "gomoku_threat_fixtures.h"

namespace gb = gomoku_brute;
using namespace gomoku_threat_fixtures;
using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

bool vct(Board& b, VctTable& table, int threes, int* move = nullptr, uint64_t cap = 200000,
         std::vector<int>* line_out = nullptr, bool* whole = nullptr) {
    StopCheck stop;
    Limits limits(stop, UINT64_MAX / 4, kMaxTimeLimitMs);
    std::vector<int> line;
    const bool won = find_vct(b, table, threes, cap, limits, &line, whole);
    if (won && move != nullptr) *move = line.front();
    if (line_out != nullptr) *line_out = line;
    return won;
}

const std::vector<Point> kDoubleThree = {{5, 7}, {6, 7}, {7, 5}, {7, 6}};

}  // namespace

TEST(GomokuVct, DoubleThreeIsAWinByThreesNotByFours) {
    VctTable table;
    Board b = board_with(kDoubleThree, {{0, 0}, {14, 0}, {0, 14}, {14, 14}});
    EXPECT_FALSE(vct(b, table, 0));
    int move = -1;
    std::vector<int> line;
    bool whole = true;
    ASSERT_TRUE(vct(b, table, 1, &move, 200000, &line, &whole));
    EXPECT_EQ(b.point(move), (Point{7, 7}));
    EXPECT_EQ(line.size(), 1u);  // the defender has a choice of blocks: the line stops there
    EXPECT_FALSE(whole);
    // Checked without the engine: after the double three, every reply of the defender leaves the
    // attacker a win by fours of at most three moves (open four, then five).
    b.play(move);
    std::vector<int> replies;
    all_empty_cells(b, replies);
    for (int r : replies) {
        b.play(r);
        gb::Grid g = grid_of(b);
        EXPECT_TRUE(gb::vcf(g, 1, 3)) << "reply " << b.x_of(r) << "," << b.y_of(r);
        b.undo();
    }
}

TEST(GomokuVct, DefendersOpenThreeOutrunsADoubleThree) {
    VctTable table;
    // The opponent's open three on row 12 makes an open four before the double three's does.
    Board b = board_with(kDoubleThree, {{1, 12}, {2, 12}, {3, 12}, {14, 0}});
    EXPECT_FALSE(vct(b, table, 4));
    // Blocked at one end it is harmless, and the double three wins again.
    Board c = board_with({{5, 7}, {6, 7}, {7, 5}, {7, 6}, {4, 12}},
                         {{1, 12}, {2, 12}, {3, 12}, {14, 0}});
    int move = -1;
    ASSERT_TRUE(vct(c, table, 1, &move));
    EXPECT_EQ(c.point(move), (Point{7, 7}));
}

TEST(GomokuVct, NoThreatsNoWin) {
    VctTable table;
    Board b = board_with({{7, 7}, {9, 9}}, {{8, 8}, {6, 6}});
    EXPECT_FALSE(vct(b, table, 8));
}

// Random middle games: every win claimed (for either side, searched in turns, so that results
// kept from one search meet the next) holds against every reply on the whole board, and a line
// given as whole is a forced one.
TEST(GomokuVct, EveryClaimedWinHoldsAgainstEveryReply) {
    std::mt19937 rng(20261123);
    VctTable table;  // shared by every search of the test, as by the searches of one move
    int checked = 0, whole_lines = 0;
    for (int game = 0; game < 60 && checked < 12; ++game) {
        Board b(Board::empty_board(15, Rule::Freestyle));
        if (!random_middle_game(rng, b)) continue;
        b.pass();
        vct(b, table, 4);  // the other side's search fills the table first
        b.pass();
        int move = -1;
        std::vector<int> line;
        bool whole = false;
        if (!vct(b, table, 4, &move, 200000, &line, &whole)) continue;
        ++checked;
        if (whole) {
            ++whole_lines;
            expect_forced_line(b, line);
        }
        b.play(move);
        std::vector<int> replies;
        all_empty_cells(b, replies);
        for (int r : replies) {
            b.play(r);
            const bool lost = winning_move_now(b) >= 0 || vct(b, table, 4);
            EXPECT_TRUE(lost) << "game " << game << ": reply " << b.x_of(r) << "," << b.y_of(r)
                              << " refutes the claimed win at " << b.x_of(move) << ","
                              << b.y_of(move);
            b.undo();
        }
        b.undo();
    }
    EXPECT_GE(checked, 12);
    EXPECT_GE(whole_lines, 1);  // wins by fours come with their whole line
}
