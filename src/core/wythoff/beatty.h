// Wythoff numbers of machine integers: floor(n*phi) and floor(x/phi) exactly, with no floating
// point.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>

namespace pg_games::wythoff {

// floor((phi - 1) * 2^128), split into 64-bit halves. phi - 1 = 1/phi = (sqrt(5) - 1) / 2.
// (The unit tests recompute it from an exact integer square root.)
inline constexpr uint64_t kInversePhiHigh = 0x9e3779b97f4a7c15ULL;
inline constexpr uint64_t kInversePhiLow = 0xf39cc0605cedc834ULL;

// floor(x / phi) for every x < 2^63, exactly.
//
// Why 128 fractional bits suffice: the truncated constant errs by less than x / 2^128, so the
// floor can only be wrong when frac(x / phi) < x / 2^128. For integers p, q >= 1 the number
// p^2 - pq - q^2 is a non-zero integer, which gives |q/phi - p| >= 1 / (3q) for the nearest p;
// so frac(x / phi) >= 1 / (3x) > x / 2^128 whenever 3 x^2 < 2^128, true for all x < 2^63.
inline uint64_t floor_over_phi(uint64_t x) noexcept {
    using u128 = unsigned __int128;
    const u128 low = static_cast<u128>(x) * kInversePhiLow;
    const u128 high = static_cast<u128>(x) * kInversePhiHigh;
    return static_cast<uint64_t>((high + (low >> 64)) >> 64);
}

// a_n = floor(n * phi), the smaller pile of the n-th P-position, for n < 2^63.
inline uint64_t lower_wythoff(uint64_t n) noexcept {
    return n + floor_over_phi(n);
}

// b_n = a_n + n = floor(n * phi^2), the larger pile of the n-th P-position; fits for n < 2^63.
inline uint64_t upper_wythoff(uint64_t n) noexcept {
    return lower_wythoff(n) + n;
}

// The last n whose P-position (a_n, b_n) fits in a signed 64-bit integer; b_n is 2^63 - 1 itself.
inline constexpr uint64_t kLastInt64Index = 3523014627193176565ULL;

}  // namespace pg_games::wythoff
