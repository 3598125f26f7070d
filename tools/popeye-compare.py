#!/usr/bin/env python3
"""Solve the same problems with `heterodox solve` and with Popeye, and compare answers and times.

Popeye (https://github.com/thomas-maeder/popeye) is a reference program, never part of Heterodox:
build it yourself and pass its path. Problems come from a TSV file (columns: id, variant, FEN,
stipulation); Alice positions mark the pieces on board B with '|' as Heterodox's Alice FEN does.
Helpmates compare every solution (short ones included); directmates and selfmates compare the keys.
Times are CPU times, which a busy machine does not inflate: Popeye solves each problem in its own
process, timed by the operating system; Heterodox solves all problems of a game in one Java
process (`solve --epd`, each position with its own stipulation) and reports the CPU time of each
solve. The summary also gives the CPU time of the whole processes (start-up included).

  tools/popeye-compare.py --popeye /path/to/py --heterodox ./heterodox problems.tsv
  tools/popeye-compare.py ... --table          # a Markdown row per problem, for the docs
  tools/popeye-compare.py ... --record out.tsv # writes Popeye's answers for engine/src/test/resources
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

PIECES = {'K': 'k', 'Q': 'q', 'R': 'r', 'B': 'b', 'N': 's', 'P': 'p'}
PROMOTED = {'S': 'n', 'Q': 'q', 'R': 'r', 'B': 'b'}
# Times below this are compared as this: timer resolution, and no solver can be judged on less.
FLOOR = 0.01


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
    barred = no_castling(placement, fields[2] if len(fields) > 2 else '-')
    if barred:
        lines.append(f"option nocastling {''.join(barred)}")
    lines.append(f'stipulation {stip}')
    helpmate = stip.startswith('h')
    if helpmate and side == 'w':
        lines.append('option whitetoplay')
    if not helpmate and side == 'b':
        raise ValueError('Popeye directmates start with White')
    lines.append('option noboard')
    lines.append('end')
    return '\n'.join(lines)


def no_castling(placement, rights):
    """The king and rook squares Popeye must be told cannot castle: Popeye lets every unmoved-looking
    king and rook castle, a FEN only those its castling field names."""
    board = {}
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
            if not board_b:
                board['abcdefgh'[file] + str(8 - rank_index)] = c
            file += 1
            board_b = False
    squares = []
    for king, rook, letter, right in (('e1', 'h1', 'R', 'K'), ('e1', 'a1', 'R', 'Q'),
                                      ('e8', 'h8', 'r', 'k'), ('e8', 'a8', 'r', 'q')):
        wanted_king = 'K' if letter == 'R' else 'k'
        if board.get(king) == wanted_king and board.get(rook) == letter and right not in rights:
            squares.append(rook)
    return squares


def popeye_moves(text, white=True):
    """Popeye's 'Ke5-f4A' / 'd2-d1=SA' / 'Qc5*f5B' / '0-0' as UCI 'e5f4' / 'd2d1n' / 'c5f5' / 'e1g1'."""
    m = re.match(r'[KQRBSP]?([a-h][1-8])[-*]([a-h][1-8])(?:=([QRBS]))?', text)
    if not m:
        rank = '1' if white else '8'
        if text.startswith('0-0-0'):
            return f'e{rank}c{rank}'
        if text.startswith('0-0'):
            return f'e{rank}g{rank}'
        raise ValueError(f'cannot read Popeye move {text!r}')
    return m.group(1) + m.group(2) + (PROMOTED[m.group(3)] if m.group(3) else '')


def popeye_answers(block, white=True):
    """The solutions in one problem's output: directmate/selfmate keys, or whole helpmate lines;
    {@code white} says whether White makes the first move."""
    found = set()
    for line in block.splitlines():
        line = line.strip()
        if re.match(r'1\.\S+ [!?]', line):
            if ' ! ' in line + ' ' or line.endswith('!'):
                found.add(popeye_moves(line.split()[0][2:], white))
        elif line.startswith('1.'):
            moves = re.findall(r'(?:\d+\.(?:\.\.)?)?([KQRBSP]?[a-h][1-8][-*][a-h][1-8]\S*|0-0(?:-0)?)', line)
            found.add(' '.join(popeye_moves(m, white == (i % 2 == 0)) for i, m in enumerate(moves)))
    return found


def run_popeye(exe, problems, first_movers):
    """Each problem's answers and CPU time, and the summed CPU time of the runs.

    Each problem runs in its own Popeye process and is timed by the CPU time the process used (user
    and system, from the operating system): Popeye's own 'Time =' takes whole seconds from the wall
    clock and milliseconds from the CPU clock, which on a busy machine is off by up to a second.
    """
    answers, times = [], []
    for problem, white in zip(problems, first_movers):
        with tempfile.NamedTemporaryFile('w', suffix='.inp', delete=False) as f:
            f.write(problem + '\n')
            name = f.name
        with tempfile.TemporaryFile('w+') as out:
            process = subprocess.Popen([exe, name], stdout=out, stderr=subprocess.DEVNULL)
            _, _, usage = os.wait4(process.pid, 0)
            out.seek(0)
            text = out.read()
        os.unlink(name)
        blocks = popeye_blocks(text, white)
        answers.append(blocks[0][0] if blocks else set())
        times.append(usage.ru_utime + usage.ru_stime)
    return answers, times, sum(times)


def popeye_blocks(out, white=True):
    """Each problem of a Popeye run as (answers, solved completely, seconds)."""
    parts = re.split(r'(solution finished\.|solving interrupted\.|Partial solution)\s*Time = ([0-9:.]+ (?:s|m:s|h:m:s))',
                     out)
    return [(popeye_answers(parts[i], white), parts[i + 1] == 'solution finished.', popeye_seconds(parts[i + 2]))
            for i in range(0, len(parts) - 2, 3)]


def popeye_seconds(text):
    """Popeye's '1.234 s', '2:03.456 m:s' or '1:02:03 h:m:s' in seconds."""
    value = text.split()[0]
    seconds = 0.0
    for field in value.split(':'):
        seconds = seconds * 60 + float(field)
    return seconds


def run_heterodox(exe, rows, seconds=None):
    """One `solve --epd` per game, each position with its own stipulation (EPD opcode stip).

    Each problem's time is the CPU time of the solving thread, as `solve` reports it; the total
    returned last is the CPU time of the whole processes (Java's start-up, compilation and garbage
    collection threads included).
    """
    answers, times, nodes, stopped = {}, {}, {}, set()
    total = 0.0
    groups = {}
    for ident, variant, fen, stip in rows:
        groups.setdefault(variant, []).append((ident, fen, stip))
    helpmate = {ident: stip.startswith('h') for ident, _, _, stip in rows}
    for variant, problems in groups.items():
        with tempfile.NamedTemporaryFile('w', suffix='.epd', delete=False) as f:
            for ident, fen, stip in problems:
                f.write(' '.join(fen.split()[:4]) + f' id "{ident}"; stip "{stip}";\n')
            name = f.name
        with tempfile.TemporaryFile('w+') as out, tempfile.TemporaryFile('w+') as err:
            process = subprocess.Popen(exe.split() + ['solve', '--variant', variant, '--epd', name, '--notation',
                                                      'uci', '--no-variations'] + (['--time', str(seconds)] if seconds else []),
                                       stdout=out, stderr=err)
            _, status, usage = os.wait4(process.pid, 0)
            out.seek(0)
            err.seek(0)
            stdout, stderr = out.read(), err.read()
        os.unlink(name)
        total += usage.ru_utime + usage.ru_stime
        if status != 0:
            print(stderr, file=sys.stderr)
        for ident, cpu, searched in re.findall(r'Time for (.+?): [0-9.]+ s \(CPU ([0-9.]+) s(?:, (\d+) nodes)?\)',
                                               stderr):
            times[ident] = float(cpu)
            nodes[ident] = int(searched) if searched else None
        current = None
        for line in stdout.splitlines():
            if line.startswith('== '):
                current = line[3:]
                answers[current] = set()
            elif current and ': not solved: ' in line:
                stopped.add(current)
            elif current and helpmate[current] and (line.startswith('1.') or line.startswith('short: ')):
                answers[current].add(' '.join(re.sub(r'^\d+\.', '', t) for t in line.removeprefix('short: ').split()))
            elif current and line.startswith('1.') and line.endswith('!'):
                answers[current].add(line[2:-1])
    return ([answers.get(r[0], set()) for r in rows], [times.get(r[0], float('nan')) for r in rows], total,
            [nodes.get(r[0]) for r in rows], [r[0] in stopped for r in rows])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('problems')
    parser.add_argument('--popeye', required=True)
    parser.add_argument('--heterodox', default='./heterodox')
    parser.add_argument('--record')
    parser.add_argument('--table', action='store_true', help='print a Markdown row per problem')
    parser.add_argument('--repeat', type=int, default=1,
                        help='run both programs this many times, alternately, and keep each problem\'s least time')
    parser.add_argument('--time', type=float, help='give Heterodox at most this many seconds a problem')
    parser.add_argument('--only', help='a regular expression: run only the problems whose id it finds')
    args = parser.parse_args()
    rows = [line.rstrip('\n').split('\t')[:4] for line in open(args.problems)
            if line.strip() and not line.startswith('#')]
    if args.only:
        rows = [r for r in rows if re.search(args.only, r[0])]
    problems = [popeye_problem(v, f, s) for _, v, f, s in rows]
    popeye_times = our_times = None
    popeye_all = our_all = float('inf')
    for _ in range(args.repeat):
        popeye, times, whole = run_popeye(args.popeye, problems, [f.split()[1] == 'w' for _, _, f, _ in rows])
        popeye_times = times if popeye_times is None else [min(a, b) for a, b in zip(popeye_times, times)]
        popeye_all = min(popeye_all, whole)
        ours, times, whole, our_nodes, stopped = run_heterodox(args.heterodox, rows, args.time)
        our_times = times if our_times is None else [min(a, b) for a, b in zip(our_times, times)]
        our_all = min(our_all, whole)
    agree = 0
    worst = (0.0, None)
    if args.table:
        print('| problem | game | stip | solutions | Popeye CPU s | Heterodox CPU s | ratio | Heterodox nodes |')
        print('|---|---|---|---|---|---|---|---|')
    for (ident, variant, _, stip), theirs, mine, pt, ht, searched, gave_up in zip(rows, popeye, ours, popeye_times,
                                                                                 our_times, our_nodes, stopped):
        same = theirs == mine and not gave_up
        agree += same
        ratio = max(ht, FLOOR) / max(pt, FLOOR)
        if ratio > worst[0]:
            worst = (ratio, ident)
        if args.table:
            print(f'| {ident} | {variant} | {stip} | {len(theirs)} | {pt:.3f} | {ht:.3f} | {ratio:.2f} | {searched} |')
        if gave_up:
            print(f'NOT SOLVED {ident} {stip} within --time {args.time} s: Popeye {pt:.3f} s')
        elif not same:
            print(f'DISAGREE {ident} {stip}: Popeye {sorted(theirs)} Heterodox {sorted(mine)}')
    total_p, total_h = sum(popeye_times), sum(our_times)
    print(f'{agree}/{len(rows)} problems agree; solving CPU time Popeye {total_p:.2f} s, Heterodox {total_h:.2f} s '
          f'(ratio {total_h / max(total_p, FLOOR):.2f}); worst problem {worst[1]} at {worst[0]:.2f}x '
          f'(times under {FLOOR} s count as {FLOOR} s); CPU time of the whole processes: Popeye {popeye_all:.2f} s '
          f'(one process per problem), Heterodox {our_all:.2f} s (one Java process per game, start-up and '
          f'compiler threads included)')
    if args.record:
        with open(args.record, 'w') as f:
            f.write('# id\tvariant\tfen\tstipulation\tPopeye solutions (uci, ; between solutions)\n')
            for (ident, v, fen, stip), theirs in zip(rows, popeye):
                f.write(f"{ident}\t{v}\t{fen}\t{stip}\t{';'.join(sorted(theirs))}\n")
    return 0 if agree == len(rows) else 1


if __name__ == '__main__':
    sys.exit(main())
