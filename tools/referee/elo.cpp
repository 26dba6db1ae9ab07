// Standings and Elo estimates.
#include "tools/referee/elo.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace pg_games::referee {

namespace {

constexpr double kZ95 = 1.959963984540054;
const double kLogistic = std::log(10.0) / 400.0;  // d/d(diff) of ln(odds)

// Prints a rating bound, infinite ones as "inf".
std::string format_elo(double v) {
    if (std::isinf(v)) return v > 0 ? "+inf" : "-inf";
    char text[32];
    snprintf(text, sizeof text, "%+.0f", v);
    return text;
}

}  // namespace

double elo_difference(double score) {
    if (score <= 0) return -std::numeric_limits<double>::infinity();
    if (score >= 1) return std::numeric_limits<double>::infinity();
    return 400.0 * std::log10(score / (1.0 - score));
}

double expected_score(double diff) {
    return 1.0 / (1.0 + std::pow(10.0, -diff / 400.0));
}

EloInterval match_elo(int wins, int losses, int draws) {
    int n = wins + losses + draws;
    if (n == 0)
        return {0, -std::numeric_limits<double>::infinity(),
                std::numeric_limits<double>::infinity()};
    double p = (wins + 0.5 * draws) / n;
    double variance =
        (wins * (1 - p) * (1 - p) + losses * p * p + draws * (0.5 - p) * (0.5 - p)) / n;
    double se = std::sqrt(variance / n);
    return {elo_difference(p), elo_difference(p - kZ95 * se), elo_difference(p + kZ95 * se)};
}

Proportion wilson_interval(int successes, int n) {
    if (n == 0) return {0, 0, 1};
    double p = static_cast<double>(successes) / n, z2 = kZ95 * kZ95;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = kZ95 * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::vector<Standing> compute_standings(int players, const std::vector<GameScore>& games,
                                        double prior_draws) {
    std::vector<Standing> table(players);
    for (int i = 0; i < players; ++i) table[i].player = i;
    for (const GameScore& g : games) {
        for (int side = 0; side < 2; ++side) {
            Standing& s = table[side == 0 ? g.a : g.b];
            double score = side == 0 ? g.score_a : 1 - g.score_a;
            ++s.games;
            s.score += score;
            if (score == 1)
                ++s.wins;
            else if (score == 0)
                ++s.losses;
            else
                ++s.draws;
        }
    }

    // Maximum likelihood by Newton steps, one player at a time (Gauss-Seidel: updating all at
    // once overshoots, since a step for one player also moves its opponents' expected scores).
    std::vector<double> r(players, 0.0), info(players, 0.0);
    auto gradient_and_information = [&](int i, double& gradient) {
        gradient = 0;
        info[i] = 0;
        for (const GameScore& g : games) {
            if (g.a != i && g.b != i) continue;
            double e = expected_score(r[g.a] - r[g.b]);
            double s_i = g.a == i ? g.score_a : 1 - g.score_a;
            double e_i = g.a == i ? e : 1 - e;
            gradient += s_i - e_i;
            info[i] += e * (1 - e);
        }
        double e0 = expected_score(r[i]);
        gradient += prior_draws * (0.5 - e0);
        info[i] += prior_draws * e0 * (1 - e0);
    };
    for (int iteration = 0; iteration < 1000; ++iteration) {
        double largest = 0;
        for (int i = 0; i < players; ++i) {
            double gradient;
            gradient_and_information(i, gradient);
            if (info[i] <= 0) continue;
            double step = std::clamp(gradient / (kLogistic * info[i]), -200.0, 200.0);
            r[i] += step;
            largest = std::max(largest, std::fabs(step));
        }
        if (largest < 1e-7) break;
    }
    for (int i = 0; i < players; ++i) {
        double unused;
        gradient_and_information(i, unused);
    }
    double mean = 0;
    for (double v : r) mean += v;
    mean = players > 0 ? mean / players : 0;
    for (int i = 0; i < players; ++i) {
        table[i].elo = r[i] - mean;
        table[i].elo_error = info[i] > 0 ? kZ95 / (kLogistic * std::sqrt(info[i]))
                                         : std::numeric_limits<double>::infinity();
    }
    std::stable_sort(table.begin(), table.end(), [](const Standing& x, const Standing& y) {
        return x.score != y.score ? x.score > y.score : x.elo > y.elo;
    });
    return table;
}

std::string format_standings(const std::vector<Standing>& standings,
                             const std::vector<std::string>& names) {
    size_t width = 6;
    for (const std::string& n : names) width = std::max(width, n.size());
    bool show_elo = !standings.empty();
    for (const Standing& s : standings) show_elo = show_elo && s.games >= kMinGamesForElo;
    std::string out;
    char line[256];
    snprintf(line, sizeof line, " #  %-*s  games  wins  losses  draws  score%s\n",
             static_cast<int>(width), "player", show_elo ? "     Elo" : "");
    out += line;
    int rank = 0;
    for (const Standing& s : standings) {
        std::string elo;
        if (show_elo)
            elo = "  " + format_elo(s.elo) + " +- " +
                  (std::isinf(s.elo_error) ? std::string("inf")
                                           : std::to_string(std::lround(s.elo_error)));
        snprintf(line, sizeof line, "%2d  %-*s  %5d  %4d  %6d  %5d  %5.1f%s\n", ++rank,
                 static_cast<int>(width), names[s.player].c_str(), s.games, s.wins, s.losses,
                 s.draws, s.score, elo.c_str());
        out += line;
    }
    if (!show_elo && !standings.empty())
        out += "(Elo from " + std::to_string(kMinGamesForElo) + " games a player)\n";
    return out;
}

}  // namespace pg_games::referee
