// Wythoff's game: the exact 64-bit and big-number paths against a brute-force solver, published
// values and Fibonacci identities.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "core/common/error.h"
#include "core/wythoff/beatty.h"
#include "core/wythoff/big_beatty.h"
#include "core/wythoff/wythoff.h"

namespace {

namespace w = pg_games::wythoff;
using w::BigUnsigned;

constexpr int kSide = 90;  // brute force over piles 0..kSide-1

// Solves every position with both piles below kSide by the definition: a position is lost when
// no move reaches a lost position.
std::vector<std::vector<bool>> brute_force_losing() {
    std::vector<std::vector<bool>> losing(kSide, std::vector<bool>(kSide, false));
    for (int a = 0; a < kSide; ++a) {
        for (int b = 0; b < kSide; ++b) {
            bool wins = false;
            for (int k = 1; k <= a && !wins; ++k) wins = losing[a - k][b];
            for (int k = 1; k <= b && !wins; ++k) wins = losing[a][b - k];
            for (int k = 1; k <= std::min(a, b) && !wins; ++k) wins = losing[a - k][b - k];
            losing[a][b] = !wins;
        }
    }
    return losing;
}

// Every move from (a, b) to a lost position, by brute force.
std::vector<std::pair<int, int>> brute_force_moves(const std::vector<std::vector<bool>>& losing,
                                                   int a, int b) {
    std::vector<std::pair<int, int>> moves;
    for (int k = 1; k <= a; ++k)
        if (losing[a - k][b]) moves.emplace_back(k, 0);
    for (int k = 1; k <= b; ++k)
        if (losing[a][b - k]) moves.emplace_back(0, k);
    for (int k = 1; k <= std::min(a, b); ++k)
        if (losing[a - k][b - k]) moves.emplace_back(k, k);
    std::sort(moves.begin(), moves.end());
    return moves;
}

BigUnsigned big(const std::string& digits) {
    return BigUnsigned::from_decimal(digits);
}

TEST(Wythoff, FirstPositionsArePublishedOnes) {
    // OEIS A000201 (lower Wythoff) and A001950 (upper Wythoff), from n = 0.
    const int64_t lower[] = {0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24};
    const int64_t upper[] = {0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39};
    for (int n = 0; n < 16; ++n) {
        const w::Position p = w::position(static_cast<uint64_t>(n));
        EXPECT_EQ(p.n, n);
        EXPECT_EQ(p.a, lower[n]) << n;
        EXPECT_EQ(p.b, upper[n]) << n;
    }
}

TEST(Wythoff, LosingPositionsMatchBruteForce) {
    const auto losing = brute_force_losing();
    int count = 0;
    for (int a = 0; a < kSide; ++a) {
        for (int b = 0; b < kSide; ++b) {
            ASSERT_EQ(w::is_losing(a, b), losing[a][b]) << a << "," << b;
            ASSERT_EQ(w::is_losing(BigUnsigned(a), BigUnsigned(b)), losing[a][b]) << a << "," << b;
            count += losing[a][b] ? 1 : 0;
        }
    }
    // The P-positions found by brute force are exactly position(n) and their mirror images.
    int expected = 0;
    for (uint64_t n = 0;; ++n) {
        const w::Position p = w::position(n);
        if (p.b >= kSide) break;
        EXPECT_TRUE(losing[p.a][p.b]) << n;
        EXPECT_TRUE(losing[p.b][p.a]) << n;
        expected += n == 0 ? 1 : 2;
    }
    EXPECT_EQ(count, expected);
}

TEST(Wythoff, AllWinningMovesMatchBruteForce) {
    const auto losing = brute_force_losing();
    int most = 0;
    for (int a = 0; a < kSide; ++a) {
        for (int b = 0; b < kSide; ++b) {
            const w::MoveSet<int64_t> found = w::winning_moves(a, b);
            std::vector<std::pair<int, int>> got;
            for (int i = 0; i < found.count; ++i)
                got.emplace_back(static_cast<int>(found.take[i].a),
                                 static_cast<int>(found.take[i].b));
            // Documented order: fewest objects taken first, then the larger take from pile a.
            for (size_t i = 1; i < got.size(); ++i) {
                const int before = got[i - 1].first + got[i - 1].second;
                const int now = got[i].first + got[i].second;
                ASSERT_TRUE(before < now || (before == now && got[i - 1].first > got[i].first))
                    << a << "," << b;
            }
            std::sort(got.begin(), got.end());
            ASSERT_EQ(got, brute_force_moves(losing, a, b)) << a << "," << b;
            // The big-number path finds the same moves in the same order.
            const w::MoveSet<BigUnsigned> big_found =
                w::winning_moves(BigUnsigned(a), BigUnsigned(b));
            ASSERT_EQ(big_found.count, found.count);
            for (int i = 0; i < found.count; ++i) {
                ASSERT_EQ(big_found.take[i].a, BigUnsigned(found.take[i].a));
                ASSERT_EQ(big_found.take[i].b, BigUnsigned(found.take[i].b));
            }
            // The direct first-move computation agrees with the first of the set.
            const w::BestMove<int64_t> best = w::best_move_checked(a, b);
            ASSERT_EQ(best.found, found.count > 0);
            if (best.found) {
                ASSERT_EQ(best.take.a, found.take[0].a) << a << "," << b;
                ASSERT_EQ(best.take.b, found.take[0].b) << a << "," << b;
            }
            most = std::max(most, found.count);
        }
    }
    EXPECT_EQ(most, 3);  // e.g. equal piles that are not P-positions
}

TEST(Wythoff, BriefExample) {
    const w::MoveSet<int64_t> moves = w::winning_moves(12, 6);
    ASSERT_EQ(moves.count, 1);
    EXPECT_EQ(moves.take[0].a, 2);
    EXPECT_EQ(moves.take[0].b, 0);
    EXPECT_EQ(w::winning_moves(10, 6).count, 0);
    EXPECT_TRUE(w::is_losing(10, 6));
}

TEST(Wythoff, NegativePilesAreRejected) {
    EXPECT_THROW(w::is_losing(-1, 3), pg_games::Error);
    EXPECT_THROW(w::winning_moves(3, -1), pg_games::Error);
    try {
        w::winning_moves(-7, 0);
        FAIL();
    } catch (const pg_games::Error& e) {
        EXPECT_EQ(e.kind(), pg_games::ErrorKind::InvalidParameter);
        EXPECT_STREQ(e.what(), "pile sizes must not be negative");
        EXPECT_EQ(e.detail(), "Pile a is -7.");
    }
}

TEST(Beatty, ConstantIsFloorOfInversePhiTimesTwoTo128) {
    // floor((sqrt(5) - 1) / 2 * 2^128) = (isqrt(5 * 2^256) - 2^128) / 2, rounded down.
    const BigUnsigned two128 = BigUnsigned(1) << 128;
    const BigUnsigned expected = (w::isqrt(BigUnsigned(5) << 256) - two128) >> 1;
    const BigUnsigned constant =
        (BigUnsigned(w::kInversePhiHigh) << 64) + BigUnsigned(w::kInversePhiLow);
    EXPECT_EQ(constant, expected);
}

TEST(Beatty, FixedPointAgreesWithIntegerSquareRoot) {
    std::mt19937_64 random(20261122);
    std::vector<uint64_t> samples;
    for (uint64_t n = 0; n < 2000; ++n) samples.push_back(n);
    for (int i = 0; i < 3000; ++i) samples.push_back(random() >> 1);
    for (uint64_t n = (1ULL << 63) - 2000; n < (1ULL << 63); ++n) samples.push_back(n);
    // Fibonacci numbers are the best rational approximations of phi: the hardest cases.
    for (uint64_t f0 = 0, f1 = 1; f1 < (1ULL << 63); f1 += f0, f0 = f1 - f0) {
        samples.push_back(f1);
        samples.push_back(f1 - 1);
        samples.push_back(f1 + 1);
    }
    for (uint64_t n : samples) {
        ASSERT_EQ(BigUnsigned(w::floor_over_phi(n)), w::floor_over_phi(BigUnsigned(n))) << n;
        ASSERT_EQ(BigUnsigned(w::lower_wythoff(n)), w::lower_wythoff(BigUnsigned(n))) << n;
    }
}

TEST(Beatty, LastInt64PositionIsExact) {
    const BigUnsigned max = BigUnsigned((1ULL << 63) - 1);
    EXPECT_EQ(w::upper_wythoff(BigUnsigned(w::kLastInt64Index)), max);
    EXPECT_GT(w::upper_wythoff(BigUnsigned(w::kLastInt64Index + 1)), max);
    const w::Position last = w::position(w::kLastInt64Index);
    EXPECT_EQ(last.b, INT64_MAX);
    EXPECT_TRUE(w::is_losing(last.a, last.b));
    EXPECT_EQ(w::winning_moves(last.b, last.a).count, 0);
}

TEST(BigUnsigned, DecimalRoundTripAndArithmetic) {
    const std::string digits = "123456789012345678901234567890123456789012345678901234567890";
    EXPECT_EQ(big(digits).to_decimal(), digits);
    EXPECT_EQ(big("0").to_decimal(), "0");
    EXPECT_EQ(big("000120").to_decimal(), "120");
    EXPECT_EQ(big("1000000000").to_decimal(), "1000000000");
    std::mt19937_64 random(7);
    for (int i = 0; i < 2000; ++i) {
        const uint64_t x = random() >> (random() % 64);
        const uint64_t y = random() >> (random() % 64);
        const unsigned __int128 product = static_cast<unsigned __int128>(x) * y;
        const BigUnsigned expected = (BigUnsigned(static_cast<uint64_t>(product >> 64)) << 64) +
                                     BigUnsigned(static_cast<uint64_t>(product));
        ASSERT_EQ(BigUnsigned(x) * BigUnsigned(y), expected);
        ASSERT_EQ(big(std::to_string(x)), BigUnsigned(x));
        ASSERT_EQ(BigUnsigned(x).to_decimal(), std::to_string(x));
        const uint64_t hi = std::max(x, y), lo = std::min(x, y);
        ASSERT_EQ(BigUnsigned(hi) - BigUnsigned(lo), BigUnsigned(hi - lo));
        ASSERT_EQ(BigUnsigned(x) < BigUnsigned(y), x < y);
        ASSERT_EQ(BigUnsigned(x) >> 7, BigUnsigned(x >> 7));
    }
}

TEST(BigUnsigned, DivisionRecomposes) {
    std::mt19937_64 random(5);
    for (int i = 0; i < 2000; ++i) {
        BigUnsigned u = BigUnsigned(random());
        BigUnsigned v = BigUnsigned(random() >> (random() % 64) | 1);
        const int u_limbs = static_cast<int>(random() % 40),
                  v_limbs = static_cast<int>(random() % 20);
        for (int j = 0; j < u_limbs; ++j) u = (u << 64) + BigUnsigned(random());
        for (int j = 0; j < v_limbs; ++j) v = (v << 64) + BigUnsigned(random() >> (random() % 64));
        // Divisors with a top limb of all ones or a single bit exercise the quotient correction.
        if (i % 3 == 1) v = (BigUnsigned(1) << (32 * (1 + i % 17))) - BigUnsigned(1);
        if (i % 3 == 2) v = (BigUnsigned(1) << (1 + i % 300)) + BigUnsigned(random() % 5);
        BigUnsigned q, r;
        divide(u, v, q, r);
        ASSERT_LT(r, v);
        ASSERT_EQ(q * v + r, u);
    }
    BigUnsigned q, r;
    EXPECT_THROW(divide(BigUnsigned(5), BigUnsigned(0), q, r), std::domain_error);
}

TEST(BigUnsigned, NewtonAgreesWithBitwiseSquareRoot) {
    std::mt19937_64 random(13);
    for (int i = 0; i < 300; ++i) {
        BigUnsigned n = BigUnsigned(random());
        const int limbs = static_cast<int>(random() % 35);
        for (int j = 0; j < limbs; ++j) n = (n << 64) + BigUnsigned(random() >> (random() % 64));
        ASSERT_EQ(w::isqrt(n), w::isqrt_bitwise(n)) << n.to_decimal();
    }
}

TEST(BigUnsigned, SquareRootOfSquaresAndNeighbours) {
    std::mt19937_64 random(11);
    for (int i = 0; i < 200; ++i) {
        // A random root of up to about 600 digits.
        BigUnsigned root = BigUnsigned(random() | 1);
        const int limbs = 1 + static_cast<int>(random() % 30);
        for (int j = 0; j < limbs; ++j) root = (root << 64) + BigUnsigned(random());
        const BigUnsigned square = root * root;
        ASSERT_EQ(w::isqrt(square), root);
        ASSERT_EQ(w::isqrt(square - BigUnsigned(1)), root - BigUnsigned(1));
        ASSERT_EQ(w::isqrt(square + root + root), root);  // (r + 1)^2 - 1
        ASSERT_EQ(w::isqrt(square + root + root + BigUnsigned(1)), root + BigUnsigned(1));
    }
    for (uint64_t n = 0; n < 5000; ++n) {
        uint64_t r = 0;
        while ((r + 1) * (r + 1) <= n) ++r;
        ASSERT_EQ(w::isqrt(BigUnsigned(n)), BigUnsigned(r)) << n;
    }
}

// The k-th Fibonacci number for k up to a few thousand.
BigUnsigned fibonacci(int k) {
    BigUnsigned f0 = 0, f1 = 1;
    for (int i = 0; i < k; ++i) {
        BigUnsigned next = f0 + f1;
        f0 = f1;
        f1 = next;
    }
    return f0;
}

TEST(BigWythoff, FibonacciIdentities) {
    // phi F_k = F_{k+1} - (-1/phi)^k, so floor(phi F_k) is F_{k+1} for odd k and F_{k+1} - 1 for
    // even k >= 2. Around 300 digits these are the closest calls for any rounding.
    for (int k = 1400; k < 1440; ++k) {
        const BigUnsigned fk = fibonacci(k);
        const BigUnsigned next = fibonacci(k + 1);
        const BigUnsigned expected = k % 2 == 1 ? next : next - BigUnsigned(1);
        ASSERT_EQ(w::lower_wythoff(fk), expected) << k;
        ASSERT_GE(fk.to_decimal().size(), 290u);
    }
}

TEST(BigWythoff, PositionsAndMovesAtThreeHundredDigits) {
    std::mt19937_64 random(3);
    for (int i = 0; i < 20; ++i) {
        std::string digits = std::to_string(1 + random() % 9);
        while (digits.size() < 300) digits += static_cast<char>('0' + random() % 10);
        const BigUnsigned n = big(digits);
        const BigUnsigned a = w::lower_wythoff(n);
        const BigUnsigned b = w::upper_wythoff(n);
        EXPECT_EQ(b - a, n);
        EXPECT_TRUE(w::is_losing(a, b));
        EXPECT_TRUE(w::is_losing(b, a));
        EXPECT_FALSE(w::is_losing(a + BigUnsigned(1), b));
        EXPECT_EQ(w::winning_moves(a, b).count, 0);
        // (a + k, b): taking k from the first pile restores (a, b), and is the smallest take.
        const BigUnsigned k = BigUnsigned(1 + random() % 1000);
        const w::MoveSet<BigUnsigned> moves = w::winning_moves(a + k, b);
        ASSERT_GE(moves.count, 1);
        EXPECT_EQ(moves.take[0].a, k);
        EXPECT_EQ(moves.take[0].b, BigUnsigned(0));
        // Every move found reaches a P-position.
        const BigUnsigned x = big(digits + "7");
        const BigUnsigned y = big(digits.substr(0, 299) + "3");
        const w::MoveSet<BigUnsigned> any = w::winning_moves(x, y);
        ASSERT_GE(any.count, 1);
        for (int j = 0; j < any.count; ++j)
            EXPECT_TRUE(w::is_losing(x - any.take[j].a, y - any.take[j].b));
        const w::BestMove<BigUnsigned> best = w::best_move_of(x, y);
        ASSERT_TRUE(best.found);
        EXPECT_EQ(best.take.a, any.take[0].a);
        EXPECT_EQ(best.take.b, any.take[0].b);
        // Each pile size is exactly one of a lower or an upper Wythoff number.
        const BigUnsigned p = w::partner_of(x);
        EXPECT_EQ(w::partner_of(p), x);
        EXPECT_TRUE(w::is_losing(x, p));
    }
}

TEST(BigWythoff, ParsePileAcceptsIntegersAndRejectsTheRest) {
    EXPECT_EQ(w::parse_pile("42", "a"), BigUnsigned(42));
    EXPECT_EQ(w::parse_pile("42.000", "a"), BigUnsigned(42));
    EXPECT_EQ(w::parse_pile("0", "a"), BigUnsigned(0));
    EXPECT_EQ(w::parse_pile(std::string(1000, '9'), "a").to_decimal(), std::string(1000, '9'));
    const std::vector<std::tuple<std::string, pg_games::ErrorKind, std::string>> bad = {
        {"-1", pg_games::ErrorKind::InvalidParameter, "pile sizes must not be negative"},
        {"1.5", pg_games::ErrorKind::InvalidParameter, "pile sizes must be whole numbers"},
        {"NaN", pg_games::ErrorKind::InvalidParameter, "pile sizes must be finite whole numbers"},
        {"Infinity", pg_games::ErrorKind::InvalidParameter,
         "pile sizes must be finite whole numbers"},
        {std::string(1001, '9'), pg_games::ErrorKind::OutOfRange, "pile size is out of range"},
    };
    for (const auto& [text, kind, message] : bad) {
        try {
            w::parse_pile(text, "b");
            ADD_FAILURE() << text;
        } catch (const pg_games::Error& e) {
            EXPECT_EQ(e.kind(), kind) << text;
            EXPECT_EQ(e.what(), message) << text;
        }
    }
}

}  // namespace
