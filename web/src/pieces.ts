// Piece images: chessgroundx's bundled cburnett set mapped onto its role names, and drawn
// Western-style shogi pieces (a pentagon with the piece's letter; promoted pieces in red).
import cburnett from 'chessgroundx/assets/chessground.cburnett.css?raw';

const CHESS_ROLES: Record<string, string> = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

/** The cburnett stylesheet with its "piece.pawn.white" selectors renamed to chessgroundx's "piece.p-piece.white". */
export function chessPieceCss(): string {
  return cburnett.replace(/\.cg-wrap piece\.(pawn|knight|bishop|rook|queen|king)\.(white|black)/g,
    (_m: string, role: string, color: string) => `.chess-set piece.${CHESS_ROLES[role]}-piece.${color}`);
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

export function shogiPieceCss(): string {
  const rules: string[] = [];
  for (const [role, label] of Object.entries(SHOGI_LABELS)) {
    for (const side of ['ally', 'enemy']) {
      const url = `url("data:image/svg+xml;base64,${btoa(shogiPieceSvg(label, side === 'enemy'))}")`;
      rules.push(`.shogi-set piece.${role}-piece.${side} { background-image: ${url}; }`);
    }
  }
  return rules.join('\n');
}

let installed = false;

/** Adds the piece stylesheets to the page once. */
export function installPieceCss(): void {
  if (installed) return;
  installed = true;
  const style = document.createElement('style');
  style.id = 'piece-sets';
  style.textContent = chessPieceCss() + '\n' + shogiPieceCss();
  document.head.appendChild(style);
}
