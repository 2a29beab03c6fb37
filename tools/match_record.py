"""Reads the games of a `lalao-cli match` record (its PGN), for the tools
that replay them (carried-table.py, depth-vs-fsf.py, hova-walk.py)."""
import re

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


def games(path, count=None):
    """The record's games (its first `count`, or all): each a dict of its
    tags (White, Black, Result...) and its move list (in the game's move
    notation), comments, move numbers and results left out."""
    texts = open(path, encoding="utf-8").read().split("[Event ")[1:]
    for game in texts[:count]:
        head, body = game.split("\n\n", 1)
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', head, re.MULTILINE))
        body = re.sub(r"\{[^}]*\}", " ", body)
        yield tags, [m for m in body.split() if not re.match(r"^\d+\.", m) and m not in RESULTS]


def move_lists(path, count):
    """The move lists of the record's first `count` games."""
    for _, moves in games(path, count):
        yield moves
