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
    + " " + line((46, 3), (54, 3), (54, 9), (61, 9), (61, 17), (54, 17), (54, 27),
                 (46, 27), (46, 17), (39, 17), (39, 9), (46, 9)) + " Z",
    line((37, 30), (63, 30)) + " " + line((33, 74), (67, 74)) + " " + line((29, 80), (71, 80)))

# Anakova: the counsellor, the weakest piece, which steps one square
# diagonally: a short stem under a wide lozenge, a square stood on its
# corner, with a smaller lozenge cut in it. No crown: it is not a queen.
pieces["anakova"] = (
    lathe([(0, 8), (29, 31), (9, 50), (14, 53), (14, 57), (8, 59),
           ("c", (9, 65), (12, 70), (19, 73)), (16, 76), (21, 80)] + base(80, 25)),
    line((50, 21), (60, 31), (50, 41), (40, 31)) + " Z"
    + " " + line((37, 55), (63, 55)) + " " + line((31, 80), (69, 80)))

# Vorona: the rook, a tower with three merlons.
pieces["vorona"] = (
    lathe([(0, 18), (4, 18), (4, 26), (11, 26), (11, 18), (19, 18), (19, 34),
           (15, 37), (15, 68), (20, 72), (22, 80)] + base(80, 26)),
    line((35, 37), (65, 37)) + " " + line((30, 72), (70, 72)) + " " + line((29, 80), (71, 80)))

# Basy: "gun" in Malagasy, and a piece that leaps two squares
# diagonally: a musket laid on the diagonal across a low stand, its butt
# down on the left, its muzzle up on the right. Nothing like a mitre.
def along(start, angle, profile):
    """A closed outline round an axis from `start` at `angle` degrees
    above the horizontal: profile is (distance along, half width on the
    upper side, half width on the lower side), from the butt to the tip."""
    ux, uy = math.cos(math.radians(angle)), -math.sin(math.radians(angle))
    nx, ny = -uy, ux  # the normal pointing down and right of the axis
    up = [(start[0] + t * ux - a * nx, start[1] + t * uy - a * ny) for t, a, _ in profile]
    down = [(start[0] + t * ux + b * nx, start[1] + t * uy + b * ny) for t, _, b in profile]
    return line(*(up + down[::-1])) + " Z"


def axis_line(start, angle, t0, t1, offset=0):
    ux, uy = math.cos(math.radians(angle)), -math.sin(math.radians(angle))
    nx, ny = -uy, ux
    return line((start[0] + t0 * ux + offset * nx, start[1] + t0 * uy + offset * ny),
                (start[0] + t1 * ux + offset * nx, start[1] + t1 * uy + offset * ny))


BUTT, ANGLE, STOCK = (16, 72), 45, 8
# The rest: a post from the foot up to the musket's underside (the line
# x + y = c), its top cut on that line and a little inside the musket,
# so the two outlines meet without crossing.
c = BUTT[0] + BUTT[1] + math.sqrt(2) * STOCK - 1.5
rest = lathe([(5, 64), ("c", (6, 70), (12, 73), (20, 76)), (22, 80)] + base(80, 25))
rest = rest.replace("M 50 64 L 55 64", f"M 45 {fmt(c - 45)} L 55 {fmt(c - 55)} L 55 64", 1)
assert rest.endswith(" 45 64 L 50 64 Z")
rest = rest[:-len(" L 50 64 Z")] + " Z"
pieces["basy"] = (
    rest + " " + along(BUTT, ANGLE, [(0, 12, 12), (26, 7, STOCK), (32, 7, 13), (37, 7, 13), (41, 7, STOCK),
                                      (64, 7, STOCK), (66, 5.5, 5.5), (86, 5.5, 5.5), (86, 8.5, 5.5),
                                      (90, 8.5, 5.5), (90, 5.5, 5.5), (94, 5.5, 5.5)]),
    axis_line(BUTT, ANGLE, 64, 66, 0) + " " + line((34, 80), (66, 80)))

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
