import { describe, expect, it } from 'vitest';
import { pageNavigation } from './lobby-paging';

describe('pageNavigation', () => {
  it('offers only the older page on the first page of a longer list', () => {
    expect(pageNavigation(0, 20, 20, 20)).toEqual({ from: 1, to: 20, newer: null, older: 20 });
  });
  it('offers both ways in the middle', () => {
    expect(pageNavigation(20, 20, 20, 40)).toEqual({ from: 21, to: 40, newer: 0, older: 40 });
  });
  it('offers only the newer page on the last page', () => {
    expect(pageNavigation(40, 20, 5)).toEqual({ from: 41, to: 45, newer: 20, older: null });
  });
  it('offers nothing when the list fits on one page', () => {
    expect(pageNavigation(0, 20, 7)).toEqual({ from: 1, to: 7, newer: null, older: null });
    expect(pageNavigation(0, 20, 0)).toEqual({ from: 0, to: 0, newer: null, older: null });
  });
  it('never goes before the first game', () => {
    expect(pageNavigation(5, 20, 20, 25).newer).toBe(0);
  });
});
