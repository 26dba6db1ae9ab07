// The one-ply static scorer (quick_rank, quick_best) against the static ranking of the search
// board (rank_candidates without search): the same moves, scores and order, on random positions
// of every size and on positions of games played by the engine.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/common/error.h"
#include "core/gomoku/eval.h"
#include "core/gomoku/patterns.h"
#include "core/gomoku/quick.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

// A random position: `count` stones on distinct cells, colours alternating from Own or from
// Opponent as `own_first` says (a stone count difference of 0 or 1, as in play).
Position random_position(int size, int count, bool own_first, std::mt19937& rng) {
    Position pos(size);
    int placed = 0;
    while (placed < count) {
        Point p{static_cast<int>(rng() % size), static_cast<int>(rng() % size)};
        if (pos.at(p) != Cell::Empty) continue;
        pos.place(p, (placed % 2 == 0) == own_first ? Cell::Own : Cell::Opponent);
        ++placed;
    }
    return pos;
}

// Both rankings of a position agree entirely (or both reject it with the same error kind);
// returns whether the position was ranked.
bool expect_same_ranking(const Position& pos, const SearchSettings& s) {
    StopCheck stop;
    std::vector<Candidate> reference, quick;
    ErrorKind reference_error{}, quick_error{};
    bool reference_failed = false, quick_failed = false;
    try {
        reference = rank_candidates(pos, s, stop, false);
    } catch (const Error& e) {
        reference_failed = true;
        reference_error = e.kind();
    }
    try {
        quick = quick_rank(pos, s);
    } catch (const Error& e) {
        quick_failed = true;
        quick_error = e.kind();
    }
    EXPECT_EQ(reference_failed, quick_failed);
    if (reference_failed || quick_failed) {
        EXPECT_EQ(reference_error, quick_error);
        return false;
    }
    EXPECT_EQ(reference.size(), quick.size());
    for (size_t i = 0; i < reference.size() && i < quick.size(); ++i) {
        EXPECT_EQ(reference[i].move, quick[i].move) << "rank " << i;
        EXPECT_EQ(reference[i].static_score, quick[i].static_score) << "rank " << i;
        EXPECT_FALSE(quick[i].searched);
    }
    Candidate best = quick_best(pos, s);
    EXPECT_EQ(best.move, reference.front().move);
    EXPECT_EQ(best.static_score, reference.front().static_score);
    return true;
}

}  // namespace

TEST(GomokuQuick, EmptyBoardPlaysTheCentreWithTheReferenceScore) {
    for (int size : {5, 6, 15, 19, 32}) {
        Position pos(size);
        SearchSettings s;
        Candidate best = quick_best(pos, s);
        EXPECT_EQ(best.move, (Point{size / 2, size / 2}));
        EXPECT_TRUE(expect_same_ranking(pos, s));
    }
}

TEST(GomokuQuick, RandomPositionsOfEverySizeRuleAndAggression) {
    std::mt19937 rng(20261122);
    const double aggressions[] = {0.0, 0.5, 1.0, 1.3, 2.0, 10.0};
    int ranked = 0;
    for (int size = kMinSize; size <= kMaxSize; ++size)
        for (int trial = 0; trial < 40; ++trial) {
            const int cells = size * size;
            // Mostly sparse and middle-game boards, some crowded ones up to full.
            int count = trial < 30 ? static_cast<int>(rng() % std::min(cells, 60))
                                   : static_cast<int>(rng() % (cells + 1));
            Position pos = random_position(size, count, rng() % 2 == 0, rng);
            SearchSettings s;
            s.rule = rng() % 2 ? Rule::ExactFive : Rule::Freestyle;
            s.aggression = aggressions[rng() % 6];
            if (expect_same_ranking(pos, s)) ++ranked;
        }
    // Most random positions have no five and an empty cell: the comparison is not vacuous.
    EXPECT_GT(ranked, 800);
}

TEST(GomokuQuick, OneEmptyCellLeftIsTheOnlyMove) {
    Position pos(5);
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) {
            if (x == 4 && y == 4) continue;
            // A stripe pattern without five in a row in any direction.
            pos.place({x, y}, ((x + 2 * y) % 4 < 2) ? Cell::Own : Cell::Opponent);
        }
    SearchSettings s;
    ASSERT_TRUE(expect_same_ranking(pos, s));
    EXPECT_EQ(quick_best(pos, s).move, (Point{4, 4}));
}

TEST(GomokuQuick, PositionsOfGamesPlayedByTheEngine) {
    // Games played by the engine at a small node budget from seeded random openings; every
    // position on the way is compared, from both sides' view.
    std::mt19937 rng(15);
    int ranked = 0;
    for (int game = 0; game < 6; ++game) {
        const int size = game % 2 ? 15 : 19;
        Position pos(size);
        SearchSettings s;
        s.rule = game % 3 == 2 ? Rule::ExactFive : Rule::Freestyle;
        s.node_budget = 400;
        // Own is always the side to move: after a move, swap the colours.
        pos = random_position(size, 3 + game % 2, true, rng);
        for (int ply = 0; ply < 40; ++ply) {
            if (!expect_same_ranking(pos, s)) break;
            ++ranked;
            StopCheck stop;
            SearchResult r = search_best_move(pos, s, stop);
            Position next(size);
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    Cell c = pos.at({x, y});
                    if (c != Cell::Empty)
                        next.place({x, y}, c == Cell::Own ? Cell::Opponent : Cell::Own);
                }
            next.place(r.move, Cell::Opponent);
            pos = next;
        }
    }
    EXPECT_GT(ranked, 100);
}

TEST(GomokuQuick, RejectsWhatTheRankingRejects) {
    Position five(15);
    for (int x = 0; x < 5; ++x) five.place({x, 7}, Cell::Opponent);
    SearchSettings s;
    EXPECT_THROW(quick_best(five, s), Error);
    EXPECT_THROW(quick_rank(five, s), Error);
    s.aggression = -1;
    EXPECT_THROW(quick_best(Position(15), s), Error);
}

TEST(GomokuQuick, CombinedScoreEqualsTheCellValueTableForEveryCombination) {
    for (int i = 0; i < kPatternCombos; ++i) {
        const uint8_t pats[4] = {static_cast<uint8_t>(i / 729), static_cast<uint8_t>(i / 81 % 9),
                                 static_cast<uint8_t>(i / 9 % 9), static_cast<uint8_t>(i % 9)};
        ASSERT_EQ(combined_pattern_score(pats), kCellValues[i].score) << "combination " << i;
    }
}

namespace {

// The empty cells where colour `c` would make a five under `rule`.
std::vector<Point> five_cells(const Position& pos, Cell c, Rule rule) {
    std::vector<Point> out;
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x) {
            if (pos.at({x, y}) != Cell::Empty) continue;
            Position after = pos;
            after.place({x, y}, c);
            const auto five = find_five(after, rule);
            if (five && five->owner == c) out.push_back({x, y});
        }
    return out;
}

bool contains(const std::vector<Point>& cells, Point p) {
    for (Point q : cells)
        if (q == p) return true;
    return false;
}

}  // namespace

TEST(GomokuQuick, OwnFiveFirstThenTheBlockOfTheOpponentsFive) {
    // The position that once answered the block (5, 5) while (3, 4) made five (1-based x, y);
    // O is to move (one stone fewer).
    {
        Position pos(6);
        const char* rows[] = {"XO...O", ".X.OOX", "X.XOOX", "X..X..", ".OO..X", "X.OX.O"};
        for (int y = 0; y < 6; ++y)
            for (int x = 0; x < 6; ++x)
                if (rows[y][x] != '.') pos.place({x, y}, rows[y][x] == 'O' ? Cell::Own : Cell::Opponent);
        const Candidate best = quick_best(pos, SearchSettings{});
        EXPECT_EQ(best.move, (Point{2, 3}));
    }
    // Dense random positions: whenever the side to move can make five, every aggression plays
    // one; otherwise, when the opponent threatens one, it blocks. Both rankings agree.
    std::mt19937 rng(4242);
    int both = 0, block_only = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const int size = 6 + static_cast<int>(rng() % 5);
        Position pos = random_position(size, size * size / 2 + static_cast<int>(rng() % size), true, rng);
        for (Rule rule : {Rule::Freestyle, Rule::ExactFive}) {
            if (find_five(pos, rule)) continue;
            const auto own = five_cells(pos, Cell::Own, rule);
            const auto opp = five_cells(pos, Cell::Opponent, rule);
            if (own.empty() && opp.empty()) continue;
            for (double aggression : {0.0, 0.5, 1.0, 4.0, 16.0}) {
                SearchSettings s;
                s.rule = rule;
                s.aggression = aggression;
                const Candidate best = quick_best(pos, s);
                if (!own.empty()) {
                    EXPECT_TRUE(contains(own, best.move)) << "trial " << trial;
                    both += !opp.empty();
                } else {
                    EXPECT_TRUE(contains(opp, best.move)) << "trial " << trial;
                    ++block_only;
                }
                StopCheck stop;
                EXPECT_EQ(rank_candidates(pos, s, stop, false).front().move, best.move);
            }
        }
    }
    // The cases the rule is about do occur (not a vacuous loop).
    EXPECT_GT(both, 100);
    EXPECT_GT(block_only, 100);
}
