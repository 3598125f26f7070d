import { describe, expect, it } from 'vitest';
import {
  applyAppearance, BOARD_THEMES, CHESS_PIECE_SETS, DEFAULT_APPEARANCE, loadAppearance, saveAppearance,
  type PreferenceStorage,
} from './appearance';

function memoryStorage(initial: Record<string, string> = {}): PreferenceStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return { items, getItem: key => items[key] ?? null, setItem: (key, value) => { items[key] = value; } };
}

const refusing: PreferenceStorage = {
  getItem: () => { throw new Error('refused'); },
  setItem: () => { throw new Error('refused'); },
};

describe('the board appearance preference', () => {
  it('is brown boards with cburnett pieces until the player chooses', () => {
    expect(loadAppearance(memoryStorage())).toEqual({ boardTheme: 'brown', pieceSet: 'cburnett' });
    expect(loadAppearance(undefined)).toEqual(DEFAULT_APPEARANCE);
  });

  it('is remembered', () => {
    const storage = memoryStorage();
    saveAppearance({ boardTheme: 'blue', pieceSet: 'merida' }, storage);
    expect(storage.items).toEqual({ 'heterodox.boardTheme': 'blue', 'heterodox.chessPieces': 'merida' });
    expect(loadAppearance(storage)).toEqual({ boardTheme: 'blue', pieceSet: 'merida' });
  });

  it('reads an unknown or edited value as the default, each setting on its own', () => {
    const storage = memoryStorage({ 'heterodox.boardTheme': 'green', 'heterodox.chessPieces': '../../etc/passwd' });
    expect(loadAppearance(storage)).toEqual({ boardTheme: 'green', pieceSet: 'cburnett' });
    storage.items['heterodox.boardTheme'] = 'BLUE';
    storage.items['heterodox.chessPieces'] = 'celtic';
    expect(loadAppearance(storage)).toEqual({ boardTheme: 'brown', pieceSet: 'celtic' });
  });

  it('survives a browser that refuses storage (the choice then lasts for the page)', () => {
    expect(loadAppearance(refusing)).toEqual(DEFAULT_APPEARANCE);
    expect(() => saveAppearance({ boardTheme: 'grey', pieceSet: 'fantasy' }, refusing)).not.toThrow();
  });

  it('is shown through the root element\'s attributes', () => {
    const root = { dataset: {} as DOMStringMap } as HTMLElement;
    applyAppearance({ boardTheme: 'grey', pieceSet: 'chessnut' }, root);
    expect(root.dataset).toEqual({ boardTheme: 'grey', pieceSet: 'chessnut' });
    applyAppearance(DEFAULT_APPEARANCE, root);
    expect(root.dataset).toEqual({ boardTheme: 'brown', pieceSet: 'cburnett' });
  });

  it('offers at least four board themes and three piece sets besides cburnett', () => {
    expect(BOARD_THEMES.length).toBeGreaterThanOrEqual(4);
    expect(CHESS_PIECE_SETS.filter(s => s !== 'cburnett').length).toBeGreaterThanOrEqual(3);
  });
});
