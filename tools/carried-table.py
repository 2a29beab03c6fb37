#!/usr/bin/env python3
"""What the transposition table carried from move to move gives an engine
(docs/ai.md, "Against Fairy-Stockfish").

    tools/carried-table.py ENGINE RECORD.pgn [--games N] [--movetime MS]
                           [--option NAME=VALUE]...

ENGINE is a UCI command line (e.g. "lalao-cli uci", or a Fairy-Stockfish
binary with --option VariantPath=samantsy-fsf.ini). Along the first N
games (4) of a `lalao-cli match` record, the engine searches every
position of one side from the seventh ply on (White's in the first game,
Black's in the second, and so on), MOVETIME_MS each (200), twice: once
with its table kept from its previous search, as in a game, and once
cleared by `ucinewgame` before each search. Prints the depth completed
with and without the carried table (mean, median, 10th and 90th
percentiles) and the mean of each game. One thread, one engine: run it
on an idle machine.
"""
import argparse
import re
import shlex
import statistics
import subprocess

from match_record import move_lists


class Engine:
    """A UCI engine on a pipe."""

    def __init__(self, command, options):
        self.process = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")
        for name, value in options:
            self.send("setoption name %s value %s" % (name, value))
        self.send("setoption name UCI_Variant value samantsy")
        self.new_game()

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def until(self, word):
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the engine stopped")
            lines.append(line)
            if line.startswith(word):
                return lines

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.until("readyok")

    def depth(self, moves, movetime):
        """The last depth reported with an exact score before the move."""
        self.send("position startpos moves " + " ".join(moves))
        self.send("go movetime %d" % movetime)
        found = 0
        for line in self.until("bestmove"):
            match = re.search(r"\bdepth (\d+)", line)
            if match and " pv " in line and "bound" not in line:
                found = int(match.group(1))
        return found

    def quit(self):
        self.send("quit")
        self.process.wait()


def measure(engine, games, movetime, carried):
    """Each game's depths, the table carried or cleared before each search."""
    by_game = []
    for index, moves in enumerate(games):
        engine.new_game()
        depths = []
        for ply in range(6, len(moves)):
            if ply % 2 == index % 2:
                if not carried:
                    engine.new_game()
                depths.append(engine.depth(moves[:ply], movetime))
        by_game.append(depths)
    return by_game


def summary(label, by_game):
    depths = sorted(d for game in by_game for d in game)
    n = len(depths)
    print("%s: %d searches, depth mean %.2f, median %g, p10 %d, p90 %d; by game %s"
          % (label, n, statistics.mean(depths), statistics.median(depths), depths[n // 10], depths[n * 9 // 10],
             " ".join("%.1f" % statistics.mean(g) for g in by_game if g)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("engine")
    parser.add_argument("record")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--movetime", type=int, default=200)
    parser.add_argument("--option", action="append", default=[])
    args = parser.parse_args()
    options = [o.split("=", 1) for o in args.option]
    games = list(move_lists(args.record, args.games))
    engine = Engine(args.engine, options)
    summary("table carried", measure(engine, games, args.movetime, True))
    summary("table cleared", measure(engine, games, args.movetime, False))
    engine.quit()


if __name__ == "__main__":
    main()
