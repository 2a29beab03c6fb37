#!/usr/bin/env python3
"""How far each player's hova walks in the middlegames of Samantsy match
records, and how the player scored in the games where its hova walked
least and most (docs/ai.md, "Against Fairy-Stockfish").

    tools/hova-walk.py RECORD.pgn... [--player NAME]

A middlegame position is one of plies 20 to 120 where the other side
still has a vorona and a piece, or three pieces (a vorona counts two);
the hova walks when it stands on its own fourth rank or beyond. Prints,
for each player named in the records, the share of its middlegame
positions with its hova out; then, for NAME (by default the first
record's White), its games in thirds by that share and its score in
each. The records are replayed here (a move is its from and to squares
and a promotion's letter: nothing else moves in Samantsy).
"""
import argparse
import collections

from match_record import games

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
SCORE = {"1-0": 1.0, "0-1": 0.0}


def start_board():
    """{(file, rank): FEN letter} of the start position, from 0."""
    board = {}
    for row, text in enumerate(START.split("/")):
        file = 0
        for letter in text:
            if letter.isdigit():
                file += int(letter)
            else:
                board[(file, 7 - row)] = letter
                file += 1
    return board


def square(name):
    return ord(name[0]) - ord("a"), int(name[1]) - 1


def walks(moves):
    """{True: (positions with White's hova out, White's middlegame
    positions), False: the same for Black} along one game."""
    board = start_board()
    out = {True: 0, False: 0}
    counted = {True: 0, False: 0}
    for ply, move in enumerate(moves, 1):
        piece = board.pop(square(move[0:2]))
        if len(move) > 4:
            piece = move[4].upper() if piece.isupper() else move[4]
        board[square(move[2:4])] = piece
        if not 20 <= ply <= 120:
            continue
        for white in (True, False):
            theirs = [p.lower() for p in board.values() if p.islower() == white and p.lower() not in "kp"]
            if sum(2 if p == "r" else 1 for p in theirs) < 3:
                continue
            hova = "K" if white else "k"
            rank = next(sq for sq, p in board.items() if p == hova)[1]
            counted[white] += 1
            out[white] += (rank if white else 7 - rank) >= 3
    return {white: (out[white], counted[white]) for white in (True, False)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("records", nargs="+")
    parser.add_argument("--player")
    args = parser.parse_args()

    totals = collections.defaultdict(lambda: [0, 0])
    per_game = collections.defaultdict(list)  # player: [(share out, score)]
    for record in args.records:
        for tags, moves in games(record):
            if args.player is None:
                args.player = tags["White"]
            walked = walks(moves)
            for white, name in ((True, tags["White"]), (False, tags["Black"])):
                out, counted = walked[white]
                totals[name][0] += out
                totals[name][1] += counted
                if counted:
                    score = SCORE.get(tags["Result"], 0.5)
                    per_game[name].append((out / counted, score if white else 1 - score))
    for name, (out, counted) in sorted(totals.items()):
        print("%s: hova on its fourth rank or beyond in %d of %d middlegame positions (%.1f%%)"
              % (name, out, counted, 100.0 * out / max(counted, 1)))
    rows = sorted(per_game[args.player])
    third = len(rows) // 3
    print("%s's score by thirds of its games, from the least walked to the most:" % args.player)
    for part in (rows[:third], rows[third:len(rows) - third], rows[len(rows) - third:]):
        if part:
            print("  hova out in %.2f to %.2f of the middlegame: %.1f%% over %d games"
                  % (part[0][0], part[-1][0], 100.0 * sum(s for _, s in part) / len(part), len(part)))


if __name__ == "__main__":
    main()
