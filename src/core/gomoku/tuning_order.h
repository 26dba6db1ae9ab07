// Fitting the search's move order (kOrderWeights) to the moves a deeper search chose. A move's
// order value is linear in the order weights, so a candidate reduces to a feature vector (its
// four line patterns and its threat for each side) and the weights can be fitted by a softmax
// (multinomial logistic) regression over each position's candidates.
#pragma once
#include "core/common/no_postgres.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/gomoku/board.h"
#include "core/gomoku/eval.h"
#include "core/gomoku/tuning.h"

namespace pg_games::gomoku::tuning {

// The side to move's weights (in the order of Weights), then the opponent's.
constexpr int kOrderFeatureCount = 2 * kFeatureCount;
using OrderFeatures = std::array<int8_t, kOrderFeatureCount>;
using OrderVector = std::array<double, kOrderFeatureCount>;

// "own.pattern.open_three", "opp.threat.43"...; "?" out of range.
std::string order_weight_name(int i);

// How often the side to move playing idx counts each order weight: four patterns and one threat
// for each side. dot(kOrderWeights, order_features(b, idx)) is order_value's sum at the
// default aggression (before the five tiers).
OrderFeatures order_features(const Board& b, int idx);
int64_t dot(const OrderWeights& w, const OrderFeatures& f);
double dot(const OrderVector& w, const OrderFeatures& f);

OrderVector to_vector(const OrderWeights& w);
OrderWeights to_order_weights(const OrderVector& v);  // rounded to integers

// A position as the order fit sees it: the candidates the search orders there, and the one chosen.
struct OrderSample {
    std::vector<OrderFeatures> moves;
    int chosen = 0;  // index into moves
    int game = 0;
};
// The sample of the side to move choosing `chosen`; false when the search does not order there
// (it has a five or an open four to make, or must answer the opponent's) or `chosen` is no
// candidate.
bool order_sample(const Board& b, int chosen, int game, OrderSample& out);

// How well weights rank the chosen moves: the mean log-loss of the softmax of value / scale,
// and how often the chosen move is among the first k, k = 1 .. kOrderTop (ties rank it last).
constexpr int kOrderTop = 20;
struct OrderQuality {
    double log_loss = 0;
    std::array<double, kOrderTop + 1> within{};  // within[k]: among the first k; within[0] = 0
    size_t samples = 0;
};
OrderQuality order_quality(const std::vector<OrderSample>& samples, const OrderVector& w,
                           double scale);
// The scale that minimises the log-loss of fixed weights.
double fit_order_scale(const std::vector<OrderSample>& samples, const OrderVector& w);

struct OrderFitResult {
    OrderVector weights{};
    int iterations = 0;
    double loss = 0;
    std::array<bool, kOrderFeatureCount> fitted{};  // free weights that some candidates tell apart
};
// Minimises the mean log-loss over the free weights by damped Newton steps with a backtracking
// line search, starting from `start`; the scale is held fixed. A weight is fitted only when its
// feature differs between the candidates of some sample (else the softmax cannot see it).
OrderFitResult fit_order(const std::vector<OrderSample>& samples, const OrderVector& start,
                         double scale, const std::array<bool, kOrderFeatureCount>& free,
                         int max_iterations = 50);

// The table as a C++ initializer in the layout of kOrderWeights in eval.cpp.
std::string order_initializer(const OrderWeights& w);

}  // namespace pg_games::gomoku::tuning
