import { describe, expect, it } from 'vitest';
import { BrowserEngine, type EngineWorker } from './browser-engine';
import fixture from './engine-bench.fixture.json';
import { nodeWorker } from './node-worker';
import type { EngineLine } from './uci-lines';

/** Sends lines to a raw worker and collects its answers until one passes `last`. */
function converse(worker: EngineWorker, lines: string[], last: (line: string) => boolean): Promise<string[]> {
  return new Promise(resolve => {
    const seen: string[] = [];
    worker.onmessage = e => {
      seen.push(String(e.data));
      if (last(String(e.data))) resolve(seen);
    };
    lines.forEach(l => worker.postMessage(l));
  });
}

describe('the engine in the browser (its worker run in Node)', () => {
  it('answers uci and isready', async () => {
    const worker = nodeWorker();
    const seen = await converse(worker, ['uci', 'isready'], l => l === 'readyok');
    expect(seen).toContain('uciok');
    expect(seen.some(l => l.startsWith('option name UCI_Variant type combo'))).toBe(true);
    worker.terminate();
  });

  it("finds Black's mate in 3 in Unachess after K@e1 K@e8 P@d4 P@d7 N@f3", async () => {
    const worker = nodeWorker();
    const seen = await converse(worker, ['setoption name UCI_Variant value unachess',
      'position startpos moves K@e1 K@e8 P@d4 P@d7 N@f3', 'go depth 4'], l => l.startsWith('bestmove'));
    expect(seen.at(-1)).toMatch(/^bestmove N@d3/);
    expect(seen.filter(l => l.startsWith('info depth 4'))[0]).toContain('score mate 3');
    worker.terminate();
  });

  it('ends a search by its time or its node budget, and stops an infinite one on stop', async () => {
    const worker = nodeWorker();
    const started = Date.now();
    const timed = await converse(worker, ['position startpos', 'go movetime 300'], l => l.startsWith('bestmove'));
    expect(timed.at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8]/);
    expect(Date.now() - started, 'no search without end').toBeLessThan(20_000);
    const budget = await converse(worker, ['go nodes 3000'], l => l.startsWith('bestmove'));
    const nodes = budget.filter(l => l.startsWith('info depth')).map(l => Number(l.split(' nodes ')[1].split(' ')[0]));
    expect(Math.max(...nodes), 'within the budget of 3000 nodes').toBeLessThanOrEqual(3000);
    const infinite = converse(worker, ['go infinite'], l => l.startsWith('bestmove'));
    setTimeout(() => worker.postMessage('stop'), 300);
    expect((await infinite).at(-1)).toMatch(/^bestmove /);
    worker.terminate();
  });

  it('searches every game and option as the JVM engine does: same best move, same node count', async () => {
    const worker = nodeWorker();
    for (const c of fixture) {
      const seen = await converse(worker, [`setoption name UCI_Variant value ${c.spec}`, 'ucinewgame',
        `position ${c.fen === null ? 'startpos' : `fen ${c.fen}`}`, `go depth ${c.depth}`], l => l.startsWith('bestmove'));
      const last = seen.filter(l => l.startsWith('info depth')).at(-1) ?? '';
      expect({ spec: c.spec, fen: c.fen, bestmove: seen.at(-1)?.split(' ')[1], nodes: Number(last.split(' nodes ')[1]?.split(' ')[0]) })
        .toEqual({ spec: c.spec, fen: c.fen, bestmove: c.bestmove, nodes: c.nodes });
    }
    worker.terminate();
  }, 60_000);

  it('analyses until stopped, several lines, and refuses a position the game cannot have', async () => {
    const engine = await BrowserEngine.start(() => nodeWorker());
    let lines: EngineLine[] = [];
    await engine.analyse({ spec: 'chess', fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', lines: 2 }, l => { lines = l; });
    await expect.poll(() => lines.length === 2 && lines[0].depth >= 3, { timeout: 20_000 }).toBe(true);
    expect(lines.map(l => l.multipv)).toEqual([1, 2]);
    engine.stop();
    await expect(engine.analyse({ spec: 'chess', fen: '8/8/8/8/8/8/8/8 w - - 0 1', lines: 1 }, () => undefined)).rejects.toThrow(/king/i);
    engine.terminate();
  }, 30_000);

  it('rejects a worker that says it cannot start', async () => {
    const failing: EngineWorker = {
      onmessage: null, onerror: null, terminate: () => undefined,
      postMessage() { setTimeout(() => this.onmessage?.({ data: 'info string error: the engine cannot start here: no GC' }), 1); },
    };
    await expect(BrowserEngine.start(() => failing, 5_000)).rejects.toThrow(/cannot start here/);
  });
});
