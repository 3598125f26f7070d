// The opening explorer: the moves played from the shown position in the game database and in the
// site's own finished games, side by side: how often, how they ended (a bar of first-player wins,
// draws and second-player wins) and the average rating of those who chose them; and the latest games.
// It follows the position it is shown (the analysis board, a replay) and never shows a stale answer.
import { api, type Explorer, type ExplorerSource } from './api';
import { clear, h } from './dom';
import { t, tn } from './i18n';

type Source = 'database' | 'site';

/** The widths of a result bar, in percent, always adding up to 100 when there are games. */
export function barWidths(move: { firstWins: number; draws: number; secondWins: number }): [number, number, number] {
  const total = move.firstWins + move.draws + move.secondWins;
  if (total <= 0) return [0, 0, 0];
  const first = Math.round((move.firstWins / total) * 1000) / 10;
  const draw = Math.round((move.draws / total) * 1000) / 10;
  return [first, draw, Math.max(0, Math.round((100 - first - draw) * 10) / 10)];
}

export class ExplorerPanel {
  readonly element: HTMLElement;
  private readonly body = h('div.explorer-body');
  private seq = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private shown = '';

  /** `onMove` (optional) is called with a move's machine notation when the user picks it. */
  constructor(private readonly onMove?: (uci: string) => void) {
    this.element = h('div.card.explorer', { id: 'explorer' }, [h('h2', {}, t('explorer.title')), this.body]);
  }

  /** Shows the moves played from `fen` (a position of the game `variant`), fetched after a short pause. */
  show(variant: string, fen: string): void {
    const key = `${variant} ${fen}`;
    if (key === this.shown) return;
    this.shown = key;
    const seq = ++this.seq;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.load(seq, variant, fen), 150);
  }

  private async load(seq: number, variant: string, fen: string): Promise<void> {
    try {
      const view = await api.explorer(variant, fen);
      if (seq !== this.seq) return;
      this.render(view);
    } catch (e) {
      if (seq !== this.seq) return;
      clear(this.body);
      this.body.append(h('p.error', { id: 'explorer-error' }, t('explorer.failed', { error: (e as Error).message })));
    }
  }

  private render(view: Explorer): void {
    clear(this.body);
    this.body.append(this.source('database', view.database), this.source('site', view.site));
  }

  private source(source: Source, view: ExplorerSource): HTMLElement {
    const box = h('section.explorer-source', { id: `explorer-${source}` }, [
      h('h3', {}, tn(`explorer.${source}`, view.games)),
    ]);
    if (view.games === 0) {
      box.append(h('p.muted', {}, t('explorer.noGames')));
      return box;
    }
    const rows = view.moves.map(move => {
      const [first, draw, second] = barWidths(move);
      const label = this.onMove
        ? h('button.link-button', { type: 'button', onclick: () => this.onMove?.(move.uci) }, move.san)
        : move.san;
      return h('tr', { 'data-move': move.san }, [
        h('td.explorer-move', {}, label),
        h('td.explorer-count', {}, String(move.games)),
        h('td.explorer-bar', { title: t('explorer.barTitle', { first: move.firstWins, draw: move.draws, second: move.secondWins }) },
          h('div.result-bar', {}, [
            h('span.first', { style: `width:${first}%` }, first >= 12 ? `${Math.round(first)}%` : ''),
            h('span.draw', { style: `width:${draw}%` }, draw >= 12 ? `${Math.round(draw)}%` : ''),
            h('span.second', { style: `width:${second}%` }, second >= 12 ? `${Math.round(second)}%` : ''),
          ])),
        h('td.explorer-rating', {}, move.averageRating ? String(move.averageRating) : '–'),
      ]);
    });
    box.append(h('table.explorer-moves', {}, [
      h('thead', {}, h('tr', {}, [h('th', {}, t('explorer.move')), h('th', {}, t('explorer.games')),
        h('th', {}, t('explorer.results')), h('th', {}, t('explorer.rating'))])),
      h('tbody', {}, rows),
    ]));
    if (view.ended > 0) box.append(h('p.muted', {}, t('explorer.ended', { count: view.ended })));
    if (view.lastGames.length) {
      box.append(h('h4', {}, t('explorer.lastGames')), h('ul.explorer-last', {}, view.lastGames.map(g => {
        const href = g.id != null ? `#/database/${g.id}` : `#/game/${g.gameId ?? ''}`;
        // Players' names are data, not the interface's words (the Italian checks leave .game-players out).
        return h('li', {}, [h('a.game-players', { href }, `${g.white} – ${g.black}`), ` ${g.result}`,
          g.date ? ` (${g.date})` : '', g.next ? ` ${t('explorer.then', { move: g.next })}` : '']);
      })));
    }
    return box;
  }

  destroy(): void {
    clearTimeout(this.timer);
    this.seq++;
  }
}
