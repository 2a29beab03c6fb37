#!/usr/bin/env python3
"""Samantsy's endgame tables against Fairy-Stockfish's mate distances
(docs/endgames.md, outside the test suite).

    tools/endgame-vs-fsf.py LALAO_CLI STOCKFISH INI TABLES_DIR
                            [--count N] [--seed S] [--class LIST] [--size N]

Draws N (200) random positions of the tables built in TABLES_DIR
(`lalao-cli endgame sample`, fixed seed; --class adds 4-piece classes
built with `endgame build --class`), and asks Fairy-Stockfish (configured
by INI, the project's samantsy-fsf.ini) for each one at a fixed depth:

- a win in N plies should be "mate (N+1)/2", a loss in N "mate -N/2";
- a draw should have no mate score at all.

Each search stops at its depth or after --movetime ms (5000). A pruned
search may report a longer mate than the shortest one, or none yet: such
a position is asked again with `go mate M` (M the tables' mate, four
times the time), which looks for that mate alone; it agrees when
Fairy-Stockfish then finds it.
A mate still longer (or none found in time) is counted apart: a search
that prunes does not promise the shortest mate. A shorter mate, a mate
of the wrong sign, or a mate where the tables say draw would be the
tables' error: printed, and the exit status is 1.
Fairy-Stockfish is not part of the project.
"""
import argparse
import re
import subprocess
import sys


class Engine:
    def __init__(self, path, ini):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name VariantPath value %s" % ini)
        self.send("setoption name UCI_Variant value samantsy")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 64")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        for line in self.p.stdout:
            if line.startswith(word):
                return line

    def mate(self, fen, go):
        """The last mate score (moves; negative when mated), None for a cp score."""
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")
        self.send("position fen " + fen)
        self.send(go)
        mate = None
        for line in self.p.stdout:
            m = re.search(r" score (mate|cp) (-?\d+)", line)
            if m and " upperbound" not in line and " lowerbound" not in line:
                mate = int(m.group(2)) if m.group(1) == "mate" else None
            if line.startswith("bestmove"):
                return mate

    def quit(self):
        self.send("quit")
        self.p.wait()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("lalao")
    ap.add_argument("stockfish")
    ap.add_argument("ini")
    ap.add_argument("tables")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--class", dest="classes")
    ap.add_argument("--size", type=int, default=3)
    ap.add_argument("--movetime", type=int, default=5000, help="ms, the most a search may take")
    a = ap.parse_args()
    cmd = [a.lalao, "endgame", "sample", "samantsy", "--dir", a.tables, "--count", str(a.count),
           "--seed", str(a.seed), "--size", str(a.size)]
    if a.classes:
        cmd += ["--class", a.classes]
    lines = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()
    engine = Engine(a.stockfish, a.ini)
    counts = {"win": [0, 0, 0], "loss": [0, 0, 0], "draw": [0, 0, 0]}
    errors = 0
    shortest_off = None  # the shortest table distance Fairy-Stockfish did not match
    again = 0
    for line in lines:
        fen, cls, value = [x.strip() for x in line.split(";")]
        kind, _, plies = value.partition(" ")
        if kind == "draw":
            want = None
        else:
            plies = int(plies)
            want = (plies + 1) // 2 if kind == "win" else -(plies // 2)
        depth = 24 if want is None else min(plies + 16, 40)
        got = engine.mate(fen, "go depth %d movetime %d" % (depth, a.movetime))
        if want is not None and got != want and (got is None or ((got > 0) == (want > 0) and abs(got) > abs(want))):
            again += 1
            got = engine.mate(fen, "go mate %d movetime %d" % (abs(want), 4 * a.movetime))
        counts[kind][0] += 1
        said = "mate %d" % got if got is not None else "no mate"
        if got == want:
            counts[kind][1] += 1
        elif want is not None and (got is None or ((got > 0) == (want > 0) and abs(got) > abs(want))):
            counts[kind][2] += 1
            shortest_off = plies if shortest_off is None else min(shortest_off, plies)
            print("longer: %s (%s) tables %s, Fairy-Stockfish %s" % (fen, cls, value, said))
        else:
            errors += 1
            print("TABLE ERROR? %s (%s) tables %s, Fairy-Stockfish %s" % (fen, cls, value, said))
        sys.stdout.flush()
    engine.quit()
    total = sum(c[0] for c in counts.values())
    agreed = sum(c[1] for c in counts.values())
    print("%d positions, %d agree (%s); %d asked again with go mate; "
          "%d where Fairy-Stockfish finds a longer mate or none in time; %d table errors" % (
              total, agreed, ", ".join("%s %d/%d" % (k, c[1], c[0]) for k, c in counts.items()), again,
              sum(c[2] for c in counts.values()), errors))
    if shortest_off is not None:
        print("every win or loss of fewer than %d plies agrees exactly" % shortest_off)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
