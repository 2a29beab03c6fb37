#!/usr/bin/env python3
"""Can the search win Samantsy's won endings without the tables?
(docs/endgames.md, "A bare hova"; outside the test suite.)

    tools/endgame-convert.py LALAO_CLI TABLES_DIR [--class LIST]
                             [--count N] [--seed S] [--min-plies P]
                             [--nodes N] [--defender CLI]

Draws positions of the classes LIST (KNBvK,KQQvK,KQNvK,KNNvK) built in
TABLES_DIR that the tables say the side to move wins in P plies (40) or
more, the first N (25) of each class from `lalao-cli endgame sample`
(--seed S, 21). From each, LALAO_CLI's search without tables (over UCI,
`go nodes N`, 100000: the same moves however loaded the machine) plays
the winning side against the perfect defender: --defender (LALAO_CLI by
default) with EndgamePath set, whose level 5 plays the longest defence
from the tables (of equally long ones, the one its search prefers: it
is given the same nodes; to compare two builds, give both the same
--defender). A position is converted when the bare hova is blocked
before the move counter (100 plies without a capture or a zaza move) or
a repetition draws; losing a piece ends it too (not converted).
Prints one line a position and the count of each class.
"""
import argparse
import collections
import subprocess


class Engine:
    def __init__(self, path, options):
        self.p = subprocess.Popen([path, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.send("uci")
        self.wait("uciok")
        for name, value in options.items():
            self.send("setoption name %s value %s" % (name, value))
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            if line.split()[:1] == [word]:
                return line

    def best_move(self, fen, moves, go):
        self.send("position fen %s%s" % (fen, " moves " + " ".join(moves) if moves else ""))
        self.send("go " + go)
        return self.wait("bestmove").split()[1]


def men(fen):
    return sum(ch.isalpha() for ch in fen.split()[0])


def outcome(cli, fen, moves):
    """The game's status after moves (repetitions seen), and its FEN."""
    applied = subprocess.run([cli, "apply", "samantsy", "--fen", fen] + moves, capture_output=True, text=True)
    if applied.returncode != 0:
        # The game had ended before the last move: a repetition.
        return "draw-repetition", fen
    now = applied.stdout.strip().splitlines()[-1]
    status = subprocess.run([cli, "status", "samantsy", "--fen", now], capture_output=True, text=True)
    return status.stdout.split()[0], now


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cli")
    ap.add_argument("tables")
    ap.add_argument("--class", dest="classes", default="KNBvK,KQQvK,KQNvK,KNNvK")
    ap.add_argument("--count", type=int, default=25)
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--min-plies", type=int, default=40)
    ap.add_argument("--nodes", type=int, default=100000)
    ap.add_argument("--defender")
    args = ap.parse_args()

    sample = subprocess.run([args.cli, "endgame", "sample", "samantsy", "--size", "2", "--class", args.classes,
                             "--count", "3000", "--seed", str(args.seed), "--dir", args.tables],
                            capture_output=True, text=True, check=True).stdout
    chosen = collections.defaultdict(list)
    for line in sample.splitlines():
        fen, name, value = [field.strip() for field in line.split(";")]
        words = value.split()
        if words[0] == "win" and int(words[1]) >= args.min_plies and len(chosen[name]) < args.count:
            chosen[name].append(fen)

    attacker = Engine(args.cli, {"Threads": 1})
    defender = Engine(args.defender or args.cli, {"Threads": 1, "EndgamePath": args.tables})
    won = collections.Counter()
    for name in sorted(chosen):
        for fen in chosen[name]:
            for engine in (attacker, defender):
                engine.send("ucinewgame")
            moves, status = [], "ongoing"
            while status == "ongoing":
                engine = attacker if len(moves) % 2 == 0 else defender
                moves.append(engine.best_move(fen, moves, "nodes %d" % args.nodes))
                status, now = outcome(args.cli, fen, moves)
                if status == "ongoing" and men(now) < men(fen):
                    status = "piece-lost"
            winner = "first-wins" if fen.split()[1] == "w" else "second-wins"
            won[name] += status == winner
            print("%s ; %s ; %s ; %d plies" % (fen, name, "converted" if status == winner else status, len(moves)),
                  flush=True)
    for name in sorted(chosen):
        print("%s: %d of %d converted" % (name, won[name], len(chosen[name])))
    print("all: %d of %d" % (sum(won.values()), sum(len(v) for v in chosen.values())))


if __name__ == "__main__":
    main()
