// The board's threat scans (eight cells at a time) against a plain cell-by-cell scan of the same
// area, on random games of every board size and for every threat level.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/gomoku/board.h"
#include "core/gomoku/movegen.h"

using namespace pg_games::gomoku;

namespace {

// The cells of the stone area grown by 4 (the scans' area) where colour c has at least t.
std::vector<int> plain_scan(const Board& b, int c, Threat t) {
    int x0, y0, x1, y1;
    b.area(4, x0, y0, x1, y1);
    std::vector<int> out;
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            if (b.threat(c, b.index(x, y)) >= t) out.push_back(b.index(x, y));
    return out;
}

void expect_scans_agree(const Board& b) {
    for (int c = 0; c < 2; ++c)
        for (int t = kThreatLow; t <= kThreatFive; ++t) {
            const auto threat = static_cast<Threat>(t);
            const std::vector<int> want = plain_scan(b, c, threat);
            std::vector<int> got;
            b.collect_threats(c, threat, got);
            ASSERT_EQ(got, want) << "colour " << c << " threat " << t;
            EXPECT_EQ(b.find_threat(c, threat), want.empty() ? -1 : want.front());
        }
}

TEST(GomokuThreatScan, MatchesACellByCellScanOnEverySize) {
    std::mt19937 rng(20261124);
    int checked_with_hits = 0;
    for (int size = 5; size <= 32; ++size)
        for (int game = 0; game < 4; ++game) {
            Board b(Board::empty_board(size, Rule::Freestyle));
            std::vector<int> cells;
            const int plies = 1 + static_cast<int>(rng() % (size * size / 2));
            for (int i = 0; i < plies && b.empties() > 0; ++i) {
                cells.clear();
                generate_moves(b, 16, true, cells, false);
                b.play(cells[rng() % cells.size()]);
                expect_scans_agree(b);
                if (b.threat_count(b.side_to_move(), kThreatFour) > 0) ++checked_with_hits;
            }
        }
    // The random games reach boards with fours to make, so the scans were asked to find some.
    EXPECT_GT(checked_with_hits, 100);
}

}  // namespace
