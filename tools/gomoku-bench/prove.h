// The judge of the shared test positions: a full-width check that a side wins by force.
#pragma once

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

// Puts the stones "x,y x,y ..." (1-based) of `colour` on the board; false when one is malformed,
// off the board or on a taken cell.
bool read_stones(const std::string& text, pg_games::gomoku::Board& b, int colour);
