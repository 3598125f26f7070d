// The rules pages' diagrams: positions of a game drawn by the app's own boards, view-only, with the
// moves they show as arrows (allowed: green, refused: red) or circles (drops, announcements). The
// positions and what is said about them live in rules-diagrams.json, keyed by the games' names as the
// server gives them; RulesDiagramsTest (server) checks every claim against the rules library.
import type { GameFacts } from '../../core/api';
import { Board, type BoardState } from '../../core/board/board';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';
import { parseMachine } from '../../core/board/moves';
import { aliceBoards, boardFen, pendingAnnouncement } from '../../core/board/position';
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

type Shape = NonNullable<BoardState['shapes']>[number];
type Color = 'white' | 'black';

/** The marks of one move: an arrow, or for a drop a circle with the piece, or for an announcement a circle. */
export function moveShapes(machine: string, facts: GameFacts, brush: string, mover: Color): Shape[] {
  const move = parseMachine(machine, facts.pieceSet);
  if (move && move.orig.endsWith('@')) {
    return [{ orig: move.dest, brush }, { orig: move.dest, brush, piece: { role: `${move.orig[0].toLowerCase()}-piece`, color: mover } }];
  }
  if (move) return [{ orig: move.orig, dest: move.dest, brush }];
  return /^[a-h][1-8]$/.test(machine) ? [{ orig: machine, brush }] : [];
}

/** Every mark of a diagram: its allowed moves in green, refused ones in red, a pending announcement in blue. */
export function diagramShapes(d: Diagram, facts: GameFacts): Shape[] {
  const mover = sideToMove(d.fen, facts);
  const pending = pendingAnnouncement(d.fen);
  return [
    ...(pending ? [{ orig: pending, brush: 'blue' }] : []),
    ...(d.legal ?? []).flatMap(m => moveShapes(m, facts, 'green', mover)),
    ...(d.refused ?? []).flatMap(m => moveShapes(m, facts, 'red', mover)),
  ].filter((s, i, all) => all.findIndex(o => o.orig === s.orig && o.dest === s.dest && o.brush === s.brush && !o.piece === !s.piece) === i);
}

/** The side to move of a FEN ("w"/"b") or SFEN ("b" is Sente, drawn as white). */
export function sideToMove(fen: string, facts: GameFacts): Color {
  const side = fen.trim().split(/\s+/)[1];
  return facts.positionFormat === 'SFEN' ? (side === 'b' ? 'white' : 'black') : (side === 'b' ? 'black' : 'white');
}

/** Whether a piece stands on `key` in a chessgroundx placement. */
function pieceIn(placement: string, key: string): boolean {
  const rows = placement.split('[')[0].split('/');
  const row = rows[rows.length - Number(key.slice(1))] ?? '';
  let file = 0;
  for (const c of row.replace(/\+/g, '')) {
    if (/\d/.test(c)) file += Number(c);
    else if (file++ === key.charCodeAt(0) - 97) return true;
  }
  return false;
}

/**
 * Draws diagram `d` into `parent`: its board (Alice: both boards, each move drawn on the board its
 * piece stands on), its caption (message `rules-<game>.diagram.<id>`) and, when the same position
 * is judged under other options, what each option allows.
 */
export function renderDiagram(parent: HTMLElement, game: string, d: Diagram, facts: GameFacts): Board[] {
  const figure = h('figure.rules-diagram', { 'data-diagram': d.id });
  const boardsBox = h('div.diagram-boards');
  figure.append(boardsBox);
  parent.append(figure);
  const turnColor = sideToMove(d.fen, facts);
  const last = d.lastMove ? lastKeys(d.lastMove, facts) : [];
  const shapes = diagramShapes(d, facts);
  const boards: Board[] = [];
  const placements = facts.board.boards === 2 ? aliceBoards(d.fen) : [boardFen(d.fen, facts.pieceSet)];
  const kingInHand = facts.holdable.includes('K');
  placements.forEach((placement, index) => {
    const label = placements.length === 2 ? t(index === 0 ? 'rules.boardA' : 'rules.boardB') : t('rules.diagramBoard');
    const board = new Board(boardsBox, facts.pieceSet, facts.holdable.length > 0, kingInHand, label, {});
    if (placements.length === 2) board.element.prepend(h('div.board-label', {}, label));
    board.viewOnly();
    const king = turnColor === 'white' ? 'K' : 'k';
    board.set({
      fen: placement, orientation: 'white', turnColor, dests: new Map(), lastMove: last,
      check: (d.check ?? false) && (placements.length === 1 || placement.includes(king)), coordinates: true,
      shapes: placements.length === 2 ? shapes.filter(s => pieceIn(placement, s.orig)) : shapes,
    });
    boards.push(board);
  });
  boardsBox.classList.toggle('two-boards', placements.length === 2);
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

function lastKeys(machine: string, facts: GameFacts): string[] {
  const move = parseMachine(machine, facts.pieceSet);
  if (!move) return [];
  return move.orig.endsWith('@') ? [move.dest] : [move.orig, move.dest];
}
