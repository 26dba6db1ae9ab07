// Wins by continuous threats: the side to move makes k - 1 in a window (the opponent must block
// its last cell), again and again, until it has two such windows with different open cells.
#pragma once
#include "core/common/no_postgres.h"

#include "core/ttt/ttt_geometry.h"

namespace pg_games::ttt {

// The plies to a win for `me` (to move, without a line of k - 1 of its own) by a sequence of
// threats of at most `depth` of its moves, or -1 when none is found within `budget` steps (which
// it decrements). The first move of the sequence goes to `first`. Every answer of the opponent
// in such a sequence is forced, so a found sequence is a proof; the opponent's blocks that
// complete its own line, and its own threats, are taken into account.
int threat_win(const Geometry& g, Bits me, Bits opp, int depth, int& budget, int* first);

}  // namespace pg_games::ttt
