// Reading the engine's UCI lines: an `info` line with a score and a line of moves, and `bestmove`.
// Pure, so that the worker's client (browser-engine.ts) and the tests read them alike.

/** One line of the engine's search: its score from the side to move's view and its moves (machine notation). */
export interface EngineLine {
  /** 1 for the best line, 2 for the second best... (UCI's multipv) */
  multipv: number;
  depth: number;
  /** absent when `mateIn` is given */
  centipawns?: number;
  /** moves to mate, positive when the side to move mates */
  mateIn?: number;
  /** the score is only a bound (the search failed high or low at this depth) */
  bound?: 'lower' | 'upper';
  nodes: number;
  nps: number;
  timeMs: number;
  pv: string[];
}

const NUMBERS = ['depth', 'seldepth', 'multipv', 'nodes', 'nps', 'hashfull', 'time'] as const;

/** An `info` line with a score and a pv as an EngineLine; null for any other line (info string, currmove...). */
export function parseInfo(line: string): EngineLine | null {
  const t = line.trim().split(/\s+/);
  if (t[0] !== 'info' || t.includes('string')) return null;
  const n: Record<string, number> = {};
  let centipawns: number | undefined;
  let mateIn: number | undefined;
  let bound: EngineLine['bound'];
  let pv: string[] | null = null;
  for (let i = 1; i < t.length; i++) {
    const key = t[i];
    if ((NUMBERS as readonly string[]).includes(key)) {
      const value = Number(t[++i]);
      if (!Number.isFinite(value)) return null;
      n[key] = value;
    } else if (key === 'score') {
      const kind = t[++i];
      const value = Number(t[++i]);
      if (!Number.isFinite(value)) return null;
      if (kind === 'cp') centipawns = value;
      else if (kind === 'mate') mateIn = value;
      else return null;
    } else if (key === 'lowerbound' || key === 'upperbound') {
      bound = key === 'lowerbound' ? 'lower' : 'upper';
    } else if (key === 'pv') {
      pv = t.slice(i + 1);
      break;
    }
  }
  if (pv === null || pv.length === 0 || n.depth === undefined || (centipawns === undefined && mateIn === undefined)) return null;
  return {
    multipv: n.multipv ?? 1, depth: n.depth, centipawns, mateIn, bound,
    nodes: n.nodes ?? 0, nps: n.nps ?? 0, timeMs: n.time ?? 0, pv,
  };
}

/** The move of a `bestmove` line (null for `bestmove (none)`), or undefined when the line is not one. */
export function parseBestMove(line: string): string | null | undefined {
  const t = line.trim().split(/\s+/);
  if (t[0] !== 'bestmove' || t.length < 2) return undefined;
  return t[1] === '(none)' ? null : t[1];
}

/** The lines of one search in multipv order, each the latest the engine gave for its place. */
export function mergeLine(lines: readonly EngineLine[], line: EngineLine): EngineLine[] {
  return [...lines.filter(l => l.multipv !== line.multipv), line].sort((a, b) => a.multipv - b.multipv);
}
