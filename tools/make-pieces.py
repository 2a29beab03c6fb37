#!/usr/bin/env python3
"""Writes data/pieces/samantsy.svg: Lalao's Samantsy pieces as vector art.

Each piece is two paths in a 100 x 100 box, its base on y = 92: the
body ("ID-body", filled with the piece's wood and outlined) and its
details ("ID-detail", lines drawn over the body: a crown's band, the
horse's eye). Only absolute M, L, C and Z commands are written, which
is all that Lalao's reader (src/ui/board/lalao-piece-art.c) understands; the
file is also plain SVG that any viewer shows.

The turned pieces are "lathe" profiles: the right half, from the top of
the piece down to its base, mirrored into a closed outline; round parts
are circles made of four Bézier curves. Re-run after changing a shape:
    tools/make-pieces.py > data/pieces/samantsy.svg
"""
import math

K = 0.5523  # a quarter circle as one cubic Bézier


def fmt(v):
    return f"{v:.1f}".rstrip("0").rstrip(".")


def circle(cx, cy, r):
    k = K * r
    return (f"M {fmt(cx + r)} {fmt(cy)} "
            f"C {fmt(cx + r)} {fmt(cy + k)} {fmt(cx + k)} {fmt(cy + r)} {fmt(cx)} {fmt(cy + r)} "
            f"C {fmt(cx - k)} {fmt(cy + r)} {fmt(cx - r)} {fmt(cy + k)} {fmt(cx - r)} {fmt(cy)} "
            f"C {fmt(cx - r)} {fmt(cy - k)} {fmt(cx - k)} {fmt(cy - r)} {fmt(cx)} {fmt(cy - r)} "
            f"C {fmt(cx + k)} {fmt(cy - r)} {fmt(cx + r)} {fmt(cy - k)} {fmt(cx + r)} {fmt(cy)} Z")


def lathe(profile):
    """profile: (half width, y) from the top down; straight segments,
    except points given as ("c", c1, c2, end), a Bézier to `end` with
    control points c1 and c2, each (half width, y)."""
    def pts(side):
        out = []
        for p in profile:
            if p[0] == "c":
                _, c1, c2, end = p
                out.append(("c", (50 + side * c1[0], c1[1]), (50 + side * c2[0], c2[1]), (50 + side * end[0], end[1])))
            else:
                out.append(("l", (50 + side * p[0], p[1])))
        return out

    right = pts(1)
    d = f"M 50 {fmt(profile[0][1] if profile[0][0] != 'c' else profile[0][3][1])}"
    prev = (50, None)
    for seg in right:
        if seg[0] == "l":
            d += f" L {fmt(seg[1][0])} {fmt(seg[1][1])}"
        else:
            d += f" C {fmt(seg[1][0])} {fmt(seg[1][1])} {fmt(seg[2][0])} {fmt(seg[2][1])} {fmt(seg[3][0])} {fmt(seg[3][1])}"
    # Back up the left side: the same segments mirrored, in reverse.
    left = pts(-1)
    ends = []
    for seg in left:
        ends.append(seg[1] if seg[0] == "l" else seg[3])
    for i in range(len(left) - 1, -1, -1):
        seg = left[i]
        start = ends[i - 1] if i > 0 else (50, profile[0][1] if profile[0][0] != "c" else profile[0][3][1])
        if seg[0] == "l":
            d += f" L {fmt(start[0])} {fmt(start[1])}"
        else:
            d += f" C {fmt(seg[2][0])} {fmt(seg[2][1])} {fmt(seg[1][0])} {fmt(seg[1][1])} {fmt(start[0])} {fmt(start[1])}"
    return d + " Z"


def base(top, half):
    """A foot: a rounded plinth from y = top to the base line."""
    return [(half - 4, top), ("c", (half, top), (half + 1, top + 3), (half + 1, top + 6)),
            (half + 1, 88), ("c", (half + 1, 91), (half, 92), (half - 2, 92)), (0, 92)]


def line(*points):
    return "M " + " L ".join(f"{fmt(x)} {fmt(y)}" for x, y in points)


pieces = {}

# Zaza: a pawn, a ball on a short stem.
pieces["zaza"] = (
    lathe([(0, 62), (9, 61), ("c", (12, 66), (13, 72), (19, 76)), (21, 79), (22, 80)] + base(80, 24))
    + " " + circle(50, 46, 15),
    line((31, 80), (69, 80)))

# Hova: the king, tall, with a crown and a cross.
pieces["hova"] = (
    lathe([(0, 26), (13, 27), ("c", (16, 28), (17, 31), (14, 33)), (11, 35),
           ("c", (12, 48), (14, 60), (19, 72)), (22, 74), (18, 76), (22, 80)] + base(80, 26))
    + " " + line((47, 6), (53, 6), (53, 11), (58, 11), (58, 17), (53, 17), (53, 26),
                 (47, 26), (47, 17), (42, 17), (42, 11), (47, 11)) + " Z",
    line((37, 30), (63, 30)) + " " + line((33, 74), (67, 74)) + " " + line((29, 80), (71, 80)))

# Anakova: the counsellor, smaller, with a coronet of five points.
pieces["anakova"] = (
    lathe([(0, 22), (6, 23), (8, 30), (13, 24), (16, 33), (20, 27), (18, 38),
           ("c", (13, 42), (11, 48), (12, 56)), ("c", (13, 64), (16, 70), (20, 73)),
           (17, 76), (21, 80)] + base(80, 25))
    + " " + circle(50, 18, 5),
    line((33, 38), (67, 38)) + " " + line((31, 80), (69, 80)))

# Vorona: the rook, a tower with three merlons.
pieces["vorona"] = (
    lathe([(0, 18), (4, 18), (4, 26), (11, 26), (11, 18), (19, 18), (19, 34),
           (15, 37), (15, 68), (20, 72), (22, 80)] + base(80, 26)),
    line((35, 37), (65, 37)) + " " + line((30, 72), (70, 72)) + " " + line((29, 80), (71, 80)))

# Basy: the elephant, in the shape chess gave it: a mitre with its slit.
pieces["basy"] = (
    lathe([(0, 10), (3, 11), ("c", (4, 13), (4, 15), (2, 17)), ("c", (14, 24), (17, 34), (14, 46)),
           ("c", (12, 52), (10, 54), (12, 58)), (16, 60), (12, 63), ("c", (13, 68), (15, 72), (20, 75)),
           (21, 80)] + base(80, 25)),
    line((45, 27), (57, 41)) + " " + line((36, 58), (64, 58)) + " " + line((31, 80), (69, 80)))

# Farasy: the horse, a head and mane on a foot, facing left.
horse = ("M 30 80 L 31 74 C 32 66 36 60 42 55 C 40 52 36 51 30 53 C 25 55 21 55 19 52 "
         "C 17 49 18 46 22 43 C 29 37 34 30 38 24 C 40 20 42 17 45 16 L 44 9 L 50 14 "
         "C 62 14 72 22 76 35 C 80 48 79 62 74 74 L 72 80 Z")
pieces["farasy"] = (
    horse + " " + lathe([(0, 80), (22, 80)] + base(80, 27)),
    circle(40, 30, 2.5) + " " + line((24, 48), (27, 49)) + " " + line((56, 20), (64, 31), (68, 45), (69, 60))
    + " " + line((29, 80), (71, 80)))

print('<?xml version="1.0" encoding="UTF-8"?>')
print('<!-- Lalao\'s Samantsy pieces, written by tools/make-pieces.py: edit the script, not this file.')
print('     Each piece: "ID-body", filled with its wood and outlined, and "ID-detail", drawn over it. -->')
print('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 100" width="600" height="100">')
for i, name in enumerate(["hova", "anakova", "vorona", "farasy", "basy", "zaza"]):
    body, detail = pieces[name]
    print(f'  <g transform="translate({i * 100} 0)">')
    print(f'    <path id="{name}-body" fill="#f2e6cc" stroke="#3f2a18" stroke-width="3" stroke-linejoin="round" fill-rule="nonzero" d="{body}"/>')
    print(f'    <path id="{name}-detail" fill="none" stroke="#3f2a18" stroke-width="2.5" stroke-linecap="round" d="{detail}"/>')
    print('  </g>')
print('</svg>')
