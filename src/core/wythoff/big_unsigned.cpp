// BigUnsigned: base 2^32 limbs, schoolbook algorithms.
#include "core/wythoff/big_unsigned.h"

#include <algorithm>

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

// The exact digit-by-digit (binary) square root: the result bits are decided from the top, two
// input bits at a time, with shifts, additions and comparisons only (no division). About
// bit_length / 2 steps of linear cost: well under a millisecond for numbers of 600 digits.
BigUnsigned isqrt(const BigUnsigned& n) {
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
