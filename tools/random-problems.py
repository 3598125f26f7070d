#!/usr/bin/env python3
"""Random sparse problem positions (a TSV for tools/popeye-compare.py): both kings and a few pieces
on random squares (Alice: each piece on a random board). Positions Heterodox refuses to read (a king
in check on the wrong side's move, pawns on the last ranks) are left out.

  tools/random-problems.py --variant alice --stipulation h#2 --count 60 --seed 1 --heterodox ./heterodox
"""
import argparse
import random
import subprocess


def position(rng, alice, side):
    squares = rng.sample(range(64), 2 + rng.randint(3, 6))
    board = {}
    kings = squares[:2]
    if abs(kings[0] // 8 - kings[1] // 8) <= 1 and abs(kings[0] % 8 - kings[1] % 8) <= 1:
        return None
    board[kings[0]] = 'K'
    board[kings[1]] = 'k'
    for sq in squares[2:]:
        piece = rng.choice('QRRBBNNPP')
        if piece == 'P' and sq // 8 in (0, 7):
            piece = 'N'
        board[sq] = piece if rng.random() < 0.5 else piece.lower()
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
            row += ('|' if alice and rng.random() < 0.5 else '') + piece
        rows.append(row + (str(empty) if empty else ''))
    return '/'.join(rows) + f' {side} - - 0 1'


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--variant', required=True)
    parser.add_argument('--stipulation', required=True)
    parser.add_argument('--count', type=int, default=50)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--heterodox', default='./heterodox')
    args = parser.parse_args()
    rng = random.Random(args.seed)
    side = 'b' if args.stipulation.startswith('h') and not args.stipulation.endswith('.5') else 'w'
    made = 0
    while made < args.count:
        fen = position(rng, args.variant == 'alice', side)
        if fen is None:
            continue
        check = subprocess.run(args.heterodox.split() + ['show', '--variant', args.variant, '--fen', fen],
                               capture_output=True, text=True, check=False)
        if check.returncode != 0:
            continue
        made += 1
        print(f'random-{args.variant}-{args.seed}-{made}\t{args.variant}\t{fen}\t{args.stipulation}')


if __name__ == '__main__':
    main()
