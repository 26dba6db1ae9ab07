// Nim with heaps of any 64-bit size, negative ones included: the winning moves restore a zero
// nim-sum, the first one is winning_move's, and a lost position has none; misere moves leave the
// opponent without a winning reply.
#include <cstdint>
#include <vector>

#include "core/nim/nim.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::nim;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    FuzzedDataProvider in(data, size);
    std::vector<int64_t> heaps;
    while (in.remaining_bytes() > 0 && heaps.size() < 64) {
        switch (in.ConsumeIntegralInRange(0, 3)) {
            case 0:
                heaps.push_back(in.ConsumeIntegralInRange<int64_t>(0, 16));
                break;
            case 1:
                heaps.push_back(in.ConsumeIntegral<int64_t>());
                break;
            case 2:
                heaps.push_back(INT64_MAX - in.ConsumeIntegralInRange<int64_t>(0, 3));
                break;
            default:
                heaps.push_back(in.ConsumeIntegralInRange<int64_t>(0, INT64_MAX));
                break;
        }
    }
    bool negative = false;
    uint64_t expected = 0;
    for (int64_t h : heaps) {
        negative = negative || h < 0;
        expected ^= static_cast<uint64_t>(h);
    }
    uint64_t sum;
    try {
        sum = nim_sum(heaps);
    } catch (const Error& e) {
        FUZZ_CHECK(negative && e.kind() == ErrorKind::InvalidParameter, e.what());
        bool both = false;
        try {
            winning_moves(heaps);
        } catch (const Error&) {
            both = true;
        }
        FUZZ_CHECK(both, "winning_moves accepted a negative heap");
        return 0;
    }
    FUZZ_CHECK(!negative && sum == expected, "nim-sum");
    const std::optional<Move> first = winning_move(heaps);
    const std::vector<Move> all = winning_moves(heaps);
    FUZZ_CHECK((sum == 0) == all.empty() && first.has_value() == !all.empty(), "move existence");
    for (size_t i = 0; i < all.size(); ++i) {
        const Move& m = all[i];
        FUZZ_CHECK(m.heap < heaps.size() && m.new_size >= 0 && m.new_size < heaps[m.heap],
                   "a move that does not shrink a heap");
        if (i > 0) FUZZ_CHECK(all[i - 1].heap < m.heap, "moves not by heap");
        std::vector<int64_t> after = heaps;
        after[m.heap] = m.new_size;
        FUZZ_CHECK(nim_sum(after) == 0, "a winning move leaves a non-zero nim-sum");
    }
    if (first)
        FUZZ_CHECK(first->heap == all[0].heap && first->new_size == all[0].new_size,
                   "winning_move is not the first winning move");

    // Misere play: a winning move leaves objects on the board and no winning move to the
    // opponent; the first one is misere_winning_move's.
    const std::vector<Move> misere = misere_winning_moves(heaps);
    const std::optional<Move> misere_first = misere_winning_move(heaps);
    FUZZ_CHECK(misere_first.has_value() == !misere.empty(), "misere move existence");
    for (size_t i = 0; i < misere.size(); ++i) {
        const Move& m = misere[i];
        FUZZ_CHECK(m.heap < heaps.size() && m.new_size >= 0 && m.new_size < heaps[m.heap],
                   "a misere move that does not shrink a heap");
        if (i > 0) FUZZ_CHECK(misere[i - 1].heap < m.heap, "misere moves not by heap");
        std::vector<int64_t> after = heaps;
        after[m.heap] = m.new_size;
        bool left = false;
        for (int64_t h : after) left = left || h > 0;
        FUZZ_CHECK(left, "a misere winning move takes the last object");
        FUZZ_CHECK(misere_winning_moves(after).empty(), "a misere move leaves a winning reply");
    }
    if (misere_first)
        FUZZ_CHECK(misere_first->heap == misere[0].heap &&
                       misere_first->new_size == misere[0].new_size,
                   "misere_winning_move is not the first misere winning move");
    return 0;
}
