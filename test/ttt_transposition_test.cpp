// The m,n,k solver's memory: zeroed arrays, the bound on positions that sizes the
// transposition table, growth without losing entries, the cap, and cancel while allocating.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "core/common/zeroed_memory.h"
#include "core/ttt/mnk_search.h"
#include "core/ttt/transposition.h"
#include "core/ttt/ttt_table.h"

namespace {

using namespace pg_games::ttt;
using pg_games::Cancelled;
using pg_games::kHugePageSize;
using pg_games::kMapThreshold;
using pg_games::StopCheck;
using pg_games::ZeroedArray;

// A stop check whose cancel request arrives on its `after`-th consultation (0: never).
struct CountingCancel {
    static inline uint64_t calls = 0;
    static inline uint64_t after = 0;
    static bool requested() { return ++calls == after || (after != 0 && calls > after); }
    static StopCheck make(uint64_t cancel_after, uint32_t interval) {
        calls = 0;
        after = cancel_after;
        return StopCheck(&requested, interval);
    }
};

TEST(TttZeroedArray, IsZeroFromCallocAndFromMappings) {
    StopCheck stop;
    for (size_t count : {size_t{1}, size_t{1000}, kMapThreshold / 8 - 1, kMapThreshold / 8,
                         kHugePageSize / 8 + 3, 3 * kHugePageSize / 8}) {
        ZeroedArray<uint64_t> a(count, stop);
        ASSERT_EQ(a.size(), count);
        uint64_t sum = 0;
        for (uint64_t v : a) sum |= v;
        EXPECT_EQ(sum, 0u) << count;
        a[count - 1] = 7;
        EXPECT_EQ(a[count - 1], 7u);
        // Moving hands the memory over.
        ZeroedArray<uint64_t> b = std::move(a);
        EXPECT_EQ(b[count - 1], 7u);
        EXPECT_EQ(a.size(), 0u);
    }
    ZeroedArray<uint8_t> empty(0, stop);
    EXPECT_EQ(empty.size(), 0u);
}

TEST(TttZeroedArray, CancelWhileFaultingInThrows) {
    // 16 MB: thousands of pages, the cancel arrives at the tenth check.
    StopCheck stop = CountingCancel::make(10, 1);
    EXPECT_THROW(ZeroedArray<uint8_t>(size_t{16} << 20, stop), Cancelled);
    EXPECT_EQ(CountingCancel::calls, 10u);
}

// The number of arrangements of `empties` cells where the first player has as many stones as
// the second or one more, by enumeration.
uint64_t count_arrangements(int empties) {
    uint64_t total = 0, n = 1;
    for (int i = 0; i < empties; ++i) n *= 3;
    for (uint64_t code = 0; code < n; ++code) {
        int first = 0, second = 0;
        for (uint64_t rest = code; rest != 0; rest /= 3) {
            first += rest % 3 == 1;
            second += rest % 3 == 2;
        }
        total += first == second || first == second + 1;
    }
    return total;
}

TEST(TttTransposition, PositionsBoundCountsTheArrangements) {
    for (int e = 0; e <= 10; ++e) EXPECT_EQ(positions_bound(e), count_arrangements(e)) << e;
    EXPECT_EQ(positions_bound(9), 6046u);  // 3x3 without stopping at lines; 5478 are reachable
    for (int e = 1; e <= 64; ++e) {
        if (positions_bound(e - 1) == uint64_t{1} << 62)
            EXPECT_EQ(positions_bound(e), uint64_t{1} << 62) << e;  // saturated
        else
            EXPECT_GT(positions_bound(e), positions_bound(e - 1)) << e;
    }
    EXPECT_LT(positions_bound(36), uint64_t{1} << 62);
    EXPECT_EQ(positions_bound(64), uint64_t{1} << 62);
}

TEST(TttTransposition, SizedToThePositionsAndCapped) {
    StopCheck stop;
    const TranspositionTable small(positions_bound(9), stop);
    EXPECT_EQ(small.limit(), uint64_t{1} << 14);  // twice 6046, rounded up
    EXPECT_EQ(small.capacity(), uint64_t{1} << 12);
    const TranspositionTable tiny(positions_bound(4), stop);
    EXPECT_EQ(tiny.limit(), uint64_t{1} << 7);  // twice 35, rounded up
    EXPECT_EQ(tiny.capacity(), tiny.limit());
    const TranspositionTable large(positions_bound(49), stop);
    EXPECT_EQ(large.limit(), uint64_t{1} << kMaxTableLog2);
    EXPECT_LE(large.capacity(), uint64_t{1} << 12);  // starts small
    const TranspositionTable capped(positions_bound(49), stop, 16);
    EXPECT_EQ(capped.limit(), uint64_t{1} << 16);
    EXPECT_EQ(TranspositionTable(0, stop).capacity(), 4u);
}

// A distinct key for each i (x and o never share a bit).
TranspositionTable::Entry entry_of(uint64_t i) {
    return {i << 32 | 1, (i + 1) << 1, static_cast<int16_t>(i % 997), 1,
            static_cast<uint8_t>(i % 64), static_cast<uint8_t>(i % 50)};
}

// The keys among 0..n-1 that the table holds.
std::vector<uint64_t> found_keys(const TranspositionTable& t, uint64_t n) {
    std::vector<uint64_t> found;
    for (uint64_t i = 0; i < n; ++i)
        if (t.probe(entry_of(i).x, entry_of(i).o) != nullptr) found.push_back(i);
    return found;
}

TEST(TttTransposition, GrowsToTheLimitWithoutLosingEntries) {
    StopCheck stop;
    TranspositionTable t(50000, stop, 20);
    ASSERT_EQ(t.limit(), uint64_t{1} << 17);
    int growths = 0;
    for (uint64_t i = 0; i < 100000; ++i) {
        const uint64_t capacity = t.capacity();
        // This store may fill the slot that makes the table grow: note what it holds.
        const bool may_grow = capacity < t.limit() && t.used() + 1 >= capacity / 2;
        const std::vector<uint64_t> before = may_grow ? found_keys(t, i) : std::vector<uint64_t>{};
        t.store(entry_of(i), stop);
        ASSERT_NE(t.probe(entry_of(i).x, entry_of(i).o), nullptr) << i;  // the latest is found
        if (t.capacity() == capacity) continue;
        ASSERT_TRUE(may_grow) << i;
        ++growths;
        // Everything held before is still there, but the entry the store itself replaced.
        const std::vector<uint64_t> after = found_keys(t, i);
        EXPECT_GE(after.size() + 1, before.size()) << i;
        EXPECT_EQ(t.used(), after.size() + 1) << i;
    }
    EXPECT_EQ(t.capacity(), t.limit());
    EXPECT_EQ(growths, 3);  // 2^11 -> 2^13 -> 2^15 -> 2^17
    // Whatever is found carries its own data, never another position's.
    uint64_t found = 0;
    for (uint64_t i = 0; i < 100000; ++i) {
        const TranspositionTable::Entry want = entry_of(i);
        if (const TranspositionTable::Entry* e = t.probe(want.x, want.o)) {
            ++found;
            ASSERT_EQ(e->score, want.score);
            ASSERT_EQ(e->move, want.move);
            ASSERT_EQ(e->empties, want.empties);
        }
    }
    EXPECT_GT(found, 60000u);  // 2^17 slots for 100000 keys: most stay
}

TEST(TttTransposition, CancelWhileGrowingLeavesTheTableUsable) {
    StopCheck never;
    TranspositionTable t(1 << 20, never);
    uint64_t i = 0;
    while (t.used() + 1 < t.capacity() / 2) t.store(entry_of(i++), never);
    // The store that would grow the table is cancelled at the growth's first check: the table
    // keeps its size and its entries, the new one included.
    // (A store that lands on a used slot does not grow it: try keys until one does.)
    const uint64_t size = t.capacity(), used = t.used();
    StopCheck stop = CountingCancel::make(1, 1);
    bool cancelled = false;
    for (; !cancelled && i < size; ++i) {
        try {
            t.store(entry_of(i), stop);
        } catch (const Cancelled&) {
            cancelled = true;
        }
    }
    ASSERT_TRUE(cancelled);
    EXPECT_EQ(t.capacity(), size);
    EXPECT_EQ(t.used(), used + 1);
    EXPECT_NE(t.probe(entry_of(i - 1).x, entry_of(i - 1).o), nullptr);
}

TEST(TttTransposition, SmallSearchesKeepSmallTables) {
    StopCheck stop;
    const Geometry g = make_geometry(4, 4, 4);
    Solver solver(g, stop, g.area);
    EXPECT_EQ(solver.solve(Position{}, -1, 1), 0);  // a draw in some 20 thousand nodes
    EXPECT_LE(solver.table().capacity(), uint64_t{1} << 16);
    EXPECT_EQ(solver.table().limit(), uint64_t{1} << kMaxTableLog2);
    const Geometry ttt = make_geometry(3, 3, 3);
    Solver small(ttt, stop, ttt.area);
    EXPECT_EQ(small.solve(Position{}, -1, 1), 0);
    EXPECT_LE(small.table().limit(), uint64_t{1} << 14);
}

// Cancel requested at many points of a search (table allocation, growth, nodes): every time
// the search unwinds with Cancelled, and a new search afterwards gives the right value.
TEST(TttTransposition, CancelAtAnyPointUnwinds) {
    for (uint64_t after : {1, 2, 3, 5, 10, 30, 100, 300, 1000}) {
        StopCheck stop = CountingCancel::make(after, 64);
        EXPECT_THROW(mnk_value(7, 4, 4, stop), Cancelled) << after;
        StopCheck table_stop = CountingCancel::make(after * 11, 64);
        EXPECT_THROW(solve_table(4, 4, 3, table_stop), Cancelled) << after;
    }
    StopCheck stop;
    EXPECT_EQ(mnk_value(4, 4, 4, stop).value, Value::Draw);
}

}  // namespace
