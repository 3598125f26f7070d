// The engine panel shared by the game page and the board editor: score, evaluation bar (from the
// first player's view) and best line of one analysis (its best move is drawn by the board kit).
import type { Analysis } from './api';
import { h } from './dom';
import type { EngineLine } from './engine/uci-lines';
import { evaluation } from './format';
import { t } from './i18n';

/** The engine card: "Engine +0.35", what was searched (`state`), depth and nodes, the bar and the best line. */
export function analysisCard(a: Analysis, state: string): HTMLElement {
  const { text: score, share } = evaluation(a.side, a.centipawns, a.mateIn);
  const nodes = a.nodes < 10_000 ? String(a.nodes) : `${Math.round(a.nodes / 1000)}k`;
  return h('div.card', {}, [
    h('div.row', {}, [h('strong', { 'data-score': score }, t('analysis.engineScore', { score })),
      h('span.muted', { id: 'engine-state' }, t('analysis.searched', { state, depth: a.depth, nodes }))]),
    h('div.eval-bar', { role: 'meter', 'aria-label': t('analysis.evaluation'), 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': Math.round(share) },
      h('div.eval-fill', { style: `width: ${share.toFixed(1)}%` })),
    h('p.pv', {}, [h('span.muted', {}, t('analysis.bestLine') + ' '), a.pv.join(' ')]),
  ]);
}

/**
 * The browser's engine's lines as the card's analysis: the best line's score (from the side to move's view,
 * as the server gives it), depth, nodes and moves (the machine notation: the browser has no record notation yet).
 */
export function linesAnalysis(lines: readonly EngineLine[], side: 'first' | 'second'): Analysis {
  const best = lines[0];
  return {
    plies: 0, side, depth: best.depth, centipawns: best.mateIn === undefined ? best.centipawns : undefined,
    mateIn: best.mateIn, nodes: best.nodes, timeMs: best.timeMs, pv: best.pv, bestMachine: best.pv[0],
  };
}
