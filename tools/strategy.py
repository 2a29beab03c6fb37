#!/usr/bin/env python3
"""Writes the strategy exercises of the seeds' ideas into the courses.

    tools/strategy.py BUILDDIR [GAME...]

For each idea below, the shipped puzzles (data/puzzles/GAME.txt, mined
from the engine's own games, so positions that arise in a game; not the
endgame tables') whose line shows the idea's theme are made goal-judged
exercises: capture at least what the puzzle's line captures (or win,
when it wins) within its number of moves, and lose nothing, not even to
the opponent's best answer (docs/exercises.md). A candidate is kept only
when `lalao-cli course --check` passes it (the engine, as the learner,
reaches the goal within the par, and a wrong line fails) and only one
first move solves it, the puzzle's: the idea is the way, not one way. The first
COUNT kept are written between the markers

    <!-- strategy: ROW (tools/strategy.py) -->  …  <!-- end strategy: ROW -->

of data/lessons/GAME.xml. The first step says the idea in one line;
each hint says why the right move works, and each miss what the wrong
moves have in common (a single threat, a pit left as it was, a grenier
not counted) and where to look. The texts are English msgids; po/fr.po
has their French.
"""
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]

# game: [(row, theme, count, say (first step), hint, miss, praise, safe,
#         moves)]; in the texts {me} and {them} are the sides ("North",
# "South"). A safe idea's goal also says "lose none of yours" (failure
# "lose 1"); a sacrifice's cannot. `moves` (0: any) is the number of
# solver moves the puzzle must have, so that the move the hint speaks of
# is the first: a double threat or a sacrifice is made by the first of
# two, a yinda or a grenier's harvest by the only one.
IDEAS = {
    "songo": [
        ("songo.double-threat", "double-threat", 3,
         "A double threat makes two pits ready to harvest at once: {them} can block one, not both.",
         "Sow so that two of your pits threaten {them}’s pits at the same time: {them} can save only one of them.",
         "{them}’s best answer held: a single threat can be blocked or ignored. Look for a move that makes two.",
         "Two threats at once: {them} could not block both.", True, 2),
        ("songo.yinda", "yinda", 3,
         "Yinda, “strengthen the house”: a seed added to a threatened pit can make the opponent’s harvest fail there.",
         "One of your pits is threatened. Choose the sowing that drops a seed into it (yinda): with one seed more, {them}’s sowing no longer harvests it, and your own sowing still harvests.",
         "{them} took seeds from you: the threatened pit was not strengthened. Count where {them}’s last seed would fall.",
         "Yinda: your threatened pit got its extra seed, and {them} could not harvest it.", True, 1),
        ("songo.grenier-strategy", "grenier", 3,
         "A grenier (ndà) of more than thirteen seeds goes round the board and drops seeds in the opponent’s row twice: a strong point that can harvest a lot.",
         "Your grenier holds more than thirteen seeds. Sown, it goes round the board and drops seeds in {them}’s row twice: count where its last seed falls.",
         "{them}’s best answer held. Count the seeds of your grenier: sown, it passes {them}’s row twice.",
         "The grenier (ndà) went round the board and harvested.", True, 1),
        ("songo.bidoua", "starving", 3,
         "The bidoua is the freedom to move one’s seeds. A player who keeps theirs, and takes away the opponent’s, wins.",
         "Take away {them}’s bidoua: harvest and sow so that {them} is left with nothing to sow.",
         "The game goes on: {them} still has seeds to sow. Count {them}’s pits before each move.",
         "{them} has nothing left to sow: your bidoua won the game.", True, 0),
    ],
    # The Fanorona seed teaches no strategy; this idea is the advice of
    # aovgame.org's "Fanorona: how to play" (let the opponent take a
    # stone to set up a multiple capture), made sharper by the
    # compulsory capture of RULES.md 3.
    "fanorona": [
        ("fanorona.sacrifice", "sacrifice", 3,
         "Capturing is compulsory: when the only capture you leave is of a stone you offer, it must be taken. Give one, and that forced capture can open a long chain for you.",
         "Offer a stone with a paika: {them} must capture, and the capture {them} makes opens the way for your chain.",
         "{them}’s answer held. Look for a paika that offers a stone: the capture {them} must make can open the way for yours.",
         "You gave one stone and took many: capturing is compulsory, and {them} had to take the bait.", False, 2),
    ],
}

SIDES = {"songo": {"s": ("South", "North"), "n": ("North", "South")},
         "fanorona": {"w": ("White", "Black"), "b": ("Black", "White")}}
UNITS = {"songo": "seeds", "fanorona": "stones"}


def puzzles(game):
    path = Path(__file__).resolve().parent.parent / "data" / "puzzles" / (game + ".txt")
    return [l.split(" ; ") for l in path.read_text().splitlines() if l.strip() and not l.startswith("#")]


def gained(cli, game, p):
    """What the puzzle's line captures for its solver, and whether it wins."""
    fen, line = p[1], p[2].split()
    after = subprocess.run([cli, "apply", game, "--fen", fen] + line, capture_output=True, text=True,
                           check=True).stdout.split()
    side = fen.split()[1]
    win = "win" in p[3].split(",")
    if game == "songo":
        k = 0 if side == "s" else 1
        return int(after[2 + k]) - int(fen.split()[2 + k]), win
    theirs = "B" if side == "w" else "W"
    return fen.split()[0].count(theirs) - after[0].count(theirs), win


def number(n):
    return WORDS[n] if n < len(WORDS) else str(n)


def step_xml(game, idea, p, first, cli):
    row, theme, count, say, hint, miss, praise, safe, _ = idea
    units = UNITS[game]
    me, them = SIDES[game][p[1].split()[1]]
    moves = (len(p[2].split()) + 1) // 2
    seeds, win = gained(cli, game, p)
    fill = lambda t: t.format(me=me, them=them)
    if win:
        success = "win"
        goal = ("Win the game within %s moves." % number(moves)) if moves > 1 else "Win the game with one move."
    else:
        turns = "turns" if game == "fanorona" else "moves"
        within = "within %s %s" % (number(moves), turns) if moves > 1 else "with one %s" % turns[:-1]
        if safe:
            success = "capture %d\" failure=\"lose 1" % seeds
            goal = ("Capture at least %s %s %s, and lose none of yours, not even to %s’s best answer."
                    % (number(seeds), units, within, them))
        else:
            success = "capture %d" % seeds
            goal = "Capture at least %s %s %s." % (number(seeds), units, within)
    out = ['    <step fen="%s" teaches="%s">' % (p[1], row)]
    # The lesson board is never turned: say so when the learner plays
    # the side at its top.
    top = p[1].split()[1] == ("n" if game == "songo" else "b")
    said = (fill(say) + " " if first else "") + ("Here you play %s, at the top of the board." % me if top else "")
    if said:
        out.append("      <say>%s</say>" % said.strip())
    out += ["      <!-- puzzle %s: %s -->" % (p[0], p[2]),
            '      <try success="%s" par="%d">' % (success, moves),
            "        <goal>%s</goal>" % goal,
            "        <praise>%s</praise>" % fill(praise),
            "        <miss>%s</miss>" % fill(miss),
            "        <hint>%s</hint>" % fill(hint),
            "      </try>",
            "    </step>"]
    return "\n".join(out)


def passes(cli, game, xml, first):
    """`course --check` passes the step, one first move solves it, and
    that move is the puzzle's (so the idea, not another way, is what
    solves it and what the praise says)."""
    course = ('<?xml version="1.0" encoding="UTF-8"?>\n<course game="%s">\n  <lesson id="t">\n'
              '    <title>T</title>\n%s\n  </lesson>\n</course>\n' % (game, xml))
    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as f:
        f.write(course)
    r = subprocess.run([cli, "course", f.name, "--check", "--verbose"], capture_output=True, text=True)
    os.unlink(f.name)
    line = re.search(r"^ok t \d+: [^;]*; solution (\S+).*first moves that solve it: (\d+)", r.stdout, re.M)
    return (r.returncode == 0 and "0 failed" in r.stdout and "0 impossible" in r.stdout and line is not None
            and line.group(1) == first and line.group(2) == "1")


def main():
    build = sys.argv[1]
    games = sys.argv[2:] or list(IDEAS)
    cli = os.path.join(build, "src", "cli", "lalao-cli")
    for game in games:
        path = Path(__file__).resolve().parent.parent / "data" / "lessons" / (game + ".xml")
        text = path.read_text()
        shipped = puzzles(game)
        used = set()
        for idea in IDEAS[game]:
            row, theme, count, moves = idea[0], idea[1], idea[2], idea[-1]
            steps = []
            # The learner plays the side at the foot of the board (White,
            # South) where one can: the lesson board is never turned.
            first = {"songo": "s"}.get(game, "w")
            for p in sorted(shipped, key=lambda p: (p[1].split()[1] != first, int(p[4]), p[0])):
                themes = p[3].split(",")
                if (theme not in themes or "endgame" in themes or len(steps) == count or p[1] in used
                        or (moves and (len(p[2].split()) + 1) // 2 != moves)
                        or (theme == "sacrifice" and "paika" not in themes)):
                    continue
                xml = step_xml(game, idea, p, not steps, cli)
                if passes(cli, game, xml, p[2].split()[0]):
                    steps.append(xml)
                    used.add(p[1])
            begin = "    <!-- strategy: %s (tools/strategy.py) -->\n" % row
            end = "    <!-- end strategy: %s -->" % row
            m = re.search(re.escape(begin) + r".*?" + re.escape(end), text, re.S)
            if m is None:
                sys.exit("%s: no markers for %s" % (path, row))
            text = text[:m.start()] + begin + "\n".join(steps) + "\n" + end + text[m.end():]
            print("%s: %d of %d exercises" % (row, len(steps), count))
        path.write_text(text)


if __name__ == "__main__":
    main()
