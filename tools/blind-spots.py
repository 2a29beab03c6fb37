#!/usr/bin/env python3
"""Where Lalao lost a game against Fairy-Stockfish without seeing it
coming: the first move of each lost game after which the two engines'
scores disagreed by DISAGREE pawns or more, Fairy-Stockfish's saying it
was winning while Lalao's, at that move and its move before, was still
above -1 (docs/ai.md, "Against Fairy-Stockfish"). With --movetime,
LALAO_CLI's search of that position for MS milliseconds (one thread, an
empty table, the game's earlier positions unknown to it) says whether
it would still play the move: its move, score and depth; with
--history too, it is given the game's moves, so that it knows the
positions played before (a repetition), as in the game.

    tools/blind-spots.py LALAO_CLI RECORD.pgn... [--player NAME]
                         [--disagree 1.5] [--fsf-ahead 1.0] [--movetime MS [--history]]

Each engine's comment scores the position from its own side, so after
Lalao's move scored a and the reply scored b, a + b is how much more
each thinks it stands better than the other allows (0 when they agree).
Prints, for each such game, the position before Lalao's move (a FEN
that `lalao-cli uci` or the app can load), Lalao's move and score,
Fairy-Stockfish's reply and score, and how many plies later Lalao's own
score fell to -1 (or "never"). These are the positions to search again
deeper, or to read, to find what the evaluation misses: most are an
attack on Lalao's hova. Then how many lost games had one.
"""
import argparse
import re

from match_record import commented_games
from uci_search import fen_after, search

SCORE = re.compile(r"^([-+]?)(M?)([\d.]+)/\d+")


def pawns(comment):
    """A comment's score in pawns from the mover's side (a mate is 100),
    or None without one."""
    found = SCORE.match(comment)
    if found is None:
        return None
    value = 100.0 if found.group(2) else float(found.group(3))
    return -value if found.group(1) == "-" else value


def blind_spot(moves, lalao_side, args):
    """The index of Lalao's first move after which the two scores part
    as the opening comment says, or None."""
    for ply in range(lalao_side, len(moves) - 1, 2):
        a, b = moves[ply][1], moves[ply + 1][1]
        before = moves[ply - 2][1] if ply >= 2 else None
        if (a is not None and b is not None and a > -1.0 and (before is None or before > -1.0)
                and a + b >= args.disagree and b >= args.fsf_ahead):
            return ply
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("lalao")
    parser.add_argument("records", nargs="+")
    parser.add_argument("--player", default="cand", help="Lalao's name in the records")
    parser.add_argument("--disagree", type=float, default=1.5)
    parser.add_argument("--fsf-ahead", type=float, default=1.0)
    parser.add_argument("--movetime", type=int, default=0)
    parser.add_argument("--history", action="store_true", help="give the search the game's moves, not the FEN")
    args = parser.parse_args()

    lost = found = changed = 0
    for path in args.records:
        for tags, commented in commented_games(path):
            moves = [(m, pawns(c) if c else None) for m, c in commented]
            lalao_side = 0 if tags["White"] == args.player else 1
            if tags["Result"] != ("0-1" if lalao_side == 0 else "1-0"):
                continue
            lost += 1
            ply = blind_spot(moves, lalao_side, args)
            if ply is None:
                continue
            found += 1
            later = [p - ply for p in range(ply, len(moves), 2) if moves[p][1] is not None and moves[p][1] <= -1.0]
            played = [m for m, _ in moves[:ply]]
            fen = fen_after(args.lalao, played)
            print("%s round %s, ply %d: %s" % (path, tags.get("Round", "?"), ply + 1, fen))
            print("  Lalao %s %+.2f, Fairy-Stockfish %s %+.2f; Lalao at -1 %s, %d plies from the end"
                  % (moves[ply][0], moves[ply][1], moves[ply + 1][0], moves[ply + 1][1],
                     "%d plies later" % later[0] if later else "never", len(moves) - ply))
            if args.movetime > 0:
                move, score, depth = search([args.lalao, "uci"], [], fen, args.movetime,
                                            played if args.history else None)
                changed += move != moves[ply][0]
                print("  in %d ms: %s %s at depth %d%s" % (args.movetime, move, "?" if score is None else "%+.2f" % score,
                                                         depth, "" if move == moves[ply][0] else ", another move"))
    print("%d lost games, %d with a blind spot (disagreement >= %.1f, Fairy-Stockfish >= %+.1f)"
          % (lost, found, args.disagree, args.fsf_ahead))
    if args.movetime > 0:
        print("%d of the %d moves changed in %d ms" % (changed, found, args.movetime))


if __name__ == "__main__":
    main()
