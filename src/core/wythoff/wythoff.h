// Wythoff's game on two piles: a move takes any positive number of objects from one pile, or the
// same positive number from both; whoever takes the last object wins. This is the API the SQL
// glue uses: validated inputs, exact answers for 64-bit and for arbitrary-precision piles.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <string_view>

#include "core/wythoff/big_unsigned.h"
#include "core/wythoff/moves.h"

namespace pg_games::wythoff {

// Numeric piles may have at most this many digits (the work grows with the square of it).
inline constexpr size_t kMaxPileDigits = 1000;

// The n-th P-position (a_n, b_n); n = 0 is (0, 0).
struct Position {
    int64_t n;
    int64_t a;
    int64_t b;
};

// True when (a, b) is a P-position (the player to move loses). Throws Error for a negative pile.
bool is_losing(int64_t a, int64_t b);

// Every winning move from (a, b), fewest objects taken first (see moves_of); count 0 when (a, b)
// is a P-position. Allocation-free. Throws Error for a negative pile.
MoveSet<int64_t> winning_moves(int64_t a, int64_t b);

// Throws the Error that is_losing() and winning_moves() throw for a negative pile, if any.
void check_piles(int64_t a, int64_t b);

// winning_moves() for piles already checked by check_piles(): never throws, allocation-free
// (the glue's hot path, which then needs no exception handling at all).
MoveSet<int64_t> winning_moves_checked(int64_t a, int64_t b) noexcept;

// The first of winning_moves_checked(a, b), computed directly (inline: the per-row path of SQL's
// wythoff_move). Never throws.
inline BestMove<int64_t> best_move_checked(int64_t a, int64_t b) noexcept {
    const BestMove<uint64_t> best =
        best_move_of<uint64_t>(static_cast<uint64_t>(a), static_cast<uint64_t>(b));
    BestMove<int64_t> result;
    result.found = best.found;
    result.take.a = static_cast<int64_t>(best.take.a);
    result.take.b = static_cast<int64_t>(best.take.b);
    return result;
}

// is_losing() for piles already checked by check_piles(); never throws.
bool is_losing_checked(int64_t a, int64_t b) noexcept;

// The n-th P-position, for 0 <= n <= kLastInt64Index.
Position position(uint64_t n) noexcept;

// Reads a pile size from the text of a SQL numeric ("123", "12.000"); `name` names the argument
// in error messages. Throws Error for NaN, infinities, negative or fractional values and for
// more than kMaxPileDigits digits.
BigUnsigned parse_pile(std::string_view numeric_text, const char* name);

// True when (a, b) is a P-position, for piles of any size.
bool is_losing(const BigUnsigned& a, const BigUnsigned& b);

// Every winning move from (a, b), for piles of any size, in the order of moves_of().
MoveSet<BigUnsigned> winning_moves(const BigUnsigned& a, const BigUnsigned& b);

}  // namespace pg_games::wythoff
