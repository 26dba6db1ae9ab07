// Positions of m,n,k games and their text form: rows of X, O and '.' (or '-'), joined by '/'.
#pragma once
#include "core/common/no_postgres.h"

#include <string>
#include <string_view>

#include "core/ttt/ttt_geometry.h"

namespace pg_games::ttt {

// The stones on the board. X moves first, so the side to move follows from the counts.
struct Position {
    Bits x = 0;
    Bits o = 0;

    int stones() const { return __builtin_popcountll(x) + __builtin_popcountll(o); }
    bool x_to_move() const { return __builtin_popcountll(x) == __builtin_popcountll(o); }
    Bits occupied() const { return x | o; }
};

// A game-theoretic value, from X's point of view.
enum class Value : int { OWins = -1, Draw = 0, XWins = 1 };

// The SQL names of values: "X wins", "draw", "O wins".
const char* value_name(Value value);

// A parsed board text: its shape and its stones.
struct Board {
    Geometry geometry;
    Position position;
};

// The k used when a board is given without one: min(rows, columns), at most 5.
int default_k(int rows, int cols);

// Parses a board text. Rows are separated by '/' (or line breaks); a text without separators
// is one row (as format_board prints a 1 x n board; an m x 1 board is "X/./O"). Cells: X, O
// (either case), '.' or '-' for empty. k = 0 picks default_k.
// Throws Error(InvalidText) for malformed texts and Error(DataException) for positions that
// cannot arise in a game (see check_position).
Board parse_board(std::string_view text, int k = 0);

// Throws Error(DataException) unless the position can arise in a game from the empty board:
// X has as many stones as O or one more; at most one side has a line; the winner moved last,
// and one of its stones lies in every line it has (play stops at the first line).
void check_position(const Geometry& g, const Position& p);

// True when play has stopped: someone has k in a row or the board is full.
bool is_terminal(const Geometry& g, const Position& p);

// The value of a terminal position.
Value terminal_value(const Geometry& g, const Position& p);

// The board text: rows of 'X', 'O' and '.', joined by '/', e.g. "XO./.X./..O"; parse_board
// reads it back with the same shape.
std::string format_board(const Geometry& g, const Position& p);

}  // namespace pg_games::ttt
