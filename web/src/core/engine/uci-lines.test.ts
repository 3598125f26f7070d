import { describe, expect, it } from 'vitest';
import { mergeLine, parseBestMove, parseInfo } from './uci-lines';

describe('reading UCI lines', () => {
  it('reads an info line with a score and a line', () => {
    expect(parseInfo('info depth 7 seldepth 18 multipv 2 score mate -3 upperbound nodes 209091 nps 108788 hashfull 52 time 1922 pv N@d3 e1d2'))
      .toEqual({ multipv: 2, depth: 7, centipawns: undefined, mateIn: -3, bound: 'upper', nodes: 209091, nps: 108788, timeMs: 1922, pv: ['N@d3', 'e1d2'] });
    expect(parseInfo('info depth 1 score cp -35 pv e2e4')).toMatchObject({ multipv: 1, centipawns: -35, pv: ['e2e4'] });
  });

  it('passes over the lines that are not a scored line', () => {
    for (const line of ['info string error: bad', 'info depth 3', 'info depth 3 score cp 10', 'info depth x score cp 1 pv e2e4',
      'info depth 2 score wdl 1 pv e2e4', 'bestmove e2e4', '']) {
      expect(parseInfo(line)).toBeNull();
    }
  });

  it('never throws on mutated lines', () => {
    const base = 'info depth 7 seldepth 18 multipv 1 score cp 35 nodes 2091 nps 1088 hashfull 5 time 19 pv e2e4 e7e5';
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 3000; i++) {
      const t = base.split(' ');
      const k = Math.floor(random() * t.length);
      t[k] = ['', 'score', 'pv', 'NaN', '-', String(random() * 1e6), t[(k + 1) % t.length]][Math.floor(random() * 7)];
      const info = parseInfo(t.join(' '));
      if (info) expect(Number.isFinite(info.depth) && info.pv.length > 0).toBe(true);
    }
  });

  it('reads bestmove', () => {
    expect(parseBestMove('bestmove N@d3 ponder e1d2')).toBe('N@d3');
    expect(parseBestMove('bestmove (none)')).toBeNull();
    expect(parseBestMove('info depth 1')).toBeUndefined();
  });

  it('keeps the latest line of each place, best first', () => {
    const line = (multipv: number, depth: number) => parseInfo(`info depth ${depth} multipv ${multipv} score cp 0 pv e2e4`)!;
    const merged = mergeLine(mergeLine(mergeLine([], line(2, 5)), line(1, 6)), line(2, 6));
    expect(merged.map(l => [l.multipv, l.depth])).toEqual([[1, 6], [2, 6]]);
  });
});
