#!/usr/bin/env python3
"""Solve tsume with `heterodox solve --stipulation tsume` and compare the main lines with a
collection's answers and, if given, with a reference df-pn solver speaking USI `go mate`
(KomoringHeights or YaneuraOu's mate engine, built by yourself; never part of Heterodox).

Problems come from a TSV file (columns: id, game, SFEN, answer as USI moves separated by spaces,
source); `--from-tsumerush DIR` writes such a file from the JSON files of a tsumerush checkout
(res/sfen_jsons/Nte_sfens.json), taking --per-length problems of each length 3 to 15 at random.

  tools/tsume-compare.py --from-tsumerush /path/to/tsumerush --per-length 50 --seed 1 > tsume.tsv
  tools/tsume-compare.py --heterodox ./heterodox --reference /path/to/KomoringHeights tsume.tsv

Times are CPU times: Heterodox reports each solve's (one Java process for all problems); the
reference's are read from /proc between its answers (one process, one thread, 256 MB of hash).
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile


def from_tsumerush(directory, per_length, seed):
    rng = random.Random(seed)
    for length in range(3, 16, 2):
        path = os.path.join(directory, 'res', 'sfen_jsons', f'{length}te_sfens.json')
        problems = json.load(open(path))
        chosen = sorted(rng.sample(range(len(problems)), min(per_length, len(problems))))
        for index in chosen:
            sfen, answer = problems[index]
            print(f'tsumerush-{length}te-{index}\tshogi\t{sfen} 1\t{" ".join(answer)}\t'
                  f'Kuukyo3/tsumerush res/sfen_jsons/{length}te_sfens.json #{index}')


def run_heterodox(exe, rows, game, seconds):
    """Each problem's main line (USI moves) and CPU seconds, from one `solve --epd` run."""
    with tempfile.NamedTemporaryFile('w', suffix='.epd', delete=False) as f:
        for ident, _, sfen, _, _ in rows:
            f.write(' '.join(sfen.split()[:3]) + f' id "{ident}";\n')
        name = f.name
    run = subprocess.run(exe.split() + ['solve', '--variant', game, '--epd', name, '--stipulation', 'tsume',
                                        '--notation', 'usi', '--time', str(seconds)],
                         capture_output=True, text=True, check=False)
    os.unlink(name)
    if run.returncode != 0:
        print(run.stderr, file=sys.stderr)
    times = {ident: float(cpu) for ident, cpu in re.findall(r'Time for (.+?): [0-9.]+ s \(CPU ([0-9.]+) s\)', run.stderr)}
    lines, current, expect = {}, None, False
    for line in run.stdout.splitlines():
        if line.startswith('== '):
            current, expect = line[3:], False
            lines[current] = None
        elif current and ': mate in ' in line:
            expect = True
        elif current and expect and line.startswith('1.'):
            lines[current] = [t for t in line.split() if not re.fullmatch(r'\d+\.', t)]
            lines[current] = [re.sub(r'^\d+\.', '', t) for t in lines[current]]
            expect = False
    return [lines.get(r[0]) for r in rows], [times.get(r[0], float('nan')) for r in rows]


def cpu_seconds(pid):
    fields = open(f'/proc/{pid}/stat').read().rsplit(')', 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')


def run_reference(exe, rows, timeout):
    """Each problem's `checkmate` line (USI moves, or None) and CPU seconds, from one process."""
    process = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(text):
        process.stdin.write(text + '\n')
        process.stdin.flush()

    def wait_for(prefix):
        while True:
            line = process.stdout.readline()
            if not line:
                raise RuntimeError('the reference solver stopped')
            if line.startswith(prefix):
                return line.strip()

    send('usi')
    wait_for('usiok')
    for option in ('USI_Hash value 256', 'Threads value 1'):
        send(f'setoption name {option}')
    send('isready')
    wait_for('readyok')
    lines, times = [], []
    for _, _, sfen, _, _ in rows:
        send('usinewgame')
        send(f'position sfen {sfen}')
        before = cpu_seconds(process.pid)
        send(f'go mate {timeout * 1000}')
        answer = wait_for('checkmate').split()[1:]
        times.append(cpu_seconds(process.pid) - before)
        lines.append(None if not answer or answer[0] in ('nomate', 'timeout', 'notimplemented') else answer)
    send('quit')
    process.wait(timeout=10)
    return lines, times


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('problems', nargs='?')
    parser.add_argument('--heterodox', default='./heterodox')
    parser.add_argument('--reference', help='a USI solver answering go mate (e.g. KomoringHeights)')
    parser.add_argument('--timeout', type=int, default=60, help='seconds per problem for both solvers')
    parser.add_argument('--from-tsumerush', metavar='DIR')
    parser.add_argument('--per-length', type=int, default=50)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--table', action='store_true', help='print a row per problem')
    args = parser.parse_args()
    if args.from_tsumerush:
        from_tsumerush(args.from_tsumerush, args.per_length, args.seed)
        return 0
    rows = [line.rstrip('\n').split('\t') for line in open(args.problems) if line.strip() and not line.startswith('#')]
    rows = [r + [''] * (5 - len(r)) for r in rows]
    game = rows[0][1]
    ours, our_times = run_heterodox(args.heterodox, rows, game, args.timeout)
    theirs, their_times = run_reference(args.reference, rows, args.timeout) if args.reference else (
        [None] * len(rows), [float('nan')] * len(rows))
    stats = {}
    for (ident, _, sfen, answer, _), mine, ref, mt, rt in zip(rows, ours, theirs, our_times, their_times):
        expected = answer.split()
        length = len(expected)
        s = stats.setdefault(length, dict(n=0, solved=0, exact=0, same_length=0, first=0, ref_same_length=0,
                                          ref_exact=0, ref_solved=0, ours=0.0, ref=0.0))
        s['n'] += 1
        s['ours'] += mt
        s['ref'] += rt if rt == rt else 0.0
        if mine:
            s['solved'] += 1
            s['exact'] += mine == expected
            s['same_length'] += len(mine) == length
            s['first'] += mine[0] == expected[0]
        if ref:
            s['ref_solved'] += 1
            s['ref_exact'] += ref == expected
            s['ref_same_length'] += mine is not None and len(ref) == len(mine)
        if args.table or (mine != expected):
            print(f'{ident}: answer {len(expected)} {" ".join(expected)} | ours {len(mine) if mine else "-"} '
                  f'{" ".join(mine or [])} ({mt:.3f} s) | reference {len(ref) if ref else "-"} '
                  f'{" ".join(ref or [])} ({rt:.3f} s)')
    print('| plies | problems | solved | main line = answer | same length | same first move | '
          'reference = answer | same length as reference | Heterodox CPU s | reference CPU s |')
    print('|---|---|---|---|---|---|---|---|---|---|')
    total = dict(n=0, solved=0, exact=0, same_length=0, first=0, ref_exact=0, ref_same_length=0, ours=0.0, ref=0.0)
    for length in sorted(stats):
        s = stats[length]
        for k in total:
            total[k] += s[k]
        print(f"| {length} | {s['n']} | {s['solved']} | {s['exact']} | {s['same_length']} | {s['first']} | "
              f"{s['ref_exact']} | {s['ref_same_length']} | {s['ours']:.2f} | {s['ref']:.2f} |")
    t = total
    print(f"| all | {t['n']} | {t['solved']} | {t['exact']} | {t['same_length']} | {t['first']} | {t['ref_exact']} | "
          f"{t['ref_same_length']} | {t['ours']:.2f} | {t['ref']:.2f} |")
    return 0


if __name__ == '__main__':
    sys.exit(main())
