// What the board editor says of its position: its text checked at once for its shape, then by the
// server (can a game start from it, and if not, why); the engine's view on request ("Analyse": the
// engine in the browser until "Stop", the server's one search where the browser cannot run it), kept
// until the position changes; and the opening explorer once the server accepts the position.
import { api, type Analysis } from '../../core/api';
import { analysisCard, linesAnalysis } from '../../core/analysis';
import type { BoardKit } from '../../core/board/kit';
import { browserEngine, type BrowserEngine } from '../../core/engine/browser-engine';
import type { EngineLine } from '../../core/engine/uci-lines';
import type { Shape } from '../../core/board/shapes';
import { clear, h } from '../../core/dom';
import { ExplorerPanel } from '../../core/explorer';
import { t, tn } from '../../core/i18n';
import type { EditorGame, Turn } from './setup';
import { parseSetup } from './setup-read';

export interface ChecksHost {
  readonly game: EditorGame;
  readonly kit: BoardKit;
  readonly engine: boolean;
  spec(): string;
  /** the position's text as it stands */
  text(): string;
  side(turn: Turn): string;
  /** the server accepts the position, or no longer does */
  validChanged(valid: boolean): void;
  /** the engine's best move to draw on the boards (none: []) */
  showBest(shapes: Shape[]): void;
}

export class PositionChecks {
  readonly status = h('p.editor-status', { id: 'editor-status', role: 'status', 'aria-live': 'polite' });
  readonly engineLine = h('div.engine-line', { id: 'engine-line', 'aria-live': 'polite' });
  readonly analyseButton = h('button', { type: 'button', id: 'editor-analyse' }, t('editor.analyse')) as HTMLButtonElement;
  /** How many best lines the browser's engine shows (MultiPV), each drawn as an arrow. */
  readonly linesChoice = h('select', { id: 'editor-lines', 'aria-label': t('editor.lines') },
    [1, 2, 3].map(n => h('option', { value: String(n) }, tn('editor.lineCount', n)))) as HTMLSelectElement;
  /** The moves played from the position in the database and the site's games, beside the engine's view. */
  readonly explorer = new ExplorerPanel();
  valid = false;
  private checks = 0;
  private checkTimer = 0;
  /** The engine's view of the position it was asked about (game spec and FEN); kept until the position changes. */
  private analysis: { key: string; result: Analysis; lines: EngineLine[] } | null = null;
  /** The browser's engine while it analyses (until Stop or a change of the position). */
  private running: BrowserEngine | null = null;
  /** The position (key) whose analysis is awaited, or null. */
  private analysing: string | null = null;
  private analysisSeq = 0;

  constructor(private readonly host: ChecksHost, private readonly field: HTMLTextAreaElement) {
    this.analyseButton.onclick = () => void (this.running ? this.stopEngine() : this.analyse());
    this.analyseButton.title = t('editor.analyseTitle');
    this.linesChoice.onchange = () => {
      if (this.running) void this.analyse();
    };
  }

  close(): void {
    this.stopEngine();
    window.clearTimeout(this.checkTimer);
    this.explorer.destroy();
  }

  /** The position changed: a stale analysis goes, and the text is checked (`fromText`: typed, so a little later). */
  changed(fromText: boolean): void {
    this.forgetStaleAnalysis();
    this.check(fromText);
  }

  /** The best move of the analysis standing as marks, and the first move of each other line the engine gave. */
  bestShapes(): Shape[] {
    const a = this.analysis;
    if (!a) return [];
    const others = a.lines.slice(1).flatMap(l => this.host.kit.moveShapes(l.pv[0], 'paleBlue', a.result.side === 'first' ? 'white' : 'black'));
    return [...others, ...this.host.kit.bestMove(a.result.bestMachine, a.result.side)];
  }

  /** Checks the text: locally for its shape at once, then with the server (debounced) for the rules. */
  private check(fromText: boolean): void {
    const text = this.host.text();
    const seq = ++this.checks;
    window.clearTimeout(this.checkTimer);
    this.setValid(false);
    const local = parseSetup(text, this.host.game);
    if (!local.ok) {
      this.showStatus('invalid', `${this.host.game.positionFormat}: ${local.error}`);
      return;
    }
    this.showStatus('checking', t('editor.checking'));
    this.checkTimer = window.setTimeout(async () => {
      try {
        const answer = await api.validatePosition(this.host.spec(), text);
        if (seq !== this.checks) return;
        if (answer.valid) {
          const mover = this.host.side(answer.sideToMove === 'second' ? 'b' : 'w');
          this.showStatus('valid', tn(answer.inCheck ? 'editor.validInCheck' : 'editor.valid', answer.legalMoves ?? 0, { side: mover }));
          this.setValid(true);
        } else {
          this.showStatus('invalid', answer.error ?? t('editor.refused'));
        }
      } catch (e) {
        if (seq === this.checks) this.showStatus('invalid', t('editor.checkFailed', { error: (e as Error).message }));
      }
    }, fromText ? 300 : 120);
  }

  private analysisKey(): string {
    return `${this.host.spec()} ${this.host.text()}`;
  }

  /**
   * On request only: the engine's view of the position on the board, drawn as a card and arrows. The
   * browser's engine searches until stopped and its card follows the search; where it cannot start, the
   * server searches once (about a second).
   */
  private async analyse(): Promise<void> {
    if (!this.valid) return;
    const key = this.analysisKey();
    const seq = ++this.analysisSeq;
    this.analysing = key;
    this.setValid(this.valid);
    this.analysis = null;
    this.host.showBest([]);
    this.note(t('editor.analysing'));
    let engine: BrowserEngine | null;
    try {
      engine = await browserEngine();
    } catch {
      engine = null; // no engine in this browser: the server's
    }
    if (seq !== this.analysisSeq) return;
    try {
      if (engine) {
        await this.analyseHere(engine, key, seq);
      } else if (this.host.engine) {
        await this.analyseOnServer(key, seq);
      } else {
        this.note(t('editor.noEngine'));
      }
    } catch (e) {
      if (seq !== this.analysisSeq) return;
      this.note(t('editor.noAnalysis', { error: (e as Error).message }));
    } finally {
      if (seq === this.analysisSeq) {
        this.analysing = null;
        this.setValid(this.valid);
      }
    }
  }

  private async analyseHere(engine: BrowserEngine, key: string, seq: number): Promise<void> {
    const fen = this.host.text();
    const side = this.host.kit.turnColor(fen) === 'white' ? 'first' : 'second';
    this.running = engine;
    this.analyseButton.textContent = t('editor.stop');
    try {
      await engine.analyse({ spec: this.host.spec(), fen, lines: Number(this.linesChoice.value) }, lines => {
        if (seq !== this.analysisSeq) return;
        this.showAnalysis(key, linesAnalysis(lines, side), lines);
      });
    } catch (e) {
      this.stopEngine();
      throw e;
    }
  }

  private async analyseOnServer(key: string, seq: number): Promise<void> {
    const result = await api.analysePosition(this.host.spec(), this.host.text());
    if (seq !== this.analysisSeq) return;
    this.showAnalysis(key, result, []);
  }

  private showAnalysis(key: string, result: Analysis, lines: EngineLine[]): void {
    this.analysis = { key, result, lines };
    clear(this.engineLine);
    this.engineLine.append(analysisCard(result, t('editor.sideToMoveIs', { side: this.host.side(result.side === 'second' ? 'b' : 'w') })));
    this.host.showBest(this.bestShapes());
  }

  /** Stops the browser's engine (its last lines stay shown). */
  private stopEngine(): void {
    this.running?.stop();
    this.running = null;
    this.analyseButton.textContent = t('editor.analyse');
  }

  /** An analysis (shown or awaited) belongs to one position: another position drops it, until asked again. */
  private forgetStaleAnalysis(): void {
    if (!this.analysis && !this.analysing) return;
    if ((this.analysis?.key ?? this.analysing) === this.analysisKey()) return;
    this.stopEngine();
    this.analysisSeq++;
    this.analysis = null;
    this.analysing = null;
    this.note(t('editor.changed'));
    this.host.showBest([]);
  }

  private note(text: string): void {
    clear(this.engineLine);
    this.engineLine.append(h('div.card', {}, h('p.muted', { id: 'engine-state' }, text)));
  }

  private showStatus(kind: 'valid' | 'invalid' | 'checking', text: string): void {
    this.status.textContent = text;
    this.status.dataset.state = kind;
    this.field.setAttribute('aria-invalid', String(kind === 'invalid'));
  }

  private setValid(valid: boolean): void {
    this.valid = valid;
    if (valid) this.explorer.show(this.host.spec(), this.host.text());
    this.analyseButton.disabled = !this.running && (!valid || this.analysing !== null);
    this.host.validChanged(valid);
  }
}
