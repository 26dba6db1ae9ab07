// Fitting the evaluation weights (kWeights) to game results. evaluate() is linear in the weight
// table, so a position reduces to a feature vector (how often each weight is counted) and the
// weights can be fitted by logistic regression of the results on sigma(eval / scale).
#pragma once
#include "core/common/no_postgres.h"

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/gomoku/board.h"

namespace pg_games::gomoku::tuning {

// One feature per weight, in the order of Weights: pattern[0..8], then threat[0..7].
constexpr int kFeatureCount = kPatCount + kThreatFive + 1;
constexpr int kThreatBase = kPatCount;  // the index of threat[0]
using Features = std::array<int32_t, kFeatureCount>;
using Vector = std::array<double, kFeatureCount>;

// The names of the weights ("pattern.open_three", "threat.flex4"...), in feature order.
const char* weight_name(int i);
// The feature index of a weight name, or -1.
int weight_index(const std::string& name);

// How many times the cell scores of colour c use each weight: four line patterns and one threat
// per empty cell of the board (the threat as the board classified it, i.e. with kWeights).
// dot(w, colour_counts(b, c)) == b.score_sum(c) when w is kWeights.
Features colour_counts(const Board& b, int c);
// The features of the side to move: twice its own counts minus the opponent's, so that
// evaluate(b) == dot(kWeights, features(b)) / 4 (integer division, as evaluate() does).
Features features(const Board& b);

Vector to_vector(const Weights& w);
// The weights rounded to the nearest integers.
Weights to_weights(const Vector& v);
int64_t dot(const Weights& w, const Features& f);
double dot(const Vector& w, const Features& f);

// Positions the search never evaluates statically: either side can make a five at once, or the
// side to move can make an open four (or two fours). The fit skips them.
bool settled(const Board& b);

// One position of a self-play data file: the game's moves up to it and the game's result.
struct Record {
    int game = 0;
    int size = 19;
    std::vector<Point> moves;  // every stone so far, black first, colours alternating
    double result = 0.5;       // for the side to move: 1 win, 0.5 draw, 0 loss
};
bool operator==(const Record& a, const Record& b);

// The first line of a data file, describing the format of the others.
extern const char* const kRecordHeader;
// One line (no newline): "game size side result x,y x,y ..." with side b or w (the side to
// move), result 1, 0.5 or 0, and 0-based cells.
std::string format_record(const Record& r);
// Parses a line of format_record. Throws Error(InvalidText) when it is malformed or
// inconsistent (the side to move disagreeing with the number of stones, a cell off the board).
Record parse_record(const std::string& line);
// Sets b to the record's position (Freestyle). Throws Error(DataException) on a repeated cell.
void replay(const Record& r, Board& b);

// A position as the fit sees it.
struct Sample {
    Features f;
    double result;  // for the side to move
    int game;
};

// The predicted score of the side to move: sigma(eval / scale), eval = dot(w, f) / 4.
double predict(const Vector& w, const Features& f, double scale);

// The held-out figures: mean log-loss over every sample; accuracy over the decisive ones
// (a prediction of exactly one half counts as half right).
struct Quality {
    double log_loss = 0;
    double accuracy = 0;
    size_t samples = 0;
    size_t decisive = 0;
};
Quality quality(const std::vector<Sample>& samples, const Vector& w, double scale);

// The scale that minimises the log-loss of fixed weights.
double fit_scale(const std::vector<Sample>& samples, const Vector& w);
// The scale in 1 .. 1e7 that minimises a loss unimodal in log(scale) (golden-section search).
double golden_scale(const std::function<double(double)>& loss);
// Solves a x = b in place (a is n x n, row-major) by Gaussian elimination with partial
// pivoting; false when a is singular.
bool solve_linear(std::vector<double>& a, std::vector<double>& b, int n);
// The damped Newton step of both fits for gradient g and Hessian h (n x n, row-major), and its
// slope g . step; false when there is none (a singular system, or no descent left: converged).
bool newton_step(const std::vector<double>& g, const std::vector<double>& h, int n,
                 double damping, std::vector<double>& step, double& slope);
// The backtracking line search after newton_step: halves the step until the objective falls by
// a fair share of the slope, then moves the active weights of w there and sets loss to the new
// value; false (w and loss unchanged) when no step length does.
template <class V, class Objective>
bool line_search(V& w, const std::vector<int>& active, const std::vector<double>& step,
                 double slope, double& loss, const Objective& objective) {
    V trial = w;
    for (double t = 1; t > 1e-12; t /= 2) {
        for (size_t a = 0; a < active.size(); ++a) trial[active[a]] = w[active[a]] + t * step[a];
        const double next = objective(trial);
        if (next <= loss + 1e-4 * t * slope) {
            w = trial;
            loss = next;
            return true;
        }
    }
    return false;
}

struct FitOptions {
    double scale = 100;                      // p = sigma(eval / scale), held fixed
    std::array<bool, kFeatureCount> free{};  // the weights the fit may change
    int max_iterations = 100;
    double damping = 1e-6;  // added to the normalised Hessian's diagonal
    // Ridge penalty toward the start: ridge / 2 * sum of (k * rms(f_i) * (w_i - start_i))^2
    // with k = 1 / (4 * scale), i.e. on each weight's typical share of the logit. It settles
    // weights that the data can hardly tell apart (pattern.four and threat.four, say).
    double ridge = 0;
};
struct FitResult {
    Vector weights{};
    int iterations = 0;
    double loss = 0;  // mean log-loss on the fitting samples (without the penalty)
    std::array<bool, kFeatureCount> fitted{};  // free weights whose feature is ever nonzero
};
// Minimises the mean log-loss over the free weights by damped Newton steps with a backtracking
// line search, starting from `start`. Weights that are not free, or whose feature is zero in
// every sample, keep their starting values.
FitResult fit(const std::vector<Sample>& samples, const Vector& start, const FitOptions& options);

// The weight table as a C++ initializer in the layout of kWeights in eval.cpp.
std::string initializer(const Weights& w);

}  // namespace pg_games::gomoku::tuning
