#!/usr/bin/env python3
"""Why a self-play run's pairs were split by the colour: the games of selfplay.sh, read back from
its scratch cluster, and the openings searched long by the brain.

  python3 bench/gomoku/split_pairs.py where-lost --tournaments A-B [--ms 3000]
      In each pair of those tournaments that one colour won twice, the game "new" lost: the first
      of the loser's turns at which a search of --ms proves the loser lost (a binary search over
      its turns, the game's last turn being lost), and how many of its own free moves it had made
      by then. Early means the game was decided in or near the opening; late, in the middle game.
  python3 bench/gomoku/split_pairs.py book --book FILE --tournaments A-B [A-B ...] [--ms 10000]
      Each opening of FILE (white to move) searched for --ms: its score for white, whether it is
      proven, and the score "new" made on the openings of each score band in those tournaments
      (each A-B one run; the runs' pairs pooled).

selfplay.sh stops its cluster at the end; start it again to read the games:
  runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D /tmp/pg_games-selfplay/data \\
      -o "-p 55451 -k /tmp/pg_games-selfplay" -l /tmp/pg_games-selfplay/server.log start
Tournament ids are the batches, in order (`SELECT id, name, min(started_at) ...` in referee);
each run of selfplay.sh adds as many as it played batches.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from positions import PROVEN, ROOT, ask, centred, read_book, sides  # noqa: E402

BANDS = [(-10**9, -1000, "below -1000"), (-1000, -300, "-1000 to -300"),
         (-300, 300, "-300 to 300"), (300, 10**9, "above 300")]


def tournament_range(text):
    """"A-B" as the inclusive pair (A, B)."""
    a, _, b = text.partition("-")
    if not a.isdigit() or not (b or a).isdigit():
        raise argparse.ArgumentTypeError(f"write a range of tournament ids as A-B, not {text}")
    return int(a), int(b or a)


def query(a, sql):
    """The JSON value of a one-row, one-column query against selfplay.sh's cluster."""
    out = subprocess.run(["psql", "-h", a.host, "-p", str(a.port), "-U", "postgres", "-d", a.db,
                          "-XAtc", sql], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("reading the games failed (is the cluster started? see --help): "
                 + out.stderr.strip())
    return json.loads(out.stdout.strip() or "null") or []


# The games of tournaments first..last with their opening, winner and who played black.
GAMES = """
SELECT g.id, g.tournament_id, g.opening, g.result, b.name AS black
FROM referee.game g
JOIN referee.player b ON b.tournament_id = g.tournament_id AND b.player_no = g.black
WHERE g.result IN ('black', 'white') AND g.tournament_id BETWEEN {first} AND {last}
"""


def split_losses(a, first, last):
    """The games "new" lost in pairs one colour won twice, each with its stones in order."""
    return query(a, f"""
WITH g AS ({GAMES.format(first=first, last=last)}),
p AS (SELECT tournament_id, opening FROM g GROUP BY 1, 2
      HAVING count(*) = 2 AND count(DISTINCT result) = 1)
SELECT json_agg(json_build_object('id', g.id, 'winner', g.result, 'opening', g.opening,
    'moves', (SELECT json_agg(json_build_array(m.x, m.y) ORDER BY m.ply)
              FROM referee.move m WHERE m.game_id = g.id)) ORDER BY g.id)
FROM g JOIN p USING (tournament_id, opening)
WHERE (g.result = 'black') <> (g.black = 'new')""")


def pair_points(a, first, last):
    """{opening text: points "new" made in its pair (0, 1 or 2)} for tournaments first..last (an
    opening played twice in the range keeps its last pair)."""
    rows = query(a, f"""
WITH g AS ({GAMES.format(first=first, last=last)})
SELECT json_agg(json_build_array(opening, points)) FROM (
    SELECT opening, sum(CASE WHEN (result = 'black') = (black = 'new') THEN 1 ELSE 0 END) AS points
    FROM g GROUP BY tournament_id, opening HAVING count(*) = 2) s""")
    return {opening: points for opening, points in rows}


def side_to_move_lost(a, moves, k):
    """After the first k stones: (proven lost for the side to move, the search's score)."""
    _, score, _ = ask(a.brain, 19, *sides(moves[:k]), a.ms)
    return score is not None and score <= -PROVEN, score


def first_free_turn(game):
    """The stone count at the loser's first turn after the opening (black moves at even counts)."""
    n = len(game["opening"].split())
    loser_parity = 1 if game["winner"] == "black" else 0
    return n if n % 2 == loser_parity else n + 1


def first_lost_turn(a, game):
    """The game's first loser-to-move stone count that a search proves lost, the loser's free
    moves before it, and the probes' scores."""
    moves = game["moves"]
    loser_turns = list(range(first_free_turn(game), len(moves), 2))
    lo, hi, probes = 0, len(loser_turns) - 1, {}
    while lo < hi:  # the last turn faces the five, so it is lost
        mid = (lo + hi) // 2
        lost, probes[loser_turns[mid]] = side_to_move_lost(a, moves, loser_turns[mid])
        if lost:
            hi = mid
        else:
            lo = mid + 1
    return loser_turns[lo], lo, probes


def where_lost(a):
    """The where-lost mode: a line for each game, then the summary."""
    games = split_losses(a, *a.tournaments[0])
    free_moves = []
    with ThreadPoolExecutor(a.jobs) as pool:
        found = pool.map(lambda g: first_lost_turn(a, g), games)
        for game, (turn, free, probes) in zip(games, found):
            free_moves.append(free)
            print(json.dumps({"game": game["id"], "winner": game["winner"],
                              "stones": len(game["moves"]), "first_proven_lost_after": turn,
                              "loser_free_moves_before": free, "scores": probes}), flush=True)
    if not free_moves:
        print("no pair was split by the colour")
        return
    free_moves.sort()
    won = collections.Counter(g["winner"] for g in games)
    print(f"{len(games)} games lost by new in colour-split pairs (black won {won['black']}, white "
          f"{won['white']}); the loser's free moves before a {a.ms} ms search proves it lost: "
          f"median {free_moves[len(free_moves) // 2]}, within 3: "
          f"{sum(f <= 3 for f in free_moves)}, 10 or more: {sum(f >= 10 for f in free_moves)}")


def opening_score(a, offsets):
    """White's score for a book opening (black's 3 and white's 2 stones, white to move)."""
    if len(offsets) % 2 == 0:
        sys.exit(f"book mode reads openings with white to move (an odd count of stones): {offsets}")
    _, score, depth = ask(a.brain, 19, *sides(centred(offsets)), a.ms)
    return score, depth


def book(a):
    """The book mode: a line for each opening played, then the score by white's score band."""
    runs = [pair_points(a, first, last) for first, last in a.tournaments]
    # An opening's text as the referee records it: its offsets, one space apart.
    played = [(" ".join(stones), offsets) for stones, offsets in read_book(a.book)
              if any(" ".join(stones) in run for run in runs)]
    by_band = collections.defaultdict(collections.Counter)
    with ThreadPoolExecutor(a.jobs) as pool:
        scored = pool.map(lambda p: opening_score(a, p[1]), played)
        for (line, _), (score, depth) in zip(played, scored):
            proven = score is not None and abs(score) >= PROVEN
            band = "proven" if proven else "unscored" if score is None else next(
                name for low, high, name in BANDS if low <= score < high)
            for run in runs:
                if line in run:
                    by_band[band][run[line]] += 1
            print(json.dumps({"opening": line, "white_score": score, "depth": depth,
                              "new_points": [run.get(line) for run in runs]}), flush=True)
    for band in ["proven", "unscored"] + [name for _, _, name in BANDS]:
        c = by_band.get(band)
        if c:
            pairs = sum(c.values())
            print(f"white's score {band}: {pairs} pairs, new won {c[2]} twice, {c[1]} split, "
                  f"lost {c[0]} twice: {100 * (c[1] + 2 * c[2]) / (2 * pairs):.1f}%")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["where-lost", "book"])
    ap.add_argument("--tournaments", type=tournament_range, nargs="+", required=True, metavar="A-B")
    ap.add_argument("--book", help="the book of the run (book mode)")
    ap.add_argument("--ms", type=int, help="each search's time, ms (3000 where-lost, 10000 book)")
    ap.add_argument("--brain", default=os.path.join(ROOT, "build", "release", "pbrain-pg_games"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--host", default="/tmp/pg_games-selfplay")
    ap.add_argument("--port", type=int, default=55451)
    ap.add_argument("--db", default="pg_games_selfplay")
    a = ap.parse_args()
    if a.mode == "book" and not a.book:
        ap.error("book mode needs --book")
    if a.mode == "where-lost" and len(a.tournaments) != 1:
        ap.error("where-lost reads one run: give one A-B")
    a.ms = a.ms or (10000 if a.mode == "book" else 3000)
    (where_lost if a.mode == "where-lost" else book)(a)


if __name__ == "__main__":
    main()
