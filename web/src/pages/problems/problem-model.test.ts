import { describe, expect, it } from 'vitest';
import { markKey, readAddress, submitAddress } from './problem-model';

describe('the problem collection address', () => {
  it('reads a search and a position to submit, and writes the editor link back', () => {
    const link = submitAddress('alice', '|Nk6/8/8/8/8/8/8/K7 w - - 0 1');
    expect(link.startsWith('#/problems?')).toBe(true);
    expect(link.slice('#/problems?'.length)).not.toContain('/');
    const read = readAddress(link.slice('#/problems?'.length));
    expect(read.submit).toEqual({ variant: 'alice', fen: '|Nk6/8/8/8/8/8/8/K7 w - - 0 1' });
    expect(readAddress('game=chess&stipulation=%233&author=').search).toEqual({ game: 'chess', stipulation: '#3', author: undefined });
  });

  it('names every verdict a mark', () => {
    expect(markKey('sound')).toBe('problems.verdict.sound');
    expect(markKey('cooked')).toBe('problems.verdict.cooked');
    expect(markKey('strange')).toBe('problems.verdict.unsettled');
  });
});
