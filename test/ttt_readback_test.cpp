// Every board a full table prints (the board column of ttt_solve) reads back as the same
// position of the same shape, and the answers behind ttt_moves and ttt_best_move agree with the
// table there: boards of one row and of one column included.
#include <gtest/gtest.h>

#include <string>
#include <tuple>

#include "core/ttt/mnk_search.h"
#include "core/ttt/ttt_table.h"

namespace {

using namespace pg_games::ttt;

// Reads back every `stride`-th printed board of the rows x cols table with k in a row and
// compares every move's value and plies, and the best move's, with the table.
void check_read_back(int rows, int cols, int k, uint64_t stride = 1) {
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols) + " k=" + std::to_string(k));
    pg_games::StopCheck stop;
    const SolvedTable t = solve_table(rows, cols, k, stop);
    TableCursor cursor(t);
    uint64_t seen = 0, checked = 0;
    while (cursor.next()) {
        if (seen++ % stride != 0) continue;
        const std::string text(cursor.text(), static_cast<size_t>(cursor.text_length()));
        Board b;
        try {
            b = parse_board(text, k);
        } catch (const pg_games::Error& e) {
            FAIL() << "'" << text << "' does not read back: " << e.what();
        }
        ASSERT_EQ(b.geometry.rows, rows) << text;
        ASSERT_EQ(b.geometry.cols, cols) << text;
        ASSERT_EQ(format_board(b.geometry, b.position), text);
        const uint8_t code = t.codes()[t.index_of(b.position)];
        ASSERT_EQ(code, cursor.code()) << text;

        const std::vector<MoveOutcome> moves = solve_moves(b.geometry, b.position, stop);
        if (SolvedTable::terminal(code)) {
            ASSERT_TRUE(moves.empty()) << text;
            ++checked;
            continue;
        }
        ASSERT_EQ(static_cast<int>(moves.size()), b.geometry.area - b.position.stones()) << text;
        for (const MoveOutcome& m : moves) {
            const uint8_t child = t.codes()[t.index_of(m.after)];
            ASSERT_NE(child, 0) << text << " cell " << m.cell;
            ASSERT_EQ(m.value, SolvedTable::value(child)) << text << " cell " << m.cell;
            ASSERT_EQ(m.plies, SolvedTable::plies(child)) << text << " cell " << m.cell;
        }
        const MoveOutcome& best = moves[static_cast<size_t>(best_move_index(moves))];
        ASSERT_EQ(best.value, SolvedTable::value(code)) << text;
        ASSERT_EQ(best.plies + 1, SolvedTable::plies(code)) << text;
        ++checked;
    }
    EXPECT_EQ(seen, t.reachable());
    EXPECT_GE(checked, t.reachable() / stride);
}

TEST(TttReadBack, OneRowBoards) {
    check_read_back(1, 1, 1);
    check_read_back(1, 2, 2);
    check_read_back(1, 4, 2);  // four cells: also the length of a 2x2 board
    check_read_back(1, 4, 3);
    check_read_back(1, 5, 3);
    check_read_back(1, 9, 3);  // nine cells: also the length of a 3x3 board
    check_read_back(1, 12, 4, 97);
}

TEST(TttReadBack, OneColumnBoards) {
    check_read_back(2, 1, 1);
    check_read_back(4, 1, 2);
    check_read_back(5, 1, 3);
    check_read_back(9, 1, 3);
    check_read_back(12, 1, 4, 97);
}

TEST(TttReadBack, RectanglesAndSquares) {
    check_read_back(2, 2, 2);
    check_read_back(2, 3, 2);
    check_read_back(3, 2, 3);
    check_read_back(3, 3, 3);
    check_read_back(2, 4, 3);
    check_read_back(4, 2, 3);
    check_read_back(3, 4, 3, 29);
}

}  // namespace
