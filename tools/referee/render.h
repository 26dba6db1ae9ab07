// Text rendering of a board for the terminal.
#pragma once

#include <string>

#include "tools/referee/board.h"

namespace pg_games::referee {

// The board as the extension's gomoku_board(board, coordinates => true) writes it: column
// letters on top (x = 1 is A), row numbers (y) on the left, X for black, O for white, '.' for
// empty; the last stone placed in lower case (x or o). gomoku_board and the referee's openings
// read it back.
std::string render_board(const Board& board);

}  // namespace pg_games::referee
