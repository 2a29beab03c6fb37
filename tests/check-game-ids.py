#!/usr/bin/env python3
"""No shared source file spells a game's id (DESIGN.md).

Per-game knowledge is a field or hook of the game's own tables, filled in
its own files (src/engine/songo.c, src/model/explain/songo-explainer.c,
src/ui/songo-board.c...), and the registry takes each id from the game's
own header. A shared file is every .c and .h under src/ whose name does
not begin with a game's id: lalao-*, cli-*, main.c. The games are read
from the registry's own ids (GAME_ID in src/engine/GAME.h), so a fifth
game is checked too. Exits 1, naming each file, line and id, on a failure.
"""
import os
import re
import sys


def game_ids(src):
    ids = set()
    engine = os.path.join(src, "engine")
    for f in os.listdir(engine):
        if f.endswith(".h"):
            text = open(os.path.join(engine, f), encoding="utf-8").read()
            ids.update(re.findall(r'^#define [A-Z0-9_]+_ID "([a-z0-9-]+)"', text, re.M))
    return ids


def main(src):
    ids = game_ids(src)
    if len(ids) < 4:
        print(f"only {sorted(ids)} found as games' ids (GAME_ID in src/engine/GAME.h)")
        return 1
    quoted = re.compile('"(' + "|".join(sorted(ids)) + ')"')
    own = re.compile("^(" + "|".join(sorted(ids)) + r")[-.]")
    status = 0
    n_files = 0
    for root, _, files in os.walk(src):
        for f in sorted(files):
            if not f.endswith((".c", ".h")) or own.match(f):
                continue
            n_files += 1
            path = os.path.join(root, f)
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                for m in quoted.finditer(line):
                    print(f"{os.path.relpath(path, src)}:{number}: spells the id {m.group(0)}")
                    status = 1
    if status == 0:
        print(f"{n_files} shared files, none spells one of {len(ids)} games' ids")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
