// The search by fours (vcf.h) in its connected form, the one the search's leaf probes use: each
// four after the first lies on a line within four cells of the attacker's last four. It claims
// only wins that the full search by fours also finds, with whole forced lines, in fewer nodes.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/common/stop.h"
#include "core/gomoku/board.h"
#include "core/gomoku/vcf.h"
#include "gomoku_threat_fixtures.h"

using namespace gomoku_threat_fixtures;
using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

struct VcfResult {
    bool win;
    uint64_t nodes;
    std::vector<int> line;
};

VcfResult vcf(Board& b, bool connected, int fours = 8, uint64_t cap = 1000000) {
    StopCheck stop;
    Limits limits(stop, UINT64_MAX / 4, kMaxTimeLimitMs);
    ThreatScratch scratch;
    VcfResult r{};
    r.win = find_vcf(b, fours, cap, limits, &r.line, &scratch, connected);
    r.nodes = limits.nodes();
    return r;
}

}  // namespace

TEST(GomokuVcf, ConnectedFoursFindAThreeFourWin) {
    // Each four builds on the last: (6,7) makes a four on column 6 and the third stone of row 7;
    // (7,7) then makes the row's four and an open three on column 7: a four-three.
    Board b = board_with({{4, 7}, {5, 7}, {6, 8}, {6, 9}, {6, 10}, {7, 5}, {7, 6}, {8, 4}, {9, 4},
                          {10, 4}},
                         {{3, 7}, {6, 11}, {7, 3}, {11, 4}});
    const VcfResult connected = vcf(b, true), full = vcf(b, false);
    ASSERT_TRUE(full.win);
    ASSERT_TRUE(connected.win);
    expect_forced_line(b, connected.line);
}

TEST(GomokuVcf, ConnectedWinsAreWinsOfTheFullSearchInFewerNodes) {
    std::mt19937 rng(20261125);
    int positions = 0, wins = 0, full_only = 0;
    uint64_t connected_nodes = 0, full_nodes = 0;
    for (int game = 0; game < 300 && positions < 120; ++game) {
        Board b(Board::empty_board(15, Rule::Freestyle));
        if (!random_middle_game(rng, b)) continue;
        if (b.threat_count(0, kThreatFive) + b.threat_count(1, kThreatFive) > 0) continue;
        ++positions;
        const VcfResult connected = vcf(b, true), full = vcf(b, false);
        connected_nodes += connected.nodes;
        full_nodes += full.nodes;
        if (connected.win) {
            ++wins;
            EXPECT_TRUE(full.win) << "game " << game << ": a connected win the full search misses";
            expect_forced_line(b, connected.line);
        } else if (full.win) {
            ++full_only;
        }
    }
    EXPECT_EQ(positions, 120);
    EXPECT_GE(wins, 10);  // the test sees real wins, not only empty searches
    EXPECT_LT(connected_nodes, full_nodes);
    RecordProperty("wins", wins);
    RecordProperty("full_only", full_only);
}
