// The one-ply static scorer: every candidate move scored straight from the stones, without
// building the incremental search board (the same scores as rank_candidates without search).
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <vector>

#include "core/gomoku/engine.h"

namespace pg_games::gomoku {

// The stones of a position as one bit mask per row (bit x = column x), the scorer's input:
// cheap to fill from SQL rows or a board text, no allocation.
struct StoneRows {
    int size = 0;                   // 5..32
    uint32_t own[kMaxSize] = {};    // the side to move's stones
    uint32_t opp[kMaxSize] = {};    // the opponent's stones
    int stones = 0;

    explicit StoneRows(int n = 0) : size(n) {}
    // Whether (x, y), 0-based and on the board, is free.
    bool empty(int x, int y) const { return !((own[y] | opp[y]) >> x & 1u); }
    // Puts a stone on a free cell on the board (the caller checks both).
    void put(int x, int y, bool own_stone) {
        (own_stone ? own : opp)[y] |= 1u << x;
        ++stones;
    }
};

// The stones of a position. Error(InvalidParameter) as Position (never for a valid Position).
StoneRows stone_rows(const Position&);

// Every candidate move with its static score, best first (ties: lower row, then lower column
// first): exactly what rank_candidates(position, settings, stop, false) returns, computed
// directly. Errors as rank_candidates (a five on the board, a full board, bad settings).
std::vector<Candidate> quick_rank(const StoneRows&, const SearchSettings&);
std::vector<Candidate> quick_rank(const Position&, const SearchSettings&);

// The first move of quick_rank (the best static one-ply move), without building the list.
Candidate quick_best(const StoneRows&, const SearchSettings&);
Candidate quick_best(const Position&, const SearchSettings&);

// The score the scorer gives a stone making these four line patterns (Pattern values, in the
// direction order rows, columns, diagonals, anti-diagonals): kCellValues' score, computed from
// smaller tables. Exposed for the tests.
int combined_pattern_score(const uint8_t (&patterns)[4]);

}  // namespace pg_games::gomoku
