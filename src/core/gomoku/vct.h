// Threat-space search with threes and fours (VCT): an AND/OR proof search over the attacker's
// fours and open threes and every defence against them, with a table of proven results.
#pragma once
#include "core/common/no_postgres.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/gomoku/board.h"
#include "core/gomoku/timeman.h"
#include "core/gomoku/tt.h"

namespace pg_games::gomoku {

// Results of the VCT searches of one move's search: proven wins stay for every later VCT search
// that uses the table (for either side), failures only within the search that found them (they
// depend on its limits). Zeroed pages from power_of_two_table: a fresh table costs the pages it
// touches.
class VctTable {
public:
    struct Entry {
        uint64_t key;
        uint32_t generation;  // the search a failure belongs to
        int16_t depth;        // open threes left when it failed; kWon for a proven win
        int16_t move;         // the winning attack move (attack nodes), else -1
    };
    static constexpr int16_t kWon = 0x7FFF;

    explicit VctTable(size_t entries = size_t{1} << 18);  // rounded down to a power of two
    Entry& slot(uint64_t key) { return static_cast<Entry*>(entries_.data())[key & mask_]; }
    // Starts a search: the failures of earlier searches no longer count.
    uint32_t next_generation() { return ++generation_; }
    // Forgets every entry, proven wins too, without touching the memory (keys get a new salt:
    // a table kept from move to move then plays as a fresh one, minus its page faults).
    void forget() { salt_ = next_salt(salt_); }
    uint64_t salt() const { return salt_; }
    // Has the system supply every page of the table now (see ZeroedBlock::fault_in).
    void fault_in(StopCheck& stop) { entries_.fault_in(stop); }

private:
    size_t mask_;
    ZeroedBlock entries_;
    uint32_t generation_ = 0;
    uint64_t salt_ = 0;
};

// The cell where the side to move wins at once, or -1: a five to make, or an open four or double
// four to make while the opponent has no five to make (the leaves of every threat search).
int winning_move_now(const Board& b);

// Searches a VCT for the side to move: at most `max_threes` open threes (fours are free), at most
// `node_cap` nodes, deepening one three at a time. On success returns true and, when `line` is
// given, stores the winning line as far as the defender's replies are forced (attacker and
// defender moves alternately, the first attacking move first); `whole_line`, when given, tells
// whether that line reaches the five or an open four. A true answer is a proof: every defence
// (the attacker's four-making cells and the defender's own fours: no other cell stops a threat)
// was refuted. Each open three after the first must lie on a line within four cells of the
// attacker's previous threat, and so must each four inside the search by threes: a miss costs a
// win not found, never a wrong one.
bool find_vct(Board& b, VctTable& table, int max_threes, uint64_t node_cap, Limits& limits,
              std::vector<int>* line, bool* whole_line = nullptr);

}  // namespace pg_games::gomoku
