// Wythoff's game for SQL inputs: validation, then the shared move logic on exact integers.
#include "core/wythoff/wythoff.h"

#include <string>

#include "core/common/error.h"
#include "core/wythoff/beatty.h"
#include "core/wythoff/big_beatty.h"

namespace pg_games::wythoff {
namespace {

// Rejects a negative pile, naming it.
void check_pile(int64_t value, const char* name) {
    if (value < 0)
        throw Error(ErrorKind::InvalidParameter, "pile sizes must not be negative",
                    "Pile " + std::string(name) + " is " + std::to_string(value) + ".",
                    "A pile holds zero or more objects.");
}

}  // namespace

void check_piles(int64_t a, int64_t b) {
    check_pile(a, "a");
    check_pile(b, "b");
}

bool is_losing_checked(int64_t a, int64_t b) noexcept {
    return is_losing_of<uint64_t>(static_cast<uint64_t>(a), static_cast<uint64_t>(b));
}

MoveSet<int64_t> winning_moves_checked(int64_t a, int64_t b) noexcept {
    // Every take is at most the pile it comes from, so it fits back in int64_t.
    const MoveSet<uint64_t> found =
        moves_of<uint64_t>(static_cast<uint64_t>(a), static_cast<uint64_t>(b));
    MoveSet<int64_t> result;
    result.count = found.count;
    for (int i = 0; i < found.count; ++i) {
        result.take[i].a = static_cast<int64_t>(found.take[i].a);
        result.take[i].b = static_cast<int64_t>(found.take[i].b);
    }
    return result;
}

bool is_losing(int64_t a, int64_t b) {
    check_piles(a, b);
    return is_losing_checked(a, b);
}

MoveSet<int64_t> winning_moves(int64_t a, int64_t b) {
    check_piles(a, b);
    return winning_moves_checked(a, b);
}

Position position(uint64_t n) noexcept {
    const uint64_t a = lower_wythoff(n);
    return Position{static_cast<int64_t>(n), static_cast<int64_t>(a), static_cast<int64_t>(a + n)};
}

BigUnsigned parse_pile(std::string_view text, const char* name) {
    const std::string pile = "Pile " + std::string(name);
    if (text == "NaN" || text == "Infinity" || text == "-Infinity")
        throw Error(ErrorKind::InvalidParameter, "pile sizes must be finite whole numbers",
                    pile + " is " + std::string(text) + ".",
                    "Give a whole number of objects, such as 0 or 42.");
    if (!text.empty() && text[0] == '-')
        throw Error(ErrorKind::InvalidParameter, "pile sizes must not be negative",
                    pile + " is " + std::string(text) + ".", "A pile holds zero or more objects.");
    const size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    if (point != std::string_view::npos) {
        for (char c : text.substr(point + 1)) {
            if (c != '0')
                throw Error(ErrorKind::InvalidParameter, "pile sizes must be whole numbers",
                            pile + " is " + std::string(text) + ".",
                            "Round the value, for example with trunc() or round().");
        }
    }
    if (whole.empty())
        throw Error(ErrorKind::InvalidParameter, "pile sizes must be whole numbers",
                    pile + " is \"" + std::string(text) + "\".");
    for (char c : whole) {
        if (c < '0' || c > '9')
            throw Error(ErrorKind::InvalidParameter, "pile sizes must be whole numbers",
                        pile + " is \"" + std::string(text) + "\".");
    }
    const size_t first = whole.find_first_not_of('0');
    const size_t digits = first == std::string_view::npos ? 0 : whole.size() - first;
    if (digits > kMaxPileDigits)
        throw Error(ErrorKind::OutOfRange, "pile size is out of range",
                    pile + " has " + std::to_string(digits) + " digits.",
                    "Piles of up to " + std::to_string(kMaxPileDigits) + " digits are supported.");
    return BigUnsigned::from_decimal(whole);
}

bool is_losing(const BigUnsigned& a, const BigUnsigned& b) {
    return is_losing_of(a, b);
}

MoveSet<BigUnsigned> winning_moves(const BigUnsigned& a, const BigUnsigned& b) {
    return moves_of(a, b);
}

}  // namespace pg_games::wythoff
