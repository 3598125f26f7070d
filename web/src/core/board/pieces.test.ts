import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CHESS_PIECE_SETS } from './appearance';
import {
  chessSetCss, KING_KANJI, kanjiPieceSvg, pieceUrl, SHOGI_KANJI, setShogiPieceStyle, shogiPieceCss, shogiPieceStyle,
} from './pieces';
import { SHOGI_GLYPHS } from './shogi-glyphs';

const ROLES = ['k', 'r', 'b', 'g', 's', 'n', 'l', 'p', 'pr', 'pb', 'ps', 'pn', 'pl', 'pp'];

describe('kanji shogi pieces', () => {
  it('every piece and promoted piece has its kanji outline', () => {
    const kanji = [...Object.values(SHOGI_KANJI), ...Object.values(KING_KANJI)];
    expect(new Set(kanji).size).toBe(15);
    for (const k of kanji) expect(SHOGI_GLYPHS[k], k).toBeDefined();
    expect(Object.keys(SHOGI_KANJI).sort()).toEqual(ROLES.filter(r => r !== 'k').sort());
  });

  it('glyph path data has the right count of numbers after every command', () => {
    const arity: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
    for (const [k, g] of Object.entries(SHOGI_GLYPHS)) {
      const commands = g.d.match(/[A-Za-z][^A-Za-z]*/g) ?? [];
      expect(commands.length, k).toBeGreaterThan(10);
      for (const c of commands) {
        const numbers = c.slice(1).match(/-?\d+(\.\d+)?/g) ?? [];
        expect(numbers.length, `${k}: ${c}`).toBe(arity[c[0]]);
      }
      const [x1, y1, x2, y2] = g.box;
      expect(x2 - x1, k).toBeGreaterThan(300);
      expect(y2 - y1, k).toBeGreaterThan(300);
    }
  });

  it('draws promoted pieces in red and the others in black', () => {
    expect(kanjiPieceSvg('pr', '龍', false)).toContain('fill="#b8141c"');
    expect(kanjiPieceSvg('pp', 'と', false)).toContain('fill="#b8141c"');
    expect(kanjiPieceSvg('r', '飛', false)).not.toContain('#b8141c');
    expect(kanjiPieceSvg('r', '飛', false)).toContain(SHOGI_GLYPHS['飛'].d);
  });

  it('turns the far side\'s pieces upside down', () => {
    expect(kanjiPieceSvg('g', '金', true)).toContain('rotate(180 50 50)');
    expect(kanjiPieceSvg('g', '金', false)).not.toContain('rotate(');
  });

  it('draws the king larger than the pawn', () => {
    const width = (svg: string) => {
      // the pentagon is the second path: its bottom corners are its 3rd and 4th points
      const d = [...svg.matchAll(/<path d="([^"]+)"/g)][1][1];
      const xs = [...d.matchAll(/[ML](-?[\d.]+) /g)].map(m => Number(m[1]));
      return Math.max(...xs) - Math.min(...xs);
    };
    expect(width(kanjiPieceSvg('k', '玉', false))).toBeGreaterThan(width(kanjiPieceSvg('p', '歩', false)));
  });

  it('a stylesheet rule for each role, side and style; the kings by colour', () => {
    const css = shogiPieceCss();
    for (const side of ['ally', 'enemy']) {
      for (const role of ROLES) {
        expect(css, `${role} ${side}`).toContain(`.shogi-set.pieces-western piece.${role}-piece.${side} `);
        if (role !== 'k') expect(css, `${role} ${side}`).toContain(`.shogi-set.pieces-kanji piece.${role}-piece.${side} `);
      }
      expect(css).toContain(`.shogi-set.pieces-kanji piece.k-piece.white.${side} `);
      expect(css).toContain(`.shogi-set.pieces-kanji piece.k-piece.black.${side} `);
    }
  });
});

describe('shogi piece style setting', () => {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    if (saved) Object.defineProperty(globalThis, 'localStorage', saved);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  });
  const useStorage = () => {
    const map = new Map<string, string>();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) },
    });
    return map;
  };

  it('is kanji by default and remembers Western', () => {
    const map = useStorage();
    expect(shogiPieceStyle()).toBe('kanji');
    setShogiPieceStyle('western');
    expect(map.get('heterodox.shogiPieces')).toBe('western');
    expect(shogiPieceStyle()).toBe('western');
    setShogiPieceStyle('kanji');
    expect(shogiPieceStyle()).toBe('kanji');
  });

  it('is kanji when storage is refused', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } },
    });
    expect(() => setShogiPieceStyle('western')).not.toThrow();
    expect(shogiPieceStyle()).toBe('kanji');
  });
});

const PUBLIC = new URL('../../../public', import.meta.url).pathname;
const PIECES = ['K', 'Q', 'R', 'B', 'N', 'P'];

describe('the chess piece set rules', () => {
  const css = chessSetCss();

  it('draw every piece of both colours in each served set, selected by the root attribute', () => {
    const served = CHESS_PIECE_SETS.filter(s => s !== 'cburnett');
    expect(css.split('\n')).toHaveLength(served.length * 12);
    expect(css).toContain('html[data-piece-set="merida"] .chess-set piece.n-piece.black { background-image: url("/pieces/merida/bN.svg"); }');
    expect(css).toContain('html[data-piece-set="celtic"] .chess-set piece.k-piece.white { background-image: url("/pieces/celtic/wK.svg"); }');
  });

  it('leave cburnett to chessgroundx\'s own stylesheet', () => {
    expect(css).not.toContain('cburnett');
  });

  it('point at files shipped in web/public, each an SVG with no script, with the set\'s licence beside them', () => {
    for (const set of CHESS_PIECE_SETS.filter(s => s !== 'cburnett')) {
      for (const color of ['white', 'black'] as const) {
        for (const letter of PIECES) {
          const file = PUBLIC + pieceUrl(set, color, letter);
          expect(existsSync(file), file).toBe(true);
          const svg = readFileSync(file, 'utf8');
          expect(svg, file).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
          expect(svg, file).not.toMatch(/<script|javascript:/i);
        }
      }
      const licence = readFileSync(`${PUBLIC}/pieces/${set}/LICENSE`, 'utf8');
      expect(licence, set).toMatch(/^Licence: (MIT|Apache License, Version 2\.0|GNU General Public License)/m);
      expect(licence, set).toContain(`https://github.com/lichess-org/lila, folder public/piece/${set}/`);
    }
  });

  it('ship no set folder the choice does not offer', () => {
    expect(readdirSync(`${PUBLIC}/pieces`).sort()).toEqual(CHESS_PIECE_SETS.filter(s => s !== 'cburnett').sort());
  });
});
