// The one-ply scorer (quick_rank, quick_best) against the static ranking of the search board
// (rank_candidates without search), which it must reproduce exactly, on positions of any kind.
#include <cstdint>
#include <string>
#include <vector>

#include "core/gomoku/eval.h"
#include "core/gomoku/quick.h"
#include "core/gomoku/text.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

std::string where(const Position& pos, const SearchSettings& s, size_t rank) {
    return "rank " + std::to_string(rank) + ", rule " +
           (s.rule == Rule::ExactFive ? "exact5" : "freestyle") + ", aggression " +
           std::to_string(s.aggression) + ":\n" + render_board(pos, {});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    FuzzedDataProvider in(data, size);
    SearchSettings s;
    s.rule = in.ConsumeBool() ? Rule::ExactFive : Rule::Freestyle;
    // Any aggression in range, exact sixteenths or not (both sides round it the same way).
    s.aggression = in.ConsumeBool() ? in.ConsumeIntegralInRange(0, 256) / 16.0
                                    : in.ConsumeFloatingPointInRange(0.0, 16.0);
    const Position pos = pgg_fuzz::gomoku_position(in, 400);

    StopCheck stop;
    std::vector<Candidate> reference, quick, quick_from_rows;
    bool reference_failed = false, quick_failed = false, rows_failed = false;
    ErrorKind reference_kind{}, quick_kind{}, rows_kind{};
    try {
        reference = rank_candidates(pos, s, stop, false);
    } catch (const Error& e) {
        reference_failed = true;
        reference_kind = e.kind();
    }
    try {
        quick = quick_rank(pos, s);
    } catch (const Error& e) {
        quick_failed = true;
        quick_kind = e.kind();
    }
    try {
        quick_from_rows = quick_rank(stone_rows(pos), s);
    } catch (const Error& e) {
        rows_failed = true;
        rows_kind = e.kind();
    }
    FUZZ_CHECK(reference_failed == quick_failed && quick_failed == rows_failed,
               "one ranking failed, another did not: " + where(pos, s, 0));
    if (reference_failed) {
        FUZZ_CHECK(reference_kind == quick_kind && quick_kind == rows_kind, "error kinds differ");
        FUZZ_CHECK(reference_kind == ErrorKind::DataException, "unexpected error kind");
        return 0;
    }
    FUZZ_CHECK(reference.size() == quick.size(), std::to_string(reference.size()) + " vs " +
                                                     std::to_string(quick.size()) +
                                                     " candidates: " + where(pos, s, 0));
    FUZZ_CHECK(quick.size() == quick_from_rows.size(), "row input: candidate count");
    for (size_t i = 0; i < reference.size(); ++i) {
        FUZZ_CHECK(reference[i].move == quick[i].move, "move differs at " + where(pos, s, i));
        FUZZ_CHECK(reference[i].static_score == quick[i].static_score,
                   std::to_string(reference[i].static_score) + " vs " +
                       std::to_string(quick[i].static_score) + " at " + where(pos, s, i));
        FUZZ_CHECK(!quick[i].searched, "quick candidate marked searched");
        FUZZ_CHECK(quick_from_rows[i].move == quick[i].move &&
                       quick_from_rows[i].static_score == quick[i].static_score,
                   "row input differs at " + where(pos, s, i));
        FUZZ_CHECK(pos.at(quick[i].move) == Cell::Empty, "candidate on a taken cell");
    }
    // The candidates are the free cells within two of a stone (every free cell when none is,
    // the centre on an empty board), own fives first, then blocks of the opponent's fives.
    const int n = pos.size();
    std::vector<bool> expected(static_cast<size_t>(n * n), false), listed(expected);
    bool any_near = false;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            if (pos.at({x, y}) != Cell::Empty) continue;
            for (int dy = -2; dy <= 2; ++dy)
                for (int dx = -2; dx <= 2; ++dx) {
                    const Point q{x + dx, y + dy};
                    if (pos.on_board(q) && pos.at(q) != Cell::Empty)
                        expected[static_cast<size_t>(y * n + x)] = true;
                }
            any_near = any_near || expected[static_cast<size_t>(y * n + x)];
        }
    if (pos.stones(Cell::Empty) == n * n) {
        expected[static_cast<size_t>((n / 2) * n + n / 2)] = true;
    } else if (!any_near) {
        for (int i = 0; i < n * n; ++i)
            expected[static_cast<size_t>(i)] = pos.cells()[i] == Cell::Empty;
    }
    int own_fives = 0, opp_fives = 0;
    for (size_t i = 0; i < quick.size(); ++i) {
        const Point p = quick[i].move;
        listed[static_cast<size_t>(p.y * n + p.x)] = true;
        const bool own = pgg_fuzz::makes_five(pos, p, Cell::Own, s.rule);
        const bool opp = pgg_fuzz::makes_five(pos, p, Cell::Opponent, s.rule);
        FUZZ_CHECK(own == (quick[i].static_score >= kOwnFiveBonus),
                   "own five tier at " + where(pos, s, i));
        FUZZ_CHECK(own || opp == (quick[i].static_score >= kBlockFiveBonus),
                   "block tier at " + where(pos, s, i));
        // Tiers in order: every own five before every block, every block before the rest.
        if (own)
            FUZZ_CHECK(own_fives++ == static_cast<int>(i), "own five ranked late");
        else if (opp)
            FUZZ_CHECK(own_fives + opp_fives++ == static_cast<int>(i), "block ranked late");
    }
    FUZZ_CHECK(listed == expected,
               "the candidates are not the free cells near the stones: " + where(pos, s, 0));

    const Candidate best = quick_best(pos, s);
    FUZZ_CHECK(
        best.move == reference.front().move && best.static_score == reference.front().static_score,
        "quick_best is not the first candidate: " + where(pos, s, 0));
    const Candidate best_rows = quick_best(stone_rows(pos), s);
    FUZZ_CHECK(best_rows.move == best.move && best_rows.static_score == best.static_score,
               "quick_best on rows differs");
    return 0;
}
