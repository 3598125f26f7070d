// What the game page knows and shows: the game as the server last described it, the record of every
// move in every notation, the ply the replay shows, and what follows from them (whose turn, the moves
// the player may make on the board now). Pure: the page's parts read it, the view changes it.
import type { Explanation, Game, GameFacts, GameRecord, Side } from '../../core/api';
import type { BoardKit, Color } from '../../core/board/kit';
import type { BoardMove } from '../../core/board/moves';
import { colorOfSide, pendingAnnouncement } from '../../core/board/position';
import { recordInStep } from './live';

export type Seat = { seat: Side; token: string };

export class GameState {
  /** Every move in every notation and the position after each; kept in step with the game by the move events. */
  record: GameRecord | null = null;
  /** the ply shown on the board, or null to follow the live position */
  viewPly: number | null = null;
  /** U-Chess: every pseudo-legal move of the position with its verdict (GET /explain), for the player to move */
  explanations: Explanation[] = [];
  /** a turn is an announcement, then the opponent's choice (Ambiguous Chess) */
  readonly announces: boolean;

  constructor(public game: Game, readonly facts: GameFacts, readonly kit: BoardKit, readonly seat: Seat | null) {
    this.announces = facts.decisionPhases.includes('announce');
  }

  mySide(): Side | null {
    return this.seat?.seat ?? null;
  }

  myTurn(): boolean {
    return this.game.status === 'live' && !!this.seat && this.seat.seat === this.game.sideToMove;
  }

  myColor(): Color {
    return colorOfSide(this.seat?.seat ?? 'first');
  }

  over(): boolean {
    return this.game.status === 'finished' || this.game.status === 'aborted';
  }

  /** Whether the board shows the live position (not a ply of the replay). */
  live(): boolean {
    return this.viewPly === null || this.viewPly === this.game.plies;
  }

  /** The ply shown: the replay's, or the game's last. */
  shownPly(): number {
    return this.viewPly ?? this.game.plies;
  }

  shownFen(): string {
    if (this.viewPly !== null && this.record?.fens[this.viewPly]) return this.record.fens[this.viewPly];
    return this.game.fen;
  }

  recordInStep(): boolean {
    return recordInStep(this.record, this.game);
  }

  /** The square announced and waiting for its choice in the shown position (Ambiguous Chess), or null. */
  announcement(): string | null {
    return this.announces ? pendingAnnouncement(this.shownFen()) : null;
  }

  /** The player is to announce a square (Ambiguous Chess's first decision of a turn). */
  isAnnouncePhase(): boolean {
    return this.announces && this.myTurn() && this.live() && !this.announcement();
  }

  /** The moves the player may make on the board now. */
  playable(): BoardMove[] {
    if (!this.myTurn() || !this.live()) return [];
    // U-Chess: every pseudo-legal move, so that an illegal one can be explained.
    if (this.facts.explainsMoves && this.explanations.length) return this.kit.parseAll(this.explanations.map(e => e.uci));
    return this.kit.parseAll(this.legalMachineMoves());
  }

  /** The legal moves of the live position in the machine notation. */
  legalMachineMoves(): string[] {
    return this.game.legalMoves[this.facts.machineNotation] ?? [];
  }

  /** The player's colour while the opponent is to move in the live position: a premove may be set (not in Ambiguous Chess). */
  premoveColor(): Color | undefined {
    const waiting = this.game.status === 'live' && !!this.seat && !this.myTurn() && this.live() && !this.announces;
    return waiting ? this.myColor() : undefined;
  }

  sideName(side: Side): string {
    return this.facts.sideNames[side === 'first' ? 0 : 1];
  }

  /** Moves the replay to `ply` (null or the last ply: follow the live position). */
  goTo(ply: number | null): void {
    this.viewPly = ply === null || ply >= this.game.plies ? null : ply;
  }

  /** Moves the replay by `delta` plies within the game. */
  step(delta: number): void {
    this.goTo(Math.max(0, Math.min(this.game.plies, this.shownPly() + delta)));
  }
}
