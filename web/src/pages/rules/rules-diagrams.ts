// The rules pages' diagrams: positions of a game drawn by the app's own boards, view-only, with the
// moves they show as arrows (allowed: green, refused: red) or circles (drops, announcements). The
// positions and what is said about them live in rules-diagrams.json, keyed by the games' names as the
// server gives them; RulesDiagramsTest (server) checks every claim against the rules library.
import type { GameFacts } from '../../core/api';
import { BoardSet } from '../../core/board/board-set';
import { boardKit } from '../../core/board/kit';
import { pendingAnnouncement } from '../../core/board/position';
import type { Shape } from '../../core/board/shapes';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';
import data from '../../rules-diagrams.json';

/** One diagram: the position shown and the moves it draws, with the same position under other options. */
export interface Diagram {
  id: string;
  fen: string;
  spec?: string;
  lastMove?: string;
  legal?: string[];
  refused?: string[];
  check?: boolean;
  ending?: string;
  alsoUnder?: Array<{ spec: string; legal?: string[]; refused?: string[] }>;
}

export const DIAGRAMS: Record<string, Diagram[]> = data;

export function diagramsOf(game: string): Diagram[] {
  return DIAGRAMS[game] ?? [];
}

type Color = 'white' | 'black';

/** The marks of one move: an arrow, or for a drop a circle with the piece, or for an announcement a circle. */
export function moveShapes(machine: string, facts: GameFacts, brush: string, mover: Color): Shape[] {
  return boardKit(facts).moveShapes(machine, brush, mover);
}

/**
 * The legend of a game's diagrams: only the colours they use (green allowed, red refused, blue a square
 * just announced), as message keys; none when no diagram marks a move.
 */
export function legendKeys(diagrams: Diagram[]): string[] {
  const keys: string[] = [];
  if (diagrams.some(d => d.legal?.length || d.alsoUnder?.some(o => o.legal?.length))) keys.push('rules.legendAllowed');
  if (diagrams.some(d => d.refused?.length || d.alsoUnder?.some(o => o.refused?.length))) keys.push('rules.legendRefused');
  if (diagrams.some(d => pendingAnnouncement(d.fen))) keys.push('rules.legendAnnounced');
  return keys;
}

/** Every mark of a diagram: its allowed moves in green, refused ones in red, a pending announcement in blue. */
export function diagramShapes(d: Diagram, facts: GameFacts): Shape[] {
  const mover = boardKit(facts).turnColor(d.fen);
  const pending = pendingAnnouncement(d.fen);
  return [
    ...(pending ? [{ orig: pending, brush: 'blue' }] : []),
    ...(d.legal ?? []).flatMap(m => moveShapes(m, facts, 'green', mover)),
    ...(d.refused ?? []).flatMap(m => moveShapes(m, facts, 'red', mover)),
  ].filter((s, i, all) => all.findIndex(o => o.orig === s.orig && o.dest === s.dest && o.brush === s.brush && !o.piece === !s.piece) === i);
}

/**
 * Draws diagram `d` into `parent`: its board (Alice: both boards, each move drawn on the board its
 * piece stands on), its caption (message `rules-<game>.diagram.<id>`) and, when the same position
 * is judged under other options, what each option allows.
 */
export function renderDiagram(parent: HTMLElement, game: string, d: Diagram, facts: GameFacts): BoardSet {
  const figure = h('figure.rules-diagram', { 'data-diagram': d.id });
  const boardsBox = h('div.diagram-boards');
  figure.append(boardsBox);
  parent.append(figure);
  const kit = boardKit(facts);
  const boards = new BoardSet(boardsBox, kit, {}, { mode: 'view', name: t('rules.diagramBoard') });
  boards.set({
    fen: d.fen, orientation: 'white', turnColor: kit.turnColor(d.fen), lastMove: d.lastMove ? kit.lastMove(d.lastMove) : [],
    check: d.check ?? false, shapes: diagramShapes(d, facts),
  });
  const caption = h('figcaption', {}, t(`rules-${game}.diagram.${d.id}`));
  figure.append(caption);
  if (d.spec) figure.append(h('p.muted.diagram-spec', {}, [t('rules.underSpec'), ' ', h('code', {}, d.spec)]));
  if (d.alsoUnder?.length) {
    const list = h('ul.also-under');
    for (const other of d.alsoUnder) {
      const verdicts = [...(other.legal ?? []).map(m => t('rules.allowed', { move: m })), ...(other.refused ?? []).map(m => t('rules.refused', { move: m }))];
      list.append(h('li', { 'data-spec': other.spec }, [h('code', {}, other.spec), ': ', verdicts.join(', ')]));
    }
    figure.append(h('p.muted', {}, t('rules.alsoUnder')), list);
  }
  return boards;
}
