#!/usr/bin/env python3
"""The engine on the shared test positions, as a Gomocup brain at a fixed time a move.

  must-defend (../shared/data/gomoku_must_defend.json): does the chosen move hold?
  forced wins (../shared/data/gomoku_forced_wins.json): does the chosen move keep the win?

A move is judged by the file's lists (moves known to hold / to lose, to keep / to lose the
win); a move in no list is judged by the brain's own long search from the other side
(--verify-ms): a proven win found for the opponent means the move loses (the game, or the win),
a proven loss that it holds (or keeps the win); with --reverify-ms, a move that search leaves
undecided gets a second, longer one. When the side to move has one move only, the brain plays it
unsearched and reports the static value, so the judge plays it and searches on from the other
side. Anything else stays "unknown", with the opponent's last score, and is counted as a
failure: a search that finds no win does not prove that none exists. A move that a longer
search has decided before is in bench/gomoku/judged_moves.json, with the command that judged it
(`--judge`), and is taken from there after the file's lists.

  python3 bench/gomoku/positions.py [--ms 1000] [--verify-ms 10000] [--reverify-ms 0]
                                    [--brain PATH] [--jobs 2] [--prover PATH]
                                    [--prove-nodes 500000] [--nodes N] [--runs 1]
  python3 bench/gomoku/positions.py --judge forced-win:128:11,10 [...] --verify-ms 600000

--nodes N takes the move under test from `gomoku-bench choose N` (the --prover program) instead of
the brain at --ms: a node budget instead of the clock, so the same build gives the same moves on
every run and two builds can be compared without the clock's noise (the judging is unchanged).
--runs N asks the brain N times for each position (a move by the clock varies with the machine's
timing) and prints each run's figures, then how often each position held or kept its win; a
move is judged once, however often it is chosen.
--judge KIND:ID:X,Y (KIND must-defend or forced-win) judges only those moves, by the same judge
without judged_moves.json, and prints each verdict as an entry for that file.
"""
import argparse
import datetime
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(os.path.dirname(ROOT), "shared", "data")
PROVEN = 1000000 - 1000  # kProvenThreshold = kWinScore - 1000 (src/core/gomoku/engine.h)
FORCED_PLIES = 8  # unsearched (only) replies the judge plays on before it gives up
JUDGED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "judged_moves.json")
KINDS = {"must-defend": "gomoku_must_defend.json", "forced-win": "gomoku_forced_wins.json"}
CENTRE = 10  # 1-based centre of 19x19, where the referee and the books place opening offsets


def load_positions(kind):
    """The positions of the shared data file of `kind` (a key of KINDS)."""
    return json.load(open(os.path.join(DATA, KINDS[kind])))


def judged_before(a, kind, p, move):
    """The verdict judged_moves.json records for `move` in position p of `kind`, or None."""
    for j in a.judged:
        if j["kind"] == kind and j["id"] == p["id"] and tuple(j["move"]) == move:
            return f"{j['verdict']} (judged before: {j['how']})"
    return None


def read_book(path):
    """A book's openings, each as its "dx,dy" offsets (the text) and as pairs of ints; what
    follows # and blank lines are left out."""
    book = []
    for raw in open(path):
        stones = raw.split("#")[0].split()
        if stones:
            book.append((stones, [tuple(map(int, s.split(","))) for s in stones]))
    return book


def centred(offsets):
    """Offsets from the centre as 1-based 19x19 cells."""
    return [(CENTRE + dx, CENTRE + dy) for dx, dy in offsets]


def sides(stones):
    """Stones in play order (black first), split into the side to move's and the other side's."""
    mover = len(stones) % 2  # 0: black to move
    return stones[mover::2], stones[1 - mover::2]


def board_lines(size, own, other, ms):
    """The protocol lines that ask a brain for its move at `ms` a turn (the side owning `own` to
    move), up to and without the closing DONE."""
    lines = [f"START {size}", f"INFO timeout_turn {ms}", f"INFO timeout_match {ms * 1000}",
             f"INFO time_left {ms * 1000}", "BOARD"]
    return lines + [f"{x - 1},{y - 1},1" for x, y in own] + [f"{x - 1},{y - 1},2" for x, y in other]


def ask(brain, size, own, other, ms):
    """The brain's move (1-based x, y), its last reported score for the side owning `own` and the
    depth it reported (0: its only move, answered unsearched)."""
    lines = board_lines(size, own, other, ms) + ["DONE", "END"]
    out = subprocess.run([brain], input="\n".join(lines) + "\n", capture_output=True, text=True,
                         timeout=ms / 1000 * 3 + 60).stdout.splitlines()
    score = depth = None
    for line in out:
        m = re.match(r"MESSAGE depth (\d+) score (-?\d+)", line)
        if m:
            depth, score = int(m.group(1)), int(m.group(2))
        m = re.fullmatch(r"(\d+),(\d+)", line.strip())
        if m:
            return (int(m.group(1)) + 1, int(m.group(2)) + 1), score, depth
    raise RuntimeError("no move in the brain's answers: " + " | ".join(out))


def choose(prover, nodes, size, own, other, with_score=False):
    """The engine's move (1-based x, y) under a node budget (`gomoku-bench choose`); with
    with_score, (move, the search's score for the side to move)."""
    stones = lambda s: " ".join(f"{x},{y}" for x, y in s)
    args = [prover, "choose", str(nodes)] + (["score"] if with_score else [])
    out = subprocess.run(args, input=f"{size}\n{stones(own)}\n{stones(other)}\n",
                         capture_output=True, text=True, timeout=3600)
    m = re.fullmatch(r"(\d+),(\d+)( -?\d+)?", out.stdout.strip())
    if out.returncode != 0 or not m:
        raise RuntimeError("choose failed: " + out.stderr.strip())
    move = int(m.group(1)), int(m.group(2))
    return (move, int(m.group(3))) if with_score else move


def tested_move(a, p):
    """The move under test: by node budget (--nodes) or by the brain at --ms."""
    if a.nodes:
        return choose(a.prover, a.nodes, p["size"], p["to_move_stones"], p["other_stones"])
    return ask(a.brain, p["size"], p["to_move_stones"], p["other_stones"], a.ms)[0]


def proves_win(prover, nodes, size, own, other, move):
    """True when the prover shows that `own` (to move), playing `move` (or any move: None), wins."""
    stones = lambda s: " ".join(f"{x},{y}" for x, y in s)
    text = f"{size}\n{stones(own)}\n{stones(other)}\n" + (f"{move[0]},{move[1]}" if move else "-") + "\n"
    out = subprocess.run([prover, "prove", str(nodes)], input=text, capture_output=True, text=True,
                         timeout=600)
    if out.returncode != 0:
        raise RuntimeError("prover failed: " + out.stderr.strip())
    return out.stdout.strip() == "win"


def judge_times(a):
    """The judging searches' times, each with its label: --verify-ms, then --reverify-ms if set."""
    times = [(a.verify_ms, "")]
    if a.reverify_ms > a.verify_ms:
        times.append((a.reverify_ms, f", {a.reverify_ms / 1000:g} s"))
    return times


def judged_by_search(a, p, move, opponent_wins, opponent_loses):
    """The verdict of the opponent's searches after `move` (--verify-ms, then --reverify-ms if
    set): the first proven result (`opponent_wins` or `opponent_loses`, with the search's time
    when the second decided), else unknown with the last score. A reply the brain gives
    unsearched (its only move, with the static value) is played, and the search goes on from
    the other side, up to FORCED_PLIES times: that value says nothing about the outcome."""
    score = None
    for ms, label in judge_times(a):
        to_move, other = p["other_stones"], p["to_move_stones"] + [list(move)]
        for ply in range(FORCED_PLIES + 1):
            reply, score, depth = ask(a.brain, p["size"], to_move, other, ms)
            if ply % 2:  # our side to move: its score, as the opponent's
                score = None if score is None else -score
            if score is not None and abs(score) >= PROVEN:
                forced = f", after {ply} forced {'reply' if ply == 1 else 'replies'}" if ply else ""
                return f"{opponent_wins if score > 0 else opponent_loses} (own search{label}{forced})"
            if depth != 0:
                break
            to_move, other = other, to_move + [list(reply)]
    return f"unknown (the opponent's score after it: {score})"


def judge_defence(a, p, move):
    """The verdict on `move` in a must-defend position: "holds", "loses ..." or "unknown ..."."""
    holds = [tuple(m) for m in p["moves_that_hold"]] + [tuple(p["holding_move"])]
    if move in holds:
        return "holds"
    if move in [tuple(m) for m in p["moves_that_lose"]]:
        return "loses"
    before = judged_before(a, "must-defend", p, move)
    if before:
        return before
    if proves_win(a.prover, a.prove_nodes, p["size"], p["other_stones"],
                  p["to_move_stones"] + [list(move)], None):
        return "loses (proof)"
    return judged_by_search(a, p, move, "loses", "holds")


def judge_win(a, p, move):
    """The verdict on `move` in a forced-win position: "keeps", "loses it ..." or "unknown ..."."""
    keeps = [tuple(m) for m in p["moves_that_keep_the_win"]] + [tuple(p["winning_move"])]
    if move in keeps:
        return "keeps"
    if move in [tuple(m) for m in p["moves_that_lose_it"]]:
        return "loses it"
    before = judged_before(a, "forced-win", p, move)
    if before:
        return before
    if proves_win(a.prover, a.prove_nodes, p["size"], p["to_move_stones"], p["other_stones"], move):
        return "keeps (proof)"
    return judged_by_search(a, p, move, "loses it", "keeps")


def run_once(a, pool, positions, judge, verdicts):
    """One run: the move under test in every position, and its verdict (judged once per move:
    `verdicts` keeps them by position and move across runs)."""
    moves = list(pool.map(lambda p: tested_move(a, p), positions))
    todo = {(p["id"], m): (p, m) for p, m in zip(positions, moves) if (p["id"], m) not in verdicts}
    for key, v in zip(todo, pool.map(lambda pm: judge(a, *pm), todo.values())):
        verdicts[key] = v
    return [(m, verdicts[(p["id"], m)]) for p, m in zip(positions, moves)]


def report(setting, defend, d, wins, w):
    """Prints one run's figures and the positions it failed; returns (held, kept)."""
    held = sum(v.startswith("holds") for _, v in d)
    print(f"must-defend at {setting}: {held} of {len(defend)} hold")
    for p, (m, v) in zip(defend, d):
        if not v.startswith("holds"):
            print(f"  position {p['id']}: {m} {v} (holds: {p['holding_move']})")
    buckets = [("5-9", 5, 9), ("11-19", 11, 19), ("21-49", 21, 49)]
    kept = sum(v.startswith("keeps") for _, v in w)
    parts = []
    for name, lo, hi in buckets:
        sel = [v for p, (_, v) in zip(wins, w) if lo <= p["mate_plies"] <= hi]
        parts.append(f"{sum(v.startswith('keeps') for v in sel)} of {len(sel)} at {name} plies")
    print(f"forced wins at {setting}: {kept} of {len(wins)} kept ({', '.join(parts)})")
    for p, (m, v) in zip(wins, w):
        if not v.startswith("keeps"):
            print(f"  position {p['id']} ({p['mate_plies']} plies): {m} {v} (wins: {p['winning_move']})")
    return held, kept


def tally(name, positions, runs, good):
    """How often each position that failed in some run passed, over the runs."""
    for i, p in enumerate(positions):
        results = [r[i] for r in runs]
        passed = sum(v.startswith(good) for _, v in results)
        if passed < len(runs):
            moves = ", ".join(f"{m} {v.split(' (')[0]}" for m, v in results)
            print(f"  {name} {p['id']}: {passed} of {len(runs)} ({moves})")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ms", type=int, default=1000, help="time a move (timeout_turn), ms")
    ap.add_argument("--verify-ms", type=int, default=10000, help="time of the judging search, ms")
    ap.add_argument("--reverify-ms", type=int, default=0,
                    help="time of a second judging search for a move the first leaves undecided (0: none)")
    ap.add_argument("--brain", default=os.path.join(ROOT, "build", "release", "pbrain-pg_games"))
    ap.add_argument("--prover", default=os.path.join(ROOT, "build", "release", "gomoku-bench"))
    ap.add_argument("--prove-nodes", type=int, default=500000, help="node cap of the proof check")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--nodes", type=int, default=0, help="node budget of the tested move (0: the clock)")
    ap.add_argument("--runs", type=int, default=1, help="times each position is asked (default 1)")
    ap.add_argument("--judge", nargs="+", metavar="KIND:ID:X,Y",
                    help="judge these moves only (KIND must-defend or forced-win)")
    a = ap.parse_args()
    if a.runs < 1:
        ap.error("--runs must be at least 1")
    if a.judge:
        return judge_only(a, ap)
    a.judged = json.load(open(JUDGED))
    setting = f"{a.nodes} nodes" if a.nodes else f"{a.ms} ms"
    defend, wins = load_positions("must-defend"), load_positions("forced-win")
    d_runs, w_runs, figures = [], [], []
    d_verdicts, w_verdicts = {}, {}
    with ThreadPoolExecutor(a.jobs) as pool:
        for run in range(a.runs):
            d_runs.append(run_once(a, pool, defend, judge_defence, d_verdicts))
            w_runs.append(run_once(a, pool, wins, judge_win, w_verdicts))
            if a.runs > 1:
                print(f"run {run + 1} of {a.runs}:")
            figures.append(report(setting, defend, d_runs[-1], wins, w_runs[-1]))
            sys.stdout.flush()
    if a.runs > 1:
        print(f"over {a.runs} runs: must-defend {', '.join(str(h) for h, _ in figures)} of "
              f"{len(defend)}; forced wins {', '.join(str(k) for _, k in figures)} of {len(wins)}")
        tally("must-defend", defend, d_runs, "holds")
        tally("forced win", wins, w_runs, "keeps")


def judge_only(a, ap):
    """--judge: each move's verdict by the judge alone, printed as a judged_moves.json entry."""
    a.judged = []
    todo = []
    for spec in a.judge:
        m = re.fullmatch(r"(must-defend|forced-win):(\d+):(\d+),(\d+)", spec)
        if not m:
            ap.error(f"--judge {spec}: write KIND:ID:X,Y, KIND must-defend or forced-win")
        kind, pid, move = m.group(1), int(m.group(2)), (int(m.group(3)), int(m.group(4)))
        p = next((p for p in load_positions(kind) if p["id"] == pid), None)
        if p is None:
            ap.error(f"--judge {spec}: no position {pid} in {KINDS[kind]}")
        todo.append((kind, p, move))
    judges = {"must-defend": judge_defence, "forced-win": judge_win}
    times = f"--verify-ms {a.verify_ms}"
    if a.reverify_ms:
        times += f" --reverify-ms {a.reverify_ms}"
    with ThreadPoolExecutor(a.jobs) as pool:
        verdicts = pool.map(lambda t: judges[t[0]](a, t[1], t[2]), todo)
        for spec, (kind, p, move), v in zip(a.judge, todo, verdicts):
            if v.startswith("unknown"):  # nothing to record
                print(f"# {spec}: {v}")
                continue
            how = v[v.find("(") + 1:-1] if "(" in v else "the file's lists"
            print(json.dumps({"kind": kind, "id": p["id"], "move": list(move),
                              "verdict": v.split(" (")[0],
                              "how": f"{how}; positions.py --judge {spec} {times}, "
                                     f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d}"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
