// Parsing, checking and printing m,n,k positions.
#include "core/ttt/ttt_board.h"

#include <string>

#include "core/common/board_text.h"
#include "core/common/error.h"

namespace pg_games::ttt {
namespace {

// The text of one code point, for error messages.
std::string show(char32_t cp) {
    std::string s;
    utf8_append(s, cp);
    return s;
}

}  // namespace

const char* value_name(Value value) {
    switch (value) {
        case Value::XWins: return "X wins";
        case Value::OWins: return "O wins";
        case Value::Draw: break;
    }
    return "draw";
}

int default_k(int rows, int cols) {
    const int shorter = rows < cols ? rows : cols;
    return shorter < 5 ? shorter : 5;
}

Board parse_board(std::string_view text, int k) {
    const std::vector<BoardRow> rows = split_board_rows(text);
    if (rows.empty())
        throw Error(ErrorKind::InvalidText, "board text is empty",
                    {}, "Write the rows of the board joined by '/', e.g. 'X../.O./...'.");
    // A text without separators is one row, as format_board prints a board of one row.
    const int n_rows = static_cast<int>(rows.size());
    const int n_cols = static_cast<int>(rows[0].size());
    for (size_t r = 1; r < rows.size(); ++r)
        if (rows[r].size() != rows[0].size())
            throw Error(ErrorKind::InvalidText, "board rows have different lengths",
                        "Row 1 has " + std::to_string(rows[0].size()) + " cells, row " +
                            std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                            ".",
                        "Give every row the same number of cells.");
    if (static_cast<long>(n_rows) * n_cols > kMaxArea)
        throw Error(ErrorKind::ProgramLimit, "board is too large",
                    "The board has " + std::to_string(static_cast<long>(n_rows) * n_cols) +
                        " cells; at most 64 are supported.");
    Board board;
    board.geometry = make_geometry(n_rows, n_cols, k == 0 ? default_k(n_rows, n_cols) : k);
    int cell = 0;
    for (const BoardRow& row : rows) {
        for (const char32_t cp : row) {
            if (cp == U'X' || cp == U'x') {
                board.position.x |= cell_bit(cell);
            } else if (cp == U'O' || cp == U'o') {
                board.position.o |= cell_bit(cell);
            } else if (cp != U'.' && cp != U'-') {
                throw Error(ErrorKind::InvalidText,
                            "unknown character \"" + show(cp) + "\" in board",
                            "Found at row " + std::to_string(cell / n_cols + 1) + ", column " +
                                std::to_string(cell % n_cols + 1) + ".",
                            "Use X and O for stones and '.' or '-' for empty cells.");
            }
            ++cell;
        }
    }
    if (n_rows > 1 || k != 0) {
        check_position(board.geometry, board.position);
        return board;
    }
    // One row and no k: the text may be a square board written without separators (as other
    // games accept). When it is impossible as a row with k = 1, say how it was read.
    try {
        check_position(board.geometry, board.position);
    } catch (const Error& e) {
        if (!e.hint().empty()) throw;
        throw Error(e.kind(), e.what(), e.detail(),
                    "A text without '/' is one row, here of " + std::to_string(n_cols) +
                        " cells with k = 1 by default; give k for a row, or join the rows of a "
                        "larger board with '/', e.g. 'X../.O./...'.");
    }
    return board;
}

void check_position(const Geometry& g, const Position& p) {
    const int nx = __builtin_popcountll(p.x), no = __builtin_popcountll(p.o);
    if (nx != no && nx != no + 1)
        throw Error(ErrorKind::DataException, "impossible stone counts",
                    "X has " + std::to_string(nx) + " stones and O has " + std::to_string(no) +
                        "; X moves first, so X has as many stones as O or one more.");
    const bool x_line = has_line(g, p.x), o_line = has_line(g, p.o);
    if (x_line && o_line)
        throw Error(ErrorKind::DataException, "both sides have " + std::to_string(g.k) +
                                                  " in a row",
                    "Play stops at the first line, so at most one side can have one.");
    if (!x_line && !o_line) return;
    const Bits winner = x_line ? p.x : p.o;
    if (x_line && nx != no + 1)
        throw Error(ErrorKind::DataException, "X has a line but O has moved since",
                    "Play stops at the first line; after X completes one, X has one stone more "
                    "than O.");
    if (o_line && nx != no)
        throw Error(ErrorKind::DataException, "O has a line but X has moved since",
                    "Play stops at the first line; after O completes one, both have as many "
                    "stones.");
    // The winning stone was the last one played: without it, no line may remain.
    for (Bits rest = winner; rest != 0; rest &= rest - 1) {
        const Bits last = rest & (~rest + 1);
        if (!has_line(g, winner & ~last)) return;
    }
    throw Error(ErrorKind::DataException, std::string(x_line ? "X" : "O") + " has separate lines",
                "Play stops at the first line, so every line of the winner passes through its "
                "last stone.");
}

bool is_terminal(const Geometry& g, const Position& p) {
    return p.occupied() == g.full || has_line(g, p.x) || has_line(g, p.o);
}

Value terminal_value(const Geometry& g, const Position& p) {
    if (has_line(g, p.x)) return Value::XWins;
    if (has_line(g, p.o)) return Value::OWins;
    return Value::Draw;
}

std::string format_board(const Geometry& g, const Position& p) {
    std::string out;
    out.reserve(static_cast<size_t>(g.area + g.rows));
    for (int cell = 0; cell < g.area; ++cell) {
        if (cell > 0 && cell % g.cols == 0) out.push_back('/');
        out.push_back((p.x & cell_bit(cell)) ? 'X' : (p.o & cell_bit(cell)) ? 'O' : '.');
    }
    return out;
}

}  // namespace pg_games::ttt
