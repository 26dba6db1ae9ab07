// The Gomoku board text format: parsing, coordinates, side to move, errors, and round trips.
#include "core/gomoku/text.h"

#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <string>

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

// The kind of Error that parsing `text` throws (Internal when it does not throw).
ErrorKind parse_error(const std::string& text) {
    try {
        parse_board(text);
    } catch (const Error& e) {
        return e.kind();
    }
    return ErrorKind::Internal;
}

}  // namespace

TEST(GomokuText, ReadsRowsSeparatedByNewlinesOrSlashes) {
    TextBoard a = parse_board(".....\n..X..\n.....\n.....\n.....\n");
    TextBoard b = parse_board("...../..X../...../...../.....");
    for (const TextBoard* t : {&a, &b}) {
        EXPECT_EQ(t->position.size(), 5);
        EXPECT_FALSE(t->x_to_move);  // one X more: O to move
        EXPECT_EQ(t->position.at({2, 1}), Cell::Opponent);
        EXPECT_EQ(t->position.stones(Cell::Opponent), 1);
        EXPECT_EQ(t->position.stones(Cell::Own), 0);
    }
}

TEST(GomokuText, SideToMoveFollowsTheCounts) {
    // Equal counts: X to move, X stones are Own.
    TextBoard t = parse_board("X.... / .O... / ..... / ..... / .....");
    EXPECT_TRUE(t.x_to_move);
    EXPECT_EQ(t.position.at({0, 0}), Cell::Own);
    EXPECT_EQ(t.position.at({1, 1}), Cell::Opponent);
    // Lower case and '_' are accepted.
    TextBoard u = parse_board("x_o__/_x___/_____/_____/_____");
    EXPECT_FALSE(u.x_to_move);
    EXPECT_EQ(u.position.at({2, 0}), Cell::Own);
    EXPECT_EQ(u.position.at({1, 1}), Cell::Opponent);
    // Empty board: X to move.
    EXPECT_TRUE(parse_board("...../...../...../...../.....").x_to_move);
    // Anything else is impossible.
    EXPECT_EQ(parse_error("XX.../...../...../...../....."), ErrorKind::DataException);
    EXPECT_EQ(parse_error("O..../...../...../...../....."), ErrorKind::DataException);
}

TEST(GomokuText, StripsCoordinates) {
    // Letter header, right-aligned row numbers at both ends, spaces between cells.
    const std::string text =
        "    A B C D E\n"
        " 1  . . . . .  1\n"
        " 2  . X . . .  2\n"
        " 3  . . O . .  3\n"
        " 4  . . . . .  4\n"
        " 5  . . . . .  5\n"
        "    A B C D E\n";
    TextBoard t = parse_board(text);
    EXPECT_EQ(t.position.size(), 5);
    EXPECT_TRUE(t.x_to_move);
    EXPECT_EQ(t.position.at({1, 1}), Cell::Own);
    EXPECT_EQ(t.position.at({2, 2}), Cell::Opponent);
    // Numeric header, two-digit row numbers, a psql-style frame and continuation marks.
    std::string big = " | 1 2 3 4 5 6 7 8 9 10 11 +\n";
    for (int r = 1; r <= 11; ++r)
        big += std::to_string(r) + " | " +
               (r == 11 ? "X O . . . . . . . . ." : ". . . . . . . . . . .") + " +\n";
    TextBoard b = parse_board(big);
    EXPECT_EQ(b.position.size(), 11);
    EXPECT_EQ(b.position.at({0, 10}), Cell::Own);
    EXPECT_EQ(b.position.at({1, 10}), Cell::Opponent);
    // The psql rendering of a text value: '+' marks the end of each line but the last.
    TextBoard q = parse_board(
        "   A B C D E+\n 1 . . . . .+\n 2 . . X . .+\n 3 . . . . .+\n"
        " 4 . . . . .+\n 5 . . . . .");
    EXPECT_EQ(q.position.at({2, 1}), Cell::Opponent);
    // A first row made only of stones is a board row, not a header.
    TextBoard s = parse_board("1 XOXOX\n2 OXOXO\n3 .....\n4 .....\n5 .....");
    EXPECT_EQ(s.position.stones(Cell::Own) + s.position.stones(Cell::Opponent), 10);
}

TEST(GomokuText, RejectsBadTexts) {
    EXPECT_EQ(parse_error(""), ErrorKind::InvalidText);
    EXPECT_EQ(parse_error(" \n / \n"), ErrorKind::InvalidText);
    EXPECT_EQ(parse_error("...../..#../...../...../....."), ErrorKind::InvalidText);
    EXPECT_EQ(parse_error("...../..../...../...../....."), ErrorKind::InvalidText);
    EXPECT_EQ(parse_error("...../...../...../....."), ErrorKind::InvalidText);
    EXPECT_EQ(parse_error("..../..../..../...."), ErrorKind::InvalidParameter);
    EXPECT_EQ(parse_error(std::string("\xff....")), ErrorKind::InvalidText);
    std::string n33;
    for (int r = 0; r < 33; ++r) n33 += std::string(33, '.') + "\n";
    EXPECT_EQ(parse_error(n33), ErrorKind::InvalidParameter);
}

TEST(GomokuText, RendersAndReadsBack) {
    for (int n : {5, 15, 19, 32}) {
        Position p(n);
        p.place({0, 0}, Cell::Opponent);
        p.place({n - 1, n - 1}, Cell::Own);
        p.place({n / 2, 1}, Cell::Opponent);
        for (bool coordinates : {false, true}) {
            for (char sep : {'\n', '/'}) {
                RenderOptions options;
                options.own_is_x = false;  // O to move: X has one stone more
                options.coordinates = coordinates;
                options.row_separator = sep;
                TextBoard t = parse_board(render_board(p, options));
                EXPECT_FALSE(t.x_to_move);
                ASSERT_EQ(t.position.size(), n);
                for (int y = 0; y < n; ++y)
                    for (int x = 0; x < n; ++x) EXPECT_EQ(t.position.at({x, y}), p.at({x, y}));
            }
        }
    }
    Position q(5);
    q.place({1, 0}, Cell::Own);
    q.place({2, 2}, Cell::Opponent);
    EXPECT_EQ(render_board(q), ".X...\n.....\n..O..\n.....\n.....");
    RenderOptions o;
    o.coordinates = true;
    EXPECT_EQ(render_board(q, o),
              "   A B C D E\n 1 . X . . .\n 2 . . . . .\n 3 . . O . .\n 4 . . . . .\n 5 . . . . .");
    EXPECT_EQ(column_letter(0), 'A');
    EXPECT_EQ(column_letter(25), 'Z');
    EXPECT_EQ(column_letter(31), 'f');
}

namespace {

// parse_board_rows agrees with parse_board on a text: the same stones, side to move and size,
// or the same kind of error.
void expect_rows_match_board(const std::string& text) {
    SCOPED_TRACE(text);
    ErrorKind board_error = ErrorKind::Internal, rows_error = ErrorKind::Internal;
    std::optional<TextBoard> board;
    std::optional<TextRows> rows;
    try {
        board = parse_board(text);
    } catch (const Error& e) {
        board_error = e.kind();
    }
    try {
        rows = parse_board_rows(text);
    } catch (const Error& e) {
        rows_error = e.kind();
    }
    ASSERT_EQ(board.has_value(), rows.has_value());
    if (!board) {
        EXPECT_EQ(board_error, rows_error);
        return;
    }
    const StoneRows expected = stone_rows(board->position);
    EXPECT_EQ(rows->x_to_move, board->x_to_move);
    ASSERT_EQ(rows->rows.size, expected.size);
    EXPECT_EQ(rows->rows.stones, expected.stones);
    for (int y = 0; y < expected.size; ++y) {
        EXPECT_EQ(rows->rows.own[y], expected.own[y]) << "row " << y;
        EXPECT_EQ(rows->rows.opp[y], expected.opp[y]) << "row " << y;
    }
}

}  // namespace

TEST(GomokuText, RowMasksMatchTheGeneralParser) {
    std::mt19937 rng(7);
    for (int n : {5, 6, 15, 19, 31, 32}) {
        for (int trial = 0; trial < 12; ++trial) {
            Position p(n);
            const int stones = static_cast<int>(rng() % (n * n / 2));
            const bool own_first = rng() % 2 == 0;
            for (int placed = 0; placed < stones;) {
                Point at{static_cast<int>(rng() % n), static_cast<int>(rng() % n)};
                if (p.at(at) != Cell::Empty) continue;
                p.place(at, (placed++ % 2 == 0) == own_first ? Cell::Own : Cell::Opponent);
            }
            RenderOptions o;
            o.own_is_x = own_first;
            o.coordinates = trial % 4 == 3;  // the general parser's path
            o.row_separator = trial % 2 ? '/' : '\n';
            const std::string text = render_board(p, o);
            expect_rows_match_board(text);
            expect_rows_match_board(text + "\n");
            std::string lower = text;
            for (char& c : lower) c = c == 'X' ? 'x' : c == '.' ? '_' : c;
            expect_rows_match_board(lower);
        }
    }
    // Wrong texts: the same errors whichever path reads them.
    for (const char* bad : {"", "\n\n", "...../...../...../.....", "..../..../..../....",
                            "...../..../...../...../.....", "XXX../...../...../...../.....",
                            "...../..#../...../...../.....", "OO.../...../...../...../.....",
                            "X..../...../...../...../.....\r"})
        expect_rows_match_board(bad);
    std::string n33;
    for (int r = 0; r < 33; ++r) n33 += std::string(33, '.') + "\n";
    expect_rows_match_board(n33);
}
