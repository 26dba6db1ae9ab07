#!/usr/bin/env python3
"""A match's score as engine projects give it: W-D-L, the score with its 95% interval, the Elo
difference with its interval, and the log-likelihood ratio of a sequential probability ratio
test (alpha = beta = 0.05) between the Elo hypotheses elo0 and elo1.

    match_stats.py WINS DRAWS LOSSES [ELO0 ELO1] [--pairs P0 P1 P2 P3 P4]
                                                 (default hypotheses 0 and 20)

With --pairs (how many pairs of games, one opening with colours swapped, gave "new" 0, 1/2, 1,
3/2 and 2 points) the interval and the test use the variance of the pair scores (the
pentanomial model): the two games of a pair share their opening, so they are not independent,
and a pair the opening decides (each side wins with the same colour) carries no noise.
"""
import math
import sys

args = sys.argv[1:]
pairs = None
if "--pairs" in args:
    k = args.index("--pairs")
    pairs = [int(v) for v in args[k + 1:k + 6]]
    args = args[:k] + args[k + 6:]
    if len(pairs) != 5:
        sys.exit(__doc__)
if len(args) not in (3, 5):
    sys.exit(__doc__)
w, d, l = (int(v) for v in args[0:3])
elo0, elo1 = (float(v) for v in args[3:5]) if len(args) == 5 else (0.0, 20.0)
n = w + d + l
s = (w + d / 2) / n
var = 0.0
if pairs and sum(pairs) > 0:
    # Per-game units: a pair's score is its mean, and its variance counts once for two games.
    npairs = sum(pairs)
    values = [0, 0.25, 0.5, 0.75, 1]
    ps = sum(c * v for c, v in zip(pairs, values)) / npairs
    var = sum(c * (v - ps) ** 2 for c, v in zip(pairs, values)) / npairs * 2
if var == 0:  # no pairs, or every pair alike so far (each won by its colour): the per-game spread
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n
half = 1.96 * math.sqrt(var / n) if var > 0 else 0.0


def elo(p):
    p = min(max(p, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / p - 1)


def expected(e):
    return 1 / (1 + 10 ** (-e / 400))


s0, s1 = expected(elo0), expected(elo1)
# The generalized SPRT with a normal approximation of the score (per game, or per pair).
llr = n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var) if var > 0 else 0.0
lower, upper = math.log(0.05 / 0.95), math.log(0.95 / 0.05)
verdict = "H1 accepted (new is stronger)" if llr >= upper else \
          "H0 accepted (no gain of elo1)" if llr <= lower else "undecided"
# The Elo interval from the score's, through the slope of the Elo curve at the score.
p = min(max(s, 1e-3), 1 - 1e-3)
elo_half = half * 400 / (math.log(10) * p * (1 - p))
pair_text = f", pairs {'-'.join(str(c) for c in pairs)}" if pairs else ""
print(f"games {n}: +{w} ={d} -{l}{pair_text}, score {100 * s:.1f}% +- {100 * half:.1f}, "
      f"Elo {elo(s):+.0f} +- {elo_half:.0f}, "
      f"LLR {llr:.2f} [{lower:.2f}, {upper:.2f}] ({elo0:g}, {elo1:g}): {verdict}")
