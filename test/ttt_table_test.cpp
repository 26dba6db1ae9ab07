// Full tables: reachable-position counts from an independent enumeration, known tic-tac-toe
// figures, and every value checked against plain minimax.
#include <gtest/gtest.h>

#include <tuple>
#include <unordered_set>

#include "core/ttt/ttt_table.h"
#include "ttt_brute_force.h"

namespace {

using namespace pg_games::ttt;

// Reachable positions counted ply by ply with a set per ply (no table, no base-3 index).
uint64_t count_reachable(int rows, int cols, int k) {
    const int area = rows * cols;
    struct Hash {
        size_t operator()(const std::pair<Bits, Bits>& p) const {
            return std::hash<Bits>()(p.first * 31 + p.second);
        }
    };
    std::unordered_set<std::pair<Bits, Bits>, Hash> level{{0, 0}}, next;
    uint64_t total = 1;
    for (int ply = 0; ply < area; ++ply) {
        next.clear();
        for (const auto& [x, o] : level) {
            if (ttt_reference::has_run(rows, cols, k, x) || ttt_reference::has_run(rows, cols, k, o))
                continue;
            for (int cell = 0; cell < area; ++cell) {
                const Bits bit = Bits{1} << cell;
                if ((x | o) & bit) continue;
                next.insert(ply % 2 == 0 ? std::pair{x | bit, o} : std::pair{x, o | bit});
            }
        }
        total += next.size();
        level.swap(next);
    }
    return total;
}

TEST(TttTable, TicTacToeFigures) {
    pg_games::StopCheck stop;
    const SolvedTable t = solve_table(3, 3, 3, stop);
    // 5478 legal positions reachable from the empty board, 958 of them final:
    // 626 won by X, 316 won by O, 16 full-board draws.
    EXPECT_EQ(t.reachable(), 5478u);
    uint64_t terminal = 0, x_won = 0, o_won = 0, drawn = 0, counted = 0;
    for (uint8_t code : t.codes()) {
        if (code == 0) continue;
        ++counted;
        if (!SolvedTable::terminal(code)) continue;
        ++terminal;
        const Value v = SolvedTable::value(code);
        (v == Value::XWins ? x_won : v == Value::OWins ? o_won : drawn)++;
        EXPECT_EQ(SolvedTable::plies(code), 0);
    }
    EXPECT_EQ(counted, 5478u);
    EXPECT_EQ(terminal, 958u);
    EXPECT_EQ(x_won, 626u);
    EXPECT_EQ(o_won, 316u);
    EXPECT_EQ(drawn, 16u);
    // The empty board is a draw: nine plies to a full board.
    EXPECT_EQ(SolvedTable::value(t.codes()[0]), Value::Draw);
    EXPECT_EQ(SolvedTable::plies(t.codes()[0]), 9);
}

TEST(TttTable, ReachableCountsMatchAnIndependentEnumeration) {
    pg_games::StopCheck stop;
    for (auto [r, c, k] : {std::tuple{3, 3, 3}, {3, 4, 3}, {4, 3, 3}, {2, 4, 2}, {3, 3, 2}}) {
        EXPECT_EQ(solve_table(r, c, k, stop).reachable(), count_reachable(r, c, k))
            << r << "x" << c << " k=" << k;
    }
}

// Checks the table's value and plies of every reachable position against plain minimax;
// `stride` samples the positions of larger boards.
void check_against_minimax(int rows, int cols, int k, uint64_t stride, int min_stones) {
    pg_games::StopCheck stop;
    const SolvedTable t = solve_table(rows, cols, k, stop);
    uint64_t checked = 0, seen = 0;
    for (uint64_t i = 0; i < t.codes().size(); ++i) {
        const uint8_t code = t.codes()[i];
        if (code == 0) continue;
        const Position p = t.position(i);
        if (p.stones() < min_stones) continue;
        if (seen++ % stride != 0) continue;
        const auto ref = ttt_reference::minimax(rows, cols, k, p.x, p.o);
        ASSERT_EQ(static_cast<int>(SolvedTable::value(code)), ref.value)
            << format_board(t.geometry(), p);
        ASSERT_EQ(SolvedTable::plies(code), ref.plies) << format_board(t.geometry(), p);
        ASSERT_EQ(SolvedTable::terminal(code), is_terminal(t.geometry(), p));
        ++checked;
    }
    EXPECT_GT(checked, 0u);
}

TEST(TttTable, EveryTicTacToeValueMatchesMinimax) { check_against_minimax(3, 3, 3, 1, 0); }

TEST(TttTable, ThreeByFourValuesMatchMinimax) {
    check_against_minimax(3, 4, 3, 3, 6);
    check_against_minimax(4, 3, 3, 3, 6);
    check_against_minimax(2, 4, 2, 1, 0);
}

TEST(TttTable, BoardTextOfAnIndex) {
    pg_games::StopCheck stop;
    const SolvedTable t = solve_table(3, 3, 3, stop);
    const Board b = parse_board("XO./.X./..O");
    char text[12] = {0};  // 11 characters and a terminator
    t.write_board(t.index_of(b.position), text);
    EXPECT_STREQ(text, "XO./.X./..O");
    EXPECT_NE(t.codes()[t.index_of(b.position)], 0);
    // X to move forks with row 2, column 1 (threatening row 2 and column 1): a win.
    EXPECT_EQ(SolvedTable::value(t.codes()[t.index_of(b.position)]), Value::XWins);
}

TEST(TttTable, CursorWalksEveryReachablePositionWithItsText) {
    pg_games::StopCheck stop;
    for (auto [r, c, k] : {std::tuple{3, 3, 3}, {2, 4, 2}}) {
        const SolvedTable t = solve_table(r, c, k, stop);
        TableCursor cursor(t);
        uint64_t index = 0, walked = 0;
        while (cursor.next()) {
            while (t.codes()[index] == 0) ++index;
            const Position p = t.position(index);
            ASSERT_EQ(std::string(cursor.text(), static_cast<size_t>(cursor.text_length())),
                      format_board(t.geometry(), p));
            ASSERT_EQ(cursor.x_to_move(), p.x_to_move());
            ASSERT_EQ(cursor.code(), t.codes()[index]);
            ++index, ++walked;
        }
        EXPECT_EQ(walked, t.reachable());
        EXPECT_FALSE(cursor.next());
    }
}

TEST(TttTable, RefusesBoardsBeyondSixteenCells) {
    pg_games::StopCheck stop;
    EXPECT_THROW(solve_table(4, 5, 4, stop), pg_games::Error);
}

TEST(TttTable, CancelStopsTheBuild) {
    pg_games::StopCheck stop([] { return true; }, 1);
    EXPECT_THROW(solve_table(3, 3, 3, stop), pg_games::Cancelled);
}

}  // namespace
