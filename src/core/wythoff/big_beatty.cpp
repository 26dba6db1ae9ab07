// Wythoff numbers of big integers. floor((y - x) / 2) = floor((floor(y) - x) / 2) for integer x,
// so the irrational x sqrt(5) may be replaced by its floor, isqrt(5 x^2).
#include "core/wythoff/big_beatty.h"

namespace pg_games::wythoff {
namespace {

// floor(x * sqrt(5)).
BigUnsigned floor_times_sqrt5(const BigUnsigned& x) {
    BigUnsigned square = x * x;
    BigUnsigned five_squares = square << 2;
    five_squares += square;
    return isqrt(five_squares);
}

}  // namespace

BigUnsigned floor_over_phi(const BigUnsigned& x) {
    BigUnsigned root = floor_times_sqrt5(x);
    root -= x;  // x sqrt(5) >= x
    return root >> 1;
}

BigUnsigned lower_wythoff(const BigUnsigned& n) {
    BigUnsigned root = floor_times_sqrt5(n);
    root += n;
    return root >> 1;
}

BigUnsigned upper_wythoff(const BigUnsigned& n) {
    return lower_wythoff(n) + n;
}

}  // namespace pg_games::wythoff
