// A small exact arbitrary-precision unsigned integer: enough arithmetic for Wythoff's game on
// numbers of hundreds of digits (schoolbook multiplication and division, Newton square root).
#pragma once
#include "core/common/no_postgres.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pg_games::wythoff {

class BigUnsigned {
  public:
    BigUnsigned() = default;
    // A machine integer.
    BigUnsigned(uint64_t value);  // NOLINT: implicit, so that N(0) and N(1) work in templates

    // Parses a non-empty string of decimal digits (no sign, no point); the caller validates.
    static BigUnsigned from_decimal(std::string_view digits);
    // The value in decimal, without leading zeros ("0" for zero).
    std::string to_decimal() const;

    bool is_zero() const { return limbs_.empty(); }
    // Number of significant bits (0 for zero).
    size_t bit_length() const;
    // The value when it fits in 64 bits; `fits` reports whether it did.
    uint64_t to_u64(bool& fits) const;

    // -1, 0 or 1 as this is less than, equal to or greater than other.
    int compare(const BigUnsigned& other) const;

    BigUnsigned& operator+=(const BigUnsigned& other);
    // Requires *this >= other.
    BigUnsigned& operator-=(const BigUnsigned& other);
    BigUnsigned& operator<<=(size_t bits);
    BigUnsigned& operator>>=(size_t bits);

    friend BigUnsigned operator*(const BigUnsigned& x, const BigUnsigned& y);
    // Quotient and remainder of u / v (v non-zero), schoolbook long division.
    friend void divide(const BigUnsigned& u, const BigUnsigned& v, BigUnsigned& quotient,
                       BigUnsigned& remainder);
    friend BigUnsigned operator+(BigUnsigned x, const BigUnsigned& y) { return x += y; }
    friend BigUnsigned operator-(BigUnsigned x, const BigUnsigned& y) { return x -= y; }
    friend BigUnsigned operator<<(BigUnsigned x, size_t bits) { return x <<= bits; }
    friend BigUnsigned operator>>(BigUnsigned x, size_t bits) { return x >>= bits; }
    friend bool operator==(const BigUnsigned& x, const BigUnsigned& y) {
        return x.limbs_ == y.limbs_;
    }
    friend bool operator!=(const BigUnsigned& x, const BigUnsigned& y) { return !(x == y); }
    friend bool operator<(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) < 0; }
    friend bool operator>(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) > 0; }
    friend bool operator<=(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) <= 0; }
    friend bool operator>=(const BigUnsigned& x, const BigUnsigned& y) { return x.compare(y) >= 0; }

  private:
    // Drops leading zero limbs, so that equal values have equal limb vectors.
    void trim();
    // Multiplies by m and adds c in place (used by the decimal parser).
    void multiply_add(uint32_t m, uint32_t c);
    // Divides by d in place and returns the remainder (used by the decimal printer).
    uint32_t divide_small(uint32_t d);

    std::vector<uint32_t> limbs_;  // least significant first, no leading zero limbs
};

// floor(sqrt(n)), exactly, by Newton's iteration.
BigUnsigned isqrt(const BigUnsigned& n);

// floor(sqrt(n)) bit by bit (no division): slow, kept as an independent check for the tests.
BigUnsigned isqrt_bitwise(const BigUnsigned& n);

}  // namespace pg_games::wythoff
