#!/usr/bin/env python3
"""puzzles-deepen.py BUILDDIR GAME [--plus K] [--depth D] [--log FILE]
                     [--judge-limit N] [--games N] [--first-seed S]
                     [--seeds N] [--min M]

Makes GAME's shipped puzzles (data/puzzles/GAME.txt) unique K plies
(default 4) deeper than their recorded depth, and with --depth D raises
their recorded depth to D first:

1. Each puzzle is judged at D (with --depth; its own recorded depth
   otherwise) and at D + K by `lalao-cli puzzles verify FILE --depth-plus`,
   ten puzzles per run. Every verdict is written to the log (--log, by
   default _build's GAME-deepen.log), one line "ID DEPTH ok|wrong", and
   a rerun reuses the verdicts there: the deep judge is slow (Surakarta
   at depth 11: about 17 s of CPU a puzzle), so it can be stopped and
   resumed.
2. A puzzle found unique at both depths gets the depth D; the others
   keep their ids (the learner's progress refers to them; a dropped id
   is simply never asked again).
3. `lalao-cli puzzles mine GAME --games N --seed S --depth D
   --depth-plus K`, for S = first seed, first seed + 1, ... until every
   failed puzzle is replaced (or --seeds N of them have run), mines
   new puzzles (the miner itself keeps only those unique K plies deeper);
   they get ids after the highest old one, a FEN already in the set is
   skipped.
4. A puzzle that failed is dropped when the set still holds M (default
   300) without it; otherwise it stays at its old depth, where it was
   verified before (at its depth + K, as every puzzle of the file), and
   so does a puzzle not judged yet (--judge-limit N: only the first N
   of the puzzles to judge, those below D with --depth, in the order of
   the file, are judged; verdicts already in the log count whatever N
   is). The file then mixes two depths, each puzzle unique at its own
   depth + K.

Fixed seeds: the same command writes the same file. The seeds used and
the counts are noted in the file's header.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

CHUNK = 10


def read_set(path):
    header, puzzles = [], []
    for line in open(path):
        line = line.rstrip('\n')
        if line.startswith('#'):
            header.append(line)
        elif line.strip():
            puzzles.append(line.split(' ; '))
    return header, puzzles


def read_log(path):
    verdicts = {}
    if os.path.exists(path):
        for line in open(path):
            f = line.split()
            if len(f) == 3:
                verdicts[(f[0], int(f[1]))] = f[2] == 'ok'
    return verdicts


def judge(cli, game, puzzles, depth, verdicts, log, limit):
    """Judges at `depth` those of the first `limit` puzzles (None: all)
    the log has no verdict for yet, ten per run of the verifier."""
    todo = [p for p in puzzles[:limit] if (p[0], depth) not in verdicts]
    for start in range(0, len(todo), CHUNK):
        chunk = todo[start:start + CHUNK]
        with tempfile.NamedTemporaryFile('w', suffix='.txt', delete=False) as tmp:
            for p in chunk:
                tmp.write(' ; '.join(p[:5] + [str(depth)]) + '\n')
        out = subprocess.run([cli, 'puzzles', 'verify', tmp.name, '--verbose'],
                             capture_output=True, text=True).stdout
        os.unlink(tmp.name)
        with open(log, 'a') as log_file:
            for p in chunk:
                ok = re.search(r'^ok: %s$' % re.escape(p[0]), out, re.M) is not None
                if not ok and not re.search(r'^wrong: %s\b' % re.escape(p[0]), out, re.M):
                    sys.exit('%s: no verdict for %s:\n%s' % (game, p[0], out))
                verdicts[(p[0], depth)] = ok
                log_file.write('%s %d %s\n' % (p[0], depth, 'ok' if ok else 'wrong'))
        sys.stderr.write('%s: %d / %d judged at depth %d\n' % (game, start + len(chunk), len(todo), depth))


def mine(cli, a, depth, fens, next_id, wanted):
    added, seeds, seed = [], [], a.first_seed
    while len(added) < wanted and (a.seeds is None or len(seeds) < a.seeds):
        depth_args = ['--depth', str(depth)] if depth else []
        mined = subprocess.run([cli, 'puzzles', 'mine', a.game, '--games', str(a.games), '--seed', str(seed),
                                '--depth-plus', str(a.plus), '--threads', '1'] + depth_args,
                               capture_output=True, text=True, check=True).stdout
        seeds.append(seed)
        for line in mined.splitlines():
            f = line.split(' ; ')
            if len(f) != 6 or f[1] in fens or len(added) >= wanted:
                continue
            fens.add(f[1])
            f[0] = '%s-%04d' % (a.game, next_id)
            next_id += 1
            added.append(f)
        sys.stderr.write('seed %d: %d puzzles mined\n' % (seed, len(added)))
        seed += 1
    return added, seeds


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('builddir')
    ap.add_argument('game')
    ap.add_argument('--plus', type=int, default=4)
    ap.add_argument('--depth', type=int)
    ap.add_argument('--log')
    ap.add_argument('--judge-limit', type=int)
    ap.add_argument('--games', type=int, default=100)
    ap.add_argument('--first-seed', type=int, default=2)
    ap.add_argument('--seeds', type=int)
    ap.add_argument('--min', type=int, default=300)
    a = ap.parse_args()
    cli = a.builddir + '/src/cli/lalao-cli'
    path = 'data/puzzles/%s.txt' % a.game
    log = a.log or os.path.join(a.builddir, '%s-deepen.log' % a.game)

    header, puzzles = read_set(path)
    verdicts = read_log(log)
    todo = [p for p in puzzles if a.depth is None or int(p[5]) < a.depth]
    for depth in sorted({a.depth} if a.depth else {int(p[5]) for p in todo}):
        at = [p for p in todo if (a.depth or int(p[5])) == depth]
        judge(cli, a.game, at, depth, verdicts, log, a.judge_limit)
        judge(cli, a.game, at, depth + a.plus, verdicts, log, a.judge_limit)

    raised, failed, unjudged, kept = [], [], [], []
    for p in puzzles:
        depth = a.depth if p in todo and a.depth else int(p[5])
        v = [verdicts.get((p[0], depth)), verdicts.get((p[0], depth + a.plus))]
        if p not in todo:
            kept.append(p)
        elif False in v:
            failed.append(p)
        elif None in v:
            unjudged.append(p)
        else:
            raised.append(p[:5] + [str(depth)])
    sys.stderr.write('%s: %d unique at depth %s + %d, %d fail, %d not judged yet\n'
                     % (a.game, len(raised), a.depth or 'theirs', a.plus, len(failed), len(unjudged)))

    ids = [int(p[0].rsplit('-', 1)[1]) for p in puzzles]
    fens = {p[1] for p in puzzles}
    wanted = max(0, a.min - len(raised) - len(unjudged) - len(kept))
    added, seeds = mine(cli, a, a.depth, fens, max(ids) + 1, wanted)
    dropped = failed[:max(0, len(raised) + len(unjudged) + len(kept) + len(added) + len(failed) - a.min)]
    final = sorted(kept + raised + unjudged + [p for p in failed if p not in dropped],
                   key=lambda p: p[0]) + added
    write(path, header, final, a, len(dropped), len(added), seeds, (len(failed) - len(dropped), len(unjudged)))


def write(path, header, final, a, dropped, added, seeds, old):
    with open(path, 'w') as out_file:
        for line in header[:-1]:
            # A rerun's note replaces the last one's.
            if not (a.depth and line.startswith('# Raised to depth %d,' % a.depth)):
                out_file.write(line + '\n')
        if a.depth:
            out_file.write('# Raised to depth %d, unique at depth + %d, by tools/puzzles-deepen.py: %d dropped, '
                           '%d mined (--games %d, seeds %s); at their old depth: %d that fail at %d + %d, '
                           '%d not judged yet.\n'
                           % (a.depth, a.plus, dropped, added, a.games, ','.join(map(str, seeds)) or 'none',
                              old[0], a.depth, a.plus, old[1]))
        elif added or dropped:
            out_file.write('# Made unique at depth + %d by tools/puzzles-deepen.py: %d dropped, %d mined '
                           '(--games %d, seeds %s).\n' % (a.plus, dropped, added, a.games,
                                                          ','.join(map(str, seeds)) or 'none'))
        out_file.write(header[-1] + '\n')
        for p in final:
            out_file.write(' ; '.join(p) + '\n')


if __name__ == '__main__':
    main()
