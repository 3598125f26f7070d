// A seat's account and rating next to its clock: the name links to the player's profile; in a rated
// game the rating (marked "?" while provisional) and, once the game is rated, the change it made.
import type { Player } from './api';
import { h } from './dom';
import { t } from './i18n';

/** "+12", "−8", "±0". */
export function signed(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${-change}`;
  return '±0';
}

/** The rating text of a seat, or null in a casual game. */
export function ratingText(player: Player): string | null {
  const r = player.rating;
  if (!r) return null;
  const mark = r.provisional ? '?' : '';
  if (r.after === null || r.after === undefined || r.change === null || r.change === undefined) return `${r.before}${mark}`;
  return `${r.after}${mark} (${signed(r.change)})`;
}

/** The profile link and rating badge shown beside a seat's label (nothing for anonymous and engine seats). */
export function playerBadges(player: Player): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (player.account) {
    out.push(h('a.profile-link', { href: `#/@/${encodeURIComponent(player.account)}`, title: t('ratings.profileOf', { name: player.account }) }, '↗'));
  }
  const text = ratingText(player);
  if (text) {
    const change = player.rating?.change;
    const cls = change === null || change === undefined ? '' : change > 0 ? '.gain' : change < 0 ? '.loss' : '';
    out.push(h(`span.rating${cls}`, { 'data-side-rating': '' }, text));
  }
  return out;
}
