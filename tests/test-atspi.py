#!/usr/bin/env python3
"""Lalao as a screen reader meets it, through AT-SPI.

Run by test-atspi.sh inside its own D-Bus session, with GTK's AT-SPI
backend (GTK_A11Y and NO_AT_BRIDGE unset). Starts the app, and through the
accessibility tree alone, as Orca would: reads the start page's buttons,
opens a Samantsy lesson, reads the board's squares, plays the exercise by
activating two squares and hears the feedback, then starts a game, plays
a move, and hears the move, the computer's reply and "Your turn.", then
asks by key where White's pieces are.

Every wait is for a condition, with a generous time limit: no fixed
sleep decides the outcome. Prints TAP.
"""
import os
import re
import subprocess
import sys
import time

import pyatspi

TIMEOUT = 90  # seconds for any one condition, on a loaded machine
results = []


def log(*args):
    print("#", *args, flush=True)


def check(ok, what):
    results.append(ok)
    print(("ok" if ok else "not ok"), len(results), "-", what, flush=True)
    if not ok:
        finish()


def finish():
    print(f"1..{len(results)}", flush=True)
    try:
        app.terminate()
        app.wait(10)
    except Exception:
        pass
    sys.exit(0 if all(results) else 1)


def wait_for(condition, what, timeout=TIMEOUT):
    """condition() again and again until it gives something true."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            value = condition()
        except Exception:  # the tree changes under our feet: look again
            value = None
        if value:
            return value
        time.sleep(0.1)
    log(f"timed out after {timeout} s waiting for {what}")
    check(False, what)


def walk(obj):
    """obj and everything under it that screen readers are shown."""
    if obj is None:
        return
    yield obj
    for child in obj:
        yield from walk(child)


def find_all(root, role=None, name=None, pattern=None):
    found = []
    for o in walk(root):
        if role is not None and o.getRoleName() != role:
            continue
        if name is not None and o.name != name:
            continue
        if pattern is not None and not re.search(pattern, o.name or ""):
            continue
        found.append(o)
    return found


def find_one(root, **kw):
    found = find_all(root, **kw)
    return found[0] if found else None


def focused(root):
    for o in walk(root):
        if o.getState().contains(pyatspi.STATE_FOCUSED):
            return o
    return None


def click(obj):
    """What a screen reader's 'activate' does: the element's first action."""
    action = obj.queryAction()
    log(f"activating {obj.getRoleName()} {obj.name!r} ({action.getName(0)})")
    action.doAction(0)


def key(keysym):
    """A key pressed, as the person would."""
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)


def the_app():
    for a in pyatspi.Registry.getDesktop(0):
        if a is not None and (a.name or "").lower() == "lalao":
            return a
    return None


def main_window():
    a = the_app()
    for w in a:
        if w is not None and w.getRoleName() == "frame" and w.getState().contains(pyatspi.STATE_ACTIVE):
            return w
    return a[0] if a is not None and a.childCount > 0 else None


def board_squares(window):
    """The Samantsy board's elements: one push button per square, named
    by its square first ("d1, White’s vorona")."""
    return find_all(window, role="push button", pattern=r"^[a-h][1-8], ")


def check_button_names(window, where):
    bad = [b.name for b in find_all(window, role="push button")
           if not b.name or "_" in b.name or b.name.startswith("Gtk") or "Gtk" in b.name]
    bad += [b.name for b in find_all(window, role="toggle button") if not b.name or "_" in b.name]
    if bad:
        log(f"badly named buttons {where}: {bad}")
    check(not bad, f"every button {where} has a real name, without a mnemonic's underscore")


app_env = dict(os.environ)
if os.environ.get("LALAO_APP_G_DEBUG"):
    app_env["G_DEBUG"] = os.environ["LALAO_APP_G_DEBUG"]
app = subprocess.Popen([sys.argv[1]], env=app_env)

# The start page: four cards, real names on every button.
window = wait_for(lambda: main_window() if find_all(main_window(), role="push button", name="Learn") else None,
                  "the start page")
check_button_names(window, "on the start page")
learn = find_all(window, role="push button", name="Learn")
check(len(learn) == 4, "a Learn button on each game's card")

# The Samantsy course (the first card), its second lesson: a list item
# reached and pressed as with the keyboard.
click(learn[0])
row = wait_for(lambda: find_one(main_window(), role="list item", name="The Vorona and the Farasy"),
               "the Samantsy course's list of lessons")
check(find_one(main_window(), name="Four Games to Learn and Play") is None,
      "the start page, no longer shown, is out of the tree")
first = wait_for(lambda: focused(main_window()), "the focus on the list of lessons")
log("focus:", first.getRoleName(), first.name)
check(first.name == "The Board and the Pieces", "the focus is on the first lesson")
key(0xff54)  # Down
wait_for(lambda: row.getState().contains(pyatspi.STATE_FOCUSED), "the second lesson's row focused")
key(0xff0d)  # Return

# The step with a try: the board's 64 squares, each named by its content.
window = wait_for(lambda: main_window() if len(board_squares(main_window())) == 64 else None,
                  "the lesson's board, 64 squares")
squares = {s.name.split(",")[0]: s for s in board_squares(window)}
log("d1:", squares["d1"].name, "| d6:", squares["d6"].name, "| a1:", squares["a1"].name)
check(squares["d1"].name.startswith("d1, White’s vorona"), "d1 says White’s vorona")
check(squares["d6"].name.startswith("d6, Black’s basy"), "d6 says Black’s basy")
check(squares["a1"].name == "a1, empty", "a1 says it is empty")
check("marked by the lesson" in squares["d6"].name, "the lesson's mark on d6 is said")
board = squares["d1"].parent
log("board:", board.name, "|", board.description)
check("Capture the black basy with your vorona." in board.description,
      "the step's task is in the board's description")
here = wait_for(lambda: focused(main_window()), "the focus on the board")
log("focus:", here.getRoleName(), here.name, "|", here.description)
check(re.match(r"^[a-h][1-8], ", here.name) is not None, "the focus is on a square of the board")
said = wait_for(lambda: here.description, "the step said with the square")
check(said.startswith("The vorona moves any number of squares") and "Capture the black basy" in said,
      "the step and its task are said with the focused square")

# The exercise: the vorona from d1 takes the basy on d6.
click(squares["d1"])
wait_for(lambda: "selected" in squares["d1"].name, "d1 selected")
check("a move can go here" in squares["d6"].name, "d6 is said to be a legal target")
check("a move can go here" not in squares["e2"].name, "e2 is not a target of the vorona")
click(squares["d6"])
nxt = wait_for(lambda: find_one(main_window(), role="push button", name="Next")
               if find_one(main_window(), role="push button", name="Next").getState().contains(pyatspi.STATE_FOCUSED)
               else None, "the focus on Next once the try is solved")
said = wait_for(lambda: nxt.description, "the feedback said with Next")
log("said with Next:", said)
check("Straight up the d-file: the basy is taken." in said, "the lesson's praise is said with Next")
check(wait_for(lambda: squares["d6"].name.startswith("d6, White’s vorona"), "d6 named anew"),
      "d6 now says White’s vorona")
check_button_names(main_window(), "on the lesson's page")

# A game against the computer: Back to the games, Play, start.
back = find_one(main_window(), role="push button", name="Back")
while back is not None and find_one(main_window(), role="push button", name="Learn") is None:
    click(back)
    wait_for(lambda: find_one(main_window(), role="push button", name="Learn")
             or find_one(main_window(), role="list item", name="The Vorona and the Farasy"), "a page back")
    back = find_one(main_window(), role="push button", name="Back")
click(find_all(main_window(), role="push button", name="Play")[0])
dialog = wait_for(lambda: next((w for w in the_app() if w is not None and w.getRoleName() in ("dialog", "frame")
                                and find_one(w, role="push button", name="Start")), None),
                  "the new game dialog")
check_button_names(dialog, "in the new game dialog")
click(find_one(dialog, role="push button", name="Start"))
window = wait_for(lambda: main_window() if len(board_squares(main_window())) == 64 else None,
                  "the game's board")
here = wait_for(lambda: focused(main_window()), "the focus on the game's board")
log("focus:", here.name, "|", here.description)
check(re.match(r"^[a-h][1-8], ", here.name) is not None, "a new game starts with the focus on the board")
squares = {s.name.split(",")[0]: s for s in board_squares(window)}
check(squares["e2"].name == "e2, White’s zaza", "e2 says White’s zaza")
click(squares["e2"])
wait_for(lambda: "selected" in squares["e2"].name, "e2 selected")
click(squares["e3"])
# The person's move, the computer's reply and the turn, said on the focus.
said = wait_for(lambda: here.description if "Black " in here.description else None,
                "the computer's reply said")
log("said:", said)
check(re.search(r"\bBlack moves [^.]*\..* Your turn\.$", said) is not None,
      "the computer's reply is said in a sentence, then 'Your turn.'")
check(re.match(r"^[a-h][1-8], ", here.name) is not None, "the focus stayed on the board")
check(squares["e3"].name.startswith("e3, White’s zaza"), "e3 now says White’s zaza")
check(any("last move" in s.name for s in board_squares(main_window()) if "Black" in s.name),
      "the computer's last move is marked on its square")
check_button_names(main_window(), "on the game's page")
# The move list's buttons say their number, as the eye reads it beside them.
check(find_one(main_window(), role="push button", name="1. Zaza e2–e3") is not None,
      "the move list says White's first move with its number")
check(find_one(main_window(), role="push button", pattern=r"^1… [A-Z]") is not None,
      "the move list says Black's first move with its number")

# A question by key, answered on the focused square: the side to move's pieces.
key(ord("m"))
said = wait_for(lambda: here.description if here.description.startswith("White’s pieces: ") else None,
                "the answer to m said")
log("m:", said)
check("zaza on " in said and "e3" in said, "m tells where White’s pieces are")
finish()
