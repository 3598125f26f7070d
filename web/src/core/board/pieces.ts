// Piece images: chessgroundx's bundled cburnett set mapped onto its role names, the other chess sets
// the player may choose (files served from public/pieces/, the choice kept by appearance.ts), and two
// drawn shogi sets: traditional pieces (a wooden pentagon with its kanji, the outlines generated from an
// open font into shogi-glyphs.ts) and Western ones (the piece's letter); promoted pieces in red.
import cburnett from 'chessgroundx/assets/chessground.cburnett.css?raw';
import { CHESS_PIECE_SETS, DEFAULT_APPEARANCE, type ChessPieceSet } from './appearance';
import { SHOGI_GLYPHS } from './shogi-glyphs';

const CHESS_ROLES: Record<string, string> = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

/** The cburnett stylesheet with its "piece.pawn.white" selectors renamed to chessgroundx's "piece.p-piece.white". */
export function chessPieceCss(): string {
  return cburnett.replace(/\.cg-wrap piece\.(pawn|knight|bishop|rook|queen|king)\.(white|black)/g,
    (_m: string, role: string, color: string) => `.chess-set piece.${CHESS_ROLES[role]}-piece.${color}`);
}

/** Where a served set's image of one piece lives ("wK" is the white king, "bP" the black pawn). */
export function pieceUrl(set: ChessPieceSet, color: 'white' | 'black', letter: string): string {
  return `/pieces/${set}/${color[0]}${letter.toUpperCase()}.svg`;
}

const ROLE_LETTERS = ['k', 'q', 'r', 'b', 'n', 'p'];

/** The rules that draw the chess-set pieces in each served set while the root names it (cburnett needs none). */
export function chessSetCss(): string {
  const rules: string[] = [];
  for (const set of CHESS_PIECE_SETS) {
    if (set === DEFAULT_APPEARANCE.pieceSet) continue;
    for (const color of ['white', 'black'] as const) {
      for (const letter of ROLE_LETTERS) {
        rules.push(`html[data-piece-set="${set}"] .chess-set piece.${letter}-piece.${color} `
          + `{ background-image: url("${pieceUrl(set, color, letter)}"); }`);
      }
    }
  }
  return rules.join('\n');
}

const SHOGI_LABELS: Record<string, string> = {
  k: 'K', r: 'R', b: 'B', g: 'G', s: 'S', n: 'N', l: 'L', p: 'P',
  pr: '+R', pb: '+B', ps: '+S', pn: '+N', pl: '+L', pp: '+P',
};

export function shogiPieceSvg(label: string, upsideDown: boolean): string {
  const promoted = label.startsWith('+');
  const text = promoted ? label.slice(1) : label;
  const ink = promoted ? '#b3121b' : '#1d1a16';
  const body = `<path d="M50 6 L78 18 L90 92 L10 92 L22 18 Z" fill="#f3d9a4" stroke="#5b4325" stroke-width="3" stroke-linejoin="round"/>`
    + (promoted ? `<text x="50" y="40" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${ink}">+</text>` : '')
    + `<text x="50" y="${promoted ? 80 : 72}" font-family="sans-serif" font-size="${promoted ? 40 : 46}" font-weight="700" text-anchor="middle" fill="${ink}">${text}</text>`;
  const inner = upsideDown ? `<g transform="rotate(180 50 50)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${inner}</svg>`;
}

/** The kanji on each shogi role; the king is 玉 for Sente (chessgroundx's white) and 王 for Gote. */
export const SHOGI_KANJI: Record<string, string> = {
  r: '飛', b: '角', g: '金', s: '銀', n: '桂', l: '香', p: '歩',
  pr: '龍', pb: '馬', ps: '全', pn: '圭', pl: '杏', pp: 'と',
};
export const KING_KANJI: Record<string, string> = { white: '玉', black: '王' };

/** Relative piece sizes, as on a real set: the king largest, the pawn smallest. */
const SHOGI_SCALE: Record<string, number> = { k: 1, r: .97, b: .97, g: .94, s: .94, n: .91, l: .89, p: .86 };

/** A traditional piece: the wooden pentagon with its kanji (red when promoted), upside down for the far side. */
export function kanjiPieceSvg(role: string, kanji: string, upsideDown: boolean): string {
  const glyph = SHOGI_GLYPHS[kanji];
  if (!glyph) throw new Error(`no outline for ${kanji}`);
  const promoted = role.length === 2 && role.startsWith('p');
  const scale = SHOGI_SCALE[promoted ? role.slice(1) : role];
  const ink = promoted ? '#b8141c' : '#1b1410';
  const n = (x: number) => +x.toFixed(2);
  // The pentagon in a 100-unit square, shrunk about its centre for the smaller pieces and turned
  // for the far side (a vertical mirror, as it is symmetric), so its shadow still falls down-right.
  const at = (x: number, y: number, dx: number, dy: number) => {
    const yy = 52 + (y - 52) * scale;
    return `${n(50 + (x - 50) * scale + dx)} ${n((upsideDown ? 100 - yy : yy) + dy)}`;
  };
  const pentagon = (dx = 0, dy = 0) =>
    `M${at(50, 3, dx, dy)} L${at(82, 17, dx, dy)} L${at(92, 97, dx, dy)} L${at(8, 97, dx, dy)} L${at(18, 17, dx, dy)} Z`;
  // The kanji fits a 58 x 60 box (scaled with the piece) centred a little below the middle.
  const [x1, y1, x2, y2] = glyph.box;
  const k = Math.min(58 / (x2 - x1), 60 / (y2 - y1)) * scale;
  const tx = n(50 - k * (x1 + x2) / 2);
  const ty = n(52 + 8 * scale - k * (y1 + y2) / 2);
  const kanjiPath = `<path d="${glyph.d}" fill="${ink}" transform="translate(${tx} ${ty}) scale(${+k.toFixed(5)})"/>`;
  const body = `<defs><linearGradient id="w" x1="0" y1="${upsideDown ? 1 : 0}" x2="0.35" y2="${upsideDown ? 0 : 1}">`
    + '<stop offset="0" stop-color="#fde7b6"/><stop offset="1" stop-color="#e6bb6c"/></linearGradient></defs>'
    + `<path d="${pentagon(1.6, 2)}" fill="#3c230a" fill-opacity=".35"/>`
    + `<path d="${pentagon()}" fill="url(#w)" stroke="#5c3e1c" stroke-width="2.6" stroke-linejoin="round"/>`
    + (upsideDown ? `<g transform="rotate(180 50 50)">${kanjiPath}</g>` : kanjiPath);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
}

const svgUrl = (svg: string) => `url("data:image/svg+xml;base64,${btoa(svg)}")`;

/** Both shogi sets, chosen by the board's "pieces-kanji" or "pieces-western" class; "enemy" pieces upside down. */
export function shogiPieceCss(): string {
  const rules: string[] = [];
  for (const side of ['ally', 'enemy']) {
    const upsideDown = side === 'enemy';
    for (const [role, label] of Object.entries(SHOGI_LABELS)) {
      rules.push(`.shogi-set.pieces-western piece.${role}-piece.${side} { background-image: ${svgUrl(shogiPieceSvg(label, upsideDown))}; }`);
    }
    for (const [role, kanji] of Object.entries(SHOGI_KANJI)) {
      rules.push(`.shogi-set.pieces-kanji piece.${role}-piece.${side} { background-image: ${svgUrl(kanjiPieceSvg(role, kanji, upsideDown))}; }`);
    }
    for (const [color, kanji] of Object.entries(KING_KANJI)) {
      rules.push(`.shogi-set.pieces-kanji piece.k-piece.${color}.${side} { background-image: ${svgUrl(kanjiPieceSvg('k', kanji, upsideDown))}; }`);
    }
  }
  return rules.join('\n');
}

export type ShogiPieceStyle = 'kanji' | 'western';
const STYLE_KEY = 'heterodox.shogiPieces';

/** The user's piece style for the shogi games (kept in localStorage): kanji unless they chose Western. */
export function shogiPieceStyle(): ShogiPieceStyle {
  try {
    return globalThis.localStorage?.getItem(STYLE_KEY) === 'western' ? 'western' : 'kanji';
  } catch {
    return 'kanji';
  }
}

export function setShogiPieceStyle(style: ShogiPieceStyle): void {
  try {
    globalThis.localStorage?.setItem(STYLE_KEY, style);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
}

let installed = false;

/** Adds the piece stylesheets to the page once (every chess set's rules: the page's root picks one). */
export function installPieceCss(): void {
  if (installed) return;
  installed = true;
  const style = document.createElement('style');
  style.id = 'piece-sets';
  style.textContent = [chessPieceCss(), chessSetCss(), shogiPieceCss()].join('\n');
  document.head.appendChild(style);
}
