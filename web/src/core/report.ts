// A full-game analysis on a game's page (a finished site game, a database game): "Request computer
// analysis" for a logged-in player, the queue's and the engine's progress, then the evaluation graph,
// each side's accuracy and judgement counts, the judgements for the move list and the engine's best
// move of the shown position as an arrow.
import { api, ApiError, type GameReport, type ReportPly } from './api';
import type { BoardKit } from './board/kit';
import type { Shape } from './board/shapes';
import { clear, h } from './dom';
import { t } from './i18n';
import { evaluationGraph } from './report-graph';
import { currentPlayer } from './session';

const POLL_MS = 1000;
const SYMBOLS: Record<string, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

export class ReportPanel {
  readonly element = h('section.card.analysis-report', { id: 'report', 'aria-labelledby': 'report-title' });
  private report: GameReport | null = null;
  private timer = 0;
  private current = 0;
  private destroyed = false;

  /**
   * `base` is the game's API path; `sideNames` the game's names of its sides; `jump` shows a ply;
   * `changed` redraws what depends on the report (the move list's marks, the board's arrow).
   */
  constructor(private readonly base: string, private readonly sideNames: readonly string[],
    private readonly jump: (ply: number) => void, private readonly changed: () => void) {
    void this.load();
  }

  /** The judgement of the move at `ply` (1 = the first), as its symbol and words, or null. */
  judgement(ply: number): { symbol: string; name: string; text: string } | null {
    const p = this.done()?.plies[ply - 1];
    if (!p?.judgement) return null;
    const name = t(`report.judgement.${p.judgement}`);
    return { symbol: SYMBOLS[p.judgement], name: p.judgement,
      text: p.best ? t('report.better', { judgement: name, move: p.best }) : name };
  }

  /** The engine's best move in the position after `ply` moves, as an arrow for the side to move there. */
  bestShapes(ply: number, kit: BoardKit): Shape[] {
    const next: ReportPly | undefined = this.done()?.plies[ply];
    if (!next?.bestMachine || !next.mover) return [];
    return kit.bestMove(next.bestMachine, next.mover);
  }

  /** The ply shown moved: the graph's marker follows. */
  show(ply: number): void {
    this.current = ply;
    const line = this.element.querySelector('#eval-current');
    line?.setAttribute('x1', String(ply));
    line?.setAttribute('x2', String(ply));
  }

  destroy(): void {
    this.destroyed = true;
    window.clearTimeout(this.timer);
  }

  private done(): GameReport | null {
    return this.report?.status === 'done' ? this.report : null;
  }

  private async load(): Promise<void> {
    try {
      this.update(await api.gameReport(this.base));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) this.offer();
      else this.say((e as Error).message, true);
    }
  }

  private async request(button: HTMLButtonElement): Promise<void> {
    button.disabled = true;
    try {
      this.update(await api.requestGameReport(this.base));
    } catch (e) {
      button.disabled = false;
      this.say((e as Error).message, true, button);
    }
  }

  private update(report: GameReport): void {
    if (this.destroyed) return;
    this.report = report;
    if (report.status === 'queued' || report.status === 'running') {
      this.say(report.status === 'queued' ? t('report.queued', { ahead: report.ahead ?? 0 })
        : t('report.running', { progress: report.progress }));
      this.element.append(h('progress', { id: 'report-progress', max: 100, value: report.progress }));
      this.timer = window.setTimeout(() => void this.load(), POLL_MS);
    } else if (report.status === 'failed') {
      this.offer(t('report.failed', { error: report.error ?? '' }));
    } else {
      this.render(report);
      this.changed();
    }
  }

  private offer(note?: string): void {
    const button = h('button', { type: 'button', id: 'report-request' }, t('report.request')) as HTMLButtonElement;
    button.onclick = () => void this.request(button);
    if (currentPlayer()) this.say(note ?? '', Boolean(note), button);
    else this.say(note ?? t('report.logIn'), Boolean(note));
  }

  private say(text: string, error = false, ...extra: HTMLElement[]): void {
    clear(this.element);
    this.element.append(h('h2', { id: 'report-title' }, t('report.title')));
    if (text) this.element.append(h(error ? 'p.error' : 'p.muted', { id: 'report-state', role: error ? 'alert' : 'status' }, text));
    this.element.append(...extra);
  }

  private render(report: GameReport): void {
    this.say('');
    const graph = evaluationGraph(report.start?.chances ?? 0, report.plies, this.current, t('report.graph'), ply => this.jump(ply));
    const row = (side: 'first' | 'second', index: number) => {
      const counts = report.counts?.[side];
      const accuracy = report.accuracy?.[side];
      return h('tr', { 'data-side': side }, [h('th', { scope: 'row' }, this.sideNames[index] ?? side),
        h('td.report-accuracy', {}, accuracy == null ? '–' : `${accuracy.toFixed(1)}%`),
        h('td', {}, String(counts?.inaccuracy ?? 0)), h('td', {}, String(counts?.mistake ?? 0)),
        h('td', {}, String(counts?.blunder ?? 0))]);
    };
    const table = h('table.report-summary', { id: 'report-summary' }, [
      h('thead', {}, h('tr', {}, [h('td'), h('th', { scope: 'col' }, t('report.accuracy')),
        h('th', { scope: 'col' }, t('report.inaccuracy')), h('th', { scope: 'col' }, t('report.mistake')),
        h('th', { scope: 'col' }, t('report.blunder'))])),
      h('tbody', {}, [row('first', 0), row('second', 1)])]);
    this.element.append(graph, table, h('p.muted.report-links', {}, [
      report.depth ? t('report.budget', { depth: report.depth }) : '', ' · ',
      h('a', { href: `${this.base}/report/pgn`, id: 'report-pgn', download: '' }, t('report.pgn'))]));
  }
}
