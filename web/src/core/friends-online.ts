// The lobby's "Friends online" card: the players one follows who are connected now (on any server), read
// again every 30 seconds while the lobby is open; each name is a link to the profile.
import { api } from './api';
import { clear, h } from './dom';
import { t } from './i18n';
import { currentPlayer } from './session';

const REFRESH_MS = 30_000;

/** The card and how to stop refreshing it; null for a visitor. */
export function friendsOnlineCard(): { card: HTMLElement; close: () => void } | null {
  if (!currentPlayer()) return null;
  const body = h('div.friends-online-body');
  const card = h('div.card.friends-online', { id: 'friends-online' }, [h('h2', {}, t('social.friendsOnline')), body]);
  const refresh = async () => {
    try {
      const online = await api.friendsOnline();
      clear(body);
      body.append(online.count === 0 ? h('p.muted', {}, t('social.noFriendsOnline'))
        : h('ul.friend-list', {}, online.names.map(name =>
          h('li', {}, h('a.friend', { href: `#/@/${encodeURIComponent(name)}` }, name)))));
      if (online.count > online.names.length) body.append(h('p.muted', {}, t('social.moreOnline', { count: online.count - online.names.length })));
    } catch (e) {
      clear(body);
      body.append(h('p.error', { role: 'alert' }, (e as Error).message));
    }
  };
  void refresh();
  const timer = window.setInterval(() => void refresh(), REFRESH_MS);
  return { card, close: () => window.clearInterval(timer) };
}
