// Paging of the lobby's game lists: each list shows one page of the server's list (GET /api/games
// with limit and offset; the answer's nextOffset says whether an older page exists) and buttons to
// the newer and older pages. The page shown stays put while the lobby refreshes itself.
import { api, type GameSummary } from '../../core/api';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';

export const PAGE_SIZE = 20;

/** One page of a list as the server gives it. */
export interface GamePage {
  games: GameSummary[];
  nextOffset?: number;
}

/** What the controls under a page show: the range of games shown (1-based) and where each button leads. */
export interface PageNavigation {
  from: number;
  to: number;
  newer: number | null;
  older: number | null;
}

/** The navigation of the page at `offset` of `size` games, `shown` of them listed. */
export function pageNavigation(offset: number, size: number, shown: number, nextOffset?: number): PageNavigation {
  return {
    from: shown === 0 ? 0 : offset + 1,
    to: offset + shown,
    newer: offset > 0 ? Math.max(0, offset - size) : null,
    older: nextOffset ?? null,
  };
}

/** Where one list of the lobby is (the offset of its page), and its page controls. */
export class ListPager {
  private offset = 0;

  constructor(readonly status: string, private readonly changed: () => void, readonly size = PAGE_SIZE) {}

  /** The page shown; back to the first page when the list shrank below it (games were joined or expired). */
  async load(): Promise<GamePage> {
    const page = await api.gamesPage(this.status, this.size, this.offset);
    if (page.games.length > 0 || this.offset === 0) return page;
    this.offset = 0;
    return api.gamesPage(this.status, this.size, 0);
  }

  /** The buttons to the newer and older pages with the range shown, or nothing when the list fits on one page. */
  controls(page: GamePage, listId: string): HTMLElement | null {
    const nav = pageNavigation(this.offset, this.size, page.games.length, page.nextOffset);
    if (nav.newer === null && nav.older === null) return null;
    const go = (offset: number) => () => {
      this.offset = offset;
      this.changed();
    };
    return h('nav.pager', { 'aria-label': t('lobby-paging.pages') }, [
      h('button', { type: 'button', id: `${listId}-newer`, disabled: nav.newer === null,
        onclick: nav.newer === null ? undefined : go(nav.newer) }, t('lobby-paging.newer')),
      h('span.muted', {}, t('lobby-paging.range', { from: nav.from, to: nav.to })),
      h('button', { type: 'button', id: `${listId}-older`, disabled: nav.older === null,
        onclick: nav.older === null ? undefined : go(nav.older) }, t('lobby-paging.older')),
    ]);
  }
}
