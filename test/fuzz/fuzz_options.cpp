// The option values the SQL functions hand to the core: Gomoku search settings (validated by
// validate_settings, then used), Balda strategy names and Wythoff pile texts.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "core/balda/bot.h"
#include "core/gomoku/engine.h"
#include "core/gomoku/quick.h"
#include "core/wythoff/wythoff.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;

namespace {

// A double that is often a boundary value.
double some_double(FuzzedDataProvider& in) {
    static const double kSpecial[] = {0.0,
                                      -0.0,
                                      1.0,
                                      16.0,
                                      16.000001,
                                      -1e-300,
                                      1e300,
                                      std::numeric_limits<double>::infinity(),
                                      -std::numeric_limits<double>::infinity(),
                                      std::numeric_limits<double>::quiet_NaN(),
                                      std::numeric_limits<double>::denorm_min()};
    if (in.ConsumeBool()) return kSpecial[in.ConsumeIntegralInRange<size_t>(0, 10)];
    return in.ConsumeFloatingPoint<double>();
}

int some_int(FuzzedDataProvider& in) {
    switch (in.ConsumeIntegralInRange(0, 2)) {
        case 0:
            return in.ConsumeIntegralInRange(-2, 50);
        case 1:
            return in.ConsumeIntegralInRange(3599990, 3600010);
        default:
            return in.ConsumeIntegral<int>();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    FuzzedDataProvider in(data, size);
    gomoku::SearchSettings s;
    s.rule = in.ConsumeBool() ? gomoku::Rule::ExactFive : gomoku::Rule::Freestyle;
    s.time_limit_ms = some_int(in);
    s.max_depth = some_int(in);
    s.aggression = some_double(in);
    s.tt_megabytes = in.ConsumeBool() ? in.ConsumeIntegralInRange(-1, 2) : some_int(in);
    s.node_budget = in.ConsumeIntegralInRange<uint64_t>(1, 500);
    s.seed = in.ConsumeIntegral<uint64_t>();
    const bool valid = s.time_limit_ms >= 0 && s.time_limit_ms <= 3600000 && s.max_depth >= 0 &&
                       s.max_depth <= 40 && s.aggression >= 0.0 && s.aggression <= 16.0 &&
                       s.tt_megabytes >= 0 && s.tt_megabytes <= 1024;
    try {
        gomoku::validate_settings(s);
        FUZZ_CHECK(valid, "settings out of range accepted");
    } catch (const Error& e) {
        FUZZ_CHECK(!valid && e.kind() == ErrorKind::InvalidParameter, e.what());
    }
    if (valid) {
        // Valid settings work in every entry point (small budgets and tables keep it quick).
        gomoku::Position pos(7);
        pos.place({3, 3}, gomoku::Cell::Opponent);
        StopCheck stop;
        gomoku::quick_best(pos, s);
        gomoku::rank_candidates(pos, s, stop, false);
        if (s.tt_megabytes >= 1 && s.tt_megabytes <= 2) {
            const gomoku::SearchResult r = gomoku::search_best_move(pos, s, stop);
            FUZZ_CHECK(pos.on_board(r.move) && pos.at(r.move) == gomoku::Cell::Empty, "move");
        }
    }

    const std::string name = in.ConsumeRandomLengthString(16);
    try {
        const balda::Strategy st = balda::parse_strategy(name);
        FUZZ_CHECK(name == (st == balda::Strategy::Longest ? "longest" : "lookahead"), name);
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::InvalidParameter, e.what());
    }

    const std::string pile = in.ConsumeRandomLengthString(64);
    try {
        const wythoff::BigUnsigned v = wythoff::parse_pile(pile, "b");
        FUZZ_CHECK(!pile.empty() && pile[0] >= '0' && pile[0] <= '9', "pile text: " + pile);
        (void)v;
    } catch (const Error& e) {
        FUZZ_CHECK(pgg_fuzz::kind_in(e, {ErrorKind::InvalidParameter, ErrorKind::OutOfRange}),
                   e.what());
    }
    return 0;
}
