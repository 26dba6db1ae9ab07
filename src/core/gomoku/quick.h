// The one-ply static scorer: every candidate move scored straight from the stones, without
// building the incremental search board (the same scores as rank_candidates without search).
#pragma once
#include "core/common/no_postgres.h"

#include <vector>

#include "core/gomoku/engine.h"

namespace pg_games::gomoku {

// Every candidate move with its static score, best first (ties: lower row, then lower column
// first): exactly what rank_candidates(position, settings, stop, false) returns, computed
// directly. Errors as rank_candidates (a five on the board, a full board, bad settings).
std::vector<Candidate> quick_rank(const Position&, const SearchSettings&);

// The first move of quick_rank (the best static one-ply move), without building the list.
Candidate quick_best(const Position&, const SearchSettings&);

}  // namespace pg_games::gomoku
