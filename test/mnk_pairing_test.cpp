// Pairing strategies, wins by continuous threats, and the value searches built on them
// (position_value, mnk_best_move), against a plain minimax written here (and the reference
// minimax with plies) on random positions, and the published values they reach quickly.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <tuple>
#include <utility>

#include "core/ttt/mnk_search.h"
#include "core/ttt/pairing.h"
#include "core/ttt/threats.h"
#include "ttt_brute_force.h"

namespace {

using namespace pg_games::ttt;

// The value (X's view: 1, 0, -1) by plain minimax on values only, memoised per position,
// stopping at the first win found; lines by the reference's own run scan.
int minimax_value(int rows, int cols, int k, Bits x, Bits o,
                  std::map<std::pair<Bits, Bits>, int>& memo) {
    const auto found = memo.find({x, o});
    if (found != memo.end()) return found->second;
    int result;
    if (ttt_reference::has_run(rows, cols, k, x)) {
        result = 1;
    } else if (ttt_reference::has_run(rows, cols, k, o)) {
        result = -1;
    } else {
        const bool x_to_move = __builtin_popcountll(x) == __builtin_popcountll(o);
        const int mine = x_to_move ? 1 : -1;
        bool any = false;
        int best = -1;
        for (int cell = 0; cell < rows * cols && best < 1; ++cell) {
            const Bits bit = Bits{1} << cell;
            if ((x | o) & bit) continue;
            any = true;
            const int v = mine * (x_to_move ? minimax_value(rows, cols, k, x | bit, o, memo)
                                            : minimax_value(rows, cols, k, x, o | bit, memo));
            best = std::max(best, v);
        }
        result = any ? mine * best : 0;
    }
    memo[{x, o}] = result;
    return result;
}

int minimax_value(int rows, int cols, int k, Bits x, Bits o) {
    std::map<std::pair<Bits, Bits>, int> memo;
    return minimax_value(rows, cols, k, x, o, memo);
}

// A random legal, non-terminal position with `stones` stones, or false after many tries.
bool random_position(const Geometry& g, int stones, std::mt19937& rng, Position& out) {
    for (int attempt = 0; attempt < 200; ++attempt) {
        Position p;
        for (int s = 0; s < stones; ++s) {
            const Bits empty = g.full & ~p.occupied();
            int n = __builtin_popcountll(empty);
            if (n == 0) break;
            int pick = static_cast<int>(rng() % static_cast<unsigned>(n));
            Bits rest = empty;
            while (pick-- > 0) rest &= rest - 1;
            (p.x_to_move() ? p.x : p.o) |= rest & (~rest + 1);
        }
        if (p.stones() != stones) continue;
        if (ttt_reference::has_run(g.rows, g.cols, g.k, p.x) ||
            ttt_reference::has_run(g.rows, g.cols, g.k, p.o) || p.occupied() == g.full)
            continue;
        out = p;
        return true;
    }
    return false;
}

// Checks a pairing on its own terms: disjoint pairs of empty cells, every window free of the
// defender's stones holding both cells of one of them.
void expect_valid_pairing(const Geometry& g, Bits defender, Bits empty,
                          const std::vector<std::pair<uint8_t, uint8_t>>& pairs) {
    Bits used = 0;
    for (auto [a, b] : pairs) {
        ASSERT_NE(a, b);
        ASSERT_TRUE(empty & cell_bit(a));
        ASSERT_TRUE(empty & cell_bit(b));
        ASSERT_FALSE(used & (cell_bit(a) | cell_bit(b)));
        used |= cell_bit(a) | cell_bit(b);
    }
    for (Bits w : g.windows) {
        if (w & defender) continue;
        bool covered = false;
        for (auto [a, b] : pairs) covered |= (w & cell_bit(a)) && (w & cell_bit(b));
        ASSERT_TRUE(covered);
    }
}

TEST(Pairing, FoundPairingsAreValidAndTheAttackerCannotWin) {
    std::mt19937 rng(13);
    int found = 0, checked = 0;
    for (auto [r, c, k] : {std::tuple{4, 4, 4}, {4, 5, 4}, {3, 5, 3}, {5, 5, 5}, {4, 4, 3}}) {
        const Geometry g = make_geometry(r, c, k);
        PairingFinder finder(g);
        for (int stones = 0; stones <= g.area - 2; ++stones)
            for (int i = 0; i < 12; ++i) {
                Position p;
                if (!random_position(g, stones, rng, p)) continue;
                const Bits empty = g.full & ~p.occupied();
                for (int defender = 0; defender < 2; ++defender) {
                    const Bits mine = defender == 0 ? p.x : p.o;
                    if (!finder.blocks(mine, empty, 256)) continue;
                    ++found;
                    expect_valid_pairing(g, mine, empty, finder.pairs());
                    // The attacker (the other side) cannot win, whoever moves next.
                    if (g.area - p.stones() <= 9) {
                        const int ref = minimax_value(r, c, k, p.x, p.o);
                        EXPECT_NE(ref, defender == 0 ? -1 : 1) << format_board(g, p);
                        ++checked;
                    }
                }
                // blocking_move: the side to move places a stone and then pairs.
                const bool x_to_move = p.x_to_move();
                const Bits mine = x_to_move ? p.x : p.o;
                const int cell = finder.blocking_move(mine, empty, 64);
                if (cell >= 0) {
                    ASSERT_TRUE(empty & cell_bit(cell));
                    const Bits stone = cell_bit(cell);
                    EXPECT_TRUE(finder.blocks(mine | stone, empty & ~stone, 256) ||
                                finder.blocks(mine, empty, 256));
                    if (g.area - p.stones() <= 9) {
                        Position after = p;
                        (x_to_move ? after.x : after.o) |= stone;
                        const int ref = minimax_value(r, c, k, after.x, after.o);
                        EXPECT_NE(ref, x_to_move ? -1 : 1) << format_board(g, p);
                    }
                }
            }
    }
    EXPECT_GT(found, 100);
    EXPECT_GT(checked, 20);
}

TEST(Threats, FoundSequencesAreWinsNoLongerThanSaid) {
    std::mt19937 rng(5);
    int found = 0;
    for (auto [r, c, k] : {std::tuple{4, 4, 3}, {4, 4, 4}, {4, 5, 4}, {3, 5, 3}, {5, 4, 4}}) {
        const Geometry g = make_geometry(r, c, k);
        for (int stones = 2; stones <= g.area - 2; ++stones)
            for (int i = 0; i < 15; ++i) {
                Position p;
                if (!random_position(g, stones, rng, p)) continue;
                const bool x_to_move = p.x_to_move();
                const Bits me = x_to_move ? p.x : p.o, opp = x_to_move ? p.o : p.x;
                // The searched positions have no immediate win for the side to move.
                bool immediate = false;
                for (Bits w : g.windows)
                    immediate |= (w & opp) == 0 && __builtin_popcountll(w & me) == k - 1;
                if (immediate) continue;
                int budget = 256, first = -1;
                const int plies = threat_win(g, me, opp, g.area, budget, &first);
                if (plies < 0 || g.area - p.stones() > 9) continue;
                ++found;
                ASSERT_TRUE(first >= 0 && !(p.occupied() & cell_bit(first)));
                const auto ref = ttt_reference::minimax(r, c, k, p.x, p.o);
                ASSERT_EQ(ref.value, x_to_move ? 1 : -1) << format_board(g, p);
                EXPECT_LE(ref.plies, plies) << format_board(g, p);
                // The first move keeps the win.
                Position after = p;
                (x_to_move ? after.x : after.o) |= cell_bit(first);
                EXPECT_EQ(minimax_value(r, c, k, after.x, after.o), x_to_move ? 1 : -1);
            }
    }
    EXPECT_GT(found, 20);
}

TEST(Pairing, KnownBoards) {
    // 5x5 with five in a row: the first player cannot even complete a line (a pairing of the
    // empty board); 4x4 with four: no pairing of the empty board exists.
    const Geometry g5 = make_geometry(5, 5, 5);
    PairingFinder f5(g5);
    ASSERT_TRUE(f5.blocks(0, g5.full, 100000));
    expect_valid_pairing(g5, 0, g5.full, f5.pairs());
    const Geometry g4 = make_geometry(4, 4, 4);
    PairingFinder f4(g4);
    EXPECT_FALSE(f4.blocks(0, g4.full, 100000));
    // A single-cell window can never hold a pair.
    const Geometry g1 = make_geometry(2, 2, 1);
    PairingFinder f1(g1);
    EXPECT_FALSE(f1.blocks(0, g1.full, 100));
}

TEST(PositionValue, MatchesMinimaxOnRandomPositions) {
    std::mt19937 rng(7);
    pg_games::StopCheck stop;
    int checked = 0;
    for (auto [r, c, k] : {std::tuple{4, 4, 4},
                           {4, 4, 3},
                           {3, 5, 3},
                           {4, 5, 4},
                           {5, 4, 4},
                           {3, 4, 3},
                           {5, 5, 5},
                           {2, 6, 3}}) {
        const Geometry g = make_geometry(r, c, k);
        for (int i = 0; i < 50; ++i) {
            Position p;
            if (!random_position(g, g.area - 8 - i % 3, rng, p)) continue;
            const int ref = minimax_value(r, c, k, p.x, p.o);
            const Outcome o = position_value(g, p, stop);
            ASSERT_TRUE(o.solved);
            ASSERT_EQ(static_cast<int>(o.value), ref) << format_board(g, p) << " k=" << k;
            // The move keeps the value: minimax of the position after it agrees.
            const ValueMove m = mnk_best_move(g, p, stop);
            ASSERT_TRUE(m.solved && m.found);
            ASSERT_EQ(m.value, o.value);
            ASSERT_FALSE(p.occupied() & cell_bit(m.cell));
            const int after = minimax_value(r, c, k, m.after.x, m.after.o);
            ASSERT_EQ(after, ref) << format_board(g, p) << " cell " << m.cell;
            ++checked;
        }
    }
    EXPECT_GT(checked, 250);
}

TEST(PositionValue, EmptyBoardsMatchMinimax) {
    pg_games::StopCheck stop;
    for (auto [r, c, k] : {std::tuple{3, 3, 3},
                           {2, 3, 2},
                           {3, 3, 2},
                           {2, 4, 3},
                           {1, 5, 2},
                           {2, 2, 2},
                           {3, 3, 1},
                           {1, 1, 1},
                           {1, 4, 3},
                           {2, 5, 3}}) {
        const Geometry g = make_geometry(r, c, k);
        const int ref = minimax_value(r, c, k, 0, 0);
        EXPECT_EQ(static_cast<int>(position_value(g, Position{}, stop).value), ref);
        EXPECT_EQ(static_cast<int>(mnk_value(r, c, k, stop).value), ref);
        const ValueMove m = mnk_best_move(g, Position{}, stop);
        ASSERT_TRUE(m.found);
        EXPECT_EQ(minimax_value(r, c, k, m.after.x, m.after.o), ref);
    }
}

TEST(PositionValue, TerminalPositionsAndLimits) {
    pg_games::StopCheck stop;
    const Board won = parse_board("XXX/OO./...");
    const Outcome o = position_value(won.geometry, won.position, stop);
    EXPECT_TRUE(o.solved);
    EXPECT_EQ(o.value, Value::XWins);
    const ValueMove m = mnk_best_move(won.geometry, won.position, stop);
    EXPECT_TRUE(m.solved);
    EXPECT_FALSE(m.found);
    // A node limit of one leaves a real search unsolved.
    const Board open = parse_board("..../..../..../....");
    EXPECT_FALSE(position_value(open.geometry, open.position, stop, 1).solved);
    EXPECT_FALSE(mnk_best_move(open.geometry, open.position, stop, 1).solved);
    // Cancel.
    pg_games::StopCheck cancelled([] { return true; }, 1);
    const Board big = parse_board("......./......./......./......./......./......./.......");
    EXPECT_THROW(position_value(big.geometry, big.position, cancelled), pg_games::Cancelled);
}

TEST(PositionValue, PublishedValuesWithinReach) {
    pg_games::StopCheck stop;
    // Quick with pairing strategies (the larger ones are in bench/ttt_bench.cpp).
    EXPECT_EQ(mnk_value(6, 6, 5, stop).value, Value::Draw);
    EXPECT_EQ(mnk_value(5, 5, 5, stop).value, Value::Draw);
    EXPECT_EQ(mnk_value(6, 4, 4, stop).value, Value::Draw);
    EXPECT_EQ(mnk_value(6, 5, 4, stop).value, Value::XWins);
    EXPECT_EQ(mnk_value(6, 6, 4, stop).value, Value::XWins);
    EXPECT_EQ(mnk_value(4, 4, 3, stop).value, Value::XWins);
    EXPECT_EQ(mnk_value(6, 6, 6, stop).value, Value::Draw);
}

}  // namespace
