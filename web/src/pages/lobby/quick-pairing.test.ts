import { describe, expect, it } from 'vitest';
import { describeTimeControl } from '../../core/format';
import { setLanguage } from '../../core/i18n';
import { tilesFor } from './quick-pairing';

describe('quick pairing tiles', () => {
  it('the chess family gets bullet to classical and a day per move; the shogi family byoyomi', () => {
    setLanguage('en');
    expect(tilesFor('chess-set').map(describeTimeControl)).toEqual(
      ['1 min', '2+1', '3 min', '3+2', '5 min', '5+3', '10 min', '10+5', '15+10', '30 min', '1 day/move']);
    expect(tilesFor('shogi-set').map(describeTimeControl)).toContain('10 min + 3×30 s byoyomi');
  });

  it('every tile is a time control the server takes', () => {
    for (const tc of [...tilesFor('chess-set'), ...tilesFor('shogi-set')]) {
      if (tc.type === 'sudden-death' || tc.type === 'increment') expect(tc.initialSeconds).toBeGreaterThanOrEqual(1);
      if (tc.type === 'increment') expect(tc.incrementSeconds).toBeGreaterThanOrEqual(1);
      if (tc.type === 'byoyomi') expect((tc.periods ?? 0) >= 1 && (tc.periodSeconds ?? 0) >= 1).toBe(true);
    }
    const described = [...tilesFor('chess-set'), ...tilesFor('shogi-set')].map(describeTimeControl);
    expect(new Set(tilesFor('chess-set').map(describeTimeControl)).size, 'no tile twice').toBe(tilesFor('chess-set').length);
    expect(described.every(text => text.length > 0)).toBe(true);
  });
});
