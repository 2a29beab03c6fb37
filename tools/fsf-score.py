#!/usr/bin/env python3
"""Scores texel-data's Samantsy positions with Fairy-Stockfish (docs/ai.md,
"A network on top of the terms").

    tools/fsf-score.py STOCKFISH INI DEPTH WEIGHT < positions.txt > scored.txt

Reads "FEN;RESULT" lines (RESULT for the first player, as texel-data
prints them) and prints each position again with the target
WEIGHT × Fairy-Stockfish's expected score + (1 − WEIGHT) × RESULT, the
expected score of its search to DEPTH being 1 / (1 + 10^(−cp/400)) for
the first player (a mate 0 or 1). One engine, one thread, its table kept
from one position to the next (the positions of a game follow one
another). Fairy-Stockfish is not part of the project: build it outside
the repository (docs/ai.md says how).
"""
import re
import subprocess
import sys


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    stockfish, ini, depth, weight = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
    engine = subprocess.Popen([stockfish], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(text):
        engine.stdin.write(text)
        engine.stdin.flush()

    send("uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value samantsy\n"
         "setoption name Threads value 1\nsetoption name Hash value 64\nucinewgame\nisready\n" % ini)
    for line in engine.stdout:
        if line.startswith("readyok"):
            break
    for line in sys.stdin:
        fen, _, result = line.strip().partition(";")
        if not result:
            continue
        send("position fen %s\ngo depth %d\n" % (fen, depth))
        expected = None
        for reply in engine.stdout:
            found = re.search(r" score (cp|mate) (-?\d+)", reply)
            if found and " upperbound" not in reply and " lowerbound" not in reply:
                value = int(found.group(2))
                if found.group(1) == "mate":
                    expected = 1.0 if value > 0 else 0.0
                else:
                    expected = 1.0 / (1.0 + 10.0 ** (-value / 400.0))
            if reply.startswith("bestmove"):
                break
        if expected is None:
            continue
        if fen.split()[1] == "b":
            expected = 1.0 - expected
        print("%s;%.4f" % (fen, weight * expected + (1.0 - weight) * float(result)), flush=False)
    send("quit\n")
    engine.wait()


if __name__ == "__main__":
    main()
