// The logistic fit of the weights to game results, and the figures that judge a weight table.
#include "core/gomoku/tuning.h"

#include <algorithm>
#include <cmath>

namespace pg_games::gomoku::tuning {
namespace {

double sigmoid(double z) {
    return 1 / (1 + std::exp(-z));
}

// log(1 + e^z) without overflow.
double softplus(double z) {
    return z > 0 ? z + std::log1p(std::exp(-z)) : std::log1p(std::exp(z));
}

// The log-loss of one sample with logit z: -(y log p + (1 - y) log(1 - p)), p = sigma(z).
double sample_loss(double z, double y) {
    return softplus(z) - y * z;
}

double mean_loss(const std::vector<Sample>& samples, const Vector& w, double scale) {
    if (samples.empty()) return 0;
    double sum = 0;
    for (const Sample& s : samples) sum += sample_loss(dot(w, s.f) / (4 * scale), s.result);
    return sum / static_cast<double>(samples.size());
}

}  // namespace

bool solve_linear(std::vector<double>& a, std::vector<double>& b, int n) {
    for (int col = 0; col < n; ++col) {
        int pivot = col;
        for (int r = col + 1; r < n; ++r)
            if (std::fabs(a[r * n + col]) > std::fabs(a[pivot * n + col])) pivot = r;
        if (std::fabs(a[pivot * n + col]) < 1e-300) return false;
        if (pivot != col) {
            for (int k = 0; k < n; ++k) std::swap(a[col * n + k], a[pivot * n + k]);
            std::swap(b[col], b[pivot]);
        }
        for (int r = col + 1; r < n; ++r) {
            const double m = a[r * n + col] / a[col * n + col];
            for (int k = col; k < n; ++k) a[r * n + k] -= m * a[col * n + k];
            b[r] -= m * b[col];
        }
    }
    for (int r = n - 1; r >= 0; --r) {
        double s = b[r];
        for (int k = r + 1; k < n; ++k) s -= a[r * n + k] * b[k];
        b[r] = s / a[r * n + r];
    }
    return true;
}

bool newton_step(const std::vector<double>& g, const std::vector<double>& h, int n,
                 double damping, std::vector<double>& step, double& slope) {
    // On the diagonally normalised system, so that the damping means the same for every weight.
    std::vector<double> d(n), m(h);
    step.assign(n, 0);
    for (int a = 0; a < n; ++a) d[a] = std::sqrt(std::max(h[a * n + a], 1e-300));
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) m[a * n + b] = h[a * n + b] / (d[a] * d[b]);
        m[a * n + a] += damping;
        step[a] = -g[a] / d[a];
    }
    if (!solve_linear(m, step, n)) return false;
    slope = 0;
    for (int a = 0; a < n; ++a) {
        step[a] /= d[a];
        slope += g[a] * step[a];
    }
    return slope < 0 && -slope >= 1e-14;  // else converged (or no descent direction left)
}

double predict(const Vector& w, const Features& f, double scale) {
    return sigmoid(dot(w, f) / (4 * scale));
}

Quality quality(const std::vector<Sample>& samples, const Vector& w, double scale) {
    Quality q;
    q.samples = samples.size();
    double right = 0;
    for (const Sample& s : samples) {
        if (s.result == 0.5) continue;
        ++q.decisive;
        const double p = predict(w, s.f, scale);
        if (p == 0.5) {
            right += 0.5;
        } else if ((p > 0.5) == (s.result == 1)) {
            right += 1;
        }
    }
    q.log_loss = mean_loss(samples, w, scale);
    q.accuracy = q.decisive ? right / static_cast<double>(q.decisive) : 0;
    return q;
}

// The loss is unimodal in log(scale): a golden-section search over 1 .. 1e7.
double golden_scale(const std::function<double(double)>& loss) {
    const double phi = (std::sqrt(5.0) - 1) / 2;
    double lo = 0, hi = std::log(1e7);
    double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
    double fa = loss(std::exp(a)), fb = loss(std::exp(b));
    for (int i = 0; i < 80; ++i) {
        if (fa < fb) {
            hi = b;
            b = a;
            fb = fa;
            a = hi - phi * (hi - lo);
            fa = loss(std::exp(a));
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + phi * (hi - lo);
            fb = loss(std::exp(b));
        }
    }
    return std::exp((lo + hi) / 2);
}

double fit_scale(const std::vector<Sample>& samples, const Vector& w) {
    return golden_scale([&](double scale) { return mean_loss(samples, w, scale); });
}

FitResult fit(const std::vector<Sample>& samples, const Vector& start, const FitOptions& options) {
    FitResult result;
    result.weights = start;
    std::vector<int> active;  // the weights being fitted
    for (int i = 0; i < kFeatureCount; ++i) {
        if (!options.free[i]) continue;
        const bool seen = std::any_of(samples.begin(), samples.end(),
                                      [i](const Sample& s) { return s.f[i] != 0; });
        if (seen) {
            active.push_back(i);
            result.fitted[i] = true;
        }
    }
    const int n = static_cast<int>(active.size());
    const double k = 1 / (4 * options.scale);  // logit = k * dot(w, f)
    const double count = static_cast<double>(std::max<size_t>(samples.size(), 1));
    // The ridge penalty's curvature per active weight: ridge * (k * rms of the feature)^2.
    std::vector<double> stiffness(n, 0);
    for (int a = 0; a < n; ++a) {
        double sq = 0;
        for (const Sample& s : samples) sq += static_cast<double>(s.f[active[a]]) * s.f[active[a]];
        stiffness[a] = options.ridge * k * k * sq / count;
    }
    auto objective = [&](const Vector& v) {
        double pen = 0;
        for (int a = 0; a < n; ++a) {
            const double dw = v[active[a]] - start[active[a]];
            pen += stiffness[a] * dw * dw / 2;
        }
        return mean_loss(samples, v, options.scale) + pen;
    };
    Vector& w = result.weights;
    double loss = objective(w);
    for (int iter = 0; iter < options.max_iterations && n > 0; ++iter) {
        result.iterations = iter + 1;
        // The gradient and Hessian of the mean loss over the active weights.
        std::vector<double> g(n, 0), h(static_cast<size_t>(n) * n, 0);
        for (const Sample& s : samples) {
            const double p = sigmoid(k * dot(w, s.f));
            const double r = (p - s.result) * k, c = p * (1 - p) * k * k;
            for (int a = 0; a < n; ++a) {
                const double fa = s.f[active[a]];
                if (fa == 0) continue;
                g[a] += r * fa;
                for (int b = 0; b < n; ++b) h[a * n + b] += c * fa * s.f[active[b]];
            }
        }
        for (double& v : g) v /= count;
        for (double& v : h) v /= count;
        for (int a = 0; a < n; ++a) {
            g[a] += stiffness[a] * (w[active[a]] - start[active[a]]);
            h[a * n + a] += stiffness[a];
        }
        std::vector<double> step;
        double slope = 0;
        if (!newton_step(g, h, n, options.damping, step, slope)) break;
        const double before = loss;
        if (!line_search(w, active, step, slope, loss, objective)) break;
        if (before - loss < 1e-13) break;
    }
    result.loss = mean_loss(samples, w, options.scale);
    return result;
}

}  // namespace pg_games::gomoku::tuning
