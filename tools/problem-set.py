#!/usr/bin/env python3
"""Assemble a benchmark set of chess and Alice problems for tools/popeye-compare.py: random positions
with enough material for mates, classified by Popeye (a reference program, never part of Heterodox;
build it yourself and pass its path) and kept by quota per game, stipulation and kind of answer
(one solution, cooked, no solution; short solutions are marked by Popeye's output).

A quota line is GAME STIP KIND COUNT [min-time=S] [min-keys=K], e.g. `chess #4 cooked 3
min-time=0.2 min-keys=10`; KIND is sound (exactly one directmate/selfmate key or helpmate
solution), cooked (more than one) or none; min-time keeps only problems Popeye needs at least S
seconds for, min-keys only those with at least K solutions. Candidates Popeye cannot solve within
--maxtime seconds are dropped. The output is a TSV (id, game, FEN, stipulation)
with a comment line per problem saying how it was classified.

  tools/problem-set.py --popeye /path/to/py --quota tools/problems/quota.txt --seed 7 > set.tsv
"""
import argparse
import importlib.util
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('compare', os.path.join(HERE, 'popeye-compare.py'))
compare = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(compare)

# Material pools: the attacker (the side that mates in # and h#.5, that is mated in s#... see below)
# draws from STRONG, the other side from WEAK.
STRONG = 'QRRBBNNPPP'
WEAK = 'RBNPPPP'


def near(rng, square, spread):
    r, f = divmod(square, 8)
    return max(0, min(7, r + rng.randint(-spread, spread))) * 8 + max(0, min(7, f + rng.randint(-spread, spread)))


def position(rng, alice, side, stip):
    """A random position: kings apart, pieces mostly around the king to be mated, no pawn on the rims."""
    while True:
        k1, k2 = rng.sample(range(64), 2)
        if abs(k1 // 8 - k2 // 8) > 1 or abs(k1 % 8 - k2 % 8) > 1:
            break
    white_strong = not stip.startswith('s')
    strong, weak = (('K', 'k') if white_strong else ('k', 'K'))
    board = {k1: 'K', k2: 'k'}
    target = k2 if white_strong else k1
    helper = stip.startswith('h')
    counts = (rng.randint(2, 4), rng.randint(1, 4)) if not helper else (rng.randint(2, 4), rng.randint(2, 4))
    for pool, count, upper in ((STRONG, counts[0], strong.isupper()), (WEAK, counts[1], not strong.isupper())):
        for _ in range(count):
            for _attempt in range(20):
                sq = near(rng, target, 3) if rng.random() < 0.7 else rng.randrange(64)
                if sq not in board:
                    break
            else:
                continue
            piece = rng.choice(pool)
            if piece == 'P' and sq // 8 in (0, 7):
                piece = 'N'
            board[sq] = piece if upper else piece.lower()
    rows = []
    for rank in range(8):
        row, empty = '', 0
        for file in range(8):
            piece = board.get(rank * 8 + file)
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += ('|' if alice and rng.random() < 0.4 else '') + piece
        rows.append(row + (str(empty) if empty else ''))
    return '/'.join(rows) + f' {side} - - 0 1'


def side_for(stip):
    if stip.startswith('h'):
        return 'w' if stip.endswith('.5') else 'b'
    return 'w'


def classify(popeye, rows, maxtime):
    """Popeye's answers for each row: (solutions, seconds), or None when it ran out of time."""
    problems = []
    for _, variant, fen, stip in rows:
        text = compare.popeye_problem(variant, fen, stip)
        problems.append(text.replace('option noboard', f'option noboard maxtime {maxtime}'))
    body = '\nnext\n'.join(p.removeprefix('begin\n').removesuffix('\nend') for p in problems)
    with tempfile.NamedTemporaryFile('w', suffix='.inp', delete=False) as f:
        f.write('begin\n' + body + '\nend\n')
        name = f.name
    out = subprocess.run([popeye, name], capture_output=True, text=True, check=False).stdout
    os.unlink(name)
    answers = []
    for found, complete, seconds in compare.popeye_blocks(out):
        answers.append((found, seconds) if complete else None)
    return answers[:len(rows)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--popeye', required=True)
    parser.add_argument('--quota', required=True)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--maxtime', type=int, default=20)
    parser.add_argument('--heterodox', default=os.path.join(HERE, '..', 'heterodox'))
    parser.add_argument('--batch', type=int, default=40)
    parser.add_argument('--tries', type=int, default=4000, help='candidates per quota line at most')
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for number, line in enumerate(open(args.quota), 1):
        fields = line.split()
        if len(fields) < 4 or line.startswith('#'):
            continue
        game, stip, kind, count = fields[0], fields[1], fields[2], int(fields[3])
        extra = dict(f.split('=', 1) for f in fields[4:])
        min_time = float(extra.get('min-time', 0))
        min_keys = int(extra.get('min-keys', 0))
        kept, tried = 0, 0
        while kept < count and tried < args.tries:
            rows = []
            while len(rows) < args.batch:
                rows.append((None, game, position(rng, game == 'alice', side_for(stip), stip), stip))
            tried += len(rows)
            for (_, _, fen, _), answer in zip(rows, classify(args.popeye, rows, args.maxtime)):
                if answer is None or kept >= count:
                    continue
                found, seconds = answer
                got = 'none' if not found else 'sound' if len(found) == 1 else 'cooked'
                if got != kind or seconds < min_time or len(found) < min_keys:
                    continue
                check = subprocess.run(args.heterodox.split() + ['show', '--variant', game, '--fen', fen],
                                       capture_output=True, text=True, check=False)
                if check.returncode != 0:
                    continue  # Heterodox refuses it (e.g. the side not to move in check)
                kept += 1
                ident = f"set-{game}-{stip.replace('#', 'm')}-{kind}-{args.seed}-{number}-{kept}"
                print(f'# {ident}: Popeye {len(found)} solution(s), {seconds:.3f} s')
                print(f'{ident}\t{game}\t{fen}\t{stip}', flush=True)
        if kept < count:
            print(f'{game} {stip} {kind}: only {kept} of {count} after {tried} candidates', file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
