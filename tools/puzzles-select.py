#!/usr/bin/env python3
"""puzzles-select.py BUILDDIR GAME [--size N] [--multi F] [--extended FILE] [--add FILE...]

Chooses the puzzles GAME ships (data/puzzles/GAME.txt) so that the set
teaches ideas, not "take the biggest thing" (issue 43):

- every puzzle has a named idea: a theme other than the line's length,
  "win", "quiet-move" and "endgame" (a fork, a sacrifice, a yinda…);
- at least the fraction F (0.45) of the set has two solver moves or more;
- no theme is on more than 48 % of the set;
- the set holds N puzzles (320), more only where the ideas run out.

--extended is the output of `lalao-cli puzzles extend GAME` (the same
puzzles, some with longer lines: they replace the shipped ones); --add
are new candidates, mined (`puzzles mine --min-moves 2`) or from the
tables (`endgame puzzles --min-moves 2`), each already held at its depth
+ 4 by the command that made it. Their themes are found again by
`puzzles retheme`. Shipped puzzles keep their ids (the learners' results
are kept by id); new ones are numbered after the highest. Multi-move
lines are taken first: the shipped ones, then the mined (positions of
games), then the tables' (spread over lengths and material); then the
one-move puzzles whose ideas are rarest, the hardest first. Re-rate the
result with tools/puzzles-rate.py.
"""
import argparse
import collections
import math
import os
import re
import subprocess
import tempfile

NO_IDEA = {"win", "quiet-move", "endgame", "short", "long", ""}


def parse(text):
    return [l.split(" ; ") for l in text.splitlines() if l.strip() and not l.startswith("#")]


def solver_moves(p):
    return (len(p[2].split()) + 1) // 2


def themes(p):
    return set(p[3].split(","))


def retheme(cli, rows):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(" ; ".join(r) for r in rows) + "\n")
    out = subprocess.run([cli, "puzzles", "retheme", f.name], capture_output=True, text=True, check=True)
    os.unlink(f.name)
    return parse(out.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("game")
    ap.add_argument("--size", type=int, default=320)
    ap.add_argument("--multi", type=float, default=0.45)
    ap.add_argument("--extended")
    ap.add_argument("--add", nargs="*", default=[])
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    cli = os.path.join(a.build, "src", "cli", "lalao-cli")
    path = os.path.join(root, "data", "puzzles", a.game + ".txt")
    lines = open(path).read().splitlines()
    shipped = parse("\n".join(lines))
    if a.extended:
        longer = {p[0]: p for p in parse(open(a.extended).read())}
        shipped = [longer.get(p[0], p) for p in shipped]
    top = max(int(re.search(r"-(\d+)$", p[0]).group(1)) for p in shipped)

    # New candidates: a FEN or a board once (the same men with other
    # counters teach the same thing).
    fens = {p[1] for p in shipped}
    boards = {p[1].split()[0] for p in shipped}
    fresh = []
    for i, name in enumerate(a.add):
        for p in parse(open(name).read()):
            if p[1] in fens or p[1].split()[0] in boards:
                continue
            fens.add(p[1])
            boards.add(p[1].split()[0])
            p[0] = "%s-new%d-%05d" % (a.game, i, len(fresh))
            fresh.append((i, p))
    rows = retheme(cli, shipped + [p for _, p in fresh])
    shipped, fresh = rows[:len(shipped)], [(i, p) for (i, _), p in zip(fresh, rows[len(shipped):])]

    cap = math.floor(0.48 * a.size)
    count = collections.Counter()
    chosen = []

    def take(p):
        t = themes(p) - {""}
        if not t - NO_IDEA or any(count[x] + 1 > cap for x in t):
            return False
        count.update(t)
        chosen.append(p)
        return True

    # 1. Multi-move lines up to the fraction: the shipped, then each added
    # file in turn, spread round-robin over (length, main idea).
    def n_multi():
        return sum(solver_moves(p) > 1 for p in chosen)

    queue = [p for p in shipped if solver_moves(p) > 1]
    for i in range(len(a.add)):
        buckets = collections.defaultdict(list)
        for j, p in fresh:
            if j == i and solver_moves(p) > 1:
                buckets[(solver_moves(p), min(themes(p) - NO_IDEA, default=""))].append(p)
        while any(buckets.values()):
            for k in sorted(buckets):
                if buckets[k]:
                    queue.append(buckets[k].pop(0))
    goal = math.ceil(a.multi * a.size)
    while queue and n_multi() < goal:
        take(queue.pop(0))

    # 2. One-move puzzles: rarest ideas first, then the hardest.
    singles = [p for p in shipped if solver_moves(p) == 1] + [p for _, p in fresh if solver_moves(p) == 1]

    def rarity(p):
        return sum(count[x] for x in themes(p) - NO_IDEA) / max(1, len(themes(p) - NO_IDEA))

    while len(chosen) < a.size and singles:
        singles.sort(key=lambda p: (rarity(p), -int(p[4])))
        take(singles.pop(0))

    # 3. Where the one-move ideas ran out, more lines.
    while queue and len(chosen) < a.size:
        take(queue.pop(0))

    multi = sum(solver_moves(p) > 1 for p in chosen)
    ids = {p[0] for p in chosen}
    kept = [p for p in shipped if p[0] in ids]
    new = [p for _, p in fresh if p[0] in ids]
    for p in new:
        top += 1
        p[0] = "%s-%04d" % (a.game, top)
    head = [l for l in lines if l.startswith("#")]
    note = ("# Chosen by tools/puzzles-select.py (--size %d --multi %.2f): %d puzzles, %d of two solver moves or "
            "more (%.0f%%), %d kept of %d shipped, %d new (%s); commonest theme %s."
            % (a.size, a.multi, len(chosen), multi, 100.0 * multi / max(1, len(chosen)), len(kept), len(shipped),
               len(new), ", ".join("%d from %s" % (sum(1 for j, p in fresh if j == i and p[0] in {q[0] for q in new}),
                                                    os.path.basename(n)) for i, n in enumerate(a.add)),
               "%s %d%%" % (count.most_common(1)[0][0], 100 * count.most_common(1)[0][1] // max(1, len(chosen)))))
    text = head[:-1] + [note, head[-1]] + [" ; ".join(p) for p in kept + new]
    open(path, "w").write("\n".join(text) + "\n")
    print(note[2:])
    for t, c in count.most_common():
        print("  %s %d (%.0f%%)" % (t, c, 100.0 * c / len(chosen)))


if __name__ == "__main__":
    main()
