// The lobby's seeks: the open seeks with one-click accept (cancel for one's own), who is online, and
// the lobby's live channel that keeps them current and opens the game when a seek of ours is taken.
import { api, ApiError, seats, type LobbyMessage, type Seek } from '../../core/api';
import { clear, h } from '../../core/dom';
import { describeTimeControl } from '../../core/format';
import { t, tn } from '../../core/i18n';
import { currentPlayer } from '../../core/session';

/** The seek's colour from the taker's point of view. */
export function takerSide(seek: Pick<Seek, 'side'>): 'first' | 'second' | 'random' {
  if (seek.side === 'first') return 'second';
  if (seek.side === 'second') return 'first';
  return 'random';
}

/** The rating range in words, or null for any rating. */
export function rangeText(seek: Pick<Seek, 'ratingRange'>): string | null {
  const range = seek.ratingRange;
  if (!range || (range.min === undefined && range.max === undefined)) return null;
  if (range.min !== undefined && range.max !== undefined) return `${range.min}–${range.max}`;
  return range.min !== undefined ? `≥ ${range.min}` : `≤ ${range.max}`;
}

/** The seeks card of the lobby, live; the returned function closes its channel. */
export function seeksPanel(): { card: HTMLElement; close: () => void } {
  const list = h('ul.seek-list', { id: 'seek-list' });
  const online = h('p.muted', { id: 'online' });
  const error = h('p.error', { role: 'alert', id: 'seek-error' });
  const me = currentPlayer();
  const card = h('div.card', { id: 'seeks' }, [
    h('h2', {}, t('seeks.title')),
    me ? null : h('p.muted', { id: 'seeks-login' }, [
      h('a', { href: `#/login?next=${encodeURIComponent('#/')}` }, t('seeks.logIn')), ' ', t('seeks.toPlay')]),
    list, error, online,
  ]);
  const render = (seeks: Seek[]) => {
    clear(list);
    if (!seeks.length) list.append(h('li.muted', {}, t('seeks.none')));
    for (const seek of seeks) {
      const mine = seek.player === me;
      const action = mine
        ? h('button.cancel-seek', { type: 'button', 'data-seek': seek.id, onclick: () => void run(() => api.cancelSeek(seek.id)) }, t('seeks.cancel'))
        : h('button.primary.accept-seek', { type: 'button', 'data-seek': seek.id, disabled: !me, onclick: () => void accept(seek) }, t('seeks.accept'));
      const range = rangeText(seek);
      list.append(h('li.seek-row', { 'data-seek': seek.id }, [
        h('a.seek-player', { href: `#/@/${encodeURIComponent(seek.player)}` }, seek.player),
        h('span.seek-rating', {}, `${seek.rating}${seek.provisional ? '?' : ''}`),
        h('span.seek-variant', {}, seek.variantName),
        h('span.seek-tc', {}, describeTimeControl(seek.timeControl)),
        h('span.seek-mode', {}, seek.rated ? t('seeks.rated') : t('seeks.casual')),
        range ? h('span.seek-range', {}, range) : null,
        action,
      ]));
    }
  };
  const run = async (action: () => Promise<unknown>) => {
    error.textContent = '';
    try {
      await action();
    } catch (e) {
      error.textContent = e instanceof ApiError ? e.message : String(e);
    }
  };
  const accept = (seek: Seek) => run(async () => {
    const grant = await api.acceptSeek(seek.id);
    seats.put(grant.game.id, grant.seat, grant.token);
    location.hash = `#/game/${grant.game.id}`;
  });
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  let socket: WebSocket | null = null;
  let closed = false;
  const connect = () => {
    socket = new WebSocket(`${scheme}://${location.host}/api/lobby/live`);
    socket.onmessage = event => {
      const message = JSON.parse(String(event.data)) as LobbyMessage;
      if (message.type === 'seeks') render(message.seeks);
      else if (message.type === 'online') {
        online.textContent = `${tn('seeks.online', message.count)}${message.names.length ? `: ${message.names.join(', ')}` : ''}`;
      } else if (message.type === 'seek-accepted') location.hash = `#/game/${message.gameId}`;
    };
    // A dropped channel comes back (the seeks it shows would go stale otherwise).
    socket.onclose = () => { if (!closed) window.setTimeout(connect, 2000); };
  };
  connect();
  return { card, close: () => { closed = true; socket?.close(); } };
}
