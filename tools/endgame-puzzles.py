#!/usr/bin/env python3
"""endgame-puzzles.py BUILDDIR GAME COUNT TABLES_DIR [--size N] [--mine M]

Adds COUNT puzzles from the exact endgame tables to GAME's shipped
puzzles (data/puzzles/GAME.txt), theme "endgame":

1. `lalao-cli endgame puzzles GAME --count M` (M = 10 × COUNT by default)
   mines won table positions where one move alone wins at each of the
   winner's turns, the search judge agreeing at the puzzle's depth and
   4 plies deeper (docs/endgames.md). TABLES_DIR holds the tables (built
   there first when missing).
2. COUNT of them are kept, spread over the lengths of the lines (one,
   two, three… moves of the solver, in turn) and, within a length, evenly
   over the classes (the miner lists them class by class).
3. They are numbered after the file's highest id and appended, with a
   header line saying how they were made. A FEN already in the file is
   skipped, and so is a board already kept (the same men with other
   counters teach the same thing). Run once per game: a second run adds COUNT more.
"""
import argparse
import os
import re
import subprocess


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("game")
    ap.add_argument("count", type=int)
    ap.add_argument("tables")
    ap.add_argument("--size", type=int)
    ap.add_argument("--mine", type=int)
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, "data", "puzzles", a.game + ".txt")
    lines = open(path).read().splitlines()
    body = [l for l in lines if l.strip() and not l.startswith("#")]
    fens = {l.split(" ; ")[1] for l in body}
    top = max(int(re.search(r"-(\d+) ", l).group(1)) for l in body)
    cmd = [os.path.join(a.build, "src", "cli", "lalao-cli"), "endgame", "puzzles", a.game,
           "--count", str(a.mine or 10 * a.count), "--dir", a.tables, "--quiet"]
    if a.size:
        cmd += ["--size", str(a.size)]
    mined = [l.split(" ; ") for l in subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()]
    boards, fresh = set(), []
    for m in mined:
        # One puzzle a board: the same pieces with other stores or the
        # other side to move teach the same thing.
        if m[1] not in fens and m[1].split()[0] not in boards:
            boards.add(m[1].split()[0])
            fresh.append(m)
    mined = fresh
    buckets = {}
    for m in mined:
        buckets.setdefault(len(m[2].split()), []).append(m)
    picks = {k: [] for k in buckets}
    order = sorted(buckets)
    total = 0
    while total < a.count and any(len(picks[k]) < len(buckets[k]) for k in order):
        for k in order:
            if total < a.count and len(picks[k]) < len(buckets[k]):
                picks[k].append(None)
                total += 1
    chosen = []
    for k in order:
        b, want = buckets[k], len(picks[k])
        chosen += [b[i * len(b) // want] for i in range(want)]
    out = []
    for i, m in enumerate(chosen):
        m[0] = "%s-%04d" % (a.game, top + 1 + i)
        out.append(" ; ".join(m))
    header = ("# %d endgame puzzles from the exact tables by tools/endgame-puzzles.py (%d mined, "
              "kept spread over the lines' lengths): ids %s-%04d to %s-%04d." % (
                  len(out), len(mined), a.game, top + 1, a.game, top + len(out)))
    head = [l for l in lines if l.startswith("#")]
    # The new header line goes before the column line, the last of the header.
    text = head[:-1] + [header, head[-1]] + body + out
    open(path, "w").write("\n".join(text) + "\n")
    print("%s: %d endgame puzzles added (%d mined), lengths %s" % (
        a.game, len(out), len(mined), {k: len(picks[k]) for k in order}))


if __name__ == "__main__":
    main()
