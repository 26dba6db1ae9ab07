// Threat-space search by continuous fours (VCF), a short threat search whose first move the root
// tries first, and the defences against a threat.
#pragma once
#include "core/common/no_postgres.h"

#include <vector>

#include "core/gomoku/board.h"
#include "core/gomoku/timeman.h"

namespace pg_games::gomoku {

// Move lists reused across threat searches, so that searching allocates nothing once warm.
struct ThreatScratch {
    static constexpr int kDepth = 64;
    std::vector<int> moves[kDepth];
    std::vector<int> path;
};

// Whether a threat at `m` builds on the attacker's last threat at `last`: on one of its lines
// within four cells (threat sequences grow from their own stones; `last` -1: anything goes).
inline bool threat_builds_on(const Board& b, int last, int m) {
    if (last < 0) return true;
    for (int d = 0; d < 4; ++d) {
        const int step = b.dir(d);
        for (int k = 1; k <= 4; ++k)
            if (m == last + k * step || m == last - k * step) return true;
    }
    return false;
}

// Searches a VCF for the side to move, at most `max_fours` attacking moves deep and at most
// `node_cap` nodes. On success returns true and, when `line` is given, stores the winning line:
// attacker and defender moves alternately, ending with the five or an open four. With `connected`
// each four after the first must lie on a line within four cells of the attacker's last four
// (threat_builds_on): a fraction of the nodes, at the cost of the rare win that needs a four
// elsewhere (never a wrong one).
bool find_vcf(Board& b, int max_fours, uint64_t node_cap, Limits& limits, std::vector<int>* line,
              ThreatScratch* scratch = nullptr, bool connected = false);

// A short search for a sequence of open threes and fours for the side to move: at most
// `max_depth` attacking moves, the ten best threes at each step, no table, VCF probes at the
// leaves. Its first move is the root search's hint of the most forcing attack.
bool find_threat_hint(Board& b, int max_depth, uint64_t node_cap, Limits& limits,
                      std::vector<int>* line);

// The cells where the side to move can answer a threat of the opponent's open four: blocks of the
// opponent's four-making cells and the side to move's own fours.
void defensive_moves(const Board& b, std::vector<int>& out);

}  // namespace pg_games::gomoku
