// Candidate move generation with forced-reply restriction.
#include "core/gomoku/movegen.h"

#include <algorithm>

#include "core/gomoku/eval.h"
#include "core/gomoku/vcf.h"

namespace pg_games::gomoku {

bool generate_moves(const Board& b, int aggression_x16, bool all_near, std::vector<int>& out,
                    bool sort) {
    out.clear();
    const int me = b.side_to_move(), opp = 1 - me;
    bool forced = false;
    if (!all_near && b.threat_count(opp, kThreatFive) && !b.threat_count(me, kThreatFive)) {
        out.push_back(b.find_threat(opp, kThreatFive));
        return true;
    }
    if (!all_near && b.threat_count(opp, kThreatFlex4) && !b.threat_count(me, kThreatFive)) {
        defensive_moves(b, out);
        forced = true;
    } else if (b.stones() == 0) {
        out.push_back(b.index(b.size() / 2, b.size() / 2));
        return false;
    } else {
        int x0, y0, x1, y1;
        b.area(2, x0, y0, x1, y1);
        for (int y = y0; y <= y1; ++y)
            for (int i = b.index(x0, y), e = b.index(x1, y); i <= e; ++i)
                if (b.empty(i) && b.near_stone(i)) out.push_back(i);
    }
    if (out.empty()) all_empty_cells(b, out);
    if (sort) {
        thread_local std::vector<int64_t> keys;  // scratch, kept between calls
        sort_moves(out, keys, [&](int m) {
            return static_cast<int64_t>(move_value(b, m, aggression_x16));
        });
    }
    return forced;
}

void all_empty_cells(const Board& b, std::vector<int>& out) {
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x)
            if (b.empty(b.index(x, y))) out.push_back(b.index(x, y));
}

}  // namespace pg_games::gomoku
