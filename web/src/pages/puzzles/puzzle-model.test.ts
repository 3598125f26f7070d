import { describe, expect, it } from 'vitest';
import type { GameFacts } from '../../core/api';
import { boardKit } from '../../core/board/kit';
import fixture from '../../variants.fixture.json';
import { candidates, gameName, ratingDelta, recordVisitorStreak, visitorBestStreak } from './puzzle-model';

const kit = (name: 'chess' | 'shogi') => boardKit(fixture[name].facts as GameFacts);

describe('puzzle trainer logic', () => {
  it('finds the moves a drag means, promotions apart', () => {
    const legal = ['e7e8q', 'e7e8n', 'e7d8q', 'g1f3', 'Q@d4', 'e4'];
    expect(candidates(legal, kit('chess'), 'e7', 'e8').map(m => m.text)).toEqual(['e7e8q', 'e7e8n']);
    expect(candidates(legal, kit('chess'), 'g1', 'f3').map(m => m.text)).toEqual(['g1f3']);
    expect(candidates(legal, kit('chess'), 'Q@', 'd4').map(m => m.text)).toEqual(['Q@d4']);
    expect(candidates(legal, kit('chess'), 'a1', 'a2')).toEqual([]);
    expect(candidates(['7g7f', '8h2b+', '8h2b'], kit('shogi'), 'b2', 'h8').map(m => m.text)).toEqual(['8h2b+', '8h2b']);
  });

  it('writes rating changes with their sign', () => {
    expect(ratingDelta(1500, 1512)).toBe('+12');
    expect(ratingDelta(1500, 1492)).toBe('-8');
    expect(ratingDelta(1500, 1500)).toBe('±0');
  });

  it('names the game of a spec', () => {
    expect(gameName('uchess:king-capture')).toBe('uchess');
    expect(gameName('alice')).toBe('alice');
  });
});

describe('a visitor\'s best streak', () => {
  it('is kept per game and only raised', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    expect(visitorBestStreak(storage, 'chess')).toBe(0);
    expect(recordVisitorStreak(storage, 'chess', 3)).toBe(3);
    expect(recordVisitorStreak(storage, 'chess', 1)).toBe(3);
    expect(visitorBestStreak(storage, 'alice')).toBe(0);
    kept.set('heterodox.puzzleStreak.alice', 'junk');
    expect(visitorBestStreak(storage, 'alice')).toBe(0);
  });
});
