#!/usr/bin/env python3
"""No function in src/ is over 100 lines.

A function is counted from its opening brace in the first column to its
closing brace in the first column, as the project's style writes them.
Exits 1, naming each function that is too long.
"""
import os
import sys

LIMIT = 100


def main(src):
    status = 0
    for root, _, files in sorted(os.walk(src)):
        for f in sorted(files):
            if not f.endswith(".c"):
                continue
            path = os.path.join(root, f)
            lines = open(path, encoding="utf-8").read().split("\n")
            start = None
            for i, line in enumerate(lines):
                if line.startswith("{"):
                    start = i
                elif line.startswith("}") and start is not None:
                    if i - start + 1 > LIMIT:
                        j = start - 1
                        while j > 0 and "(" not in lines[j]:
                            j -= 1
                        name = lines[j].split("(")[0].strip()
                        print(f"{path}:{start + 1}: {name} is {i - start + 1} lines, over {LIMIT}")
                        status = 1
                    start = None
    if status == 0:
        print(f"no function over {LIMIT} lines")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
