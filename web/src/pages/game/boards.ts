// The game page's boards (one, or Alice's two) drawn by the board kit from the shown position: the
// player's legal moves, the last move, check, Ambiguous Chess's announcement and candidates, the
// engine's best move, premoves and the player's drawings; and what the player does on them.
import { BoardSet } from '../../core/board/board-set';
import { movesBetween, type BoardMove } from '../../core/board/moves';
import { colorOfSide } from '../../core/board/position';
import type { Shape } from '../../core/board/shapes';
import type { Drawings } from '../../core/board/drawings';
import { t } from '../../core/i18n';
import type { GameState } from './state';

export interface BoardInput {
  /** plays a move (machine notation) */
  play: (move: string) => void;
  /** several moves join the two squares (promotions) on board `index`: the player picks one */
  choose: (candidates: BoardMove[], index: number) => void;
  /** a message for the player (an illegal move and why) */
  say: (text: string) => void;
  /** draws the page again (a refused move goes back) */
  render: () => void;
}

export class GameBoards {
  readonly set: BoardSet;
  flipped: boolean;
  coordinates = true;

  constructor(parent: HTMLElement, private readonly state: GameState, private readonly drawings: Drawings, private readonly input: BoardInput) {
    this.flipped = state.seat?.seat === 'second';
    this.set = new BoardSet(parent, state.kit, {
      move: (index, orig, dest) => this.onMove(index, orig, dest),
      drop: (index, orig, dest) => this.onMove(index, orig, dest),
      select: (index, key) => this.onSelect(index, key),
      draw: (index, shapes) => drawings.set(state.shownPly(), index, shapes),
    });
  }

  /** Draws the shown position; `best` is the engine's best move to mark. */
  render(best: readonly Shape[]): void {
    const s = this.state;
    const game = s.game;
    const turnColor = colorOfSide(game.sideToMove);
    const moves = s.playable();
    const ann = s.announcement();
    const ply = s.shownPly();
    // In the choose phase the chooser moves the announcer's pieces.
    const movable = moves.length === 0 ? undefined : ann ? (turnColor === 'white' ? 'black' : 'white') : turnColor;
    const premove = s.premoveColor();
    if (!premove && !s.myTurn()) this.set.cancelPremove();
    const shapes: Shape[] = [];
    if (ann && s.live()) {
      for (const m of s.kit.parseAll(s.legalMachineMoves())) shapes.push({ orig: m.orig, dest: m.dest, brush: 'yellow' });
      shapes.push({ orig: ann, brush: 'red' });
    } else if (s.isAnnouncePhase()) {
      for (const sq of game.legalMoves.announce ?? []) shapes.push({ orig: sq, brush: 'green' });
    }
    this.set.set({
      fen: s.shownFen(), orientation: this.flipped ? 'black' : 'white', turnColor: movable ?? turnColor, movable, moves,
      lastMove: s.kit.lastMove(ply > 0 ? game.moves[ply - 1]?.machine : undefined), check: s.live() && game.inCheck,
      coordinates: this.coordinates, shapes: [...shapes, ...best], premove, drawn: index => this.drawings.get(ply, index),
    });
  }

  /** The player's turn came: plays the premove set, if it is legal now. */
  playPremove(): void {
    if (this.state.myTurn() && this.state.live()) this.set.playPremove();
  }

  private onSelect(index: number, key: string): void {
    const s = this.state;
    if (s.isAnnouncePhase() && (s.game.legalMoves.announce ?? []).includes(key)) this.input.play(key);
    if (s.facts.explainsMoves && s.myTurn() && s.live()) {
      // Mark the selected piece's destinations that its writing makes illegal.
      const illegal = s.explanations.filter(e => e.status !== 'legal' && e.uci.startsWith(key));
      this.set.marks(index, illegal.map(e => ({ orig: e.uci.slice(2, 4), brush: 'red' })));
    }
  }

  private onMove(index: number, orig: string, dest: string): void {
    const s = this.state;
    const candidates = movesBetween(s.playable(), orig, dest);
    if (s.facts.explainsMoves && s.explanations.length) {
      const uci = orig + dest;
      const explained = s.explanations.filter(e => e.uci.startsWith(uci));
      const legal = explained.filter(e => e.status === 'legal');
      if (explained.length && !legal.length) {
        const e = explained[0];
        this.input.say(t('game.notULegal', { move: e.longAlgebraic, reason: e.reason }));
        this.input.render();
        return;
      }
      const allowed = new Set(legal.map(e => e.uci));
      this.choose(candidates.filter(c => allowed.has(c.text)), index);
      return;
    }
    if (candidates.length) this.set.showMoved(index, dest);
    this.choose(candidates, index);
  }

  private choose(candidates: BoardMove[], index: number): void {
    if (candidates.length === 0) {
      this.input.say(t('game.illegal'));
      this.input.render();
    } else if (candidates.length === 1) {
      this.input.play(candidates[0].text);
    } else {
      this.input.choose(candidates, index);
    }
  }
}
