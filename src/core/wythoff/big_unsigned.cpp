// BigUnsigned: base 2^32 limbs, schoolbook algorithms.
#include "core/wythoff/big_unsigned.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace pg_games::wythoff {

BigUnsigned::BigUnsigned(uint64_t value) {
    while (value != 0) {
        limbs_.push_back(static_cast<uint32_t>(value));
        value >>= 32;
    }
}

BigUnsigned BigUnsigned::from_decimal(std::string_view digits) {
    BigUnsigned result;
    // Nine digits at a time: 10^9 < 2^32.
    size_t at = 0;
    while (at < digits.size()) {
        const size_t take = std::min<size_t>(9, digits.size() - at);
        uint32_t chunk = 0;
        uint32_t scale = 1;
        for (size_t i = 0; i < take; ++i) {
            chunk = chunk * 10 + static_cast<uint32_t>(digits[at + i] - '0');
            scale *= 10;
        }
        result.multiply_add(scale, chunk);
        at += take;
    }
    return result;
}

std::string BigUnsigned::to_decimal() const {
    if (is_zero()) return "0";
    BigUnsigned rest = *this;
    std::string reversed;
    while (!rest.is_zero()) {
        uint32_t chunk = rest.divide_small(1000000000U);
        for (int i = 0; i < 9; ++i) {
            reversed.push_back(static_cast<char>('0' + chunk % 10));
            chunk /= 10;
            if (rest.is_zero() && chunk == 0) break;
        }
    }
    return std::string(reversed.rbegin(), reversed.rend());
}

size_t BigUnsigned::bit_length() const {
    if (is_zero()) return 0;
    uint32_t top = limbs_.back();
    size_t bits = 0;
    while (top != 0) {
        ++bits;
        top >>= 1;
    }
    return (limbs_.size() - 1) * 32 + bits;
}

uint64_t BigUnsigned::to_u64(bool& fits) const {
    fits = limbs_.size() <= 2;
    uint64_t value = 0;
    if (!limbs_.empty()) value = limbs_[0];
    if (limbs_.size() > 1) value |= static_cast<uint64_t>(limbs_[1]) << 32;
    return value;
}

int BigUnsigned::compare(const BigUnsigned& other) const {
    if (limbs_.size() != other.limbs_.size()) return limbs_.size() < other.limbs_.size() ? -1 : 1;
    for (size_t i = limbs_.size(); i-- > 0;) {
        if (limbs_[i] != other.limbs_[i]) return limbs_[i] < other.limbs_[i] ? -1 : 1;
    }
    return 0;
}

BigUnsigned& BigUnsigned::operator+=(const BigUnsigned& other) {
    if (limbs_.size() < other.limbs_.size()) limbs_.resize(other.limbs_.size(), 0);
    uint64_t carry = 0;
    for (size_t i = 0; i < limbs_.size(); ++i) {
        uint64_t sum = carry + limbs_[i] + (i < other.limbs_.size() ? other.limbs_[i] : 0);
        limbs_[i] = static_cast<uint32_t>(sum);
        carry = sum >> 32;
        if (carry == 0 && i >= other.limbs_.size()) break;
    }
    if (carry != 0) limbs_.push_back(static_cast<uint32_t>(carry));
    return *this;
}

BigUnsigned& BigUnsigned::operator-=(const BigUnsigned& other) {
    int64_t borrow = 0;
    for (size_t i = 0; i < limbs_.size(); ++i) {
        int64_t diff = static_cast<int64_t>(limbs_[i]) - borrow -
                       (i < other.limbs_.size() ? static_cast<int64_t>(other.limbs_[i]) : 0);
        borrow = diff < 0 ? 1 : 0;
        limbs_[i] = static_cast<uint32_t>(diff + (borrow << 32));
        if (borrow == 0 && i >= other.limbs_.size()) break;
    }
    trim();
    return *this;
}

BigUnsigned& BigUnsigned::operator<<=(size_t bits) {
    if (is_zero() || bits == 0) return *this;
    const size_t whole = bits / 32;
    const unsigned part = static_cast<unsigned>(bits % 32);
    if (part != 0) {
        uint32_t carry = 0;
        for (uint32_t& limb : limbs_) {
            const uint32_t next = limb >> (32 - part);
            limb = (limb << part) | carry;
            carry = next;
        }
        if (carry != 0) limbs_.push_back(carry);
    }
    limbs_.insert(limbs_.begin(), whole, 0);
    return *this;
}

BigUnsigned& BigUnsigned::operator>>=(size_t bits) {
    const size_t whole = bits / 32;
    const unsigned part = static_cast<unsigned>(bits % 32);
    if (whole >= limbs_.size()) {
        limbs_.clear();
        return *this;
    }
    limbs_.erase(limbs_.begin(), limbs_.begin() + static_cast<std::ptrdiff_t>(whole));
    if (part != 0) {
        for (size_t i = 0; i < limbs_.size(); ++i) {
            const uint32_t high = i + 1 < limbs_.size() ? limbs_[i + 1] << (32 - part) : 0;
            limbs_[i] = (limbs_[i] >> part) | high;
        }
    }
    trim();
    return *this;
}

BigUnsigned operator*(const BigUnsigned& x, const BigUnsigned& y) {
    BigUnsigned product;
    if (x.is_zero() || y.is_zero()) return product;
    product.limbs_.assign(x.limbs_.size() + y.limbs_.size(), 0);
    for (size_t i = 0; i < x.limbs_.size(); ++i) {
        uint64_t carry = 0;
        const uint64_t xi = x.limbs_[i];
        for (size_t j = 0; j < y.limbs_.size(); ++j) {
            const uint64_t t = xi * y.limbs_[j] + product.limbs_[i + j] + carry;
            product.limbs_[i + j] = static_cast<uint32_t>(t);
            carry = t >> 32;
        }
        product.limbs_[i + y.limbs_.size()] = static_cast<uint32_t>(carry);
    }
    product.trim();
    return product;
}

void BigUnsigned::trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
}

void BigUnsigned::multiply_add(uint32_t m, uint32_t c) {
    uint64_t carry = c;
    for (uint32_t& limb : limbs_) {
        const uint64_t t = static_cast<uint64_t>(limb) * m + carry;
        limb = static_cast<uint32_t>(t);
        carry = t >> 32;
    }
    if (carry != 0) limbs_.push_back(static_cast<uint32_t>(carry));
}

uint32_t BigUnsigned::divide_small(uint32_t d) {
    uint64_t rest = 0;
    for (size_t i = limbs_.size(); i-- > 0;) {
        const uint64_t cur = (rest << 32) | limbs_[i];
        limbs_[i] = static_cast<uint32_t>(cur / d);
        rest = cur % d;
    }
    trim();
    return static_cast<uint32_t>(rest);
}

void divide(const BigUnsigned& u, const BigUnsigned& v, BigUnsigned& quotient,
            BigUnsigned& remainder) {
    // Knuth's algorithm D (TAOCP 4.3.1), as laid out in Hacker's Delight (divmnu).
    if (v.is_zero()) throw std::domain_error("BigUnsigned division by zero");
    if (u < v) {
        quotient = BigUnsigned();
        remainder = u;
        return;
    }
    if (v.limbs_.size() == 1) {
        quotient = u;
        remainder = BigUnsigned(quotient.divide_small(v.limbs_[0]));
        return;
    }
    const size_t n = v.limbs_.size();
    const size_t m = u.limbs_.size() - n;
    // Normalise so that the divisor's top limb has its high bit set.
    const unsigned shift = static_cast<unsigned>(__builtin_clz(v.limbs_.back()));
    std::vector<uint32_t> vn(n);
    std::vector<uint32_t> un(u.limbs_.size() + 1);
    for (size_t i = n - 1; i > 0; --i)
        vn[i] = (v.limbs_[i] << shift) |
                (shift != 0
                     ? static_cast<uint32_t>(static_cast<uint64_t>(v.limbs_[i - 1]) >> (32 - shift))
                     : 0);
    vn[0] = v.limbs_[0] << shift;
    un[u.limbs_.size()] =
        shift != 0 ? static_cast<uint32_t>(static_cast<uint64_t>(u.limbs_.back()) >> (32 - shift))
                   : 0;
    for (size_t i = u.limbs_.size() - 1; i > 0; --i)
        un[i] = (u.limbs_[i] << shift) |
                (shift != 0
                     ? static_cast<uint32_t>(static_cast<uint64_t>(u.limbs_[i - 1]) >> (32 - shift))
                     : 0);
    un[0] = u.limbs_[0] << shift;

    constexpr uint64_t kBase = 1ULL << 32;
    quotient.limbs_.assign(m + 1, 0);
    for (size_t j = m + 1; j-- > 0;) {
        // Estimate the quotient limb from the top two limbs, then correct it (at most twice).
        const uint64_t top = (static_cast<uint64_t>(un[j + n]) << 32) | un[j + n - 1];
        uint64_t qhat = top / vn[n - 1];
        uint64_t rhat = top % vn[n - 1];
        while (qhat >= kBase || qhat * vn[n - 2] > ((rhat << 32) | un[j + n - 2])) {
            --qhat;
            rhat += vn[n - 1];
            if (rhat >= kBase) break;
        }
        // Multiply and subtract.
        int64_t borrow = 0;
        for (size_t i = 0; i < n; ++i) {
            const uint64_t product = qhat * vn[i];
            const int64_t t = static_cast<int64_t>(un[i + j]) - borrow -
                              static_cast<int64_t>(product & 0xFFFFFFFFULL);
            un[i + j] = static_cast<uint32_t>(t);
            borrow = static_cast<int64_t>(product >> 32) - (t >> 32);
        }
        const int64_t t = static_cast<int64_t>(un[j + n]) - borrow;
        un[j + n] = static_cast<uint32_t>(t);
        if (t < 0) {
            // The estimate was one too large: add the divisor back.
            --qhat;
            uint64_t carry = 0;
            for (size_t i = 0; i < n; ++i) {
                const uint64_t sum = static_cast<uint64_t>(un[i + j]) + vn[i] + carry;
                un[i + j] = static_cast<uint32_t>(sum);
                carry = sum >> 32;
            }
            un[j + n] = static_cast<uint32_t>(un[j + n] + carry);
        }
        quotient.limbs_[j] = static_cast<uint32_t>(qhat);
    }
    quotient.trim();
    // The remainder is the low n limbs of un, shifted back.
    remainder.limbs_.assign(n, 0);
    for (size_t i = 0; i < n; ++i)
        remainder.limbs_[i] =
            (un[i] >> shift) |
            (shift != 0 ? static_cast<uint32_t>(static_cast<uint64_t>(un[i + 1]) << (32 - shift))
                        : 0);
    remainder.trim();
}

namespace {

// floor(sqrt(v)) of a machine integer, bit by bit.
uint64_t isqrt_u64(uint64_t v) {
    uint64_t root = 0;
    uint64_t bit = 1ULL << 62;
    while (bit > v) bit >>= 2;
    while (bit != 0) {
        if (v >= root + bit) {
            v -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    return root;
}

}  // namespace

// Newton's iteration x <- (x + n / x) / 2 from a start at or above sqrt(n): the sequence
// decreases strictly until it reaches floor(sqrt(n)), where it stops decreasing. The start comes
// from the top 62 or 63 bits, good to about 31 bits, so a few iterations suffice.
BigUnsigned isqrt(const BigUnsigned& n) {
    const size_t bits = n.bit_length();
    bool fits = false;
    if (bits <= 64) return BigUnsigned(isqrt_u64(n.to_u64(fits)));
    // n = top * 4^k + rest with top < 2^64, so sqrt(n) < (isqrt(top) + 1) * 2^k.
    const size_t k = (bits - 63) / 2;
    const uint64_t top = (n >> (2 * k)).to_u64(fits);
    BigUnsigned x = BigUnsigned(isqrt_u64(top) + 1) << k;
    BigUnsigned quotient;
    BigUnsigned remainder;
    for (;;) {
        divide(n, x, quotient, remainder);
        BigUnsigned next = x;
        next += quotient;
        next >>= 1;
        if (next >= x) return x;
        x = std::move(next);
    }
}

// The digit-by-digit (binary) square root: the result bits are decided from the top, two input
// bits at a time, with shifts, additions and comparisons only.
BigUnsigned isqrt_bitwise(const BigUnsigned& n) {
    if (n.is_zero()) return n;
    BigUnsigned rest = n;
    BigUnsigned root;
    BigUnsigned bit = BigUnsigned(1) << ((n.bit_length() - 1) & ~static_cast<size_t>(1));
    BigUnsigned trial;
    while (!bit.is_zero()) {
        trial = root;
        trial += bit;
        if (rest >= trial) {
            rest -= trial;
            root >>= 1;
            root += bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    return root;
}

}  // namespace pg_games::wythoff
