// Parsing and rendering the Gomoku board text.
#include "core/gomoku/text.h"

#include <algorithm>
#include <vector>

#include "core/common/board_text.h"

namespace pg_games::gomoku {
namespace {

enum class Symbol { Empty, X, O, Other };

// What one character of a board row means.
Symbol symbol_of(char32_t c) {
    switch (c) {
        case U'.':
        case U'_':
            return Symbol::Empty;
        case U'X':
        case U'x':
            return Symbol::X;
        case U'O':
        case U'o':
            return Symbol::O;
        default:
            return Symbol::Other;
    }
}

bool is_digit(char32_t c) {
    return c >= U'0' && c <= U'9';
}
bool is_letter(char32_t c) {
    return (c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z');
}

// Splits the text into lines (by newline or '/'), dropping blanks and '|' frame characters.
std::vector<std::u32string> split_lines(std::string_view text) {
    std::vector<std::u32string> lines(1);
    for (char32_t c : utf8_decode(text)) {
        if (c == U'\n' || c == U'/') {
            lines.emplace_back();
        } else if (c != U' ' && c != U'\t' && c != U'\r' && c != U'|') {
            lines.back().push_back(c);
        }
    }
    return lines;
}

// Strips row coordinates: row numbers at either end.
std::u32string strip_row_numbers(std::u32string line) {
    size_t begin = 0, end = line.size();
    while (begin < end && is_digit(line[begin])) ++begin;
    while (end > begin && is_digit(line[end - 1])) --end;
    return line.substr(begin, end - begin);
}

// A column header: only digits, or only letters and digits with a letter other than X and O.
bool is_header(const std::u32string& line) {
    bool letter = false, other_letter = false;
    for (char32_t c : line) {
        if (!is_letter(c) && !is_digit(c)) return false;
        letter = letter || is_letter(c);
        other_letter = other_letter || (is_letter(c) && symbol_of(c) == Symbol::Other);
    }
    return !letter || other_letter;
}

// A character for error details.
std::string printable(char32_t c) {
    std::string s;
    utf8_append(s, c);
    return "\"" + s + "\"";
}

}  // namespace

TextBoard parse_board(std::string_view text) {
    // Keep the non-blank lines; a first or last line may be a column header.
    std::vector<std::u32string> raw;
    for (auto& line : split_lines(text)) {
        if (!line.empty() && line.back() == U'+') line.pop_back();  // psql's continuation mark
        if (!line.empty()) raw.push_back(std::move(line));
    }
    if (!raw.empty() && is_header(raw.front())) raw.erase(raw.begin());
    if (!raw.empty() && is_header(raw.back())) raw.pop_back();

    std::vector<std::u32string> rows;
    for (auto& line : raw) {
        std::u32string row = strip_row_numbers(std::move(line));
        if (!row.empty()) rows.push_back(std::move(row));
    }
    if (rows.empty())
        throw Error(ErrorKind::InvalidText, "board text has no rows",
                    "A board is written as rows of \".\", \"X\" and \"O\".",
                    "Separate rows with newlines or \"/\", e.g. \".....\\n..X..\\n.....\".");

    const int n = static_cast<int>(rows.size());
    for (int r = 0; r < n; ++r) {
        const auto& row = rows[static_cast<size_t>(r)];
        for (size_t i = 0; i < row.size(); ++i) {
            if (symbol_of(row[i]) == Symbol::Other)
                throw Error(ErrorKind::InvalidText, "invalid character in board text",
                            "Row " + std::to_string(r + 1) + " has " + printable(row[i]) +
                                " at column " + std::to_string(i + 1) + ".",
                            "Cells are \".\" (empty), \"X\" and \"O\".");
        }
        if (static_cast<int>(row.size()) != n)
            throw Error(ErrorKind::InvalidText, "board text is not square",
                        "The board has " + std::to_string(n) + " rows but row " +
                            std::to_string(r + 1) + " has " + std::to_string(row.size()) +
                            " cells.",
                        "Write N rows of N cells each.");
    }
    if (n < kMinSize || n > kMaxSize)
        throw Error(
            ErrorKind::InvalidParameter, "board size " + std::to_string(n) + " is not supported",
            "The board text has " + std::to_string(n) + " rows of " + std::to_string(n) + " cells.",
            "Board sizes from " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                " are supported.");

    int xs = 0, os = 0;
    for (const auto& row : rows)
        for (char32_t c : row) {
            xs += symbol_of(c) == Symbol::X;
            os += symbol_of(c) == Symbol::O;
        }
    if (xs != os && xs != os + 1)
        throw Error(
            ErrorKind::DataException, "impossible stone counts in board text",
            "The board has " + std::to_string(xs) + " X and " + std::to_string(os) + " O stones.",
            "X moves first: the counts must be equal (X to move) or X one more (O to "
            "move).");

    const bool x_to_move = xs == os;
    TextBoard board{Position(n), x_to_move};
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            Symbol s = symbol_of(rows[static_cast<size_t>(y)][static_cast<size_t>(x)]);
            if (s == Symbol::Empty) continue;
            bool own = (s == Symbol::X) == x_to_move;
            board.position.place({x, y}, own ? Cell::Own : Cell::Opponent);
        }
    return board;
}

namespace {

// parse_board_rows for a canonical text: n rows of n cells, each row but the last followed by
// one separator ('\n' or '/'), the last by at most one. False when the text is not one (or is
// wrong: the general parser then says why). No branch depends on the cells, so stones cost
// nothing extra.
bool read_canonical_rows(std::string_view text, TextRows& out) {
    size_t n = 0;
    while (n < text.size() && text[n] != '\n' && text[n] != '/') ++n;
    if (n < static_cast<size_t>(kMinSize) || n > static_cast<size_t>(kMaxSize)) return false;
    if (text.size() != n * (n + 1) - 1 && text.size() != n * (n + 1)) return false;
    uint32_t xs[kMaxSize], os[kMaxSize];
    unsigned bad = 0;
    int x_count = 0, o_count = 0;
    for (size_t y = 0; y < n; ++y) {
        const char* row = text.data() + y * (n + 1);
        uint32_t xb = 0, ob = 0;
        for (size_t x = 0; x < n; ++x) {
            const auto c = static_cast<unsigned char>(row[x]);
            const uint32_t is_x = (c | 0x20) == 'x', is_o = (c | 0x20) == 'o';
            const uint32_t is_empty = (c == '.') | (c == '_');
            xb |= is_x << x;
            ob |= is_o << x;
            bad |= !(is_x | is_o | is_empty);
        }
        if (y + 1 < n || text.size() == n * (n + 1)) {
            const char sep = row[n];
            bad |= sep != '\n' && sep != '/';
        }
        xs[y] = xb, os[y] = ob;
        x_count += __builtin_popcount(xb);
        o_count += __builtin_popcount(ob);
    }
    if (bad != 0 || (x_count != o_count && x_count != o_count + 1)) return false;
    out.x_to_move = x_count == o_count;
    out.rows = StoneRows(static_cast<int>(n));
    for (size_t y = 0; y < n; ++y) {
        out.rows.own[y] = out.x_to_move ? xs[y] : os[y];
        out.rows.opp[y] = out.x_to_move ? os[y] : xs[y];
    }
    out.rows.stones = x_count + o_count;
    return true;
}

}  // namespace

TextRows parse_board_rows(std::string_view text) {
    TextRows out{StoneRows(), true};
    if (read_canonical_rows(text, out)) return out;
    TextBoard board = parse_board(text);
    return {stone_rows(board.position), board.x_to_move};
}

char column_letter(int x) {
    return x < 26 ? static_cast<char>('A' + x) : static_cast<char>('a' + (x - 26));
}

std::string render_board(const Position& position, const RenderOptions& options) {
    const int n = position.size();
    const char own = options.own_is_x ? 'X' : 'O';
    const char opponent = options.own_is_x ? 'O' : 'X';
    std::string out;
    if (options.coordinates) {
        out += "  ";
        for (int x = 0; x < n; ++x) {
            out += ' ';
            out += column_letter(x);
        }
        out += options.row_separator;
    }
    for (int y = 0; y < n; ++y) {
        if (y > 0) out += options.row_separator;
        if (options.coordinates) {
            if (y + 1 < 10) out += ' ';
            out += std::to_string(y + 1);
        }
        for (int x = 0; x < n; ++x) {
            if (options.coordinates) out += ' ';
            Cell c = position.at({x, y});
            out += c == Cell::Empty ? '.' : c == Cell::Own ? own : opponent;
        }
    }
    return out;
}

}  // namespace pg_games::gomoku
