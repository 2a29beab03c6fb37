#!/usr/bin/env python3
"""Samantsy's endgame tables against Fairy-Stockfish's mate distances
(docs/endgames.md, outside the test suite).

    tools/endgame-vs-fsf.py LALAO_CLI STOCKFISH INI TABLES_DIR [COUNT] [SEED]

Draws COUNT (200) random positions of a hova and one piece against a bare
hova (fixed SEED), asks `lalao-cli endgame samantsy` for the tables'
value, and for every win or loss of at most 15 plies asks Fairy-Stockfish
(configured by INI, the project's samantsy-fsf.ini) for its mate score
at a depth beyond it: "win N" should be "mate (N+1)/2", "loss N" "mate
-N/2". Fairy-Stockfish's pruned search may report a longer mate than
the shortest one; a shorter mate, or none of the right sign, would be
the tables' error. Prints each disagreement and the counts; exits 1 on
a table error.
Fairy-Stockfish is not part of the project (Debian: fairy-stockfish).
"""
import random
import re
import subprocess
import sys


def table_value(lalao, fen, tables):
    out = subprocess.run([lalao, "endgame", "samantsy", "--fen", fen, "--dir", tables, "--quiet"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return None
    return out.stdout.strip().split("\n")[-1]


def fsf_mate(fsf, ini, fen, depth):
    text = "uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value samantsy\n" % ini
    text += "ucinewgame\nisready\nposition fen %s\ngo depth %d\n" % (fen, depth)
    engine = subprocess.Popen([fsf], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    engine.stdin.write(text)
    engine.stdin.flush()
    mate = None
    for line in engine.stdout:
        m = re.search(r" score (mate|cp) (-?\d+)", line)
        if m:
            mate = int(m.group(2)) if m.group(1) == "mate" else None
        if line.startswith("bestmove"):
            break
    engine.stdin.write("quit\n")
    engine.stdin.flush()
    engine.wait()
    return mate


def random_fen(rng):
    while True:
        squares = rng.sample(range(64), 3)
        piece = rng.choice("QRNBP")
        colour = rng.choice((0, 1))
        if piece == "P" and squares[2] // 8 == (7 if colour == 0 else 0):
            continue
        board = [["1"] * 8 for _ in range(8)]
        for sq, letter in zip(squares, ("K", "k", piece if colour == 0 else piece.lower())):
            board[7 - sq // 8][sq % 8] = letter
        rows = []
        for row in board:
            text = re.sub(r"1+", lambda m: str(len(m.group(0))), "".join(row))
            rows.append(text)
        return "/".join(rows) + " %s - - 0 1" % rng.choice("wb")


def main():
    lalao, fsf, ini, tables = sys.argv[1:5]
    count = int(sys.argv[5]) if len(sys.argv) > 5 else 200
    rng = random.Random(int(sys.argv[6]) if len(sys.argv) > 6 else 1)
    checked = agreed = errors = 0
    tries = 0
    while checked < count and tries < count * 50:
        tries += 1
        fen = random_fen(rng)
        value = table_value(lalao, fen, tables)
        if value is None:
            continue
        m = re.match(r"(win|loss) (\d+)$", value)
        if not m or int(m.group(2)) == 0 or int(m.group(2)) > 15:
            continue
        plies = int(m.group(2))
        want = (plies + 1) // 2 if m.group(1) == "win" else -(plies // 2)
        got = fsf_mate(fsf, ini, fen, 2 * plies + 16)
        checked += 1
        if got == want:
            agreed += 1
        elif got is not None and (got > 0) == (want > 0) and abs(got) > abs(want):
            print("longer: %s tables %s, Fairy-Stockfish mate %s" % (fen, value, got))
        else:
            errors += 1
            print("TABLE ERROR? %s tables %s, Fairy-Stockfish mate %s" % (fen, value, got))
        sys.stdout.flush()
    print("%d positions: %d agree, %d longer in Fairy-Stockfish, %d table errors" % (
        checked, agreed, checked - agreed - errors, errors))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
