// Pairing strategies: a proof that one side cannot complete any line.
//
// The defender pairs up empty cells, disjointly, so that every window the attacker could still
// fill (no defender stone in it) holds both cells of some pair. Whenever the attacker takes a
// cell of a pair the defender takes the other; so the attacker never owns a whole window, and
// cannot win, whoever moves next (an extra defender stone only kills windows).
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <utility>
#include <vector>

#include "core/ttt/ttt_geometry.h"

namespace pg_games::ttt {

class PairingFinder {
  public:
    explicit PairingFinder(const Geometry& g);

    // True when a pairing of `empty` cells covers every window free of `defender` stones;
    // false when there is none or none was found within `budget` steps of the search.
    bool blocks(Bits defender, Bits empty, int budget = 256);

    // The same for the defender to move: a cell where one more defender stone leaves such a
    // pairing (or any empty cell when the pairing needs none), or -1 when none was found
    // trying the `tries` cells in the most windows to cover, `budget` steps each.
    int blocking_move(Bits defender, Bits empty, int budget = 64, int tries = kMaxArea);

    // The pairs of the last successful blocks(), as (cell, cell).
    const std::vector<std::pair<uint8_t, uint8_t>>& pairs() const { return pairs_; }

  private:
    bool search(Bits defender, Bits empty, int budget);
    bool cover();

    const Geometry& g_;
    std::vector<uint16_t> line_of_;  // line of each window (cells in one row, column, diagonal)
    int lines_ = 0;
    std::vector<uint8_t> state_;  // per window: 0 not to cover, 1 to cover, 2 covered
    std::vector<uint16_t> todo_;  // the windows to cover
    std::vector<uint16_t> undo_;
    std::vector<std::pair<uint8_t, uint8_t>> pairs_;
    Bits free_ = 0;
    int budget_ = 0;
};

}  // namespace pg_games::ttt
