// Threat-space search by proof numbers: the VCT of vct.h searched best-first, so that long wins
// are found without a limit on open threes and without deepening one three at a time.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <vector>

#include "core/gomoku/board.h"
#include "core/gomoku/timeman.h"

namespace pg_games::gomoku {

// Searches a VCT for the side to move with proof-number search over the same attacks and defences
// as find_vct (the attacker's fours and open threes, each on a line within four cells of its
// last threat; every defence: the attacker's four-making cells and the defender's own fours).
// At most `node_cap` moves are played (the tree holds one node a move, 2M at most). On success
// returns true and, when `line` is given, stores the winning line as far as the defender's
// replies are forced; `whole_line` tells whether that line reaches the five or an open four.
// A true answer is a proof; false means none was found.
bool find_vct_pn(Board& b, uint64_t node_cap, Limits& limits, std::vector<int>* line,
                 bool* whole_line = nullptr);

}  // namespace pg_games::gomoku
