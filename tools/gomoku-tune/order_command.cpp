// Fitting the move order: each position of a data file with the move the game went on with (the
// next position's last stone, chosen by the deeper search that played the game) becomes a
// softmax sample over the search's candidates there; games split into fitting and held out.
#include "order_command.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>

#include "args.h"
#include "core/common/error.h"
#include "core/gomoku/board.h"
#include "core/gomoku/tuning_order.h"
#include "table_output.h"

namespace pg_games::gomoku_tune {

using namespace pg_games::gomoku;
using namespace pg_games::gomoku::tuning;

const char* const kOrderUsage =
    "gomoku-tune order FILE... [--out weights.txt] [--holdout N=10] [--from order|eval]\n";

namespace {

struct OrderData {
    std::vector<OrderSample> fitting, held_out;
    long positions = 0, skipped = 0;
};

// Every position followed by the next one of its game in the same file gives a sample.
void read_order_data(const std::string& path, int holdout, OrderData& d) {
    std::ifstream in(path);
    if (!in) throw Error(ErrorKind::UndefinedObject, "cannot read " + path);
    auto board = std::make_unique<Board>(Board::empty_board(19, Rule::Freestyle));
    std::string line;
    Record last;
    bool have_last = false;
    OrderSample s;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        Record r = parse_record(line);
        if (have_last && r.game == last.game && r.moves.size() == last.moves.size() + 1) {
            ++d.positions;
            replay(last, *board);
            const Point p = r.moves.back();
            if (order_sample(*board, board->index(p.x, p.y), last.game, s)) {
                (last.game % holdout == holdout - 1 ? d.held_out : d.fitting).push_back(s);
            } else {
                ++d.skipped;
            }
        }
        last = std::move(r);
        have_last = true;
    }
}

// The move order before the fitted table: the evaluation's weights, the opponent's at the
// search's default share (move_value at kSearchOrderX16).
OrderVector evaluation_order() {
    OrderVector v = to_vector(OrderWeights{kWeights, kWeights});
    for (int i = kFeatureCount; i < kOrderFeatureCount; ++i) v[i] = v[i] * kSearchOrderX16 / 16;
    return v;
}

// The log-loss, then how often the chosen move is among the first k: the search's widths by
// depth (9, 12, 16, at the root 28 of which the first 20 count here) and the widths before.
void print_order_quality(const char* label, const OrderQuality& q) {
    std::printf("  %-26s log-loss %.4f, among the first", label, q.log_loss);
    for (int k : {1, 3, 9, 11, 12, 15, 16, 20}) std::printf(" %d: %.1f%%", k, 100 * q.within[k]);
    std::printf(" (%zu positions)\n", q.samples);
}

}  // namespace

int order_command(const std::vector<std::string>& raw) {
    const Args args(raw, {"out", "holdout", "from"});
    if (args.positional().empty())
        throw Error(ErrorKind::InvalidParameter, "order needs at least one data file", {},
                    std::string("Usage: ") + kOrderUsage);
    const int holdout = static_cast<int>(args.number("holdout", 10, 2, 1000));
    const std::string from = args.text("from", "order");
    if (from != "order" && from != "eval")
        throw Error(ErrorKind::InvalidParameter, "--from must be order or eval");
    const auto clock_start = std::chrono::steady_clock::now();
    OrderData data;
    for (const std::string& path : args.positional()) read_order_data(path, holdout, data);
    std::printf(
        "%ld positions with the move played; %ld skipped (a forced reply, or a move the "
        "search does not consider); %zu fitting, %zu held out (game number %% %d == %d)\n",
        data.positions, data.skipped, data.fitting.size(), data.held_out.size(), holdout,
        holdout - 1);
    if (data.fitting.empty() || data.held_out.empty())
        throw Error(ErrorKind::DataException, "too few positions to fit and to judge");

    const OrderVector eval = evaluation_order(), current = to_vector(kOrderWeights);
    const OrderVector start = from == "eval" ? eval : current;
    const double scale = fit_order_scale(data.fitting, start);
    std::array<bool, kOrderFeatureCount> free{};
    for (int i = 0; i < kOrderFeatureCount; ++i) free[i] = true;
    // Each candidate has four patterns and one threat a side: the "none" weights would only
    // shift every candidate alike.
    for (int base : {0, kFeatureCount})
        free[base + kPatNone] = free[base + kThreatBase + kThreatNone] = false;
    const OrderFitResult fitted = fit_order(data.fitting, start, scale, free);
    const OrderWeights table = to_order_weights(fitted.weights);

    std::printf("start: the %s; scale (fitted): p = softmax(value / %.1f)\n",
                from == "eval" ? "evaluation's move values" : "current kOrderWeights", scale);
    std::printf("Newton iterations: %d; fitting-set log-loss %.4f -> %.4f\n", fitted.iterations,
                order_quality(data.fitting, start, scale).log_loss, fitted.loss);
    std::printf("held-out games:\n");
    print_order_quality("evaluation's move values", order_quality(data.held_out, eval, scale));
    print_order_quality("current kOrderWeights", order_quality(data.held_out, current, scale));
    print_order_quality("fitted table (integers)",
                        order_quality(data.held_out, to_vector(table), scale));
    std::printf("weights:\n  %-24s %9s %9s\n", "weight", "start", "fitted");
    for (int i = 0; i < kOrderFeatureCount; ++i)
        std::printf("  %-24s %9.0f %9.0f%s\n", order_weight_name(i).c_str(), start[i],
                    fitted.weights[i],
                    fitted.fitted[i] ? ""
                    : free[i]        ? "  (no data: kept)"
                                     : "  (held)");
    finish_table(args, order_initializer(table), clock_start);
    return 0;
}

}  // namespace pg_games::gomoku_tune
