// The board kit's knowledge of one game: how many boards it is played on and their size, its hands,
// its piece set, and how its positions and machine moves are drawn on those boards. Built from the
// game's facts (GET /api/variants, `gameOf(spec)`), it is the one place of the app that looks at the
// piece set or the number of boards: pages ask it, and draw with BoardSet (board-set.ts).
import type * as cg from 'chessgroundx/types';
import type { GameFacts, Side } from '../api';
import { t } from '../i18n';
import { destsOf, lastMoveKeys, parseAll, parseMachine, type BoardMove, type Family } from './moves';
import { aliceBoards, boardFen, pieceAt } from './position';
import type { BoardState } from './board';
import type { Drawn } from './drawings';
import { shogiPieceStyle } from './pieces';
import { bestMoveShapes, moveShapes, type Shape } from './shapes';

export type Color = 'white' | 'black';

const CHESS_HAND: cg.Role[] = ['k-piece', 'q-piece', 'r-piece', 'b-piece', 'n-piece', 'p-piece'];
const SHOGI_HAND: cg.Role[] = ['k-piece', 'r-piece', 'b-piece', 'g-piece', 's-piece', 'n-piece', 'l-piece', 'p-piece'];

/** A position as the boards show it (BoardSet.set): the kit decides what each board draws of it. */
export interface Shown {
  /** the whole position: the game's FEN or SFEN (or Alice's two boards in one placement) */
  fen: string;
  orientation: Color;
  turnColor: Color;
  /** the colour the user may move now, or undefined for none */
  movable?: Color;
  /** the moves the user may make, each drawn on the board its piece stands on */
  moves?: readonly BoardMove[];
  lastMove?: string[];
  /** the side to move is in check: its king's board shows it */
  check?: boolean;
  coordinates?: boolean;
  /** marks, each drawn on the board where its origin's piece stands (with one board, all of them) */
  shapes?: readonly Shape[];
  /** the colour that may set a premove now */
  premove?: Color;
  /** the player's own drawings on each board */
  drawn?: (index: number) => Drawn[];
}

/** The facts the kit reads. */
export type BoardFacts = Pick<GameFacts, 'board' | 'pieceSet' | 'holdable' | 'positionFormat'>;

export class BoardKit {
  /** how many boards the game is played on (two in Alice Chess) */
  readonly count: number;
  readonly files: number;
  readonly ranks: number;
  /** whether the players keep pieces in hand beside the board */
  readonly hands: boolean;
  /** whether the piece set is drawn in styles the player chooses between (kanji or Western shogi pieces) */
  readonly pieceStyles: boolean;
  private readonly family: Family;

  constructor(private readonly facts: BoardFacts) {
    this.count = facts.board.boards;
    this.files = facts.board.files;
    this.ranks = facts.board.ranks;
    this.hands = facts.holdable.length > 0;
    this.family = facts.pieceSet;
    this.pieceStyles = facts.pieceSet === 'shogi-set';
  }

  /** Each board's placement of a position (FEN or SFEN), in chessgroundx's FEN (the hands in brackets). */
  placements(fen: string): string[] {
    return this.count === 2 ? aliceBoards(fen) : [boardFen(fen, this.family)];
  }

  /** The board whose placement has a piece on `key`, or -1. */
  boardWith(placements: readonly string[], key: string): number {
    return placements.findIndex(p => pieceAt(p, key));
  }

  /** The board's names, as the page's labels and for screen readers: one per board. */
  labels(single = t('board.board')): string[] {
    return this.count === 2 ? [t('board.boardA'), t('board.boardB')] : [single];
  }

  /** Whether each board is shown with its name above it (a game of several boards). */
  get named(): boolean {
    return this.count > 1;
  }

  /** One machine move (UCI, USI) on the board's keys, or null for what is not a board move (an announcement). */
  parse(machine: string): BoardMove | null {
    return parseMachine(machine, this.family);
  }

  parseAll(machines: readonly string[]): BoardMove[] {
    return parseAll(machines, this.family);
  }

  /** The squares to highlight for a move in machine notation (a drop's or an announcement's one square). */
  lastMove(machine: string | undefined): string[] {
    return lastMoveKeys(machine, this.family);
  }

  /** The marks of one move: an arrow, a circle with the piece for a drop, a circle for an announcement. */
  moveShapes(machine: string, brush: string, mover: Color): Shape[] {
    return moveShapes(machine, this.family, brush, mover);
  }

  /** An engine's best move (machine notation), drawn green for the side that plays it. */
  bestMove(machine: string | undefined, side: Side): Shape[] {
    return bestMoveShapes(machine, this.family, side);
  }

  /** The colour to move in a FEN ("w"/"b") or SFEN ("b" is Sente, drawn as white). */
  turnColor(fen: string): Color {
    const side = fen.trim().split(/\s+/)[1];
    return this.facts.positionFormat === 'SFEN' ? (side === 'b' ? 'white' : 'black') : (side === 'b' ? 'black' : 'white');
  }

  /** The classes that draw this game's pieces (the player's style where the set has several), for boards and palettes. */
  setClass(): string {
    return this.pieceStyles ? `${this.family} pieces-${shogiPieceStyle()}` : this.family;
  }

  /** The classes of one board's box: its piece set and size. */
  boxClass(): string {
    return `${this.family} board-${this.files}x${this.ranks}`;
  }

  /** The pieces a hand shows, as chessgroundx roles (a king only where kings are held). */
  handRoles(): cg.Role[] {
    const roles = this.family === 'shogi-set' ? SHOGI_HAND : CHESS_HAND;
    return roles.filter(r => r !== 'k-piece' || this.facts.holdable.includes('K'));
  }

  /** An empty board with empty hands, in chessgroundx's FEN: the hands must exist before the pockets are drawn. */
  emptyPlacement(): string {
    return Array.from({ length: this.ranks }, () => String(this.files)).join('/') + '[]';
  }

  /** chessgroundx's coordinates: letters and digits for chess, the shogi style for shogi. */
  notation(): number {
    return this.family === 'shogi-set' ? 1 : 0;
  }

  /**
   * What each board draws of a position: its placement; the moves, marks and check of the pieces
   * standing on it (with one board, all of them); the last move, the player's drawings and the rest alike.
   */
  boardStates(shown: Shown): BoardState[] {
    const placements = this.placements(shown.fen);
    const several = placements.length > 1;
    const king = shown.turnColor === 'white' ? 'K' : 'k';
    return placements.map((placement, index) => {
      const on = (key: string) => !several || pieceAt(placement, key);
      const dests = destsOf((shown.moves ?? []).filter(m => on(m.orig)));
      return {
        fen: placement, orientation: shown.orientation, turnColor: shown.turnColor,
        movable: dests.size || !several ? shown.movable : undefined, dests,
        lastMove: lastMoveOn(placement, shown.lastMove ?? [], several), check: !!shown.check && (!several || placement.split('[')[0].includes(king)),
        coordinates: shown.coordinates ?? true, shapes: (shown.shapes ?? []).filter(s => on(s.orig)),
        premove: shown.premove, drawn: shown.drawn?.(index),
      };
    });
  }
}

/**
 * The last move's squares lit on one board. With several boards the piece left one board and arrived on
 * the other (through the looking glass): the board holding it on the destination lights the destination,
 * the other board the origin, so one sees which board the piece left and which it reached.
 */
function lastMoveOn(placement: string, lastMove: readonly string[], several: boolean): string[] {
  if (!several || lastMove.length !== 2) return [...lastMove];
  const [orig, dest] = lastMove;
  return pieceAt(placement, dest) ? [dest] : [orig];
}

const kits = new WeakMap<BoardFacts, BoardKit>();

/** The kit of a game, made once per facts object. */
export function boardKit(facts: BoardFacts): BoardKit {
  let kit = kits.get(facts);
  if (!kit) {
    kit = new BoardKit(facts);
    kits.set(facts, kit);
  }
  return kit;
}
