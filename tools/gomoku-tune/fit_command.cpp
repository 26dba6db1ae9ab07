// Fitting: reads the positions, skips those the search never evaluates statically, splits the
// games into a fitting set and a held-out set (every n-th game), fits the scale of the current
// weights, then the weights at that scale, and prints the figures and the new table.
#include "fit_command.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>

#include "args.h"
#include "core/common/error.h"
#include "core/gomoku/board.h"
#include "core/gomoku/tuning.h"
#include "table_output.h"

namespace pg_games::gomoku_tune {

using namespace pg_games::gomoku;
using namespace pg_games::gomoku::tuning;

const char* const kFitUsage =
    "gomoku-tune fit FILE [--out weights.txt] [--holdout N=10] [--ridge R=0.001]\n"
    "                     [--hold name,name...] [--anchor name,name...] [--judge FILE2]\n";

// The weights whose sum the printed table keeps at its current value: those of a cell that
// makes a four and of one that makes an open four (patterns and threats together, because the
// data hardly separates a cell's four pattern from its four threat).
const char* const kDefaultAnchor = "pattern.four,threat.four,pattern.open_four,threat.flex4";

namespace {

struct Data {
    std::vector<Sample> fitting, held_out;
    long lines = 0, settled = 0;
};

// Reads every position; games whose number is N-1 mod N are held out.
Data read_data(const std::string& path, int holdout) {
    std::ifstream in(path);
    if (!in) throw Error(ErrorKind::UndefinedObject, "cannot read " + path);
    Data d;
    auto board = std::make_unique<Board>(Board::empty_board(19, Rule::Freestyle));
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        ++d.lines;
        const Record r = parse_record(line);
        replay(r, *board);
        if (settled(*board)) {
            ++d.settled;
            continue;
        }
        Sample s{features(*board), r.result, r.game};
        (r.game % holdout == holdout - 1 ? d.held_out : d.fitting).push_back(s);
    }
    return d;
}

// Comma-separated weight names as feature indices.
std::vector<int> weight_list(const std::string& text) {
    std::vector<int> out;
    std::istringstream in(text);
    std::string name;
    while (std::getline(in, name, ',')) {
        if (name.empty()) continue;
        const int i = weight_index(name);
        if (i < 0)
            throw Error(ErrorKind::InvalidParameter, "unknown weight " + name, {},
                        "Use names such as pattern.open_three or threat.flex4.");
        out.push_back(i);
    }
    return out;
}

// How many of the 9^4 line pattern combinations that can only be "low" or "none" threats
// (no five, four or open three) change class between two tables: combine() in eval.cpp makes
// them low when their pattern sum exceeds four times pattern[kPatOne].
int low_class_changes(const Weights& a, const Weights& b) {
    int changes = 0;
    for (int i = 0; i < kPatCount * kPatCount * kPatCount * kPatCount; ++i) {
        int r = i, sa = 0, sb = 0;
        bool plain = true;
        for (int k = 0; k < 4; ++k) {
            const int p = r % kPatCount;
            r /= kPatCount;
            if (p >= kPatOpenThree) plain = false;
            sa += a.pattern[p];
            sb += b.pattern[p];
        }
        if (plain && (sa > a.pattern[kPatOne] * 4) != (sb > b.pattern[kPatOne] * 4)) ++changes;
    }
    return changes;
}

void print_quality(const char* label, const Quality& q) {
    std::printf("  %-34s log-loss %.4f  accuracy %.2f%% (%zu positions, %zu decisive)\n", label,
                q.log_loss, 100 * q.accuracy, q.samples, q.decisive);
}

}  // namespace

int fit_command(const std::vector<std::string>& raw) {
    const Args args(raw, {"out", "holdout", "ridge", "hold", "anchor", "judge"});
    if (args.positional().size() != 1)
        throw Error(ErrorKind::InvalidParameter, "fit needs one data file", {},
                    std::string("Usage: ") + kFitUsage);
    const int holdout = static_cast<int>(args.number("holdout", 10, 2, 1000));
    const double ridge = args.real("ridge", 0.001, 0, 1e6);
    const std::vector<int> held = weight_list(args.text("hold", ""));
    const std::vector<int> anchor = weight_list(args.text("anchor", kDefaultAnchor));
    const auto start = std::chrono::steady_clock::now();
    const Data data = read_data(args.positional()[0], holdout);
    std::printf(
        "%ld positions read; %ld skipped as settled (a five to make or to block, or an "
        "open four to make: the search never evaluates them); %zu fitting, %zu held out "
        "(game number %% %d == %d)\n",
        data.lines, data.settled, data.fitting.size(), data.held_out.size(), holdout, holdout - 1);
    if (data.fitting.empty() || data.held_out.empty())
        throw Error(ErrorKind::DataException, "too few positions to fit and to judge");

    const Vector current = to_vector(kWeights);
    FitOptions options;
    options.scale = fit_scale(data.fitting, current);
    for (int i = 0; i < kFeatureCount; ++i) options.free[i] = true;
    // The "none" weights must stay 0: every cell has four patterns and one threat, so with them
    // free the fit could shift weight between them and the rest (the counts sum to constants).
    options.free[kPatNone] = options.free[kThreatBase + kThreatNone] = false;
    for (int i : held) options.free[i] = false;
    options.ridge = ridge;
    const FitResult fitted = fit(data.fitting, current, options);

    // Integers on the current scale: the anchor weights' sum keeps its current value.
    double now = 0, then = 0;
    for (int i : anchor) {
        now += current[i];
        then += fitted.weights[i];
    }
    const double factor = then > 0 ? now / then : 1;
    Vector scaled = fitted.weights;
    for (int i = 0; i < kFeatureCount; ++i)
        if (fitted.fitted[i]) scaled[i] *= factor;
    const Weights table = to_weights(scaled);

    std::printf("scale of the current weights (fitted): p = sigma(eval / %.1f)\n", options.scale);
    std::printf("ridge %g; Newton iterations: %d; fitting-set log-loss %.4f -> %.4f\n",
                options.ridge, fitted.iterations,
                quality(data.fitting, current, options.scale).log_loss, fitted.loss);
    std::printf("held-out games:\n");
    print_quality("current weights", quality(data.held_out, current, options.scale));
    print_quality("fitted weights", quality(data.held_out, fitted.weights, options.scale));
    print_quality("fitted table (integers, rescaled)",
                  quality(data.held_out, to_vector(table), options.scale * factor));
    if (args.has("judge")) {  // every position of another data file (other games, budgets...)
        Data other = read_data(args.text("judge", ""), holdout);
        other.fitting.insert(other.fitting.end(), other.held_out.begin(), other.held_out.end());
        std::printf("%s (%ld settled positions skipped):\n", args.text("judge", "").c_str(),
                    other.settled);
        print_quality("current weights", quality(other.fitting, current, options.scale));
        print_quality("fitted weights", quality(other.fitting, fitted.weights, options.scale));
        print_quality("fitted table (integers, rescaled)",
                      quality(other.fitting, to_vector(table), options.scale * factor));
    }
    std::printf("weights (rescaled by %.3f so that the anchor weights keep their sum):\n", factor);
    std::printf("  %-20s %9s %12s %9s\n", "weight", "current", "fitted", "table");
    for (int i = 0; i < kFeatureCount; ++i) {
        const char* note = fitted.fitted[i]  ? ""
                           : options.free[i] ? "  (no data: kept)"
                                             : "  (held)";
        std::printf("  %-20s %9.0f %12.2f %9.0f%s\n", weight_name(i), current[i], fitted.weights[i],
                    std::round(scaled[i]), note);
    }
    std::printf(
        "line pattern combinations changing between low and no threat under the new "
        "pattern[kPatOne]: %d\n",
        low_class_changes(kWeights, table));
    finish_table(args, initializer(table), start);
    return 0;
}

}  // namespace pg_games::gomoku_tune
