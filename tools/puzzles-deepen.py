#!/usr/bin/env python3
"""puzzles-deepen.py BUILDDIR GAME [--plus K] [--games N] [--first-seed S] [--min M]

Makes GAME's shipped puzzles (data/puzzles/GAME.txt) unique K plies
(default 4) deeper than their recorded depth:

1. `lalao-cli puzzles verify GAME --depth-plus K` names the puzzles a
   deeper search breaks (a second good move, another reply); they are
   dropped, the others keep their ids (the learner's progress refers to
   them; a dropped id is simply never asked again).
2. `lalao-cli puzzles mine GAME --games N --seed S --depth-plus K`, for
   S = first seed, first seed + 1, ..., mines new puzzles (the miner
   itself keeps only those unique K plies deeper) until the set holds M
   (default 300); they get ids after the highest old one, a FEN already
   in the set is skipped.

Fixed seeds: the same command writes the same file. The seeds used are
noted in the file's header. Slow: it runs the deep judge on every puzzle.
"""
import argparse
import re
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('builddir')
    ap.add_argument('game')
    ap.add_argument('--plus', type=int, default=4)
    ap.add_argument('--games', type=int, default=100)
    ap.add_argument('--first-seed', type=int, default=2)
    ap.add_argument('--min', type=int, default=300)
    a = ap.parse_args()
    cli = a.builddir + '/src/cli/lalao-cli'
    path = 'data/puzzles/%s.txt' % a.game

    out = subprocess.run([cli, 'puzzles', 'verify', path, '--depth-plus', str(a.plus)],
                         capture_output=True, text=True).stdout
    failed = set(re.findall(r'^wrong: (%s-\d+)' % a.game, out, re.M))
    header, kept, ids = [], [], []
    for line in open(path):
        line = line.rstrip('\n')
        if line.startswith('#'):
            header.append(line)
        elif line.strip():
            pid = line.split(' ; ')[0]
            ids.append(int(pid.rsplit('-', 1)[1]))
            if pid not in failed:
                kept.append(line)
    sys.stderr.write('%s: %d of %d fail at depth + %d\n' % (a.game, len(failed), len(ids), a.plus))

    next_id, fens, added, seeds = max(ids) + 1, {l.split(' ; ')[1] for l in kept}, [], []
    seed = a.first_seed
    while len(kept) + len(added) < a.min:
        mined = subprocess.run([cli, 'puzzles', 'mine', a.game, '--games', str(a.games), '--seed', str(seed),
                                '--depth-plus', str(a.plus), '--threads', '1'],
                               capture_output=True, text=True, check=True).stdout
        seeds.append(seed)
        for line in mined.splitlines():
            f = line.split(' ; ')
            if len(f) != 6 or f[1] in fens or len(kept) + len(added) >= a.min:
                continue
            fens.add(f[1])
            f[0] = '%s-%04d' % (a.game, next_id)
            next_id += 1
            added.append(' ; '.join(f))
        sys.stderr.write('seed %d: %d puzzles\n' % (seed, len(kept) + len(added)))
        seed += 1

    with open(path, 'w') as out_file:
        for line in header[:-1]:
            out_file.write(line + '\n')
        if added or failed:
            out_file.write('# Made unique at depth + %d by tools/puzzles-deepen.py: %d dropped, %d mined '
                           '(--games %d, seeds %s).\n' % (a.plus, len(failed), len(added), a.games,
                                                          ','.join(map(str, seeds)) or 'none'))
        out_file.write(header[-1] + '\n')
        for line in kept + added:
            out_file.write(line + '\n')


if __name__ == '__main__':
    main()
