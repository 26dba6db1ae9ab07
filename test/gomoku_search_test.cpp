// The search: determinism under the node budget, tables kept between searches (emptied, or the
// transposition table's entries kept on request), the time cap, cancellation, forced wins and
// losses, a defence against a threat sequence, odd board sizes, crowded boards, candidate ranking
// and seeded variation.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <initializer_list>
#include <set>
#include <thread>

#include "core/gomoku/engine.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

// A quiet middle-game position on 19x19 (ten moves of a game; black, Own, to move).
Position middle_game() {
    Position p(19);
    const int moves[][2] = {{12, 9}, {9, 12}, {9, 10}, {12, 10}, {11, 7},
                            {10, 12}, {13, 9}, {11, 12}, {12, 12}, {11, 9}};
    for (int i = 0; i < 10; ++i) p.place({moves[i][0], moves[i][1]}, i % 2 ? Cell::Opponent : Cell::Own);
    return p;
}

// A position of the given size with the side to move's stones and the opponent's.
Position with_stones(int size, std::initializer_list<Point> own,
                     std::initializer_list<Point> opponent) {
    Position p(size);
    for (Point c : own) p.place(c, Cell::Own);
    for (Point c : opponent) p.place(c, Cell::Opponent);
    return p;
}

// The engine's answer under a node budget (a time cap far beyond it): the same on every machine.
SearchResult search_with_budget(const Position& p, uint64_t nodes) {
    SearchSettings s;
    s.node_budget = nodes;
    s.time_limit_ms = 120000;
    StopCheck stop;
    return search_best_move(p, s, stop);
}

std::atomic<bool> g_cancel{false};
bool cancel_requested() { return g_cancel.load(); }

}  // namespace

TEST(GomokuSearch, DeterministicUnderTheNodeBudget) {
    SearchSettings s;
    s.node_budget = 30000;
    s.time_limit_ms = 60000;
    StopCheck a, b;
    SearchResult r1 = search_best_move(middle_game(), s, a);
    SearchResult r2 = search_best_move(middle_game(), s, b);
    EXPECT_EQ(r1.move, r2.move);
    EXPECT_EQ(r1.score, r2.score);
    EXPECT_EQ(r1.nodes, r2.nodes);
    EXPECT_EQ(r1.depth, r2.depth);
    EXPECT_LE(r1.nodes, s.node_budget + 16);
    EXPECT_GE(r1.depth, 2);
    EXPECT_EQ(middle_game().at(r1.move), Cell::Empty);
}

// Tables kept from search to search (the Gomocup brain keeps them between moves) forget what
// they held: each search plays as on fresh tables, also when the same position comes again and
// when a new table size makes them be allocated anew.
TEST(GomokuSearch, KeptTablesPlayAsFreshOnes) {
    // A four-three at 7,7 (a closed three on row 7, a two on column 7): a win by fours, whose
    // proof the threat table keeps.
    const Position vcf = with_stones(15, {{4, 7}, {5, 7}, {6, 7}, {7, 5}, {7, 6}},
                                     {{3, 7}, {0, 0}, {14, 0}, {0, 14}, {14, 14}});
    const Position positions[] = {middle_game(), middle_game(), vcf, vcf, middle_game()};
    const int table_mb[] = {4, 4, 4, 4, 2};
    SearchMemory memory;
    for (size_t i = 0; i < 5; ++i) {
        SearchSettings s;
        s.node_budget = 30000;
        s.time_limit_ms = 60000;
        s.tt_megabytes = table_mb[i];
        StopCheck a, b;
        SearchResult fresh = search_best_move(positions[i], s, a);
        SearchResult kept = search_best_move(positions[i], s, b, &memory);
        EXPECT_EQ(fresh.move, kept.move) << "search " << i;
        EXPECT_EQ(fresh.score, kept.score) << "search " << i;
        EXPECT_EQ(fresh.nodes, kept.nodes) << "search " << i;
        EXPECT_EQ(fresh.depth, kept.depth) << "search " << i;
    }
}

// Tables made ready ahead (the brain does it at START) are the ones the searches then use: the
// same answers and nodes as fresh tables, and a cancel while their pages come in unwinds.
TEST(GomokuSearch, PreparedTablesPlayAsFreshOnes) {
    SearchSettings s;
    s.node_budget = 30000;
    s.time_limit_ms = 60000;
    s.tt_megabytes = 4;
    SearchMemory memory;
    StopCheck ready;
    memory.prepare(s, ready);
    memory.prepare(s, ready);  // already there: kept
    StopCheck a, b;
    const SearchResult fresh = search_best_move(middle_game(), s, a);
    const SearchResult prepared = search_best_move(middle_game(), s, b, &memory);
    EXPECT_EQ(fresh.move, prepared.move);
    EXPECT_EQ(fresh.score, prepared.score);
    EXPECT_EQ(fresh.nodes, prepared.nodes);
    g_cancel = true;
    StopCheck cancelled(&cancel_requested, 1);
    s.tt_megabytes = 8;  // another size: new tables, whose pages the cancel interrupts
    EXPECT_THROW(memory.prepare(s, cancelled), Cancelled);
    g_cancel = false;
    StopCheck c;
    const SearchResult after = search_best_move(middle_game(), s, c, &memory);
    EXPECT_EQ(middle_game().at(after.move), Cell::Empty);
}

// keep_table: the search starts from the last search's transposition table, so the same position
// searched again to the same depth takes fewer nodes; without it, as many as on emptied tables.
TEST(GomokuSearch, KeptTableStartsTheNextSearch) {
    SearchSettings s;
    s.node_budget = UINT64_MAX / 4;
    s.time_limit_ms = 600000;
    s.max_depth = 6;
    s.tt_megabytes = 4;
    SearchMemory memory;
    StopCheck a, b, c;
    const SearchResult first = search_best_move(middle_game(), s, a, &memory);
    s.keep_table = true;
    const SearchResult again = search_best_move(middle_game(), s, b, &memory);
    EXPECT_LT(again.nodes, first.nodes);
    EXPECT_EQ(again.depth, first.depth);
    EXPECT_EQ(middle_game().at(again.move), Cell::Empty);
    s.keep_table = false;
    const SearchResult emptied = search_best_move(middle_game(), s, c, &memory);
    EXPECT_EQ(emptied.nodes, first.nodes);
    EXPECT_EQ(emptied.move, first.move);
    // With one stone less than the opponent the side to move is the other colour in positions
    // of the same key: the kept entries would mean other positions, so the table forgets them.
    Position behind = middle_game();
    behind.place({3, 3}, Cell::Opponent);
    s.keep_table = true;
    StopCheck d, e;
    search_best_move(middle_game(), s, d, &memory);
    const SearchResult kept = search_best_move(behind, s, e, &memory);
    StopCheck f;
    const SearchResult fresh = search_best_move(behind, s, f);
    EXPECT_EQ(kept.nodes, fresh.nodes);
    EXPECT_EQ(kept.move, fresh.move);
}

// With no usable node budget only the time cap can end the search (how close it keeps to the
// cap is a benchmark figure, not a test: shared machines are noisy).
TEST(GomokuSearch, TimeCapIsHonoured) {
    SearchSettings s;
    s.node_budget = UINT64_MAX / 4;
    s.time_limit_ms = 100;
    StopCheck stop;
    SearchResult r = search_best_move(middle_game(), s, stop);
    EXPECT_LT(r.nodes, s.node_budget);
    EXPECT_GE(r.depth, 1);
    EXPECT_EQ(middle_game().at(r.move), Cell::Empty);
}

// A target (the clock-aware mode's share) with a larger hard limit: the search ends by itself
// with a legal move (how close it keeps to the target is measured by bench/gomoku/clock_match.sh).
TEST(GomokuSearch, TargetWithinTheLimitEndsTheSearch) {
    SearchSettings s;
    s.node_budget = UINT64_MAX / 4;
    s.time_limit_ms = 300;
    s.target_ms = 60;
    StopCheck stop;
    SearchResult r = search_best_move(middle_game(), s, stop);
    EXPECT_LT(r.nodes, s.node_budget);
    EXPECT_EQ(middle_game().at(r.move), Cell::Empty);
}

TEST(GomokuSearch, CancelUnwindsQuickly) {
    g_cancel = false;
    SearchSettings s;
    s.node_budget = UINT64_MAX / 4;
    s.time_limit_ms = 60000;
    StopCheck stop(&cancel_requested, 256);
    std::thread t([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        g_cancel = true;
    });
    // Only the cancel can end this search; its latency is measured by bench/gomoku/cancel_latency.sql.
    EXPECT_THROW(search_best_move(middle_game(), s, stop), Cancelled);
    t.join();
    g_cancel = false;
}

TEST(GomokuSearch, FindsAndProvesAVcf) {
    // Own: four on the diagonal 3,3..6,6 with 2,2 blocked: 7,7 is the five.
    Position p(15);
    for (auto c : {Point{3, 3}, Point{4, 4}, Point{5, 5}, Point{6, 6}}) p.place(c, Cell::Own);
    p.place({2, 2}, Cell::Opponent);
    p.place({10, 10}, Cell::Opponent);
    p.place({11, 10}, Cell::Opponent);
    StopCheck stop;
    SearchResult r = search_best_move(p, SearchSettings{}, stop);
    EXPECT_EQ(r.move, (Point{7, 7}));
    EXPECT_TRUE(r.forced_win);
    ASSERT_FALSE(r.principal_variation.empty());
    EXPECT_EQ(r.principal_variation.front(), r.move);
}

// Position 35 of the shared must-defend file (a game on 19x19, 1-based there): the opponent has a
// win by threats if we pass, and only 11,9 and 12,10 hold (checked by a strong engine). Each root
// move is checked against the opponent's threat search, and only the moves known to hold stay.
TEST(GomokuSearch, KeepsOnlyMovesThatHoldAgainstAThreatSequence) {
    const Position p = with_stones(19, {{10, 6}, {12, 10}, {7, 7}, {12, 7}, {8, 10}},
                                   {{11, 8}, {7, 10}, {9, 10}, {10, 10}, {12, 8}});
    const SearchResult r = search_with_budget(p, 300000);
    EXPECT_TRUE(r.move == (Point{10, 8}) || r.move == (Point{11, 9}))
        << "played " << r.move.x << "," << r.move.y;
    EXPECT_FALSE(r.forced_loss);
}

// Position 29 of the shared must-defend file: the one move it lists as holding, 13,7 (1-based), is
// the 56th of the 71 root moves in the search's order, found only when the checks go past the best.
TEST(GomokuSearch, ChecksRootMovesFarDownTheOrder) {
    const Position p =
        with_stones(19, {{9, 12}, {12, 10}, {11, 12}, {10, 9}, {11, 8}, {9, 11}, {13, 8}},
                    {{12, 9}, {9, 10}, {11, 7}, {11, 9}, {11, 10}, {10, 10}, {14, 7}, {12, 12}});
    const SearchResult r = search_with_budget(p, 800000);
    EXPECT_EQ(r.move, (Point{12, 6})) << "played " << r.move.x << "," << r.move.y;
    EXPECT_FALSE(r.forced_loss);
}

// Position 30 of the shared must-defend file: one root move is shown to hold, 7,11 (1-based); our
// four 12,10 is only blocked, after which the opponent's VCT stands, so it must not stay as an
// attack beside the holding move (with it the search played it at this budget).
TEST(GomokuSearch, DropsAFourThatOnlyDelaysTheThreat) {
    const Position p = with_stones(19, {{10, 8}, {6, 6}, {8, 6}, {9, 7}, {7, 6}},
                                   {{6, 9}, {8, 12}, {7, 7}, {5, 9}, {7, 5}, {9, 6}});
    const SearchResult r = search_with_budget(p, 800000);
    EXPECT_EQ(r.move, (Point{6, 10})) << "played " << r.move.x << "," << r.move.y;
    EXPECT_FALSE(r.forced_loss);
}

// Position 4 of the shared must-defend file: 8,8 (1-based) holds (checked by a strong engine).
// When every move within a node's move limit lost, that node was scored a proven loss without
// its other moves, and this root was reported lost in 22 plies at this budget.
TEST(GomokuSearch, ProvesALossOnlyWhenNoMoveHolds) {
    const Position p = with_stones(
        19, {{6, 7}, {12, 10}, {9, 10}, {8, 9}, {9, 8}, {10, 7}, {7, 9}, {7, 11}, {8, 7}},
        {{10, 8}, {6, 10}, {8, 8}, {7, 8}, {9, 9}, {7, 10}, {8, 10}, {6, 9}, {5, 8}});
    const SearchResult r = search_with_budget(p, 200000);
    EXPECT_EQ(r.move, (Point{7, 7})) << "played " << r.move.x << "," << r.move.y;
    EXPECT_FALSE(r.forced_loss);
    EXPECT_GT(r.score, -kProvenThreshold);
}

// Position 103 of the shared forced-win file: the side to move wins in 21 plies, only by 11,13
// (1-based), a quiet move; the line is narrow, and the search sees it only when its singular
// hash moves are searched a ply deeper.
TEST(GomokuSearch, FindsALongWinByExtendingSingularMoves) {
    const Position p = with_stones(19, {{9, 12}, {12, 10}, {8, 11}, {13, 9}, {11, 10}},
                                   {{12, 9}, {9, 10}, {11, 7}, {11, 9}, {11, 8}, {12, 7}});
    const SearchResult r = search_with_budget(p, 2000000);
    EXPECT_EQ(r.move, (Point{10, 12})) << "played " << r.move.x << "," << r.move.y;
    EXPECT_TRUE(r.forced_win);
}

TEST(GomokuSearch, ReportsAForcedLoss) {
    // The opponent has an open four: no defence.
    Position p(15);
    for (int x = 4; x < 8; ++x) p.place({x, 7}, Cell::Opponent);
    p.place({0, 0}, Cell::Own);
    p.place({14, 14}, Cell::Own);
    p.place({0, 14}, Cell::Own);
    StopCheck stop;
    SearchResult r = search_best_move(p, SearchSettings{}, stop);
    EXPECT_TRUE(r.forced_loss);
    EXPECT_TRUE(r.move == (Point{3, 7}) || r.move == (Point{8, 7}));
}

TEST(GomokuSearch, TinyHugeAndCrowdedBoards) {
    StopCheck stop;
    // 5x5 with two empty cells and no five anywhere.
    Position tiny(5);
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x)
            if (!(y == 4 && x >= 3)) tiny.place({x, y}, ((x / 2 + y) % 2) ? Cell::Own : Cell::Opponent);
    ASSERT_FALSE(find_five(tiny, Rule::Freestyle));
    SearchResult r = search_best_move(tiny, SearchSettings{}, stop);
    EXPECT_EQ(tiny.at(r.move), Cell::Empty);
    // 32x32 with a few stones in a corner.
    Position huge(32);
    huge.place({0, 0}, Cell::Opponent);
    huge.place({31, 31}, Cell::Own);
    huge.place({1, 1}, Cell::Opponent);
    SearchResult h = search_best_move(huge, SearchSettings{}, stop);
    EXPECT_EQ(huge.at(h.move), Cell::Empty);
}

TEST(GomokuSearch, RankCandidates) {
    StopCheck stop;
    auto empty = rank_candidates(Position(15), SearchSettings{}, stop, false);
    ASSERT_EQ(empty.size(), 1u);
    EXPECT_EQ(empty[0].move, (Point{7, 7}));
    Position p(15);
    for (int x = 3; x < 7; ++x) p.place({x, 5}, Cell::Own);
    p.place({2, 5}, Cell::Opponent);
    p.place({9, 9}, Cell::Opponent);
    auto c = rank_candidates(p, SearchSettings{}, stop, true);
    ASSERT_GT(c.size(), 10u);
    EXPECT_EQ(c[0].move, (Point{7, 5}));  // the five comes first
    for (size_t i = 1; i < c.size(); ++i) EXPECT_GE(c[i - 1].static_score, c[i].static_score);
    EXPECT_TRUE(c[0].searched);
    EXPECT_GE(c[0].search_value, kProvenThreshold);
    for (const auto& k : c) EXPECT_EQ(p.at(k.move), Cell::Empty);
}

TEST(GomokuSearch, SeedsVaryTheChoice) {
    Position p(15);
    p.place({7, 7}, Cell::Opponent);
    std::set<std::pair<int, int>> moves;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        SearchSettings s;
        s.node_budget = 5000;
        s.seed = seed;
        StopCheck stop;
        Point m = search_best_move(p, s, stop).move;
        EXPECT_LE(std::abs(m.x - 7) + std::abs(m.y - 7), 4);
        moves.insert({m.x, m.y});
    }
    EXPECT_GE(moves.size(), 2u);
}

TEST(GomokuSearch, RejectsBadSettings) {
    StopCheck stop;
    SearchSettings s;
    s.time_limit_ms = -1;
    EXPECT_THROW(search_best_move(middle_game(), s, stop), Error);
    s = SearchSettings{};
    s.aggression = -0.5;
    EXPECT_THROW(search_best_move(middle_game(), s, stop), Error);
    s = SearchSettings{};
    s.target_ms = -1;
    EXPECT_THROW(search_best_move(middle_game(), s, stop), Error);
    s.target_ms = 3600001;
    EXPECT_THROW(search_best_move(middle_game(), s, stop), Error);
    s = SearchSettings{};
    s.tt_megabytes = 5000;
    EXPECT_THROW(rank_candidates(middle_game(), s, stop, false), Error);
}

TEST(GomokuSearch, OverlinesWinOnlyUnderFreestyle) {
    // Own x = 1,2,3,4,6 on row 3 (x = 0 blocked): 5,3 makes six. The opponent has a four on
    // column 12 (rows 7..10, row 6 blocked) to be blocked at 12,11.
    Position p(15);
    for (int x : {1, 2, 3, 4, 6}) p.place({x, 3}, Cell::Own);
    p.place({0, 3}, Cell::Opponent);
    for (int y = 7; y <= 10; ++y) p.place({12, y}, Cell::Opponent);
    p.place({12, 6}, Cell::Own);
    StopCheck stop;
    SearchSettings s;
    SearchResult free = search_best_move(p, s, stop);
    EXPECT_EQ(free.move, (Point{5, 3}));
    EXPECT_TRUE(free.forced_win);
    s.rule = Rule::ExactFive;
    SearchResult exact = search_best_move(p, s, stop);
    EXPECT_EQ(exact.move, (Point{12, 11}));
    EXPECT_FALSE(exact.forced_win);
}
