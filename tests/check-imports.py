#!/usr/bin/env python3
"""The import graph of src/: no circle, and no arrow upward.

Each module is a .c file with its .h (and its -private.h); an arrow goes
from a module to every module whose header it includes. The layers, from
the bottom: engine, model, then ui and cli, which may use the layers
below them but never each other. Generated headers (config.h, resources)
are not modules. The model and the UI keep their sources in a folder per
family (README.md, "Where things live"): a source file loose at the top
of src/model or src/ui fails too. Exits 1, naming the circle, the arrow
or the loose file, on a failure.
"""
import os
import re
import sys

LAYERS = {"engine": 0, "model": 1, "ui": 2, "cli": 2}

def module_of(path):
    name = os.path.basename(path)
    name = re.sub(r"\.(c|h)$", "", name)
    return re.sub(r"-private$", "", name)

def main(src):
    status = 0
    where = {}      # module -> layer
    includes = {}   # module -> set of included header names
    for layer in LAYERS:
        for root, _, files in os.walk(os.path.join(src, layer)):
            for f in files:
                if not f.endswith((".c", ".h")):
                    continue
                m = module_of(f)
                if where.get(m, layer) != layer:
                    print(f"{m} is in both {where[m]} and {layer}")
                    return 1
                where[m] = layer
                text = open(os.path.join(root, f), encoding="utf-8").read()
                for h in re.findall(r'^#include "([^"]+)"', text, re.M):
                    includes.setdefault(m, set()).add(module_of(h))
    for layer in ("model", "ui"):
        for f in sorted(os.listdir(os.path.join(src, layer))):
            if f.endswith((".c", ".h", ".ui")):
                print(f"{layer}/{f} is in no family: move it into one of src/{layer}'s folders")
                status = 1
    graph = {m: sorted(h for h in hs if h in where and h != m) for m, hs in includes.items()}
    for m, targets in sorted(graph.items()):
        for t in targets:
            a, b = where[m], where[t]
            if LAYERS[b] > LAYERS[a] or (LAYERS[a] == LAYERS[b] and a != b):
                print(f"arrow upward or sideways: {a}/{m} includes {b}/{t}")
                status = 1
    # Circles: a depth-first search that meets a module still on its path.
    state = {}
    def visit(m, path):
        nonlocal status
        state[m] = "open"
        for t in graph.get(m, []):
            if state.get(t) == "open":
                print("circle: " + " -> ".join(path[path.index(t):] + [t]))
                status = 1
            elif t not in state:
                visit(t, path + [t])
        state[m] = "done"
    for m in sorted(graph):
        if m not in state:
            visit(m, [m])
    if status == 0:
        print(f"{len(where)} modules, {sum(len(t) for t in graph.values())} arrows: no circle, none upward")
    return status

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
