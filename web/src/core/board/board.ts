// One chessgroundx board (8x8 or 9x9), with its hands when the game keeps pieces in hand.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import type { Family } from './moves';
import { keepMeasured } from './measure';
import type { Drawn } from './drawings';
import { installPieceCss, shogiPieceStyle, type ShogiPieceStyle } from './pieces';

export interface BoardEvents {
  move?: (orig: string, dest: string) => void;
  drop?: (letter: string, dest: string) => void;
  select?: (key: string) => void;
  /** the player drew or erased arrows and circles (right-drag) */
  draw?: (shapes: Drawn[]) => void;
  /** the player set a premove on this board */
  premove?: () => void;
}

export interface BoardState {
  fen: string;
  orientation: 'white' | 'black';
  turnColor: 'white' | 'black';
  /** the colour the user may move now, or undefined for none */
  movable?: 'white' | 'black';
  dests: Map<string, string[]>;
  lastMove: string[];
  check: boolean;
  coordinates: boolean;
  shapes?: Array<{ orig: string; dest?: string; brush: string; piece?: { role: string; color: 'white' | 'black' } }>;
  /** the colour that may set a premove now (the player's, while the opponent is to move) */
  premove?: 'white' | 'black';
  /** the player's own arrows and circles for the shown position */
  drawn?: Drawn[];
}

const CHESS_HAND: cg.Role[] = ['k-piece', 'q-piece', 'r-piece', 'b-piece', 'n-piece', 'p-piece'];
const SHOGI_HAND: cg.Role[] = ['k-piece', 'r-piece', 'b-piece', 'g-piece', 's-piece', 'n-piece', 'l-piece', 'p-piece'];

export class Board {
  readonly element: HTMLElement;
  private readonly api: Api;
  private readonly stopMeasuring: () => void;

  constructor(parent: HTMLElement, family: Family, hands: boolean, kingInHand: boolean, label: string, events: BoardEvents) {
    installPieceCss();
    this.element = document.createElement('div');
    this.element.className = `board-box ${family === 'shogi-set' ? 'shogi-set board-9x9' : 'chess-set board-8x8'}${hands ? ' has-hands' : ''}`;
    if (family === 'shogi-set') this.setPieceStyle(shogiPieceStyle());
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('aria-label', label);
    const top = document.createElement('div');
    const wrap = document.createElement('div');
    const bottom = document.createElement('div');
    wrap.className = 'board-wrap';
    top.className = 'hand hand-top';
    bottom.className = 'hand hand-bottom';
    this.element.append(...(hands ? [top, wrap, bottom] : [wrap]));
    parent.appendChild(this.element);
    const roles = (family === 'shogi-set' ? SHOGI_HAND : CHESS_HAND).filter(r => kingInHand || r !== 'k-piece');
    this.api = Chessground(wrap, {
      dimensions: family === 'shogi-set' ? { width: 9, height: 9 } : { width: 8, height: 8 },
      // The hands must exist (even empty) before the pockets are first drawn.
      fen: hands ? (family === 'shogi-set' ? '9/9/9/9/9/9/9/9/9[]' : '8/8/8/8/8/8/8/8[]') : undefined,
      notation: family === 'shogi-set' ? 1 : 0,
      pocketRoles: hands ? { white: roles, black: roles } : undefined,
      premovable: { enabled: true, castle: true, events: { set: () => events.premove?.() } },
      draggable: { enabled: true, showGhost: true },
      drawable: {
        enabled: true,
        onChange: shapes => events.draw?.(shapes.map(s => ({ orig: s.orig, dest: s.dest, brush: s.brush ?? 'green' }))),
      },
      animation: { enabled: true, duration: 180 },
      highlight: { lastMove: true, check: true },
      movable: {
        free: false,
        showDests: true,
        events: {
          after: (orig, dest) => events.move?.(orig, dest),
          afterNewPiece: (piece, key) => events.drop?.(piece.role.replace('-piece', '').toUpperCase(), key),
        },
      },
      events: { select: key => events.select?.(key) },
    }, hands ? top : undefined, hands ? bottom : undefined);
    this.stopMeasuring = keepMeasured(this.element, this.api);
  }

  set(state: BoardState): void {
    this.api.set({
      fen: state.fen,
      orientation: state.orientation,
      turnColor: state.turnColor,
      coordinates: state.coordinates,
      lastMove: state.lastMove as cg.Orig[],
      check: state.check,
      movable: {
        color: state.movable ?? state.premove,
        dests: (state.movable ? state.dests : new Map()) as cg.Dests,
      },
      drawable: {
        autoShapes: (state.shapes ?? []).map(s => ({ orig: s.orig as cg.Key, dest: s.dest as cg.Key | undefined, brush: s.brush,
          piece: s.piece && { role: s.piece.role as cg.Role, color: s.piece.color } })),
      },
    });
    // Replaced whole: the board's settings merge arrays item by item, which would keep old drawings.
    if (state.drawn) this.api.setShapes(state.drawn.map(s => ({ orig: s.orig as cg.Key, dest: s.dest as cg.Key | undefined, brush: s.brush })));
  }

  /** Plays the premove set, if it is legal now (it goes to the move and drop events); gives whether one was played. */
  playPremove(): boolean {
    return this.api.playPremove();
  }

  cancelPremove(): void {
    this.api.cancelPremove();
  }

  /** The premove waiting, as its from and to squares (a drop's from is the dropped piece). */
  premoveKeys(): string[] | undefined {
    return this.api.state.premovable.current?.map(String);
  }

  /** Replaces the drawn marks (circles, arrows) without touching the selection. */
  marks(shapes: NonNullable<BoardState['shapes']>): void {
    this.api.setAutoShapes(shapes.map(s => ({ orig: s.orig as cg.Key, dest: s.dest as cg.Key | undefined, brush: s.brush })));
  }

  /** Shows a piece arriving on this board (Alice: the piece passes to the other board). */
  showArrival(key: string, piece: cg.Piece): void {
    this.api.setPieces(new Map([[key as cg.Key, piece]]));
  }

  /** The shogi piece set drawn: traditional kanji pieces or Western letters. */
  setPieceStyle(style: ShogiPieceStyle): void {
    this.element.classList.toggle('pieces-kanji', style === 'kanji');
    this.element.classList.toggle('pieces-western', style === 'western');
  }

  pieceAt(key: string): cg.Piece | undefined {
    return this.api.state.boardState.pieces.get(key as cg.Key);
  }

  removePiece(key: string): void {
    this.api.setPieces(new Map([[key as cg.Key, undefined]]));
  }

  /** Makes the board a picture (the rules pages' diagrams): no moves, drags or selection. */
  viewOnly(): void {
    this.api.set({ viewOnly: true });
  }

  redraw(): void {
    this.api.redrawAll();
  }

  destroy(): void {
    this.stopMeasuring();
    // A redraw may still be due on the next frame, after the board has left the page: with its marks
    // gone it draws none at a size of 0 (their places would be NaN, which the browser logs as errors).
    this.api.state.drawable.autoShapes = [];
    this.api.state.drawable.shapes = [];
    this.api.destroy();
    this.element.remove();
  }
}
