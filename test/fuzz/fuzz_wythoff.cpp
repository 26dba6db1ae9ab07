// Wythoff's game and its big numbers: pile texts as SQL numerics give them (parse_pile), the
// BigUnsigned arithmetic (decimal round trip, division, square roots), the big-number moves
// against the 64-bit ones, and every winning move reaching a losing position.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/wythoff/big_beatty.h"
#include "core/wythoff/wythoff.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::wythoff;

namespace {

// The decimal text without leading zeros ("0" for zero).
std::string canonical_decimal(std::string_view whole) {
    const size_t first = whole.find_first_not_of('0');
    return first == std::string_view::npos ? "0" : std::string(whole.substr(first));
}

// parse_pile, checked: the value is the text's whole part; errors are the documented ones.
bool read_pile(std::string_view text, BigUnsigned& out) {
    try {
        out = parse_pile(text, "a");
    } catch (const Error& e) {
        FUZZ_CHECK(pgg_fuzz::kind_in(e, {ErrorKind::InvalidParameter, ErrorKind::OutOfRange}),
                   e.what());
        return false;
    }
    const std::string_view whole = text.substr(0, text.find('.'));
    FUZZ_CHECK(out.to_decimal() == canonical_decimal(whole),
               "parse_pile read " + out.to_decimal() + " from " + std::string(text));
    return true;
}

void check_arithmetic(const BigUnsigned& u, const BigUnsigned& v) {
    FUZZ_CHECK(BigUnsigned::from_decimal(u.to_decimal()) == u, "decimal round trip");
    const BigUnsigned sum = u + v;
    FUZZ_CHECK(sum - v == u && sum >= u && sum >= v, "addition and subtraction");
    if (!v.is_zero()) {
        BigUnsigned q, r;
        divide(u, v, q, r);
        FUZZ_CHECK(r < v && q * v + r == u, "division " + u.to_decimal() + " / " + v.to_decimal() +
                                                " gave " + q.to_decimal() + " remainder " +
                                                r.to_decimal());
    }
    const size_t shift = u.bit_length() % 70;
    FUZZ_CHECK(((u << shift) >> shift) == u, "shifts");
    const BigUnsigned root = isqrt(u);
    FUZZ_CHECK(root * root <= u && (root + 1) * (root + 1) > u, "isqrt of " + u.to_decimal());
    if (u.bit_length() <= 1200) FUZZ_CHECK(isqrt_bitwise(u) == root, "isqrt_bitwise");
}

// Every winning move reaches a losing position; a losing position has none.
template <typename N>
void check_moves(const N& a, const N& b, const MoveSet<N>& set, bool losing) {
    FUZZ_CHECK(losing == (set.count == 0), "losing position with moves, or the reverse");
    for (int i = 0; i < set.count; ++i) {
        const Take<N>& t = set.take[i];
        FUZZ_CHECK(t.a <= a && t.b <= b && !(t.a == N(0) && t.b == N(0)), "a move takes too much");
        FUZZ_CHECK(t.a == N(0) || t.b == N(0) || t.a == t.b, "not a Wythoff move");
        FUZZ_CHECK(is_losing_of(a - t.a, b - t.b), "a winning move to a winning position");
        if (i > 0) FUZZ_CHECK(!(t.a + t.b < set.take[i - 1].a + set.take[i - 1].b), "move order");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const size_t comma = text.find(',');
    const std::string_view first = text.substr(0, comma);
    const std::string_view second = comma == std::string_view::npos ? "0" : text.substr(comma + 1);
    BigUnsigned a, b;
    if (!read_pile(first, a) || !read_pile(second, b)) return 0;
    check_arithmetic(a, b);
    check_arithmetic(b, a);

    const bool losing = is_losing(a, b);
    const MoveSet<BigUnsigned> moves = winning_moves(a, b);
    check_moves(a, b, moves, losing);
    const BestMove<BigUnsigned> best = best_move_of(a, b);
    FUZZ_CHECK(best.found == (moves.count > 0), "best move found");
    if (best.found)
        FUZZ_CHECK(best.take.a == moves.take[0].a && best.take.b == moves.take[0].b,
                   "best move is not the first move");

    // Piles that fit a bigint: the 64-bit code gives the same answers.
    bool fits_a = false, fits_b = false;
    const uint64_t a64 = a.to_u64(fits_a), b64 = b.to_u64(fits_b);
    if (!fits_a || !fits_b || a64 > INT64_MAX || b64 > INT64_MAX) return 0;
    const int64_t sa = static_cast<int64_t>(a64), sb = static_cast<int64_t>(b64);
    FUZZ_CHECK(is_losing(sa, sb) == losing, "64-bit is_losing differs");
    const MoveSet<int64_t> small = winning_moves(sa, sb);
    FUZZ_CHECK(small.count == moves.count, "64-bit move count differs");
    for (int i = 0; i < small.count; ++i)
        FUZZ_CHECK(BigUnsigned(static_cast<uint64_t>(small.take[i].a)) == moves.take[i].a &&
                       BigUnsigned(static_cast<uint64_t>(small.take[i].b)) == moves.take[i].b,
                   "64-bit moves differ");
    const BestMove<int64_t> small_best = best_move_checked(sa, sb);
    FUZZ_CHECK(small_best.found == best.found &&
                   (!best.found ||
                    (small_best.take.a == small.take[0].a && small_best.take.b == small.take[0].b)),
               "64-bit best move differs");
    FUZZ_CHECK(BigUnsigned(floor_over_phi(a64)) == floor_over_phi(a), "floor_over_phi differs");
    if (a64 <= kLastInt64Index) {
        const Position p = position(a64);
        FUZZ_CHECK(BigUnsigned(static_cast<uint64_t>(p.a)) == lower_wythoff(a) &&
                       BigUnsigned(static_cast<uint64_t>(p.b)) == upper_wythoff(a),
                   "position(n) differs from the big Wythoff numbers");
        FUZZ_CHECK(is_losing(p.a, p.b) && is_losing(p.b, p.a), "position(n) is not losing");
    }
    return 0;
}
