// Text rendering of a board for the terminal.
#pragma once

#include <string>

#include "tools/referee/board.h"

namespace pg_games::referee {

// The board with column numbers (x) on top and row numbers (y) on the left, X for black,
// O for white, '.' for empty; the last stone placed is bracketed, [X].
std::string render_board(const Board& board);

}  // namespace pg_games::referee
