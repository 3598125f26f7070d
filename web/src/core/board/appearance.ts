// The player's board appearance: the colours of the 8x8 boards and the chess piece set, kept in
// localStorage and shown through two attributes of the page's root element, which the board theme
// stylesheet (board-themes.css) and the piece set rules (chessSetCss in pieces.ts) select on. The shogi boards
// keep their wood and their own two piece styles (pieces.ts).

export const BOARD_THEMES = ['brown', 'blue', 'green', 'grey'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

/** cburnett is chessgroundx's own set (the default); the others are served from public/pieces/<set>/. */
export const CHESS_PIECE_SETS = ['cburnett', 'merida', 'chessnut', 'fantasy', 'celtic'] as const;
export type ChessPieceSet = (typeof CHESS_PIECE_SETS)[number];

export interface Appearance {
  boardTheme: BoardTheme;
  pieceSet: ChessPieceSet;
}

export const DEFAULT_APPEARANCE: Appearance = { boardTheme: 'brown', pieceSet: 'cburnett' };

const THEME_KEY = 'heterodox.boardTheme';
const SET_KEY = 'heterodox.chessPieces';

/** The part of Storage used here, so that tests can hand in their own. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): PreferenceStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage refused (private mode)
  }
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? '') ? value as T : fallback;
}

/** The remembered choice; anything unknown (an old or edited value) reads as the default. */
export function loadAppearance(storage = defaultStorage()): Appearance {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    boardTheme: oneOf(BOARD_THEMES, read(THEME_KEY), DEFAULT_APPEARANCE.boardTheme),
    pieceSet: oneOf(CHESS_PIECE_SETS, read(SET_KEY), DEFAULT_APPEARANCE.pieceSet),
  };
}

export function saveAppearance(appearance: Appearance, storage = defaultStorage()): void {
  try {
    storage?.setItem(THEME_KEY, appearance.boardTheme);
    storage?.setItem(SET_KEY, appearance.pieceSet);
  } catch {
    // storage refused or full: the choice lasts for this page only
  }
}

/** Shows the choice on every board of the page at once, those drawn later too. */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  root.dataset.boardTheme = appearance.boardTheme;
  root.dataset.pieceSet = appearance.pieceSet;
}
