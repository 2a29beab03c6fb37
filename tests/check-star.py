#!/usr/bin/env python3
"""A view split over several files is a star, not a mesh.

A split view (src/ui, src/model) is a core file X.c and its parts
X-NAME.c, which share X-private.h. The parts may call the core, the model and anything
below, but never a function defined in another part: what two parts
both need goes through the core. Exits 1, naming each call that breaks
the rule.
"""
import os
import re
import sys

DEFINITION = re.compile(r"^([_a-z][a-z0-9_]*) \(", re.M)
CALL = re.compile(r"\b([_a-z][a-z0-9_]*)\s*\(")


def sources(src):
    for root, _, files in os.walk(src):
        for f in files:
            if f.endswith(".c"):
                yield os.path.join(root, f)


def main(src):
    paths = {os.path.basename(p)[:-2]: p for layer in ("ui", "model")
             for p in sources(os.path.join(src, layer))}
    status = 0
    for core in sorted(paths):
        parts = [n for n in paths if n.startswith(core + "-")
                 and os.path.exists(os.path.join(os.path.dirname(paths[n]), core + "-private.h"))]
        if not parts:
            continue
        defined = {}
        for part in parts:
            for name in DEFINITION.findall(open(paths[part], encoding="utf-8").read()):
                defined[name] = part
        for part in parts:
            text = open(paths[part], encoding="utf-8").read()
            own = set(DEFINITION.findall(text))
            for name in sorted(set(CALL.findall(text)) - own):
                other = defined.get(name)
                if other is not None and other != part:
                    print(f"{part}.c calls {name}, defined in {other}.c: go through {core}.c")
                    status = 1
    if status == 0:
        print("every split view is a star")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
