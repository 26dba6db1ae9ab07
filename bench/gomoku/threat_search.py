#!/usr/bin/env python3
"""The two threat-space searches (depth-first find_vct, proof-number find_vct_pn) on the shared
positions under the same node cap: how many forced wins each proves, and how many of the
must-defend file's losing moves each shows to lose (a VCT for the opponent after the move).

  python3 bench/gomoku/threat_search.py [--nodes 300000] [--bench PATH]

Each proof is sound (every defence refuted), so a win found is a win kept whatever its move.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(os.path.dirname(ROOT), "shared", "data")
SEARCHES = ("dfs", "pn")


def stones(s):
    return " ".join(f"{x},{y}" for x, y in s)


def run(bench, nodes, positions):
    """Per position, {search: (won, nodes, ms)} for positions given as (size, own, other)."""
    text = "".join(f"{size}\n{stones(own)}\n{stones(other)}\n" for size, own, other in positions)
    out = subprocess.run([bench, "threats", str(nodes)], input=text, capture_output=True, text=True,
                         check=True).stdout.split("\n")
    rows = [line.split() for line in out if line.strip()]
    assert len(rows) == len(SEARCHES) * len(positions), "one line a search and position"
    return [{r[0]: (r[1] == "win", int(r[3]), float(r[4])) for r in rows[i:i + len(SEARCHES)]}
            for i in range(0, len(rows), len(SEARCHES))]


def summary(name, results):
    for s in SEARCHES:
        won = sum(r[s][0] for r in results)
        nodes = sum(r[s][1] for r in results)
        ms = sum(r[s][2] for r in results)
        print(f"  {s:3}: {won} of {len(results)} {name}, {nodes} nodes, {ms:.0f} ms")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, default=300000, help="node cap of each search")
    ap.add_argument("--bench", default=os.path.join(ROOT, "build", "release", "gomoku-bench"))
    a = ap.parse_args()
    wins = json.load(open(os.path.join(DATA, "gomoku_forced_wins.json")))
    defend = json.load(open(os.path.join(DATA, "gomoku_must_defend.json")))
    print(f"forced wins, {a.nodes} nodes a search:")
    w = run(a.bench, a.nodes, [(p["size"], p["to_move_stones"], p["other_stones"]) for p in wins])
    for name, lo, hi in (("at 5-9 plies", 5, 9), ("at 11-19 plies", 11, 19), ("at 21-49 plies", 21, 49)):
        summary(f"proven {name}", [r for p, r in zip(wins, w) if lo <= p["mate_plies"] <= hi])
    after = [(p["size"], p["other_stones"], p["to_move_stones"] + [m])
             for p in defend for m in p["moves_that_lose"]]
    print(f"must-defend, the opponent's win after each known losing move, {a.nodes} nodes a search:")
    summary("losing moves shown to lose", run(a.bench, a.nodes, after))


if __name__ == "__main__":
    sys.exit(main())
