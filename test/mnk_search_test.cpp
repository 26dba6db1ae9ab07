// The alpha-beta solver: exact values and plies against plain minimax and the full tables,
// published m,n,k results, node limits and cancellation.
#include <gtest/gtest.h>

#include <tuple>

#include "core/ttt/mnk_search.h"
#include "core/ttt/ttt_table.h"
#include "ttt_brute_force.h"

namespace {

using namespace pg_games::ttt;

TEST(MnkSearch, EveryTicTacToePositionMatchesTheTable) {
    pg_games::StopCheck stop;
    const SolvedTable t = solve_table(3, 3, 3, stop);
    for (uint64_t i = 0; i < t.codes().size(); ++i) {
        const uint8_t code = t.codes()[i];
        if (code == 0) continue;
        const Position p = t.position(i);
        const Outcome o = solve_position(t.geometry(), p, stop);
        ASSERT_TRUE(o.solved);
        ASSERT_EQ(o.value, SolvedTable::value(code)) << format_board(t.geometry(), p);
        ASSERT_EQ(o.plies, SolvedTable::plies(code)) << format_board(t.geometry(), p);
    }
}

// Compares solve_position with the table on sampled positions of a larger board.
void check_sample_against_table(int rows, int cols, int k, uint64_t stride, uint64_t at_least) {
    pg_games::StopCheck stop;
    const SolvedTable t = solve_table(rows, cols, k, stop);
    uint64_t seen = 0, checked = 0;
    for (uint64_t i = 0; i < t.codes().size(); ++i) {
        const uint8_t code = t.codes()[i];
        if (code == 0 || seen++ % stride != 0) continue;
        const Position p = t.position(i);
        const Outcome o = solve_position(t.geometry(), p, stop);
        ASSERT_EQ(o.value, SolvedTable::value(code)) << format_board(t.geometry(), p);
        ASSERT_EQ(o.plies, SolvedTable::plies(code)) << format_board(t.geometry(), p);
        ++checked;
    }
    EXPECT_GE(checked, at_least);
}

TEST(MnkSearch, SampledPositionsMatchTheTables) {
    check_sample_against_table(3, 4, 3, 101, 100);
    check_sample_against_table(4, 3, 3, 101, 100);
    check_sample_against_table(3, 5, 3, 4999, 100);
    check_sample_against_table(4, 4, 4, 400009, 20);
}

TEST(MnkSearch, RootValuesMatchPlainMinimax) {
    pg_games::StopCheck stop;
    for (auto [r, c, k] : {std::tuple{3, 3, 3}, {2, 3, 2}, {3, 3, 2}, {2, 4, 3}, {1, 5, 2},
                           {2, 2, 2}, {3, 3, 1}}) {
        const Geometry g = make_geometry(r, c, k);
        const auto ref = ttt_reference::minimax(r, c, k, 0, 0);
        const Outcome exact = solve_position(g, Position{}, stop);
        EXPECT_EQ(static_cast<int>(exact.value), ref.value) << r << "x" << c << " k=" << k;
        EXPECT_EQ(exact.plies, ref.plies) << r << "x" << c << " k=" << k;
        EXPECT_EQ(static_cast<int>(mnk_value(r, c, k, stop).value), ref.value);
    }
}

TEST(MnkSearch, MovesOfAPositionMatchMinimax) {
    pg_games::StopCheck stop;
    for (const char* text : {"XO../.XO./O..X/....", "X.O./OX../.O.X/X..O", "X.O/.../...",
                             "XO./.X./..O", ".../.../...", "XOO./..X./OO../XX.X/.O.."}) {
        const Board b = parse_board(text, 3);
        const auto moves = solve_moves(b.geometry, b.position, stop);
        EXPECT_EQ(static_cast<int>(moves.size()), b.geometry.area - b.position.stones());
        for (const MoveOutcome& m : moves) {
            const auto ref = ttt_reference::minimax(b.geometry.rows, b.geometry.cols, 3,
                                                    m.after.x, m.after.o);
            EXPECT_EQ(static_cast<int>(m.value), ref.value) << text << " cell " << m.cell;
            EXPECT_EQ(m.plies, ref.plies) << text << " cell " << m.cell;
        }
    }
}

TEST(MnkSearch, BestMovePrefersTheFastestWinAndTheSlowestLoss) {
    pg_games::StopCheck stop;
    // X can win at once in the top-right corner; other moves win later or not at all.
    Board b = parse_board("XX./OO./...");
    auto moves = solve_moves(b.geometry, b.position, stop);
    MoveOutcome best = moves[best_move_index(moves)];
    EXPECT_EQ(best.cell, 2);
    EXPECT_TRUE(best.mover_wins);
    EXPECT_EQ(best.plies, 0);
    // O faces two threats (top row, left column): every move loses, X completing a line next.
    b = parse_board("X.X/.O./X.O");
    moves = solve_moves(b.geometry, b.position, stop);
    best = moves[best_move_index(moves)];
    for (const MoveOutcome& m : moves) {
        EXPECT_TRUE(m.mover_loses);
        EXPECT_EQ(m.plies, 1);
    }
    EXPECT_EQ(best.cell, 1);  // the first in cell order among equals
    // A finished game has no moves.
    b = parse_board("XXX/OO./...");
    EXPECT_TRUE(solve_moves(b.geometry, b.position, stop).empty());
    EXPECT_EQ(best_move_index({}), -1);
}

TEST(MnkSearch, PublishedSmallResults) {
    pg_games::StopCheck stop;
    // Draws: tic-tac-toe, 4x4 with four in a row, 5x4 with four.
    EXPECT_EQ(mnk_value(3, 3, 3, stop).value, Value::Draw);
    EXPECT_EQ(mnk_value(4, 4, 4, stop).value, Value::Draw);
    EXPECT_EQ(mnk_value(5, 4, 4, stop).value, Value::Draw);
    // First-player wins: three in a row on 3x4 and larger boards.
    EXPECT_EQ(mnk_value(3, 4, 3, stop).value, Value::XWins);
    EXPECT_EQ(mnk_value(4, 3, 3, stop).value, Value::XWins);
    EXPECT_EQ(mnk_value(4, 4, 3, stop).value, Value::XWins);
}

TEST(MnkSearch, PublishedResultsOnLargerBoards) {
    pg_games::StopCheck stop;
    // (5,5,4) is a draw and (6,5,4) a first-player win (both well documented).
    EXPECT_EQ(mnk_value(5, 5, 4, stop).value, Value::Draw);
    EXPECT_EQ(mnk_value(6, 5, 4, stop).value, Value::XWins);
    EXPECT_EQ(mnk_value(5, 6, 4, stop).value, Value::XWins);
}

TEST(MnkSearch, NodeLimitLeavesTheValueUnknown) {
    pg_games::StopCheck stop;
    const Outcome o = mnk_value(5, 5, 4, stop, 1000);
    EXPECT_FALSE(o.solved);
    EXPECT_EQ(o.nodes, 1000u);
    EXPECT_TRUE(mnk_value(3, 3, 3, stop, 1000000).solved);
}

TEST(MnkSearch, CancelUnwinds) {
    pg_games::StopCheck stop([] { return true; }, 16);
    EXPECT_THROW(mnk_value(5, 5, 4, stop), pg_games::Cancelled);
}

}  // namespace
