// The Gomoku search on positions of any kind (legal, with fives, full, unequal counts) under
// tiny node budgets: the move is a free cell, an immediate win is taken, the principal
// variation can be played, the errors are the documented ones; and the searched ranking.
#include <cstdint>
#include <string>
#include <vector>

#include "core/gomoku/engine.h"
#include "core/gomoku/text.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

std::string show(const Position& pos) {
    return render_board(pos, {});
}

// The free cells where `side` makes a winning line.
std::vector<Point> fives_for(const Position& pos, Cell side, Rule rule) {
    std::vector<Point> out;
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x)
            if (pos.at({x, y}) == Cell::Empty && pgg_fuzz::makes_five(pos, {x, y}, side, rule))
                out.push_back({x, y});
    return out;
}

bool contains(const std::vector<Point>& cells, Point p) {
    for (Point c : cells)
        if (c == p) return true;
    return false;
}

std::string at(Point p) {
    return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

SearchSettings settings_from(FuzzedDataProvider& in) {
    SearchSettings s;
    s.rule = in.ConsumeBool() ? Rule::ExactFive : Rule::Freestyle;
    s.node_budget = in.ConsumeIntegralInRange<uint64_t>(1, 3000);
    s.max_depth = in.ConsumeIntegralInRange(0, 8);
    static const double kAggression[] = {1.0, 0.0, 0.5, 2.0, 16.0};
    s.aggression = kAggression[in.ConsumeIntegralInRange(0, 4)];
    s.seed = in.ConsumeBool() ? in.ConsumeIntegral<uint64_t>() : 0;
    s.tt_megabytes = 1;
    s.time_limit_ms = kMaxTimeLimitMs;  // the node budget ends every search: reproducible
    return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    FuzzedDataProvider in(data, size);
    const bool ranking = in.ConsumeBool();
    const bool twice = in.ConsumeIntegralInRange(0, 3) == 0;
    const SearchSettings s = settings_from(in);
    const Position pos = pgg_fuzz::gomoku_position(in, 120);

    const bool over = find_five(pos, s.rule).has_value();
    const bool full = pos.full();
    StopCheck stop;
    if (ranking) {
        std::vector<Candidate> candidates;
        try {
            candidates = rank_candidates(pos, s, stop, true);
        } catch (const Error& e) {
            FUZZ_CHECK(e.kind() == ErrorKind::DataException && (over || full), e.what());
            return 0;
        }
        FUZZ_CHECK(!over && !full, "ranked a finished position:\n" + show(pos));
        FUZZ_CHECK(!candidates.empty(), "no candidate:\n" + show(pos));
        std::vector<bool> seen(static_cast<size_t>(pos.size() * pos.size()), false);
        for (const Candidate& c : candidates) {
            FUZZ_CHECK(pos.on_board(c.move) && pos.at(c.move) == Cell::Empty,
                       "candidate on a taken cell:\n" + show(pos));
            const size_t i = static_cast<size_t>(c.move.y * pos.size() + c.move.x);
            FUZZ_CHECK(!seen[i], "candidate listed twice");
            seen[i] = true;
            if (c.searched)
                FUZZ_CHECK(c.search_value >= -kWinScore && c.search_value <= kWinScore,
                           "search value out of range");
        }
        return 0;
    }

    SearchResult r;
    try {
        r = search_best_move(pos, s, stop);
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::DataException && (over || full), e.what());
        return 0;
    }
    FUZZ_CHECK(!over && !full, "searched a finished position:\n" + show(pos));
    FUZZ_CHECK(pos.on_board(r.move) && pos.at(r.move) == Cell::Empty,
               "move (" + std::to_string(r.move.x) + ", " + std::to_string(r.move.y) +
                   ") is not a free cell:\n" + show(pos));
    FUZZ_CHECK(!(r.forced_win && r.forced_loss), "both a forced win and a forced loss");
    FUZZ_CHECK(r.score >= -kWinScore && r.score <= kWinScore, "score out of range");
    if (r.forced_win) FUZZ_CHECK(r.score >= kProvenThreshold, "forced win without a win score");

    // The node budget makes the search deterministic.
    if (twice) {
        StopCheck again_stop;
        const SearchResult again = search_best_move(pos, s, again_stop);
        bool same_pv = again.principal_variation.size() == r.principal_variation.size();
        for (size_t i = 0; same_pv && i < r.principal_variation.size(); ++i)
            same_pv = again.principal_variation[i] == r.principal_variation[i];
        FUZZ_CHECK(again.move == r.move && again.score == r.score && again.depth == r.depth &&
                       again.nodes == r.nodes && same_pv,
                   "two searches with the same budget differ:\n" + show(pos));
    }

    // A five at once is always played; else the opponent's only five is always blocked.
    const std::vector<Point> wins = fives_for(pos, Cell::Own, s.rule);
    const std::vector<Point> threats = fives_for(pos, Cell::Opponent, s.rule);
    if (!wins.empty()) {
        FUZZ_CHECK(contains(wins, r.move),
                   "missed a win in one, played " + at(r.move) + ":\n" + show(pos));
        FUZZ_CHECK(r.forced_win, "a win in one not reported as a forced win");
    } else if (threats.size() == 1) {
        FUZZ_CHECK(r.move == threats.front(), "did not block the five at " + at(threats.front()) +
                                                  ", played " + at(r.move) + ":\n" + show(pos));
    } else if (threats.size() >= 2) {
        FUZZ_CHECK(!r.forced_win, "a forced win against two fives:\n" + show(pos));
    }

    // The principal variation starts with the move and is a sequence of free cells.
    if (!r.principal_variation.empty()) {
        FUZZ_CHECK(r.principal_variation.front() == r.move, "pv does not start with the move");
        Position line = pos;
        Cell side = Cell::Own;
        for (Point p : r.principal_variation) {
            FUZZ_CHECK(line.on_board(p) && line.at(p) == Cell::Empty,
                       "pv plays a taken cell:\n" + show(pos));
            line.place(p, side);
            side = side == Cell::Own ? Cell::Opponent : Cell::Own;
        }
    }
    return 0;
}
