import { describe, expect, it } from 'vitest';
import { barWidths } from './explorer';

describe('explorer result bars', () => {
  it('add up to a full bar', () => {
    const [a, b, c] = barWidths({ firstWins: 33.3, draws: 33.3, secondWins: 33.3 });
    expect(a + b + c).toBeCloseTo(100, 5);
  });

  it('are empty without games and scale percentages that do not add up (unfinished games)', () => {
    expect(barWidths({ firstWins: 0, draws: 0, secondWins: 0 })).toEqual([0, 0, 0]);
    expect(barWidths({ firstWins: 40, draws: 0, secondWins: 40 })).toEqual([50, 0, 50]);
  });
});
