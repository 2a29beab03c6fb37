"""One search by a UCI engine on a Samantsy position, and the FEN that
lalao-cli gives after moves from the start, for the tools that measure
the engines on positions of match records (depth-vs-fsf.py,
blind-spots.py)."""
import re
import subprocess


def fen_after(lalao, moves):
    """The FEN after the moves from the start (`lalao-cli apply`)."""
    out = subprocess.run([lalao, "apply", "samantsy"] + moves, capture_output=True, text=True, check=True)
    return out.stdout.strip().split("\n")[-1]


def search(command, options, fen, movetime, moves=None):
    """The engine's move, its last reported score (in pawns, from the side
    to move; a mate is ±100) and the depth of that score, after movetime
    ms on the position from an empty table. With moves (the game's, from
    the start, leading to fen), the engine is given them instead of the
    FEN, so that its search knows the game's earlier positions."""
    text = "uci\n" + "".join("setoption name %s value %s\n" % o for o in options)
    text += "setoption name UCI_Variant value samantsy\nucinewgame\nisready\n"
    if moves is None:
        text += "position fen %s\n" % fen
    else:
        text += "position startpos moves %s\n" % " ".join(moves)
    text += "go movetime %d\n" % movetime
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    engine.stdin.write(text)
    engine.stdin.flush()
    move, score, depth = None, None, 0
    for line in engine.stdout:
        found = re.match(r"info depth (\d+) .*score (cp|mate) (-?\d+)", line)
        if found:
            depth = int(found.group(1))
            value = int(found.group(3))
            score = value / 100 if found.group(2) == "cp" else (100.0 if value > 0 else -100.0)
        if line.startswith("bestmove"):
            move = line.split()[1]
            break
    engine.stdin.write("quit\n")
    engine.stdin.flush()
    engine.wait()
    return move, score, depth
