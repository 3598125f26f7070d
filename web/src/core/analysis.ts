// The engine panel shared by the game page and the board editor: score, evaluation bar (from the
// first player's view) and best line of one analysis, and its best move as shapes on a board.
import type { Analysis, Side } from './api';
import { h } from './dom';
import { evaluation } from './format';
import { t } from './i18n';
import { parseMachine, type Family } from './board/moves';

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

/** A mark on a board: an arrow (orig to dest), a circle (orig alone), or a piece drawn on orig. */
export interface Shape { orig: string; dest?: string; brush: string; piece?: { role: string; color: 'white' | 'black' } }

/**
 * The best move (machine notation) as marks: an arrow for a move, a circle and the dropped piece for
 * a drop, a circle for an Ambiguous Chess announcement several pieces reach (its bare square).
 */
export function bestMoveShapes(machine: string | undefined, family: Family, mover: Side): Shape[] {
  if (!machine) return [];
  const move = parseMachine(machine, family);
  if (move && move.orig.endsWith('@')) {
    const role = `${move.orig[0].toLowerCase()}-piece`;
    return [{ orig: move.dest, brush: 'green' }, { orig: move.dest, brush: 'green', piece: { role, color: mover === 'first' ? 'white' : 'black' } }];
  }
  if (move) return [{ orig: move.orig, dest: move.dest, brush: 'green' }];
  return /^[a-h][1-8]$/.test(machine) ? [{ orig: machine, brush: 'green' }] : [];
}
