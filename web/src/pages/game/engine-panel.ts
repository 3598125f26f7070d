// The engine's view on the game page: while an engine seat thinks, its evaluation bar and best line
// (kept after its move as its last search); once the game is over, "Analyse" asks the engine for each
// position the replay shows (about a second each) and its best move is drawn on the board.
import { api, type Analysis } from '../../core/api';
import { analysisCard } from '../../core/analysis';
import type { Shape } from '../../core/board/shapes';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { EngineView, hasEngine } from './engine-view';
import type { GameState } from './state';

export class EnginePanel {
  readonly line = h('div.engine-line', { id: 'engine-line', 'aria-live': 'polite' });
  readonly button: HTMLElement;
  /** Games against the engine: whether its evaluation and best line are shown (a hint while playing). */
  readonly view: EngineView | null;
  private analysis: Analysis | null;
  /** Analysis on request of the shown position of a game that is over: on or off, and the ply last asked for. */
  private analysing = false;
  private requestedPly = -1;

  /** `plyLabel` words a ply; `redraw` draws the boards again (the best move's marks changed). */
  constructor(private readonly state: GameState, private readonly engineOnServer: boolean,
    private readonly plyLabel: (ply: number) => string, private readonly redraw: () => void) {
    this.view = hasEngine(state.game) ? new EngineView(state.game.id, this.line) : null;
    this.analysis = this.view?.restored() ?? null;
    this.button = h('button', { type: 'button', id: 'analyse', 'aria-pressed': 'false', style: 'display: none',
      onclick: () => this.toggle() }, t('game.analyse'));
  }

  /** The game changed: the engine's last search stays until its next one. */
  gameChanged(): void {
    this.view?.update(this.state.game);
    if (this.analysis) this.render();
  }

  /** The engine's progress while it thinks: evaluation bar (from White's / Sente's view) and best line. */
  thinking(a: Analysis): void {
    this.analysis = a;
    this.view?.remember(a);
    this.render();
  }

  /** The best move of the analysis on request, when it is of the ply shown. */
  bestShapes(): Shape[] {
    const a = this.analysis;
    if (!this.analysing || a?.plies !== this.state.shownPly()) return [];
    return this.state.kit.bestMove(a.bestMachine, a.side);
  }

  /** Follows the ply shown: asks for its analysis when analysis is on and the game is over. */
  follow(): void {
    const over = this.state.over();
    this.button.style.display = this.engineOnServer && over ? '' : 'none'; // buttons' display rule beats [hidden]
    const ply = this.state.shownPly();
    if (!this.analysing || !over || ply === this.requestedPly) return;
    this.requestedPly = ply;
    this.note(t('game.analysing', { position: this.plyLabel(ply) }));
    api.analysis(this.state.game.id, ply).then(a => {
      if (!this.analysing || this.requestedPly !== ply) return;
      this.analysis = a;
      this.render();
      this.redraw(); // its best move drawn on the board
    }, (e: Error) => {
      if (!this.analysing || this.requestedPly !== ply) return;
      this.note(t('game.noAnalysis', { position: this.plyLabel(ply), error: e.message }));
    });
  }

  /** The engine's search, live while it thinks and kept after its move until it thinks again. */
  private render(): void {
    const a = this.analysis;
    if (!a) return;
    clear(this.line);
    const game = this.state.game;
    const thinking = game.status === 'live' && game.plies === a.plies;
    const state = this.analysing ? this.plyLabel(a.plies) : thinking ? t('game.thinking') : t('game.lastSearch');
    this.line.append(analysisCard(a, state));
  }

  private note(text: string): void {
    clear(this.line);
    this.line.append(h('div.card', {}, h('p.muted', { id: 'engine-state' }, text)));
  }

  /** On request, once the game is over: the engine analyses each position shown (about a second each). */
  private toggle(): void {
    this.analysing = !this.analysing;
    this.button.setAttribute('aria-pressed', String(this.analysing));
    this.analysis = null;
    this.requestedPly = -1;
    clear(this.line);
    const shown = this.line.ownerDocument.querySelector<HTMLInputElement>('#show-engine'); // an engine game's "Engine analysis" box
    if (shown) shown.checked = true;
    this.line.hidden = false;
    this.follow();
    this.redraw(); // drops the best-move marks when analysis is switched off
  }
}
