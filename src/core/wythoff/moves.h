// Wythoff's game: losing positions and winning moves, written once for any exact unsigned number
// type N that has floor_over_phi(N) and lower_wythoff(N) (uint64_t in beatty.h, BigUnsigned in
// big_beatty.h).
//
// The P-positions are (0, 0) and (a_n, b_n) = (floor(n phi), floor(n phi^2)) for n >= 1 (in
// either order). Every x >= 1 is exactly one of some a_n or some b_n, so each pile size has a
// unique partner: the other pile of the P-position it belongs to.
#pragma once
#include "core/common/no_postgres.h"

// Declares the uint64_t overloads before the templates below (no argument-dependent lookup for
// built-in types).
#include "core/wythoff/beatty.h"

namespace pg_games::wythoff {

// A move: how many objects to take from the first and from the second pile.
template <typename N>
struct Take {
    N a{};
    N b{};
};

// All winning moves from a position, at most three, in the order documented in moves_of().
template <typename N>
struct MoveSet {
    int count = 0;
    Take<N> take[3];
};

// The winning move that takes the fewest objects, the first of moves_of(); `found` is false on a
// P-position.
template <typename N>
struct BestMove {
    bool found = false;
    Take<N> take;
};

// The partner of pile size x: y such that (x, y) is a P-position.
template <typename N>
inline N partner_of(const N& x) {
    if (x == N(0)) return N(0);
    // x = a_n exactly when n = ceil(x / phi); otherwise x = b_m with a_m = floor(x / phi).
    const N below = floor_over_phi(x);
    const N n = below + N(1);
    if (lower_wythoff(n) == x) return x + n;
    return below;
}

// True when (a, b) is a P-position: the player to move loses against best play.
template <typename N>
bool is_losing_of(const N& a, const N& b) {
    if (a < b) return lower_wythoff(b - a) == a;
    return lower_wythoff(a - b) == b;
}

// Every winning move from (a, b), ordered by the number of objects taken (fewest first); a tie
// (only possible on equal piles) lists the move from the first pile first.
template <typename N>
MoveSet<N> moves_of(const N& a, const N& b) {
    MoveSet<N> set;
    auto add = [&set](const N& take_a, const N& take_b) {
        // Insertion by (total ascending, take_a descending): at most three elements.
        Take<N> move{take_a, take_b};
        const N total = take_a + take_b;
        int at = set.count;
        while (at > 0) {
            const Take<N>& prev = set.take[at - 1];
            const N prev_total = prev.a + prev.b;
            if (prev_total < total || (prev_total == total && !(prev.a < take_a))) break;
            set.take[at] = set.take[at - 1];
            --at;
        }
        set.take[at] = move;
        ++set.count;
    };
    // Shrink the first pile to the partner of the second.
    const N for_b = partner_of(b);
    if (for_b < a) add(a - for_b, N(0));
    // Shrink the second pile to the partner of the first.
    const N for_a = partner_of(a);
    if (for_a < b) add(N(0), b - for_a);
    // Take the same from both: the difference d stays, so aim for (a_d, a_d + d).
    const bool a_smaller = a < b;
    const N& smaller = a_smaller ? a : b;
    const N target = lower_wythoff(a_smaller ? b - a : a - b);
    if (target < smaller) add(smaller - target, smaller - target);
    return set;
}

// The first move of moves_of(a, b), computed without building the set (the hot path of SQL's
// wythoff_move). Candidates are considered in tie order, so a later one wins only when it takes
// strictly fewer: first pile (k, 0), both piles (j, j), second pile (0, k).
template <typename N>
inline BestMove<N> best_move_of(const N& a, const N& b) {
    BestMove<N> best;
    N best_total{};
    auto consider = [&](const N& take_a, const N& take_b) {
        const N total = take_a + take_b;
        if (!best.found || total < best_total) {
            best.found = true;
            best.take.a = take_a;
            best.take.b = take_b;
            best_total = total;
        }
    };
    const N for_b = partner_of(b);
    if (for_b < a) consider(a - for_b, N(0));
    const bool a_smaller = a < b;
    const N& smaller = a_smaller ? a : b;
    const N target = lower_wythoff(a_smaller ? b - a : a - b);
    if (target < smaller) consider(smaller - target, smaller - target);
    const N for_a = partner_of(a);
    if (for_a < b) consider(N(0), b - for_a);
    return best;
}

}  // namespace pg_games::wythoff
