import { describe, expect, it } from 'vitest';
import { gamesQuery, outcomeOf } from './profile-query';

describe('gamesQuery', () => {
  it('leaves out empty filters', () => {
    expect(gamesQuery({ variant: '', result: '', opponent: '  ', offset: 0 })).toBe('limit=20');
  });
  it('names every filter given and the page', () => {
    expect(gamesQuery({ variant: 'unachess', result: 'win', opponent: ' Bea ', offset: 40 }))
      .toBe('variant=unachess&result=win&opponent=Bea&limit=20&offset=40');
  });
  it('encodes what it is given', () => {
    expect(gamesQuery({ variant: '', result: '', opponent: 'a&b=c', offset: 0 })).toBe('opponent=a%26b%3Dc&limit=20');
  });
});

describe('outcomeOf', () => {
  it('reads the result from the side', () => {
    expect(outcomeOf('1-0', 'first')).toBe('win');
    expect(outcomeOf('1-0', 'second')).toBe('loss');
    expect(outcomeOf('0-1', 'second')).toBe('win');
    expect(outcomeOf('1/2-1/2', 'first')).toBe('draw');
    expect(outcomeOf('*', 'first')).toBeNull();
  });
});
