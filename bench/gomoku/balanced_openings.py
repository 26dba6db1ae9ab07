#!/usr/bin/env python3
"""A book of balanced random openings for engine matches (the referee's --openings format).

Random openings (stones placed at random near the centre, as the referee's --random-openings)
are mostly won by whichever colour they favour, so most pairs of games (one opening, colours
swapped) end one win each whatever the engines: they measure the opening, not the engines. This
keeps only the openings that the engine's own search scores as close to even for the side to
move, so that more pairs are decided by the play.

  python3 bench/gomoku/balanced_openings.py [--count 600] [--stones 5] [--radius 3]
        [--nodes 200000] [--max-eval 150] [--seed 1] [--jobs 2] [--prover PATH] [--out FILE]
  python3 bench/gomoku/balanced_openings.py --rescore BOOK [--nodes N] [--max-eval E] [--scores]
        [--out FILE]

--rescore scores an existing book again (a stronger engine may find its openings won for one
side) and prints how many stay within --max-eval of even, and how many are proven; --scores
first prints each opening with its new score (to compare with the games played from it); --out
writes the openings that stay within --max-eval, with their new scores, as a book of its own
(a book balanced for a deeper search, in the order of BOOK).

Each candidate is searched by `gomoku-bench choose NODES score` (a node budget: the same book on
every machine). Openings equal under a rotation or reflection of the board count once. Lines are
"dx,dy ... # eval S": offsets from the centre, colours alternating from black, S the score for
the side to move.
"""
import argparse
import concurrent.futures
import os
import random
import sys

from positions import PROVEN, ROOT, centred, choose, read_book, sides

SIZE = 19


def canonical(stones):
    """The opening's smallest form over the 8 symmetries of the square (colours kept in order)."""
    forms = []
    for flip in (False, True):
        for turns in range(4):
            out = []
            for dx, dy in stones:
                x, y = (dy, dx) if flip else (dx, dy)
                for _ in range(turns):
                    x, y = -y, x
                out.append((x, y))
            black, white = sorted(out[0::2]), sorted(out[1::2])
            forms.append((tuple(black), tuple(white)))
    return min(forms)


def score(prover, nodes, stones):
    """The search's score for the side to move after the opening."""
    return choose(prover, nodes, SIZE, *sides(centred(stones)), with_score=True)[1]


def book_line(stones, s):
    """A book's line: the opening's "dx,dy" offsets and its score."""
    return " ".join(stones) + f" # eval {s}"


def rescore(a):
    """How many openings of a book stay near even under this engine and budget."""
    lines, openings = zip(*read_book(a.rescore))
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        scores = list(pool.map(lambda st: score(a.prover, a.nodes, st), openings))
    if a.scores:
        for stones, s in zip(lines, scores):
            print(book_line(stones, s))
    if a.out != "-":
        with open(a.out, "w") as out:
            for stones, s in zip(lines, scores):
                if abs(s) <= a.max_eval:
                    out.write(book_line(stones, s) + "\n")
    near = sum(abs(s) <= a.max_eval for s in scores)
    proven = sum(abs(s) >= PROVEN for s in scores)
    print(f"{a.rescore}: {near} of {len(scores)} within {a.max_eval} of even at {a.nodes} nodes; "
          f"{proven} proven won for one side")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=600, help="openings in the book")
    ap.add_argument("--stones", type=int, default=5)
    ap.add_argument("--radius", type=int, default=3, help="stones within this many cells of the centre")
    ap.add_argument("--nodes", type=int, default=200000, help="search nodes per candidate")
    ap.add_argument("--max-eval", type=int, default=150, help="largest |score| kept")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--prover", default=os.path.join(ROOT, "build/release/gomoku-bench"))
    ap.add_argument("--out", default="-")
    ap.add_argument("--rescore", metavar="BOOK", help="score this book's openings instead")
    ap.add_argument("--scores", action="store_true", help="with --rescore, print every opening's score")
    a = ap.parse_args()
    if a.rescore:
        rescore(a)
        return

    rng = random.Random(a.seed)
    area = [(dx, dy) for dx in range(-a.radius, a.radius + 1) for dy in range(-a.radius, a.radius + 1)]
    seen, kept, tried = set(), 0, 0
    out = sys.stdout if a.out == "-" else open(a.out, "w")
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        while kept < a.count:
            batch = []
            while len(batch) < 4 * a.jobs:
                stones = rng.sample(area, a.stones)
                key = canonical(stones)
                if key not in seen:
                    seen.add(key)
                    batch.append(stones)
            for stones, s in zip(batch, pool.map(lambda st: score(a.prover, a.nodes, st), batch)):
                tried += 1
                if abs(s) <= a.max_eval and kept < a.count:
                    kept += 1
                    # Written as found, so that a long run stopped early keeps its book so far.
                    out.write(book_line([f"{dx},{dy}" for dx, dy in stones], s) + "\n")
                    out.flush()
            print(f"\r{kept} balanced of {tried} tried", end="", file=sys.stderr)
    print(file=sys.stderr)


if __name__ == "__main__":
    main()
