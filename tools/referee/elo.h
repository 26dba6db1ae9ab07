// Standings of a tournament: wins, losses, draws, score, and Elo estimates with error bars.
#pragma once

#include <string>
#include <vector>

namespace pg_games::referee {

// One finished game between players a and b; score_a is 1 (a won), 0.5 (draw) or 0 (b won).
struct GameScore {
    int a;
    int b;
    double score_a;
};

// The Elo difference that makes `score` (0..1) the expected score: 400 log10(p / (1 - p));
// +-infinity at 1 and 0.
double elo_difference(double score);

// The expected score of a player rated `diff` Elo above its opponent.
double expected_score(double diff);

// A two-player match result as an Elo difference with its 95% interval (normal approximation of
// the mean per-game score, as tournament managers print it). Bounds may be infinite.
struct EloInterval {
    double elo;
    double low;
    double high;
};
EloInterval match_elo(int wins, int losses, int draws);

// The Wilson score interval (95%) of a proportion: successes out of n.
struct Proportion {
    double rate;
    double low;
    double high;
};
Proportion wilson_interval(int successes, int n);

struct Standing {
    int player;
    int games = 0, wins = 0, losses = 0, draws = 0;
    double score = 0;      // wins + draws / 2
    double elo = 0;        // maximum-likelihood rating, the players' mean is 0
    double elo_error = 0;  // half-width of the 95% interval
};

// Fits Elo ratings to all games by maximum likelihood. `prior_draws` virtual draws against a
// fixed 0-rated opponent keep ratings finite when a player won or lost everything (0 = none:
// then every player needs both a win and a loss, or draws, for finite values). Best first.
std::vector<Standing> compute_standings(int players, const std::vector<GameScore>& games,
                                        double prior_draws = 1.0);

// Fewer games than this a player and the table shows no Elo: two games say nothing of it.
constexpr int kMinGamesForElo = 10;

// The standings as a terminal table, with the players' names; the Elo column only when every
// player has played kMinGamesForElo games.
std::string format_standings(const std::vector<Standing>& standings,
                             const std::vector<std::string>& names);

}  // namespace pg_games::referee
