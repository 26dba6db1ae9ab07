// The judge of the shared test positions: a full-width check that a side wins by force.
#pragma once

#include <optional>
#include <string>

#include "core/gomoku/board.h"

// gomoku-bench prove: reads a position from standard input and prints "win" when it proves that
// the attacker wins by force, else "unknown". Input, 1-based coordinates as in the data files:
//   line 1: board size
//   line 2: the stones of the side to move, "x,y x,y ..."
//   line 3: the other side's stones
//   line 4: a move "x,y" for the side to move (then the question is whether that move wins), or
//           "-" (whether the side to move wins at all)
// Arguments: the node cap of the check (default 500000).
int prove_main(int argc, char** argv);

// The position of three input lines (board size, the side to move's stones, the other side's, as
// "x,y x,y ..." 1-based, freestyle); none, with the reason on stderr after "<tool>: ", when the
// size is out of range or a stone is malformed, off the board or on a taken cell.
std::optional<pg_games::gomoku::Board> read_position(const char* tool, const std::string& size_line,
                                                     const std::string& own,
                                                     const std::string& other);
