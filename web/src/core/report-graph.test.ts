import { describe, expect, it } from 'vitest';
import { areaPoints, chancesY, plyAt } from './report-graph';

describe('the evaluation graph', () => {
  it('puts even chances on the middle line and a won game at the edge', () => {
    expect(chancesY(0)).toBe(50);
    expect(chancesY(1)).toBe(0);
    expect(chancesY(-1)).toBe(100);
    expect(chancesY(0.5)).toBe(25);
    expect(chancesY(3)).toBe(0);
  });

  it('draws one point per move after the start, closed along the bottom', () => {
    expect(areaPoints(0.2, [{ chances: 0.5 }, { chances: -0.5 }])).toBe('0,100 0,40 1,25 2,75 2,100');
  });

  it('picks the nearest move to a click', () => {
    expect(plyAt(0, 300, 40)).toBe(0);
    expect(plyAt(300, 300, 40)).toBe(40);
    expect(plyAt(151, 300, 40)).toBe(20);
    expect(plyAt(-5, 300, 40)).toBe(0);
    expect(plyAt(10, 0, 40)).toBe(0);
  });
});
