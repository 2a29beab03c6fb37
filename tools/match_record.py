"""Reads the games of a `lalao-cli match` record (its PGN), for the tools
that replay them (carried-table.py, depth-vs-fsf.py, hova-walk.py,
blind-spots.py)."""
import re

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


def _records(path, count=None):
    """Each of the record's games (its first `count`, or all) as its
    tags and the text of its moves."""
    texts = open(path, encoding="utf-8").read().split("[Event ")[1:]
    for game in texts[:count]:
        head, body = game.split("\n\n", 1)
        yield dict(re.findall(r'^\[(\w+) "([^"]*)"\]', head, re.MULTILINE)), body


def _is_move(token):
    return not re.match(r"^\d+\.", token) and token not in RESULTS


def games(path, count=None):
    """The record's games (its first `count`, or all): each a dict of its
    tags (White, Black, Result...) and its move list (in the game's move
    notation), comments, move numbers and results left out."""
    for tags, body in _records(path, count):
        body = re.sub(r"\{[^}]*\}", " ", body)
        yield tags, [m for m in body.split() if _is_move(m)]


def commented_games(path, count=None):
    """As games(), each move with its comment (the engine's score and
    depth, as "+0.64/15"), or None where it has none."""
    for tags, body in _records(path, count):
        pairs = re.findall(r"(\S+)\s*(?:\{([^}]*)\})?", body)
        yield tags, [(m, c.strip() if c else None) for m, c in pairs if _is_move(m)]


def move_lists(path, count):
    """The move lists of the record's first `count` games."""
    for _, moves in games(path, count):
        yield moves
