#!/usr/bin/env python3
"""How long the Gomocup brain takes to answer a turn, against the turn it was given.

The brain keeps part of each turn in reserve for the way back of its answer; this measures how
much of that reserve the answer needs. For each shared test position (the must-defend and
forced-win files of ../shared/data) it starts the brain, sends the turn time and the board, and
times from `DONE` to the move. It prints the slowest answers and the median (an answer later
than the turn would lose a Gomocup game on time), and the nodes a second of the searches (the
nodes the brain reports over the time of the answers that searched): a fresh brain's search, its
tables' page faults included.

  python3 bench/gomoku/answer_times.py [--ms 1000] [--brain PATH] [--kinds must-defend forced-win]

Run it alone on the machine: a busy core delays the answer like any other program.
"""
import argparse
import os
import re
import subprocess
import sys
import time

from positions import KINDS, ROOT, board_lines, load_positions


def answer(brain, p, ms):
    """The milliseconds from the end of the board to the brain's move, and the nodes it reported
    (0 when it answered unsearched)."""
    proc = subprocess.Popen([brain], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            bufsize=1)

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    try:
        lines = board_lines(p["size"], p["to_move_stones"], p["other_stones"], ms)
        send(lines[0])
        proc.stdout.readline()  # START's OK: the brain makes its tables ready first, untimed
        for line in lines[1:]:
            send(line)
        start = time.perf_counter()
        send("DONE")
        nodes = 0
        while True:
            line = proc.stdout.readline()
            if not line:
                raise RuntimeError(f"the brain ended without a move (position {p['id']})")
            m = re.match(r"MESSAGE depth \d+ score -?\d+ nodes (\d+)", line)
            if m:
                nodes = int(m.group(1))
            if line[:1].isdigit():
                return (time.perf_counter() - start) * 1000, nodes
    finally:
        try:
            send("END")
        except BrokenPipeError:
            pass
        proc.wait(timeout=60)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ms", type=int, default=1000, help="timeout_turn given to the brain")
    ap.add_argument("--brain", default=os.path.join(ROOT, "build", "release", "pbrain-pg_games"))
    ap.add_argument("--kinds", nargs="+", choices=sorted(KINDS), default=sorted(KINDS))
    a = ap.parse_args()
    times = []
    searched_nodes = searched_ms = 0
    for kind in a.kinds:
        for p in load_positions(kind):
            ms, nodes = answer(a.brain, p, a.ms)
            times.append((ms, kind, p["id"]))
            if nodes > 0:
                searched_nodes += nodes
                searched_ms += ms
    times.sort()
    slowest = ", ".join(f"{t:.1f} ms ({kind} {pid})" for t, kind, pid in reversed(times[-5:]))
    print(f"turn {a.ms} ms, {len(times)} answers: median {times[len(times) // 2][0]:.1f} ms; "
          f"slowest {slowest}")
    if searched_ms > 0:
        print(f"searches: {searched_nodes} nodes in {searched_ms / 1000:.1f} s, "
              f"{searched_nodes / searched_ms * 1000:.0f} nodes a second")
    late = [t for t in times if t[0] > a.ms]
    print(f"answers later than the turn: {len(late)}")
    return 1 if late else 0


if __name__ == "__main__":
    sys.exit(main())
