import { describe, expect, it } from 'vitest';
import { needsVariant, pageSpan, parseQuery, queryString } from './database-query';

describe('database queries', () => {
  it('reads the known fields of an address and leaves out blanks and unknowns', () => {
    expect(parseQuery('player=anna&white=&color=red&offset=40&moves=e4%20e5')).toEqual({ player: 'anna', moves: 'e4 e5', offset: 40 });
    expect(parseQuery('offset=-3')).toEqual({});
    expect(parseQuery('offset=abc')).toEqual({});
  });

  it('writes the fields in a fixed order, the offset last', () => {
    expect(queryString({ offset: 20, result: '1-0', player: 'Anna B' })).toBe('player=Anna+B&result=1-0&offset=20');
    expect(queryString({ offset: 20, player: 'x' }, false)).toBe('player=x');
    expect(parseQuery(queryString({ fen: '8/8/8/8/8/8/8/8[Kk] w - - 0 1', variant: 'unachess' })))
      .toEqual({ fen: '8/8/8/8/8/8/8/8[Kk] w - - 0 1', variant: 'unachess' });
  });

  it('asks for the game of a position', () => {
    expect(needsVariant({ moves: 'e4' })).toBe(true);
    expect(needsVariant({ moves: 'e4', variant: 'alice' })).toBe(false);
    expect(needsVariant({ player: 'x' })).toBe(false);
  });

  it('spans pages', () => {
    expect(pageSpan(0, 0, 20)).toEqual({ from: 0, to: 0, previous: null, next: null });
    expect(pageSpan(45, 20, 20)).toEqual({ from: 21, to: 40, previous: 0, next: 40 });
    expect(pageSpan(45, 40, 20)).toEqual({ from: 41, to: 45, previous: 20, next: null });
  });
});
