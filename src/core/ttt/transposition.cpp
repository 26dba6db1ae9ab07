// The m,n,k transposition table: probing, replacement, and growth up to the cap.
#include "core/ttt/transposition.h"

#include <algorithm>

namespace pg_games::ttt {
namespace {

// The smallest table (two buckets) and the size a table starts at when it may grow beyond it
// (96 KB, first grown once 2048 positions are stored).
constexpr int kMinLog2 = 2;
constexpr int kStartLog2 = 12;

// Mixes a position into a table index.
uint64_t hash_of(Bits x, Bits o) {
    uint64_t h = x * 0x9E3779B97F4A7C15ULL ^ (o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    return h ^ (h >> 29);
}

// Puts `entry` into its bucket; true when it filled an empty slot.
bool put(TranspositionTable::Entry* bucket, const TranspositionTable::Entry& entry) {
    TranspositionTable::Entry* slot;
    if (bucket[0].bound == 0 || (bucket[0].x == entry.x && bucket[0].o == entry.o) ||
        entry.empties >= bucket[0].empties)
        slot = &bucket[0];
    else
        slot = &bucket[1];
    const bool filled = slot->bound == 0;
    *slot = entry;
    return filled;
}

}  // namespace

uint64_t positions_bound(int empties) {
    constexpr double kSaturated = 4611686018427387904.0;  // 2^62
    // sum over s of C(empties, s) * C(s, ceil(s / 2)), in floating point (an estimate suffices).
    double total = 0, choose_e = 1;  // choose_e = C(empties, s)
    for (int s = 0; s <= empties; ++s) {
        double choose_half = 1;  // C(s, ceil(s / 2))
        for (int i = 1; i <= s / 2; ++i) choose_half = choose_half * (s + 1 - i) / i;
        total += choose_e * choose_half;
        if (total >= kSaturated) return uint64_t{1} << 62;
        choose_e = choose_e * (empties - s) / (s + 1);
    }
    return static_cast<uint64_t>(total);
}

TranspositionTable::TranspositionTable(uint64_t positions, StopCheck& stop, int max_log2) {
    // Twice the positions, so that the last table is at most half full.
    int wanted = kMinLog2;
    while (wanted < max_log2 && (uint64_t{1} << wanted) < 2 * positions) ++wanted;
    limit_log2_ = std::max(kMinLog2, std::min(wanted, max_log2));
    // Start so that growing fourfold lands exactly on the limit.
    log2_ = limit_log2_ <= kStartLog2 ? limit_log2_
                                      : kStartLog2 - ((limit_log2_ - kStartLog2) & 1);
    entries_ = ZeroedArray<Entry>(size_t{1} << log2_, stop);
    bucket_mask_ = (uint64_t{1} << (log2_ - 1)) - 1;
}

size_t TranspositionTable::bucket_of(Bits x, Bits o) const {
    return static_cast<size_t>(hash_of(x, o) & bucket_mask_) * 2;
}

const TranspositionTable::Entry* TranspositionTable::probe(Bits x, Bits o) const {
    const Entry* bucket = &entries_[bucket_of(x, o)];
    for (int i = 0; i < 2; ++i)
        if (bucket[i].bound != 0 && bucket[i].x == x && bucket[i].o == o) return &bucket[i];
    return nullptr;
}

void TranspositionTable::store(const Entry& entry, StopCheck& stop) {
    if (put(&entries_[bucket_of(entry.x, entry.o)], entry)) ++used_;
    if (log2_ < limit_log2_ && used_ >= capacity() / 2) grow(stop);
}

// Moves every entry into a table four times larger (twice at the last step). The new bucket
// index extends the old one by high bits, so a new bucket receives entries from one old bucket
// only: each goes to the first free slot and nothing is lost.
void TranspositionTable::grow(StopCheck& stop) {
    const int new_log2 = std::min(log2_ + 2, limit_log2_);
    ZeroedArray<Entry> bigger(size_t{1} << new_log2, stop);
    const uint64_t new_mask = (uint64_t{1} << (new_log2 - 1)) - 1;
    uint64_t used = 0;
    for (const Entry& e : entries_) {
        stop.throw_if_cancelled();
        if (e.bound == 0) continue;
        Entry* bucket = &bigger[static_cast<size_t>(hash_of(e.x, e.o) & new_mask) * 2];
        bucket[bucket[0].bound == 0 ? 0 : 1] = e;
        ++used;
    }
    entries_ = std::move(bigger);
    bucket_mask_ = new_mask;
    used_ = used;
    log2_ = new_log2;
}

}  // namespace pg_games::ttt
