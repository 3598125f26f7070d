#!/usr/bin/env python3
"""Solve the same problems with `heterodox solve` and with Popeye, and compare answers and times.

Popeye (https://github.com/thomas-maeder/popeye) is a reference program, never part of Heterodox:
build it yourself and pass its path. Problems come from a TSV file (columns: id, variant, FEN,
stipulation); Alice positions mark the pieces on board B with '|' as Heterodox's Alice FEN does.
Helpmates compare every solution; directmates compare the keys. Both programs get all problems in
one run (one process each), so the times include one start-up each.

  tools/popeye-compare.py --popeye /path/to/py --heterodox ./heterodox problems.tsv
  tools/popeye-compare.py ... --record out.tsv   # writes Popeye's answers for engine/src/test/resources
"""
import argparse
import re
import subprocess
import sys
import tempfile
import time

PIECES = {'K': 'k', 'Q': 'q', 'R': 'r', 'B': 'b', 'N': 's', 'P': 'p'}
PROMOTED = {'S': 'n', 'Q': 'q', 'R': 'r', 'B': 'b'}


def popeye_problem(variant, fen, stip):
    fields = fen.split()
    placement, side = fields[0], fields[1]
    groups = {}
    for rank_index, row in enumerate(placement.split('/')):
        file = 0
        board_b = False
        for c in row:
            if c == '|':
                board_b = True
                continue
            if c.isdigit():
                file += int(c)
                continue
            colour = 'white' if c.isupper() else 'black'
            square = 'abcdefgh'[file] + str(8 - rank_index)
            key = (colour, board_b)
            groups.setdefault(key, []).append(PIECES[c.upper()] + square)
            file += 1
            board_b = False
    lines = ['begin', 'pieces']
    for (colour, board_b), pieces in sorted(groups.items()):
        lines.append(f"  {colour}{' AliceB' if board_b else ''} {' '.join(pieces)}")
    if variant == 'alice':
        lines.append('condition alice')
    lines.append(f'stipulation {stip}')
    helpmate = stip.startswith('h')
    if helpmate and side == 'w':
        lines.append('option whitetoplay')
    if not helpmate and side == 'b':
        raise ValueError('Popeye directmates start with White')
    lines.append('option noboard')
    lines.append('end')
    return '\n'.join(lines)


def popeye_moves(text):
    """Popeye's 'Ke5-f4A' / 'd2-d1=SA' / 'Qc5*f5B' as uci-like 'e5f4' / 'd2d1n' / 'c5f5'."""
    m = re.match(r'[KQRBSP]?([a-h][1-8])[-*]([a-h][1-8])(?:=([QRBS]))?', text)
    if not m:
        if text.startswith('0-0-0'):
            return 'O-O-O'
        if text.startswith('0-0'):
            return 'O-O'
        raise ValueError(f'cannot read Popeye move {text!r}')
    return m.group(1) + m.group(2) + (PROMOTED[m.group(3)] if m.group(3) else '')


def run_popeye(exe, problems):
    body = '\nnext\n'.join(p.removeprefix('begin\n').removesuffix('\nend') for p in problems)
    with tempfile.NamedTemporaryFile('w', suffix='.inp', delete=False) as f:
        f.write('begin\n' + body + '\nend\n')
        name = f.name
    start = time.monotonic()
    out = subprocess.run([exe, name], capture_output=True, text=True, check=False).stdout
    elapsed = time.monotonic() - start
    answers = []
    for block in re.split(r'solution finished\.', out)[:len(problems)]:
        found = set()
        for line in block.splitlines():
            line = line.strip()
            if re.match(r'1\.\S+ [!?]', line):
                if ' ! ' in line + ' ' or line.endswith('!'):
                    found.add(popeye_moves(line.split()[0][2:]))
            elif line.startswith('1.'):
                moves = re.findall(r'(?:\d+\.(?:\.\.)?)?([KQRBSP]?[a-h][1-8][-*][a-h][1-8]\S*|0-0(?:-0)?)', line)
                found.add(' '.join(popeye_moves(m) for m in moves))
        answers.append(found)
    return answers, elapsed


def run_heterodox(exe, rows):
    """One `solve --epd` per game and stipulation; gives each problem's answers and the total time."""
    answers = {}
    solving = [0.0]
    start = time.monotonic()
    groups = {}
    for ident, variant, fen, stip in rows:
        groups.setdefault((variant, stip), []).append((ident, fen))
    for (variant, stip), problems in groups.items():
        with tempfile.NamedTemporaryFile('w', suffix='.epd', delete=False) as f:
            for ident, fen in problems:
                f.write(' '.join(fen.split()[:4]) + f' id "{ident}";\n')
            name = f.name
        run = subprocess.run(exe.split() + ['solve', '--variant', variant, '--epd', name, '--stipulation', stip,
                                            '--notation', 'uci'], capture_output=True, text=True, check=False)
        out = run.stdout
        solving[0] += sum(float(t) for t in re.findall(r'Time: ([0-9.]+) s', run.stderr))
        current = None
        for line in out.splitlines():
            if line.startswith('== '):
                current = line[3:]
                answers[current] = set()
            elif current and stip.startswith('h') and (line.startswith('1.') or line.startswith('short: ')):
                answers[current].add(' '.join(re.sub(r'^\d+\.', '', t) for t in line.removeprefix('short: ').split()))
            elif current and line.startswith('1.') and line.endswith('!'):
                answers[current].add(line[2:-1])
    return [answers.get(ident, set()) for ident, _, _, _ in rows], time.monotonic() - start, solving[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('problems')
    parser.add_argument('--popeye', required=True)
    parser.add_argument('--heterodox', default='./heterodox')
    parser.add_argument('--record')
    args = parser.parse_args()
    rows = [line.rstrip('\n').split('\t') for line in open(args.problems) if line.strip() and not line.startswith('#')]
    problems = [popeye_problem(v, f, s) for _, v, f, s in rows]
    popeye, popeye_time = run_popeye(args.popeye, problems)
    ours, our_time, our_solving = run_heterodox(args.heterodox, rows)
    agree = 0
    for (ident, _, _, stip), theirs, mine in zip(rows, popeye, ours):
        same = {m.replace('O-O', '') for m in theirs} == {m.replace('O-O', '') for m in mine}
        agree += same
        if not same:
            print(f'{ident} {stip}: Popeye {sorted(theirs)} Heterodox {sorted(mine)}')
    print(f'{agree}/{len(rows)} problems agree; Popeye {popeye_time:.2f} s, Heterodox {our_time:.2f} s'
          f' ({our_solving:.2f} s solving, the rest starting Java)')
    if args.record:
        with open(args.record, 'w') as f:
            f.write('# id\tvariant\tfen\tstipulation\tPopeye solutions (uci, ; between solutions)\n')
            for (ident, v, fen, stip), theirs in zip(rows, popeye):
                f.write(f"{ident}\t{v}\t{fen}\t{stip}\t{';'.join(sorted(theirs))}\n")
    return 0 if agree == len(rows) else 1


if __name__ == '__main__':
    sys.exit(main())
