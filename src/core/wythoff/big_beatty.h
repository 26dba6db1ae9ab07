// Wythoff numbers of arbitrary-precision integers, exactly: floor(x/phi) and floor(n*phi) from
// an integer square root (phi = (1 + sqrt(5)) / 2).
#pragma once
#include "core/common/no_postgres.h"

#include "core/wythoff/big_unsigned.h"

namespace pg_games::wythoff {

// floor(x / phi) = floor((x sqrt(5) - x) / 2) = (isqrt(5 x^2) - x) / 2, rounded down.
BigUnsigned floor_over_phi(const BigUnsigned& x);

// a_n = floor(n phi) = (n + isqrt(5 n^2)) / 2, rounded down.
BigUnsigned lower_wythoff(const BigUnsigned& n);

// b_n = a_n + n = floor(n phi^2).
BigUnsigned upper_wythoff(const BigUnsigned& n);

}  // namespace pg_games::wythoff
