// The transposition table: a fixed array of entries indexed by the position hash.
#pragma once
#include "core/common/no_postgres.h"

#include <cstddef>
#include <cstdint>

#include "core/common/zeroed_memory.h"

namespace pg_games::gomoku {

// A zeroed block of a power-of-two number of entries (the largest not above `want`, at least 1),
// touched only where a search uses it, in huge pages where the system gives them (fewer page
// faults and TLB misses); `mask` gets the number minus one. Throws std::bad_alloc.
ZeroedBlock power_of_two_table(size_t want, size_t entry_size, size_t& mask);

// The key salt after `salt` (splitmix64 steps): salts that share no low bits by pattern, so that
// a salted key lands in an unrelated slot.
uint64_t next_salt(uint64_t salt);

enum class Bound : uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    uint64_t key;
    int32_t score;
    int16_t move;  // board cell index, -1 when none
    int8_t depth;
    Bound bound;
};

class TranspositionTable {
public:
    // A table of about `megabytes` MiB (rounded down to a power of two entries; at least 1 MiB).
    explicit TranspositionTable(size_t megabytes);

    // The entry stored for this key, or nullptr.
    const TTEntry* probe(uint64_t key) const {
        key ^= salt_;
        const TTEntry& e = slot(key);
        return e.key == key && e.bound != Bound::None ? &e : nullptr;
    }
    // Starts loading the slot of a key that will be probed soon (a child's, before its stone
    // is played), so that the probe finds it in the cache.
    void prefetch(uint64_t key) const { __builtin_prefetch(&slot(key ^ salt_)); }
    // Stores a result: another position's entry is always replaced; the same position's deeper
    // bound stays unless the new result is exact.
    void store(uint64_t key, int score, int move, int depth, Bound bound) {
        key ^= salt_;
        TTEntry& e = slot(key);
        if (e.key == key && e.depth > depth && bound != Bound::Exact) return;
        e = {key, score, static_cast<int16_t>(move), static_cast<int8_t>(depth), bound};
    }
    size_t size() const { return mask_ + 1; }
    // Has the system supply every page of the table now (see ZeroedBlock::fault_in).
    void fault_in(StopCheck& stop) { block_.fault_in(stop); }
    // Forgets every entry without touching the memory: keys get a new salt, so that the old
    // entries no longer match (a search then plays as on a fresh table, minus its page faults).
    void forget() { salt_ = next_salt(salt_); }

private:
    // The slot of a key already salted (the one place that maps keys to slots).
    TTEntry& slot(uint64_t salted) const {
        return static_cast<TTEntry*>(block_.data())[salted & mask_];
    }

    size_t mask_;
    ZeroedBlock block_;
    uint64_t salt_ = 0;
};

}  // namespace pg_games::gomoku
