"""Reads the games of a `lalao-cli match` record (its PGN), for the tools
that replay them (carried-table.py, depth-vs-fsf.py)."""
import re

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


def move_lists(path, count):
    """The move lists (in the game's move notation) of the record's first
    `count` games, comments, move numbers and results left out."""
    games = open(path, encoding="utf-8").read().split("[Event ")[1:count + 1]
    for game in games:
        text = re.sub(r"\{[^}]*\}", " ", game.split("\n\n", 1)[1])
        yield [m for m in text.split() if not re.match(r"^\d+\.", m) and m not in RESULTS]
