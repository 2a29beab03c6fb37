#!/usr/bin/env python3
"""Fairy-Stockfish's verdict on Samantsy's practice positions
(docs/exercises.md, "Practice positions").

    tools/practice-vs-fsf.py STOCKFISH INI [DEPTH]

For every practice step of data/lessons/samantsy.xml whose goal is
"win" within a limit of N moves, Fairy-Stockfish searches the position
to DEPTH plies (30 by default, one thread, an empty table) and says
whether it finds a forced win, in how many moves, or its score. Its
scores need not give the shortest mate: when the mate it reports is
longer than N (or it reports none), it searches again for a mate within
N moves ("go mate N", at most two minutes). Prints one line a position
and the count of forced wins within N. Not part of the suite:
Fairy-Stockfish is built outside the repository.
"""
import re
import subprocess
import sys
from pathlib import Path


def practice_positions():
    xml = (Path(__file__).resolve().parent.parent / "data" / "lessons" / "samantsy.xml").read_text()
    lesson = re.search(r'<lesson id="practice">.*?</lesson>', xml, flags=re.S).group(0)
    return re.findall(r'<step fen="([^"]+)"[^>]*>.*?<try success="win"[^>]*limit="(\d+)"', lesson, flags=re.S)


def verdict(command, ini, fen, go):
    """The last score line of a search (`go`: "depth 30", "mate 3 movetime 120000"): ("mate", n) or ("cp", n)."""
    text = (f"uci\nsetoption name VariantPath value {ini}\nsetoption name UCI_Variant value samantsy\n"
            f"setoption name Threads value 1\nucinewgame\nisready\nposition fen {fen}\ngo {go}\n")
    engine = subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    engine.stdin.write(text)
    engine.stdin.flush()
    score = None
    for line in engine.stdout:
        found = re.search(r" score (mate|cp) (-?\d+)", line)
        if found:
            score = (found.group(1), int(found.group(2)))
        if line.startswith("bestmove"):
            break
    engine.stdin.write("quit\n")
    engine.stdin.close()
    engine.wait()
    return score


def main():
    command, ini = sys.argv[1], sys.argv[2]
    depth = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    forced = 0
    positions = practice_positions()
    for i, (fen, limit) in enumerate(positions, 1):
        kind, value = verdict(command, ini, fen, f"depth {depth}")
        what = f"mate in {value}" if kind == "mate" else f"{value / 100:+.2f}"
        if not (kind == "mate" and 0 < value <= int(limit)):
            kind, value = verdict(command, ini, fen, f"mate {limit} movetime 120000")
            what += f" at depth {depth}, " + (f"mate in {value}" if kind == "mate" else f"{value / 100:+.2f}")
            what += f" asked for a mate within {limit}"
        won = kind == "mate" and 0 < value <= int(limit)
        forced += won
        print(f"practice {i}: {what}; {'a forced win' if won else 'not a forced win'} within {limit} | {fen}")
    print(f"{forced} of {len(positions)} forced wins within their limit (depth {depth})")


main()
