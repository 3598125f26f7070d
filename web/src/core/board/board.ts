// One chessgroundx board of the kit (8x8 or 9x9), with its hands when the game keeps pieces in hand.
// Pages do not make these: BoardSet (board-set.ts) makes one per board of the game.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type { Config } from 'chessgroundx/config';
import type { DrawShape } from 'chessgroundx/draw';
import type * as cg from 'chessgroundx/types';
import { keepMeasured } from './measure';
import type { Drawn } from './drawings';
import type { BoardKit, Color } from './kit';
import { installPieceCss, shogiPieceStyle, type ShogiPieceStyle } from './pieces';
import type { Shape } from './shapes';

/** 'play': moves, drops, premoves and drawings; 'view': a picture; 'edit': pieces placed and moved freely (the board editor). */
export type BoardMode = 'play' | 'view' | 'edit';

export interface BoardEvents {
  move?: (orig: string, dest: string) => void;
  drop?: (letter: string, dest: string) => void;
  select?: (key: string) => void;
  /** the player drew or erased arrows and circles (right-drag) */
  draw?: (shapes: Drawn[]) => void;
  /** the player set a premove on this board */
  premove?: () => void;
  /** edit mode: the pieces on the board changed (moved, dragged off, a new piece dropped) */
  change?: () => void;
}

export interface BoardState {
  fen: string;
  orientation: Color;
  turnColor: Color;
  /** the colour the user may move now, or undefined for none */
  movable?: Color;
  dests: Map<string, string[]>;
  lastMove: string[];
  check: boolean;
  coordinates: boolean;
  shapes?: Shape[];
  /** the colour that may set a premove now (the player's, while the opponent is to move) */
  premove?: Color;
  /** the player's own arrows and circles for the shown position */
  drawn?: Drawn[];
}

function autoShapes(shapes: readonly Shape[]): DrawShape[] {
  return shapes.map(s => ({ orig: s.orig as cg.Key, dest: s.dest as cg.Key | undefined, brush: s.brush,
    piece: s.piece && { role: s.piece.role as cg.Role, color: s.piece.color } }));
}

function modeConfig(mode: BoardMode, events: BoardEvents): Config {
  if (mode === 'edit') {
    return {
      coordinates: true,
      autoCastle: false,
      movable: { free: true, color: 'both', showDests: false },
      premovable: { enabled: false },
      draggable: { enabled: true, showGhost: true, deleteOnDropOff: true },
      selectable: { enabled: true },
      drawable: { enabled: false, visible: true },
      highlight: { lastMove: false, check: false },
      animation: { enabled: false },
      disableContextMenu: true,
      events: { change: () => events.change?.() },
    };
  }
  return {
    viewOnly: mode === 'view',
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
  };
}

export class Board {
  /** the board's box: its name (a game of several boards), the hands and the board */
  readonly element: HTMLElement;
  /** the board itself, without its hands */
  readonly surface: HTMLElement;
  readonly api: Api;
  private readonly stopMeasuring: () => void;

  constructor(parent: HTMLElement, kit: BoardKit, label: string, mode: BoardMode, events: BoardEvents) {
    installPieceCss();
    const hands = kit.hands && mode !== 'edit'; // the editor sets the hands in its own card
    this.element = document.createElement('div');
    this.element.className = `board-box ${kit.boxClass()}${hands ? ' has-hands' : ''}`;
    if (kit.pieceStyles) this.setPieceStyle(shogiPieceStyle());
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('aria-label', label);
    const top = document.createElement('div');
    this.surface = document.createElement('div');
    const bottom = document.createElement('div');
    this.surface.className = 'board-wrap';
    top.className = 'hand hand-top';
    bottom.className = 'hand hand-bottom';
    if (kit.named) {
      const name = document.createElement('div');
      name.className = 'board-label';
      name.textContent = label;
      this.element.append(name);
    }
    this.element.append(...(hands ? [top, this.surface, bottom] : [this.surface]));
    parent.appendChild(this.element);
    const roles = kit.handRoles();
    this.api = Chessground(this.surface, {
      dimensions: { width: kit.files, height: kit.ranks },
      // The hands must exist (even empty) before the pockets are first drawn.
      fen: hands ? kit.emptyPlacement() as cg.FEN : undefined,
      notation: kit.notation(),
      pocketRoles: hands ? { white: roles, black: roles } : undefined,
      ...modeConfig(mode, events),
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
      drawable: { autoShapes: autoShapes(state.shapes ?? []) },
    });
    // Replaced whole: the board's settings merge arrays item by item, which would keep old drawings.
    if (state.drawn) this.api.setShapes(state.drawn.map(s => ({ orig: s.orig as cg.Key, dest: s.dest as cg.Key | undefined, brush: s.brush })));
  }

  /** Edit mode: shows a placement (chessgroundx FEN) seen from `orientation`. */
  place(placement: string, orientation: Color): void {
    this.api.set({ fen: placement as cg.FEN, orientation, lastMove: [] });
  }

  /** Plays the premove set, if it is legal now (it goes to the move and drop events); gives whether one was played. */
  playPremove(): boolean {
    return this.api.playPremove();
  }

  cancelPremove(): void {
    this.api.cancelPremove();
  }

  /** Replaces the drawn marks (circles, arrows, pieces) without touching the selection. */
  marks(shapes: readonly Shape[]): void {
    this.api.setAutoShapes(autoShapes(shapes));
  }

  /** The shogi piece set drawn: traditional kanji pieces or Western letters. */
  setPieceStyle(style: ShogiPieceStyle): void {
    this.element.classList.toggle('pieces-kanji', style === 'kanji');
    this.element.classList.toggle('pieces-western', style === 'western');
  }

  pieces(): ReadonlyMap<string, cg.Piece> {
    return this.api.state.boardState.pieces;
  }

  pieceAt(key: string): cg.Piece | undefined {
    return this.api.state.boardState.pieces.get(key as cg.Key);
  }

  /** Puts a piece on `key`, or takes the piece there off (undefined). */
  setPiece(key: string, piece: cg.Piece | undefined): void {
    this.api.setPieces(new Map([[key as cg.Key, piece]]));
  }

  /** The key under a point of the page, or undefined off the board. */
  keyAt(point: cg.NumberPair): string | undefined {
    return this.api.getKeyAtDomPos(point);
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
