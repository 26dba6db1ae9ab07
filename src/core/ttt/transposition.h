// The m,n,k solver's transposition table: exact position keys in buckets of two, sized to the
// search (it starts small and grows, up to a cap, as positions are stored).
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>

#include "core/common/stop.h"
#include "core/common/zeroed_memory.h"
#include "core/ttt/ttt_geometry.h"

namespace pg_games::ttt {

// The largest table: 2^22 entries of 24 bytes (96 MB). While growing to it the previous table
// (a quarter of the size) is alive too, so a search holds at most 120 MB.
constexpr int kMaxTableLog2 = 22;

// How many positions a search from a position with `empties` empty cells can meet at most:
// every way to fill some of them with the side to move owning half (rounded up). Saturates at
// 2^62 (reached from about 40 empty cells).
uint64_t positions_bound(int empties);

class TranspositionTable {
public:
    struct Entry {
        Bits x;
        Bits o;
        int16_t score;
        uint8_t bound;    // 0 for an empty slot, else the kind of score (the solver's, never 0)
        uint8_t move;     // the best move, in the canonical orientation
        uint8_t empties;  // empty cells of the position: the larger subtree is kept
    };

    // A table for at most `positions` positions (see positions_bound) and at most
    // 2^max_log2 entries. It starts at up to 2^12 entries and grows fourfold whenever half of
    // its slots are in use, until it holds twice `positions` or reaches the cap. Making and
    // growing it poll `stop` and throw Cancelled on cancel.
    TranspositionTable(uint64_t positions, StopCheck& stop, int max_log2 = kMaxTableLog2);

    // The entry of a position, or null.
    const Entry* probe(Bits x, Bits o) const;

    // Stores a position. The first entry of a bucket keeps the largest subtree, the second the
    // latest. May grow the table (see the constructor).
    void store(const Entry& entry, StopCheck& stop);

    // Entries the table has room for now, how many are in use, and the most it will grow to.
    uint64_t capacity() const { return entries_.size(); }
    uint64_t used() const { return used_; }
    uint64_t limit() const { return uint64_t{1} << limit_log2_; }

private:
    size_t bucket_of(Bits x, Bits o) const;  // index of the bucket's first entry
    void grow(StopCheck& stop);

    ZeroedArray<Entry> entries_;
    uint64_t bucket_mask_ = 0;
    uint64_t used_ = 0;
    int log2_ = 0;
    int limit_log2_ = 0;
};

}  // namespace pg_games::ttt
