import { describe, expect, it } from 'vitest';
import { outcomeFor } from './outcome';

describe('a result from the viewer\'s side', () => {
  it('is a win for the winner and a loss for the loser, never the same colour', () => {
    expect(outcomeFor('1-0', 'first')).toBe('win');
    expect(outcomeFor('1-0', 'second')).toBe('loss');
    expect(outcomeFor('0-1', 'second')).toBe('win');
    expect(outcomeFor('0-1', 'first')).toBe('loss');
  });

  it('is a draw for both players and a spectator', () => {
    expect(outcomeFor('1/2-1/2', 'first')).toBe('draw');
    expect(outcomeFor('1/2-1/2', null)).toBe('draw');
  });

  it('is only decided for a spectator, and nothing for an unfinished game', () => {
    expect(outcomeFor('1-0', null)).toBe('decided');
    expect(outcomeFor('*', 'first')).toBeNull();
  });
});
