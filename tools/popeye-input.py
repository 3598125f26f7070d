#!/usr/bin/env python3
"""Read problems in Popeye's input language (English keywords) into the TSV of tools/popeye-compare.py
(id, game, FEN, stipulation), for the orthodox and Alice problems Heterodox can express: the
conditions none or `alice`, the pieces K Q R B S P (Alice: `AliceB` for board B), the stipulations
#N, s#N, h#N and h#N.5, and only the options that do not change the problem (try, variation,
nothreat, noboard, ...) or that the FEN carries (`nocastling`). Any other block (fairy pieces or
conditions, twins, duplex, set play, en passant squares) is skipped with the reason on standard
error. Popeye lets every king and rook on its home square castle; the FEN says the same.

  tools/popeye-input.py EXAMPLES/alice.inp REGRESSIONS/*.inp > problems.tsv
  (German input, Popeye's BEISPIEL/*.inp, is read too: a file that starts with `anfangproblem`)
  tools/popeye-input.py --stip '#3' --stip 'h#4' FILE.inp ...      # only these stipulations
"""
import argparse
import os
import re
import sys

KEYWORDS = ['begin', 'next', 'end', 'pieces', 'stipulation', 'condition', 'option', 'twin', 'author',
            'origin', 'title', 'remark', 'protocol', 'sstipulation', 'forsyth', 'zeroposition']
# Popeye reads German input too (its BEISPIEL directory): the same keywords, pieces and options.
GERMAN = {'anfangproblem': 'begin', 'weiteresproblem': 'next', 'endeproblem': 'end', 'steine': 'pieces',
          'forderung': 'stipulation', 'bedingung': 'condition', 'option': 'option', 'zwilling': 'twin',
          'autor': 'author', 'quelle': 'origin', 'titel': 'title', 'bemerkung': 'remark', 'protokoll': 'protocol',
          'sforderung': 'sstipulation', 'forsyth': 'forsyth', 'nullstellung': 'zeroposition'}
GERMAN_OPTIONS = {'verfuehrung': 'try', 'varianten': 'variation', 'ohnedrohung': 'nothreat', 'ohnebrett': 'noboard',
                  'zugnummern': 'movenumbers', 'intelligent': 'intelligent', 'maxzeit': 'maxtime',
                  'maxloesungen': 'maxsolutions', 'keinekurzvarianten': 'noshortvariations',
                  'keinerochade': 'nocastling'}
GERMAN_PIECES = {'k': 'k', 'd': 'q', 't': 'r', 'l': 'b', 's': 'n', 'b': 'p'}
LINE_KEYWORDS = {'author', 'origin', 'title', 'remark', 'protocol'}
HARMLESS_OPTIONS = {'try', 'variation', 'nothreat', 'noboard', 'movenumbers', 'noshortvariations', 'intelligent',
                    'maxsolutions', 'maxtime', 'nowk', 'nobk', 'nomate', 'keepmatingpiece', 'solution',
                    'maxflightsquares', 'maxthreatlength', 'nullmoves'}
# Options that take a value; the value is skipped.
VALUED_OPTIONS = {'maxsolutions', 'maxtime', 'maxflightsquares', 'maxthreatlength', 'maxthreatlength'}
PIECES = {'k': 'k', 'q': 'q', 'r': 'r', 'b': 'b', 's': 'n', 'p': 'p'}


def keyword(token, german=False):
    """The keyword {@code token} abbreviates (at least three letters, as Popeye reads them), or None."""
    t = token.lower()
    if len(t) < 3 or re.search(r'\d', t):
        return None
    for k in (GERMAN if german else KEYWORDS):
        if k.startswith(t):
            return GERMAN[k] if german else k
    return None


def blocks(text, german=False):
    """Each problem of a Popeye input as a list of (keyword, value) pairs."""
    problem, result = [], []
    lines = text.splitlines()
    tokens = []
    for line in lines:
        words = line.split()
        if words and keyword(words[0], german) in LINE_KEYWORDS:
            tokens.append((keyword(words[0], german), ' '.join(words[1:])))
            continue
        tokens.extend((None, w) for w in words)
    for kind, word in tokens:
        if kind:
            problem.append((kind, word))
            continue
        k = keyword(word, german)
        if k == 'begin':
            continue
        if k in ('next', 'end'):
            result.append(problem)
            problem = []
        elif k:
            problem.append((k, []))
        elif problem and isinstance(problem[-1][1], list):
            problem[-1][1].append(word)
    if problem:
        result.append(problem)
    return result


def square(text):
    return 'abcdefgh'.index(text[0]), int(text[1]) - 1


def convert(problem, german=False):
    """(game, FEN, stipulation, description) of one problem, or raises ValueError with the reason."""
    board = {}
    stip, game, castling_barred = None, 'chess', set()
    described = []
    for kind, value in problem:
        if kind in ('author', 'origin', 'title'):
            described.append(value)
        elif kind in ('remark', 'protocol'):
            continue
        elif kind == 'stipulation':
            stip = ' '.join(value).lower()
        elif kind == 'condition':
            names = [v.lower() for v in value]
            if names == ['alice'] or names == ['alicechess']:
                game = 'alice'
            elif names:
                raise ValueError('condition ' + ' '.join(value))
        elif kind == 'option':
            i = 0
            while i < len(value):
                name = value[i].lower()
                if german:
                    name = next((GERMAN_OPTIONS[o] for o in GERMAN_OPTIONS if o.startswith(name) and len(name) >= 3), name)
                full = next((o for o in sorted(HARMLESS_OPTIONS | {'nocastling'}) if o.startswith(name) and len(name) >= 3),
                            None)
                if full is None:
                    raise ValueError('option ' + value[i])
                if full == 'nocastling':
                    i += 1
                    while i < len(value) and re.fullmatch(r'[a-h][1-8]', value[i].lower()):
                        castling_barred.add(value[i].lower())
                        i += 1
                    continue
                i += 2 if full in VALUED_OPTIONS else 1
        elif kind == 'pieces':
            colour, board_b = None, False
            for word in value:
                w = word.lower()
                colours = ('weiss', 'schwarz') if german else ('white', 'black')
                named = [c for c in colours if c.startswith(w) and len(w) >= 2]
                if named:
                    colour, board_b = 'w' if named[0] == colours[0] else 'b', False
                    continue
                if w == 'aliceb':
                    board_b = True
                    continue
                if w == 'alicea':
                    continue
                letters = GERMAN_PIECES if german else PIECES
                m = re.fullmatch('([' + ''.join(letters) + '])((?:[a-h][1-8])+)', w)
                if not m or colour is None:
                    raise ValueError('piece ' + word)
                for sq in re.findall(r'[a-h][1-8]', m.group(2)):
                    letter = letters[m.group(1)]
                    board[square(sq)] = (letter.upper() if colour == 'w' else letter, board_b)
        else:
            raise ValueError(kind)
    if stip is None or not re.fullmatch(r'(s#|h#|#)\d+(\.5)?', stip) or (stip.endswith('.5') and not stip.startswith('h')):
        raise ValueError(f'stipulation {stip}')
    if any(b for _, b in board.values()):
        game = 'alice'  # Popeye plays Alice Chess when a piece stands on board B
    rows = []
    for rank in range(7, -1, -1):
        row, empty = '', 0
        for file in range(8):
            piece = board.get((file, rank))
            if piece is None:
                empty += 1
                continue
            row += (str(empty) if empty else '') + ('|' if piece[1] else '') + piece[0]
            empty = 0
        rows.append(row + (str(empty) if empty else ''))
    rights = ''
    for king, rook, right, piece_k, piece_r in (('e1', 'h1', 'K', 'K', 'R'), ('e1', 'a1', 'Q', 'K', 'R'),
                                                 ('e8', 'h8', 'k', 'k', 'r'), ('e8', 'a8', 'q', 'k', 'r')):
        if (board.get(square(king)) == (piece_k, False) and board.get(square(rook)) == (piece_r, False)
                and rook not in castling_barred and king not in castling_barred):
            rights += right
    helpmate = stip.startswith('h')
    side = ('w' if stip.endswith('.5') else 'b') if helpmate else 'w'
    fen = '/'.join(rows) + f" {side} {rights or '-'} - 0 1"
    return game, fen, stip, '; '.join(described)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('files', nargs='+')
    parser.add_argument('--stip', action='append', help='keep only this stipulation (repeatable)')
    parser.add_argument('--prefix', default='', help='put before each id')
    args = parser.parse_args()
    for name in args.files:
        base = os.path.splitext(os.path.basename(name))[0]
        text = open(name, encoding='latin-1').read()
        first = text.split()[0].lower() if text.split() else ''
        german = first.startswith('anf')
        for number, problem in enumerate(blocks(text, german), 1):
            ident = f'{args.prefix}{base}-{number}'
            try:
                game, fen, stip, described = convert(problem, german)
            except ValueError as e:
                print(f'{ident}: skipped ({e})', file=sys.stderr)
                continue
            if args.stip and stip not in args.stip:
                continue
            print(f'# {ident}: {described}' if described else f'# {ident}')
            print(f'{ident}\t{game}\t{fen}\t{stip}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
