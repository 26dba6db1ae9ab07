// m,n,k boards: geometry (windows, symmetries), board text parsing, position checks.
#include <gtest/gtest.h>

#include <array>
#include <set>
#include <string>
#include <tuple>

#include "core/common/error.h"
#include "core/ttt/ttt_board.h"

namespace {

using namespace pg_games::ttt;
using pg_games::Error;
using pg_games::ErrorKind;

// The kind of error parse_board throws for `text`, or Internal when it parses.
ErrorKind parse_error(const std::string& text, int k = 0) {
    try {
        parse_board(text, k);
    } catch (const Error& e) {
        return e.kind();
    }
    return ErrorKind::Internal;
}

TEST(TttGeometry, WindowCountsMatchHandCounts) {
    // 3x3: 3 rows, 3 columns, 2 diagonals.
    EXPECT_EQ(make_geometry(3, 3, 3).windows.size(), 8u);
    // 4x4 k=4: 4 + 4 + 2.
    EXPECT_EQ(make_geometry(4, 4, 4).windows.size(), 10u);
    // 6 rows x 5 columns, k=4: rows 6*2, columns 5*3, diagonals 2 * (3*2).
    EXPECT_EQ(make_geometry(6, 5, 4).windows.size(), 39u);
    // 5x5 k=5: 5 + 5 + 2.
    EXPECT_EQ(make_geometry(5, 5, 5).windows.size(), 12u);
    // k larger than one side: only lines along the other.
    EXPECT_EQ(make_geometry(2, 5, 4).windows.size(), 4u);
    // k = 1: one window per cell; a single row: its runs only.
    EXPECT_EQ(make_geometry(3, 3, 1).windows.size(), 9u);
    EXPECT_EQ(make_geometry(1, 5, 3).windows.size(), 3u);
    EXPECT_EQ(make_geometry(5, 1, 3).windows.size(), 3u);
}

TEST(TttGeometry, SymmetriesMapWindowsOntoWindows) {
    for (auto [r, c, k] : {std::tuple{3, 3, 3}, {4, 4, 3}, {3, 5, 3}, {6, 5, 4}, {2, 2, 2},
                           {1, 5, 3}, {6, 1, 2}, {1, 1, 1}}) {
        const Geometry g = make_geometry(r, c, k);
        // Distinct symmetries only: a single row or column has its mirror image alone.
        const size_t expected = r == 1 && c == 1 ? 1u : r == 1 || c == 1 ? 2u : r == c ? 8u : 4u;
        EXPECT_EQ(g.sym.size(), expected) << r << "x" << c;
        const std::set<Bits> windows(g.windows.begin(), g.windows.end());
        std::set<std::array<uint8_t, kMaxArea>> distinct(g.sym.begin(), g.sym.end());
        EXPECT_EQ(distinct.size(), g.sym.size());
        for (const auto& perm : g.sym)
            for (Bits w : g.windows) {
                Bits image = 0;
                for (int cell = 0; cell < g.area; ++cell)
                    if (w & cell_bit(cell)) image |= cell_bit(perm[cell]);
                EXPECT_TRUE(windows.count(image)) << r << "x" << c;
            }
    }
}

TEST(TttGeometry, RejectsBadDimensions) {
    EXPECT_THROW(make_geometry(0, 3, 3), Error);
    EXPECT_THROW(make_geometry(3, 3, 0), Error);
    EXPECT_THROW(make_geometry(3, 3, 4), Error);  // k larger than the board
    EXPECT_THROW(make_geometry(9, 9, 5), Error);  // 81 cells
    EXPECT_NO_THROW(make_geometry(8, 8, 5));
    EXPECT_NO_THROW(make_geometry(2, 5, 4));
}

TEST(TttBoard, ParsesAndPrintsRowsJoinedBySlash) {
    const Board b = parse_board("XO./.X./..O");
    EXPECT_EQ(b.geometry.rows, 3);
    EXPECT_EQ(b.geometry.cols, 3);
    EXPECT_EQ(b.geometry.k, 3);
    EXPECT_EQ(b.position.x, cell_bit(0) | cell_bit(4));
    EXPECT_EQ(b.position.o, cell_bit(1) | cell_bit(8));
    EXPECT_TRUE(b.position.x_to_move());
    EXPECT_EQ(format_board(b.geometry, b.position), "XO./.X./..O");
    // '-' for empty, lower case and blanks.
    const Board c = parse_board("xo-/ -x-/ --o");
    EXPECT_EQ(c.position.x, b.position.x);
    EXPECT_EQ(c.position.o, b.position.o);
    // Line breaks separate rows too.
    EXPECT_EQ(parse_board("X...\n....\n").geometry.cols, 4);
}

TEST(TttBoard, ATextWithoutSeparatorsIsOneRow) {
    // Nine cells without '/' are a row of nine (cells numbered as on 3x3, so the same bits).
    const Board row = parse_board("xo- -x- --o", 3);
    EXPECT_EQ(row.geometry.rows, 1);
    EXPECT_EQ(row.geometry.cols, 9);
    EXPECT_EQ(row.position.x, cell_bit(0) | cell_bit(4));
    EXPECT_EQ(row.position.o, cell_bit(1) | cell_bit(8));
    EXPECT_EQ(format_board(row.geometry, row.position), "XO..X...O");
    // Lengths that are not squares too, and a trailing separator changes nothing.
    EXPECT_EQ(parse_board("X.O..", 3).geometry.cols, 5);
    EXPECT_EQ(parse_board("X.O../", 3).geometry.cols, 5);
    EXPECT_EQ(parse_board("X").geometry.area, 1);
    // A column is one cell per row.
    const Board column = parse_board("X/./O/./.", 3);
    EXPECT_EQ(column.geometry.rows, 5);
    EXPECT_EQ(column.geometry.cols, 1);
    EXPECT_EQ(column.position.o, cell_bit(2));
    EXPECT_EQ(format_board(column.geometry, column.position), "X/./O/./.");
    // Without k, a row has k = 1: a square written without separators is then usually
    // impossible, and the hint says how the text was read.
    try {
        parse_board("XO..X...O");
        ADD_FAILURE() << "parsed";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::DataException);
        EXPECT_NE(e.hint().find("one row, here of 9 cells"), std::string::npos) << e.hint();
    }
    // With k given, a row was meant: the error has no such hint.
    try {
        parse_board("XX..", 2);
        ADD_FAILURE() << "parsed";
    } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::DataException);
        EXPECT_EQ(e.hint(), "");
    }
}

TEST(TttBoard, EveryShapePrintsAndReadsBack) {
    for (int rows = 1; rows <= 8; ++rows)
        for (int cols = 1; rows * cols <= kMaxArea && cols <= 64; ++cols) {
            const Geometry g = make_geometry(rows, cols, 1);
            Position p;
            // X on the first cell, O on the last (when there are two).
            p.x = cell_bit(0);
            if (g.area > 1) p.o = cell_bit(g.area - 1);
            const int k = rows > cols ? rows : cols;
            const Board back = parse_board(format_board(g, p), k);
            ASSERT_EQ(back.geometry.rows, rows) << format_board(g, p);
            ASSERT_EQ(back.geometry.cols, cols) << format_board(g, p);
            ASSERT_EQ(back.position.x, p.x);
            ASSERT_EQ(back.position.o, p.o);
        }
    // Columns longer than eight rows.
    for (int rows = 9; rows <= kMaxArea; ++rows) {
        const Geometry g = make_geometry(rows, 1, 1);
        const Board back = parse_board(format_board(g, Position{}), rows);
        ASSERT_EQ(back.geometry.rows, rows);
        ASSERT_EQ(back.geometry.cols, 1);
    }
}

// Rows of `cols` empty cells, `rows` of them, joined by '/'.
std::string empty_board(int rows, int cols) {
    std::string text;
    for (int r = 0; r < rows; ++r) text += (r > 0 ? "/" : "") + std::string(cols, '.');
    return text;
}

TEST(TttBoard, DefaultKIsTheShorterSideAtMostFive) {
    EXPECT_EQ(parse_board("..../....").geometry.k, 2);
    EXPECT_EQ(parse_board(empty_board(4, 4)).geometry.k, 4);
    EXPECT_EQ(parse_board(empty_board(7, 7)).geometry.k, 5);
    EXPECT_EQ(parse_board("...../.....", 4).geometry.k, 4);
    EXPECT_EQ(parse_board("....").geometry.k, 1);     // one row
    EXPECT_EQ(parse_board("./././.").geometry.k, 1);  // one column
}

TEST(TttBoard, RejectsMalformedTexts) {
    EXPECT_EQ(parse_error(""), ErrorKind::InvalidText);
    EXPECT_EQ(parse_error("XO./..../..O"), ErrorKind::InvalidText);         // ragged rows
    EXPECT_EQ(parse_error("XO./.Z./..O"), ErrorKind::InvalidText);          // unknown character
    EXPECT_EQ(parse_error(std::string(81, '.')), ErrorKind::ProgramLimit);  // one row of 81
    EXPECT_EQ(parse_error(empty_board(9, 9)), ErrorKind::ProgramLimit);
    EXPECT_EQ(parse_error(".../.../...", 4), ErrorKind::InvalidParameter);
}

TEST(TttBoard, RejectsImpossiblePositions) {
    EXPECT_EQ(parse_error("XX./.../..."), ErrorKind::DataException);   // X two ahead
    EXPECT_EQ(parse_error("O../.../..."), ErrorKind::DataException);   // O moved first
    EXPECT_EQ(parse_error("XXX/OOO/X.."), ErrorKind::DataException);   // both have lines
    EXPECT_EQ(parse_error("XXX/OO./O.."), ErrorKind::DataException);   // X line, O moved after
    EXPECT_EQ(parse_error("OOO/XX./XX."), ErrorKind::DataException);   // O line, X moved after
    // X has two lines that share no stone: play would have stopped at the first.
    EXPECT_EQ(parse_error("XXX../O.O.O/XXX../O.O../.....", 3), ErrorKind::DataException);
    // Two lines through one last stone are fine (a fork completed), and so is a full draw.
    EXPECT_NO_THROW(parse_board("XXX/XOO/XOO"));
    EXPECT_NO_THROW(parse_board("XOX/XOO/OXX"));
}

TEST(TttBoard, TerminalPositions) {
    const Board win = parse_board("XXX/OO./...");
    EXPECT_TRUE(is_terminal(win.geometry, win.position));
    EXPECT_EQ(terminal_value(win.geometry, win.position), Value::XWins);
    const Board draw = parse_board("XOX/XOO/OXX");
    EXPECT_TRUE(is_terminal(draw.geometry, draw.position));
    EXPECT_EQ(terminal_value(draw.geometry, draw.position), Value::Draw);
    const Board open = parse_board("XO./.../...");
    EXPECT_FALSE(is_terminal(open.geometry, open.position));
    EXPECT_STREQ(value_name(Value::XWins), "X wins");
    EXPECT_STREQ(value_name(Value::OWins), "O wins");
    EXPECT_STREQ(value_name(Value::Draw), "draw");
}

}  // namespace
