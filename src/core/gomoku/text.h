// The Gomoku board text format: parsing a board written as rows of '.', 'X', 'O', and rendering.
#pragma once
#include "core/common/no_postgres.h"

#include <string>
#include <string_view>

#include "core/gomoku/engine.h"
#include "core/gomoku/quick.h"

namespace pg_games::gomoku {

// A board read from text. X moves first: with equal counts X is to move, with one X more O is.
// The position is relative to the side to move (its stones are Cell::Own).
struct TextBoard {
    Position position;
    bool x_to_move;
};

// Parses a board text (the format is documented in docs/gomoku.md):
// - rows separated by newlines or '/'; blanks (space, tab, CR) and '|' are ignored;
// - cells: '.' or '_' empty, 'X'/'x' the first player, 'O'/'o' the second player;
// - coordinates are stripped: digits at the start and end of a row (row numbers), a '+' at the
//   end of a row (psql's line continuation mark), and a first or last line made only of digits,
//   or of letters and digits with a letter other than X and O (a column header such as
//   "A B C ..." or "1 2 3 ...");
// - the board must be square, 5..32 cells a side.
// Errors: Error(InvalidText) for an unreadable text or a ragged board, Error(InvalidParameter)
// for an unsupported size, Error(DataException) for impossible stone counts.
TextBoard parse_board(std::string_view text);

// A board text read into row masks (the one-ply scorer's input), with the same rules and
// errors as parse_board. Canonical texts (rows of '.', 'X', 'O' separated by newlines or '/')
// are read in one pass without allocating; any other text goes through parse_board.
struct TextRows {
    StoneRows rows;
    bool x_to_move;
};
TextRows parse_board_rows(std::string_view text);

// How render_board writes a board.
struct RenderOptions {
    bool own_is_x = true;       // the side to move's stones are 'X' (else 'O')
    bool coordinates = false;   // a column-letter header and row numbers (1 = top row)
    char row_separator = '\n';  // '\n' or '/'
};

// Writes a position as board text that parse_board reads back.
std::string render_board(const Position& position, const RenderOptions& options = {});

// The letter naming column x (0-based) in rendered headers: A..Z, then a..f.
char column_letter(int x);

}  // namespace pg_games::gomoku
