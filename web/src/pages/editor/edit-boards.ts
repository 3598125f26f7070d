// The board editor's boards, drawn by the board kit in its edit mode: pieces dragged about or off,
// a chosen palette piece or the eraser acting on the square pressed, a right click removing a piece,
// a palette piece dragged onto a board, and the keyboard (a cursor, piece letters, Delete).
import type * as cg from 'chessgroundx/types';
import { BoardSet } from '../../core/board/board-set';
import type { BoardKit } from '../../core/board/kit';
import type { Shape } from '../../core/board/shapes';
import { t } from '../../core/i18n';
import { keyOf, letterOfPiece, pieceName, pieceOfLetter, place, type EditorGame, type Setup, type Turn } from './setup';
import { writePlacement } from './setup-write';

export type Tool = { kind: 'pointer' } | { kind: 'eraser' } | { kind: 'piece'; letter: string };

/** What the boards need of the editor. */
export interface EditHost {
  readonly game: EditorGame;
  readonly setup: Setup;
  readonly orientation: 'white' | 'black';
  readonly tool: Tool;
  /** the setup changed on the boards: the text and the controls follow */
  changed(): void;
  flip(): void;
  side(turn: Turn): string;
}

export function eventPoint(e: MouseEvent | TouchEvent): cg.NumberPair | undefined {
  if ('touches' in e) {
    const touch = e.touches[0] ?? e.changedTouches[0];
    return touch ? [touch.clientX, touch.clientY] : undefined;
  }
  return [e.clientX, e.clientY];
}

export class EditBoards {
  readonly set: BoardSet;
  private cursor: { board: number; key: string } | null = null;
  private promotedKey = false; // keyboard: '+' makes the next letter a promoted piece
  private paletteDrag: string | null = null;
  private lastPoint: cg.NumberPair | undefined;
  private best: Shape[] = [];

  constructor(parent: HTMLElement, kit: BoardKit, private readonly host: EditHost, private readonly announcer: HTMLElement) {
    this.set = new BoardSet(parent, kit, { change: index => this.onBoardChange(index) }, { mode: 'edit' });
    const labels = kit.labels();
    for (let index = 0; index < this.set.count; index++) this.listen(index, labels[index]);
    document.addEventListener('mouseup', this.onDocumentUp);
    document.addEventListener('touchend', this.onDocumentUp);
    document.addEventListener('touchmove', this.onDocumentMove, { passive: true });
  }

  destroy(): void {
    document.removeEventListener('mouseup', this.onDocumentUp);
    document.removeEventListener('touchend', this.onDocumentUp);
    document.removeEventListener('touchmove', this.onDocumentMove);
    this.set.destroy();
  }

  /** Draws the setup on the boards, with the cursor and the engine's best move. */
  draw(): void {
    const { setup, game } = this.host;
    this.set.place(setup.boards.map((_, index) => writePlacement(setup, game, index)), this.host.orientation);
    this.drawMarks();
  }

  /** The engine's best move to draw, or none. */
  showBest(shapes: Shape[]): void {
    this.best = shapes;
    this.drawMarks();
  }

  /** A palette piece pressed: starts dragging it onto the boards. */
  grab(letter: string, e: MouseEvent | TouchEvent): void {
    this.paletteDrag = letter;
    this.lastPoint = eventPoint(e);
    this.set.dragNewPiece(pieceOfLetter(letter) as cg.Piece, e);
  }

  /** Places `letter` (or nothing) on a square, then tells the editor and screen readers. */
  put(index: number, key: string, letter: string | null): void {
    place(this.host.setup, index, key, letter);
    this.draw();
    this.host.changed();
    this.announce(index, key);
  }

  private listen(index: number, label: string): void {
    const { game } = this.host;
    const surface = this.set.surface(index);
    const attributes = {
      tabindex: '0',
      'aria-label': t(game.promotions ? 'editor.boardKeysShogi' : 'editor.boardKeys', { board: label, first: this.host.side('w'), second: this.host.side('b') }),
      'aria-keyshortcuts': 'ArrowUp ArrowDown ArrowLeft ArrowRight Delete',
    };
    for (const [name, value] of Object.entries(attributes)) surface.setAttribute(name, value);
    // A chosen palette piece or the eraser acts on the square pressed, before chessgroundx sees the press.
    const press = (e: MouseEvent | TouchEvent) => {
      const right = 'button' in e && e.button === 2;
      if (!right && this.host.tool.kind === 'pointer') return;
      if ('button' in e && e.button !== 0 && !right) return;
      const point = eventPoint(e);
      const key = point && this.set.keyAt(index, point);
      if (!key) return;
      e.stopPropagation();
      e.preventDefault();
      if (right) this.put(index, key, null);
      else this.useTool(index, key);
    };
    surface.addEventListener('mousedown', press, { capture: true });
    surface.addEventListener('touchstart', press, { capture: true, passive: false });
    surface.addEventListener('contextmenu', e => e.preventDefault());
    surface.addEventListener('keydown', e => this.onKey(index, e));
    surface.addEventListener('focus', () => {
      if (!this.cursor || this.cursor.board !== index) this.cursor = { board: index, key: keyOf(0, 0) };
      this.drawMarks();
    });
    surface.addEventListener('blur', () => {
      this.cursor = null;
      this.drawMarks();
    });
  }

  private useTool(index: number, key: string): void {
    const tool = this.host.tool;
    if (tool.kind === 'eraser') this.put(index, key, null);
    // A second click with the same piece takes it off again.
    else if (tool.kind === 'piece') this.put(index, key, this.host.setup.boards[index].get(key) === tool.letter ? null : tool.letter);
  }

  private onBoardChange(index: number): void {
    const board = this.host.setup.boards[index];
    const pieces = new Map<string, string>();
    for (const [key, piece] of this.set.pieces(index)) {
      const letter = key === 'a0' ? null : letterOfPiece(piece);
      if (letter) pieces.set(key, letter);
    }
    // Alice: a piece moved onto a square takes it over on both boards.
    for (const [key, letter] of pieces) if (board.get(key) !== letter) place(this.host.setup, index, key, letter);
    for (const key of [...board.keys()]) if (!pieces.has(key)) board.delete(key);
    this.draw();
    this.host.changed();
  }

  private onDocumentMove = (e: TouchEvent): void => {
    if (this.paletteDrag) this.lastPoint = eventPoint(e);
  };

  /** A palette piece dropped on an occupied square, or on Alice's board B, which chessgroundx's drag leaves alone. */
  private onDocumentUp = (e: MouseEvent | TouchEvent): void => {
    const letter = this.paletteDrag;
    if (!letter) return;
    this.paletteDrag = null;
    const point = ('touches' in e ? undefined : eventPoint(e)) ?? this.lastPoint;
    if (!point) return;
    const boards = this.host.setup.boards;
    for (let index = 0; index < this.set.count; index++) {
      const key = this.set.keyAt(index, point);
      if (key && boards[index].get(key) !== letter) {
        window.setTimeout(() => {
          if (boards[index].get(key) !== letter) this.put(index, key, letter);
        }, 0);
      }
    }
  };

  private onKey(index: number, e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return; // the browser's shortcuts (Ctrl+R, ...) stay theirs
    const game = this.host.game;
    const size = game.size;
    const cur = this.cursor ?? { board: index, key: keyOf(0, 0) };
    let file = cur.key.charCodeAt(0) - 97;
    let rank = Number(cur.key.slice(1)) - 1;
    const up = this.host.orientation === 'white' ? 1 : -1;
    let handled = true;
    if (e.key === 'ArrowUp') rank += up;
    else if (e.key === 'ArrowDown') rank -= up;
    else if (e.key === 'ArrowRight') file += up;
    else if (e.key === 'ArrowLeft') file -= up;
    else if (e.key === 'Delete' || e.key === 'Backspace') this.put(index, cur.key, null);
    else if (e.key === '+' && game.promotions) this.promotedKey = true;
    else if (e.key === 'f' && !game.paletteRoles.includes('F')) this.host.flip();
    else if (e.key.length === 1 && game.paletteRoles.includes((this.promotedKey ? '+' : '') + e.key.toUpperCase())) {
      this.put(index, cur.key, (this.promotedKey ? '+' : '') + e.key);
      this.promotedKey = false;
    } else handled = false;
    if (!handled) return;
    e.preventDefault();
    file = Math.max(0, Math.min(size - 1, file));
    rank = Math.max(0, Math.min(size - 1, rank));
    const key = keyOf(file, rank);
    if (key !== cur.key) {
      this.cursor = { board: index, key };
      this.drawMarks();
      this.announce(index, key);
    }
  }

  private announce(index: number, key: string): void {
    const letter = this.host.setup.boards[index].get(key);
    const where = this.set.kit.named ? `${this.set.kit.labels()[index]} ${key}` : key;
    this.announcer.textContent = `${where}: ${letter ? pieceName(letter, this.host.game) : t('editor.empty')}`;
  }

  /** The marks on the boards: the keyboard cursor, and the engine's best move on the board its piece stands on. */
  private drawMarks(): void {
    const bestBoard = Math.max(0, this.best.length ? this.set.holding(this.best[0].orig) : 0);
    for (let index = 0; index < this.set.count; index++) {
      this.set.marks(index, [
        ...(this.cursor && this.cursor.board === index ? [{ orig: this.cursor.key, brush: 'blue' }] : []),
        ...(index === bestBoard ? this.best : []),
      ]);
    }
  }
}
