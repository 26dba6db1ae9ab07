// Threat sequences (continuous k - 1's) by a bounded depth-first search.
#include "core/ttt/threats.h"

namespace pg_games::ttt {
namespace {

int popcount(Bits b) {
    return __builtin_popcountll(b);
}

}  // namespace

int threat_win(const Geometry& g, Bits me, Bits opp, int depth, int& budget, int* first) {
    if (depth <= 0 || g.k < 2 || --budget < 0) return -1;
    const Bits empty = g.full & ~(me | opp);
    const int k = g.k;
    // The opponent's threats (which must be blocked) and the cells that make a threat of mine.
    Bits opp_threats = 0, candidates = 0;
    for (Bits w : g.windows) {
        const Bits wm = w & me, wo = w & opp;
        if (wm == 0 && popcount(wo) == k - 1) opp_threats |= w & empty;
        if (wo == 0 && popcount(wm) == k - 2) candidates |= w & empty;
    }
    if (popcount(opp_threats) >= 2) return -1;
    if (opp_threats != 0) candidates &= opp_threats;
    for (Bits rest = candidates; rest != 0; rest &= rest - 1) {
        const int cell = __builtin_ctzll(rest);
        const Bits mine = me | cell_bit(cell);
        Bits threats = 0;
        for (uint16_t w : g.windows_at[cell]) {
            const Bits cells = g.windows[w];
            if ((cells & opp) == 0 && popcount(cells & mine) == k - 1) threats |= cells & ~mine;
        }
        if (threats == 0) continue;
        if (popcount(threats) >= 2) {  // two open cells: one block, then the win
            if (first != nullptr) *first = cell;
            return 3;
        }
        const Bits theirs = opp | threats;
        if (completes_line(g, theirs, __builtin_ctzll(threats))) continue;  // the block wins
        const int rest_plies = threat_win(g, mine, theirs, depth - 1, budget, nullptr);
        if (rest_plies > 0) {
            if (first != nullptr) *first = cell;
            return rest_plies + 2;
        }
        if (budget < 0) return -1;
    }
    return -1;
}

}  // namespace pg_games::ttt
