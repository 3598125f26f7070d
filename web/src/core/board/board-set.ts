// The board kit's view: the board or boards of one game (two in Alice Chess, side by side) with their
// hands, drawn from a whole position. Every page that shows a game's position draws it with this: the
// game page, the board editor, the puzzles, the database replay and the rules diagrams.
import type * as cg from 'chessgroundx/types';
import { Board, type BoardMode } from './board';
import type { Drawn } from './drawings';
import type { BoardKit, Color, Shown } from './kit';
import type { ShogiPieceStyle } from './pieces';
import type { Shape } from './shapes';

export type { Shown } from './kit';

/** What the player does on a board; `index` is the board's (0, or 1 for Alice's board B). */
export interface BoardSetEvents {
  move?: (index: number, orig: string, dest: string) => void;
  /** a piece dropped from the hand: `orig` is written as a drop's origin ("N@") */
  drop?: (index: number, orig: string, dest: string) => void;
  select?: (index: number, key: string) => void;
  draw?: (index: number, shapes: Drawn[]) => void;
  /** edit mode: the pieces on the board changed */
  change?: (index: number) => void;
}

export interface BoardSetOptions {
  mode?: BoardMode;
  /** the name of a game's only board (several boards are named by the kit: "Board A", "Board B") */
  name?: string;
}

export class BoardSet {
  private readonly boards: Board[];

  /** The boards go into `parent`, which is marked "two-boards" for a game of two boards. */
  constructor(parent: HTMLElement, readonly kit: BoardKit, events: BoardSetEvents = {}, options: BoardSetOptions = {}) {
    const mode = options.mode ?? 'play';
    this.boards = kit.labels(options.name).map((label, index) => new Board(parent, kit, label, mode, {
      move: (orig, dest) => events.move?.(index, orig, dest),
      drop: (letter, dest) => events.drop?.(index, `${letter}@`, dest),
      select: key => events.select?.(index, key),
      draw: shapes => events.draw?.(index, shapes),
      // One premove across the boards.
      premove: () => this.boards.forEach((b, i) => { if (i !== index) b.cancelPremove(); }),
      change: () => events.change?.(index),
    }));
    parent.classList.toggle('two-boards', kit.count === 2);
  }

  get count(): number {
    return this.boards.length;
  }

  /** The boards' boxes (name, hands, board), in order. */
  get elements(): HTMLElement[] {
    return this.boards.map(b => b.element);
  }

  /** Board `index` without its hands: where the editor listens for presses and keys. */
  surface(index: number): HTMLElement {
    return this.boards[index].surface;
  }

  set(shown: Shown): void {
    this.kit.boardStates(shown).forEach((state, index) => this.boards[index]?.set(state));
  }

  /** Edit mode: shows each board's placement (chessgroundx FEN). */
  place(placements: readonly string[], orientation: Color): void {
    placements.forEach((p, index) => this.boards[index]?.place(p, orientation));
  }

  /** Plays the premove set on any board, if it is legal now; gives whether one was played. */
  playPremove(): boolean {
    return this.boards.some(b => b.playPremove());
  }

  cancelPremove(): void {
    this.boards.forEach(b => b.cancelPremove());
  }

  /** Replaces the marks of board `index` (circles, arrows) without touching the selection. */
  marks(index: number, shapes: readonly Shape[]): void {
    this.boards[index]?.marks(shapes);
  }

  /**
   * A move just made on board `index` (before the server's answer): in a game of two boards the piece
   * passes through the looking glass, so it is shown arriving on the other board at once.
   */
  showMoved(index: number, dest: string): void {
    if (this.boards.length < 2) return;
    const piece = this.boards[index].pieceAt(dest);
    if (!piece) return;
    this.boards[index].setPiece(dest, undefined);
    this.boards[(index + 1) % this.boards.length].setPiece(dest, piece);
  }

  /** The board showing a piece on `key`, or -1. */
  holding(key: string): number {
    return this.boards.findIndex(b => b.pieceAt(key) !== undefined);
  }

  /** Edit mode: the pieces on board `index`. */
  pieces(index: number): ReadonlyMap<string, cg.Piece> {
    return this.boards[index].pieces();
  }

  /** The key of board `index` under a point of the page, or undefined. */
  keyAt(index: number, point: cg.NumberPair): string | undefined {
    return this.boards[index].keyAt(point);
  }

  /** Edit mode: starts dragging a new piece (from a palette) onto the boards. */
  dragNewPiece(piece: cg.Piece, event: MouseEvent | TouchEvent): void {
    this.boards[0].api.dragNewPiece(piece, false, event as cg.MouchEvent, true);
  }

  setPieceStyle(style: ShogiPieceStyle): void {
    this.boards.forEach(b => b.setPieceStyle(style));
  }

  /** Measures and draws the boards again (boards made before their place was in the page). */
  redraw(): void {
    this.boards.forEach(b => b.redraw());
  }

  destroy(): void {
    this.boards.forEach(b => b.destroy());
  }
}
