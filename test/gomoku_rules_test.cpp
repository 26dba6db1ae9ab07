// Rules of Gomoku: positions, five detection under both rules, and legal answers from search.
#include "core/gomoku/engine.h"

#include <gtest/gtest.h>

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

// Places a row of `len` stones of `c` from (x, y) in direction (dx, dy).
void row(Position& p, Cell c, int x, int y, int dx, int dy, int len) {
    for (int i = 0; i < len; ++i) p.place({x + i * dx, y + i * dy}, c);
}

}  // namespace

TEST(GomokuPosition, RejectsBadSizesAndCells) {
    EXPECT_THROW(Position(4), Error);
    EXPECT_THROW(Position(33), Error);
    Position p(5);
    EXPECT_EQ(p.stones(Cell::Empty), 25);
    p.place({0, 0}, Cell::Own);
    EXPECT_THROW(p.place({0, 0}, Cell::Opponent), Error);
    EXPECT_THROW(p.place({5, 0}, Cell::Own), Error);
    EXPECT_THROW(p.place({1, 1}, Cell::Empty), Error);
    EXPECT_EQ(p.stones(Cell::Own), 1);
    EXPECT_FALSE(p.full());
}

TEST(GomokuFive, FreestyleAcceptsOverlineExactFiveDoesNot) {
    Position p(15);
    row(p, Cell::Own, 2, 3, 1, 0, 6);
    auto f = find_five(p, Rule::Freestyle);
    ASSERT_TRUE(f);
    EXPECT_EQ(f->length, 6);
    EXPECT_EQ(f->owner, Cell::Own);
    EXPECT_EQ(f->from, (Point{2, 3}));
    EXPECT_EQ(f->to, (Point{7, 3}));
    EXPECT_FALSE(find_five(p, Rule::ExactFive));
}

TEST(GomokuFive, AllDirections) {
    for (int d = 0; d < 4; ++d) {
        static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        Position p(9);
        int x = 2, y = dirs[d][1] < 0 ? 6 : 2;
        row(p, Cell::Opponent, x, y, dirs[d][0], dirs[d][1], 4);
        EXPECT_FALSE(find_five(p, Rule::ExactFive));
        p.place({x + 4 * dirs[d][0], y + 4 * dirs[d][1]}, Cell::Opponent);
        auto f = find_five(p, Rule::ExactFive);
        ASSERT_TRUE(f) << d;
        EXPECT_EQ(f->owner, Cell::Opponent);
        EXPECT_EQ(f->length, 5);
    }
}

TEST(GomokuSearch, EmptyBoardGivesCentre) {
    for (int n : {5, 10, 15, 19, 32}) {
        StopCheck stop;
        auto r = search_best_move(Position(n), SearchSettings{}, stop);
        EXPECT_EQ(r.move, (Point{n / 2, n / 2})) << n;
    }
}

TEST(GomokuSearch, RejectsFinishedAndFullBoards) {
    StopCheck stop;
    Position p(15);
    row(p, Cell::Own, 0, 0, 1, 0, 5);
    EXPECT_THROW(search_best_move(p, SearchSettings{}, stop), Error);
    Position full(5);
    // A full 5x5 board without a five: a checkerboard of 2x1 blocks.
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) full.place({x, y}, ((x / 2 + y) % 2) ? Cell::Own : Cell::Opponent);
    ASSERT_FALSE(find_five(full, Rule::Freestyle));
    EXPECT_THROW(search_best_move(full, SearchSettings{}, stop), Error);
}

TEST(GomokuSearch, WinsInOneAndBlocksAFour) {
    StopCheck stop;
    Position p(15);
    row(p, Cell::Own, 3, 3, 1, 1, 4);     // (3,3)..(6,6), (2,2) and (7,7) win
    row(p, Cell::Opponent, 3, 10, 1, 0, 4);
    auto r = search_best_move(p, SearchSettings{}, stop);
    EXPECT_TRUE(r.move == (Point{2, 2}) || r.move == (Point{7, 7}));
    Position q(15);
    row(q, Cell::Opponent, 3, 10, 1, 0, 4);  // (3..6,10): must block (2,10) or (7,10)
    q.place({2, 10}, Cell::Own);
    q.place({8, 8}, Cell::Own);
    auto s = search_best_move(q, SearchSettings{}, stop);
    EXPECT_EQ(s.move, (Point{7, 10}));
}
