#!/usr/bin/env python3
"""puzzles-rate.py BUILDDIR GAME [--attempts N]

Rates GAME's shipped puzzles (data/puzzles/GAME.txt) by who solves them:
`lalao-cli puzzles rate` lets a ladder of solvers (random moves, greedy
captures, the computer's levels 1 to 3, searches of 6 and 8 plies)
attempt each puzzle with fixed seeds and fits its difficulty to their
results (src/model/puzzles/lalao-puzzle-rater.h). The file keeps its
puzzles, in its order; only the difficulty field changes, and a header
line says how it was made. The same command writes the same file.
"""
import argparse
import os
import subprocess


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("game")
    ap.add_argument("--attempts", type=int, default=8)
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, "data", "puzzles", a.game + ".txt")
    lines = open(path).read().splitlines()
    out = subprocess.run([os.path.join(a.build, "src", "cli", "lalao-cli"), "puzzles", "rate", path,
                          "--attempts", str(a.attempts)], capture_output=True, text=True, check=True)
    rated = {l.split(" ; ")[0]: l for l in out.stdout.splitlines()}
    head = [l for l in lines if l.startswith("#") and "puzzles-rate.py" not in l]
    body = [l for l in lines if l.strip() and not l.startswith("#")]
    assert len(rated) == len(body), "every puzzle must be rated"
    note = ("# Difficulties fitted by tools/puzzles-rate.py (--attempts %d) from a ladder of solvers' "
            "attempts: %s" % (a.attempts, out.stderr.strip().splitlines()[-1]))
    text = head[:-1] + [note, head[-1]] + [rated[l.split(" ; ")[0]] for l in body]
    open(path, "w").write("\n".join(text) + "\n")
    print(out.stderr.strip().splitlines()[-1])


if __name__ == "__main__":
    main()
