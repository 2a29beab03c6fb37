#!/usr/bin/env python3
"""The depth Lalao and Fairy-Stockfish complete on the same Samantsy
positions in the same time (docs/ai.md, "Against Fairy-Stockfish").

    tools/depth-vs-fsf.py LALAO_CLI STOCKFISH INI RECORD.pgn [MOVETIME_MS]

The positions are those after plies 16, 30 and 44 of the first 14 games
of a `lalao-cli match` record; each engine searches each of them from an
empty table for MOVETIME_MS (200 by default), one thread, one engine at
a time. Prints both depths and the position, then the medians and the
median gap. Fairy-Stockfish is not part of the project: build it outside
the repository (docs/ai.md says how).
"""
import statistics
import sys

from match_record import move_lists
from uci_search import fen_after, search


def positions(lalao, record):
    """The FENs after plies 16, 30 and 44 of the record's first games."""
    return [fen_after(lalao, moves[:ply]) for moves in move_lists(record, 14)
            for ply in (16, 30, 44) if len(moves) > ply + 4]


def depth(command, options, fen, movetime):
    """The last depth the engine reports with a score before its move."""
    return search(command, options, fen, movetime)[2]


def main():
    if len(sys.argv) not in (5, 6):
        sys.exit(__doc__)
    lalao, stockfish, ini, record = sys.argv[1:5]
    movetime = int(sys.argv[5]) if len(sys.argv) == 6 else 200
    ours, theirs = [], []
    for fen in positions(lalao, record):
        ours.append(depth([lalao, "uci"], [("Move Overhead", "10")], fen, movetime))
        theirs.append(depth([stockfish], [("VariantPath", ini)], fen, movetime))
        print(ours[-1], theirs[-1], fen, flush=True)
    gaps = [b - a for a, b in zip(ours, theirs)]
    print("%d positions: Lalao median %g (mean %.1f), Fairy-Stockfish median %g (mean %.1f), "
          "gap median %g, %d within 2 plies"
          % (len(ours), statistics.median(ours), statistics.mean(ours), statistics.median(theirs),
             statistics.mean(theirs), statistics.median(gaps), sum(g <= 2 for g in gaps)))


if __name__ == "__main__":
    main()
