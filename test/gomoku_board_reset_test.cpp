// The board reset from the prebuilt empty board (the static ranking's path) against a board
// built cell by cell, and the static ranking against the scores of the searched ranking.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/gomoku/board.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

// Seeded random stones (colours alternate) on a size x size board, as (cell x, y, colour).
struct Stone {
    int x, y, colour;
};
std::vector<Stone> random_stones(int size, int count, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<bool> used(static_cast<size_t>(size) * size, false);
    std::vector<Stone> out;
    while (static_cast<int>(out.size()) < count) {
        int x = static_cast<int>(rng() % size), y = static_cast<int>(rng() % size);
        if (used[static_cast<size_t>(y) * size + x]) continue;
        used[static_cast<size_t>(y) * size + x] = true;
        out.push_back({x, y, static_cast<int>(out.size() % 2)});
    }
    return out;
}

// Every observable of two boards of the same size agrees on every cell.
void expect_same(const Board& a, const Board& b) {
    ASSERT_EQ(a.size(), b.size());
    ASSERT_EQ(a.width(), b.width());
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_EQ(a.stones(), b.stones());
    EXPECT_EQ(a.side_to_move(), b.side_to_move());
    for (int c = 0; c < 2; ++c) {
        EXPECT_EQ(a.score_sum(c), b.score_sum(c));
        for (int t = kThreatNone; t <= kThreatFive; ++t)
            EXPECT_EQ(a.threat_count(c, static_cast<Threat>(t)), b.threat_count(c, static_cast<Threat>(t)));
    }
    for (int i = 0; i < a.width() * a.width(); ++i) {
        ASSERT_EQ(a.at(i), b.at(i)) << "cell " << i;
        EXPECT_EQ(a.near_stone(i), b.near_stone(i)) << "cell " << i;
        for (int c = 0; c < 2; ++c) {
            EXPECT_EQ(a.threat(c, i), b.threat(c, i)) << "cell " << i;
            EXPECT_EQ(a.cell_score(c, i), b.cell_score(c, i)) << "cell " << i;
            for (int d = 0; d < 4; ++d) EXPECT_EQ(a.pattern(c, d, i), b.pattern(c, d, i));
        }
    }
    int ax0, ay0, ax1, ay1, bx0, by0, bx1, by1;
    a.area(2, ax0, ay0, ax1, ay1);
    b.area(2, bx0, by0, bx1, by1);
    EXPECT_EQ(ax0, bx0);
    EXPECT_EQ(ay0, by0);
    EXPECT_EQ(ax1, bx1);
    EXPECT_EQ(ay1, by1);
}

}  // namespace

// One board reset over and over to other sizes and rules (larger, then smaller, so stale cells
// of a wider board are left behind) matches a board built from scratch for each position.
TEST(GomokuBoardReset, MatchesBoardBuiltFromScratch) {
    Board reused(32, Rule::Freestyle);
    const int sizes[] = {19, 32, 7, 15, 19, 5, 25};
    unsigned seed = 1;
    for (int size : sizes)
        for (Rule rule : {Rule::Freestyle, Rule::ExactFive})
            for (int count : {0, 1, 9, size * size / 3}) {
                auto stones = random_stones(size, count, seed++);
                Board fresh(size, rule);
                reused.reset(size, rule);
                for (const Stone& s : stones) {
                    fresh.put(fresh.index(s.x, s.y), s.colour);
                    reused.put(reused.index(s.x, s.y), s.colour);
                }
                SCOPED_TRACE(testing::Message() << "size " << size << ", " << count << " stones");
                expect_same(fresh, reused);
                // Play and take back on both: the reset board's undo state is a fresh board's.
                if (reused.empties() > 0) {
                    int x0, y0, x1, y1;
                    fresh.area(2, x0, y0, x1, y1);
                    for (int y = y0; y <= y1; ++y)
                        for (int x = x0; x <= x1; ++x)
                            if (fresh.empty(fresh.index(x, y))) {
                                fresh.play(fresh.index(x, y));
                                reused.play(reused.index(x, y));
                                y = y1;
                                break;
                            }
                    expect_same(fresh, reused);
                    if (fresh.stones() > 0) {
                        fresh.undo();
                        reused.undo();
                        expect_same(fresh, reused);
                    }
                }
            }
}

// The static ranking (the reused board) gives every candidate the same static score, in the
// same order, as the searched ranking (a board of its own), across sizes and rules in turn.
TEST(GomokuBoardReset, StaticRankingMatchesSearchedRankingScores) {
    unsigned seed = 100;
    for (int round = 0; round < 3; ++round)
        for (int size : {15, 19, 9})
            for (Rule rule : {Rule::Freestyle, Rule::ExactFive}) {
                Position pos(size);
                std::mt19937 rng(seed++);
                int placed = 0;
                const int c = size / 2;
                while (placed < 2 * size / 3) {  // stones near the centre, no five
                    Point p{c - 3 + static_cast<int>(rng() % 7), c - 3 + static_cast<int>(rng() % 7)};
                    if (pos.at(p) != Cell::Empty) continue;
                    pos.place(p, placed % 2 ? Cell::Own : Cell::Opponent);
                    if (find_five(pos, rule)) {
                        pos = Position(size);
                        placed = 0;
                        continue;
                    }
                    ++placed;
                }
                SearchSettings s;
                s.rule = rule;
                s.node_budget = 50;
                StopCheck stop;
                auto fast = rank_candidates(pos, s, stop, false);
                auto searched = rank_candidates(pos, s, stop, true);
                ASSERT_EQ(fast.size(), searched.size());
                ASSERT_FALSE(fast.empty());
                for (size_t i = 0; i < fast.size(); ++i) {
                    EXPECT_EQ(fast[i].move, searched[i].move);
                    EXPECT_EQ(fast[i].static_score, searched[i].static_score);
                    EXPECT_FALSE(fast[i].searched);
                }
            }
}
