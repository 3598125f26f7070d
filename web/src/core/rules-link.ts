// Links to a game's rules page (#/rules/GAME), from the lobby, the game page and the invite page.
import { h } from './dom';
import { t } from './i18n';

/** The address of a game's rules page (a spec's options are dropped: the page covers them all). */
export function rulesHref(spec: string): string {
  return `#/rules/${encodeURIComponent(spec.split(':')[0])}`;
}

/** A link to a game's rules page, for the lobby, the game page and the invite page. */
export function rulesLink(spec: string, id?: string): HTMLElement {
  return h('a.rules-link', { href: rulesHref(spec), id, 'data-game': spec.split(':')[0] }, t('rules.link'));
}
