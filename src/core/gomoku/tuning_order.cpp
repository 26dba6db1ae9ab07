// The move order's features, quality figures and softmax fit.
#include "core/gomoku/tuning_order.h"

#include <algorithm>
#include <cmath>

#include "core/gomoku/movegen.h"

namespace pg_games::gomoku::tuning {
namespace {

// Each candidate's log-probability under the softmax of value / scale, into logp; returns the
// sample's loss, -logp[chosen].
double log_softmax(const OrderSample& s, const OrderVector& w, double scale,
                   std::vector<double>& logp) {
    logp.resize(s.moves.size());
    double top = -HUGE_VAL;
    for (size_t k = 0; k < s.moves.size(); ++k) {
        logp[k] = dot(w, s.moves[k]) / scale;
        top = std::max(top, logp[k]);
    }
    double sum = 0;
    for (double v : logp) sum += std::exp(v - top);
    const double norm = top + std::log(sum);
    for (double& v : logp) v -= norm;
    return -logp[static_cast<size_t>(s.chosen)];
}

double mean_order_loss(const std::vector<OrderSample>& samples, const OrderVector& w,
                       double scale) {
    if (samples.empty()) return 0;
    std::vector<double> logp;
    double sum = 0;
    for (const OrderSample& s : samples) sum += log_softmax(s, w, scale, logp);
    return sum / static_cast<double>(samples.size());
}

}  // namespace

std::string order_weight_name(int i) {
    if (i < 0 || i >= kOrderFeatureCount) return "?";
    return std::string(i < kFeatureCount ? "own." : "opp.") + weight_name(i % kFeatureCount);
}

OrderFeatures order_features(const Board& b, int idx) {
    OrderFeatures f{};
    const int me = b.side_to_move();
    for (int side = 0; side < 2; ++side) {
        const int c = side == 0 ? me : 1 - me, base = side * kFeatureCount;
        for (int d = 0; d < 4; ++d) ++f[base + b.pattern(c, d, idx)];
        ++f[base + kThreatBase + b.threat(c, idx)];
    }
    return f;
}

// Each side's half is an evaluation feature vector, so the evaluation's dot does the sum.
int64_t dot(const OrderWeights& w, const OrderFeatures& f) {
    Features own{}, opp{};
    std::copy(f.begin(), f.begin() + kFeatureCount, own.begin());
    std::copy(f.begin() + kFeatureCount, f.end(), opp.begin());
    return dot(w.own, own) + dot(w.opp, opp);
}

double dot(const OrderVector& w, const OrderFeatures& f) {
    double s = 0;
    for (int i = 0; i < kOrderFeatureCount; ++i) s += w[i] * f[i];
    return s;
}

OrderVector to_vector(const OrderWeights& w) {
    OrderVector v{};
    const Vector own = to_vector(w.own), opp = to_vector(w.opp);
    std::copy(own.begin(), own.end(), v.begin());
    std::copy(opp.begin(), opp.end(), v.begin() + kFeatureCount);
    return v;
}

OrderWeights to_order_weights(const OrderVector& v) {
    Vector own{}, opp{};
    std::copy(v.begin(), v.begin() + kFeatureCount, own.begin());
    std::copy(v.begin() + kFeatureCount, v.end(), opp.begin());
    return {to_weights(own), to_weights(opp)};
}

bool order_sample(const Board& b, int chosen, int game, OrderSample& out) {
    const int me = b.side_to_move();
    // A five or an open four to make: the search plays it without ordering.
    if (b.threat_count(me, kThreatFive) || b.threat_count(me, kThreatFlex4)) return false;
    std::vector<int> moves;
    if (generate_moves(b, kSearchOrderX16, false, moves, false)) return false;
    const auto it = std::find(moves.begin(), moves.end(), chosen);
    if (it == moves.end()) return false;
    out.moves.clear();
    for (int m : moves) out.moves.push_back(order_features(b, m));
    out.chosen = static_cast<int>(it - moves.begin());
    out.game = game;
    return true;
}

OrderQuality order_quality(const std::vector<OrderSample>& samples, const OrderVector& w,
                           double scale) {
    OrderQuality q;
    q.samples = samples.size();
    if (samples.empty()) return q;
    std::array<size_t, kOrderTop + 1> hits{};
    for (const OrderSample& s : samples) {
        const double mine = dot(w, s.moves[static_cast<size_t>(s.chosen)]);
        int ahead = 0;  // candidates valued at least as high (ties count against the choice)
        for (size_t k = 0; k < s.moves.size(); ++k)
            if (static_cast<int>(k) != s.chosen && dot(w, s.moves[k]) >= mine) ++ahead;
        for (int k = ahead + 1; k <= kOrderTop; ++k) ++hits[k];
    }
    for (int k = 0; k <= kOrderTop; ++k)
        q.within[k] = static_cast<double>(hits[k]) / static_cast<double>(samples.size());
    q.log_loss = mean_order_loss(samples, w, scale);
    return q;
}

double fit_order_scale(const std::vector<OrderSample>& samples, const OrderVector& w) {
    return golden_scale([&](double scale) { return mean_order_loss(samples, w, scale); });
}

OrderFitResult fit_order(const std::vector<OrderSample>& samples, const OrderVector& start,
                         double scale, const std::array<bool, kOrderFeatureCount>& free,
                         int max_iterations) {
    OrderFitResult result;
    result.weights = start;
    std::vector<int> active;
    for (int i = 0; i < kOrderFeatureCount; ++i) {
        if (!free[i]) continue;
        const bool varies = std::any_of(samples.begin(), samples.end(), [i](const OrderSample& s) {
            return std::any_of(s.moves.begin(), s.moves.end(),
                               [&](const OrderFeatures& f) { return f[i] != s.moves[0][i]; });
        });
        if (varies) {
            active.push_back(i);
            result.fitted[i] = true;
        }
    }
    const int n = static_cast<int>(active.size());
    const double count = static_cast<double>(std::max<size_t>(samples.size(), 1));
    OrderVector& w = result.weights;
    const auto objective = [&](const OrderVector& v) { return mean_order_loss(samples, v, scale); };
    double loss = objective(w);
    std::vector<double> logp, mean(n);
    for (int iter = 0; iter < max_iterations && n > 0; ++iter) {
        result.iterations = iter + 1;
        // Per sample, in units of the logit (value / scale): gradient E[f] - f(chosen), Hessian
        // the covariance of f under the softmax.
        std::vector<double> g(n, 0), h(static_cast<size_t>(n) * n, 0);
        for (const OrderSample& s : samples) {
            log_softmax(s, w, scale, logp);
            std::fill(mean.begin(), mean.end(), 0);
            for (size_t k = 0; k < s.moves.size(); ++k) {
                const double p = std::exp(logp[k]);
                for (int a = 0; a < n; ++a) mean[a] += p * s.moves[k][active[a]];
            }
            const OrderFeatures& chosen = s.moves[static_cast<size_t>(s.chosen)];
            for (int a = 0; a < n; ++a) g[a] += (mean[a] - chosen[active[a]]) / scale;
            for (size_t k = 0; k < s.moves.size(); ++k) {
                const double p = std::exp(logp[k]);
                if (p < 1e-12) continue;
                for (int a = 0; a < n; ++a) {
                    const double da = s.moves[k][active[a]] - mean[a];
                    if (da == 0) continue;
                    for (int b = 0; b < n; ++b)
                        h[a * n + b] +=
                            p * da * (s.moves[k][active[b]] - mean[b]) / (scale * scale);
                }
            }
        }
        for (double& v : g) v /= count;
        for (double& v : h) v /= count;
        // A damped Newton step, then a backtracking line search along it.
        std::vector<double> step;
        double slope = 0;
        if (!newton_step(g, h, n, 1e-6, step, slope)) break;
        const double before = loss;
        if (!line_search(w, active, step, slope, loss, objective)) break;
        if (before - loss < 1e-10) break;
    }
    result.loss = loss;
    return result;
}

std::string order_initializer(const OrderWeights& w) {
    auto row = [](const int* v, int count) {
        std::string out = "{";
        for (int i = 0; i < count; ++i) out += (i ? ", " : "") + std::to_string(v[i]);
        return out + "}";
    };
    std::string out = "const OrderWeights kOrderWeights = {\n";
    for (const Weights* t : {&w.own, &w.opp}) {
        out += "    {\n        // None One Two OpenTwo Three OpenThree Four OpenFour Five\n";
        out += "        " + row(t->pattern, kPatCount) + ",\n";
        out += "        // None Low Three 33 Four 43 Flex4 Five\n";
        out += "        " + row(t->threat, kThreatFive + 1) + ",\n    },\n";
    }
    return out + "};\n";
}

}  // namespace pg_games::gomoku::tuning
