// Takeback requests and rematch offers on the game page: what each player sees and can answer, and the
// move of both players to an agreed rematch (their seat tokens carry over with the sides swapped).
import { seats, type Game, type Side } from '../../core/api';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';
import type { LiveCommands, Offer } from './commands';
import type { Seat } from './state';

export type OfferKind = 'takeback' | 'rematch';
/** Sends an offer or its answer (the page's own error handling). */
export type SendOffer = (kind: OfferKind, offer: Offer) => void;

/**
 * Sends a takeback or rematch offer, or its answer, over the live channel; the change comes back as
 * the channel's state event, which is what the page applies.
 */
export function sendOffer(commands: LiveCommands, kind: OfferKind, offer: Offer): Promise<void> {
  return commands.request({ action: kind, offer });
}

function other(side: Side): Side {
  return side === 'first' ? 'second' : 'first';
}

function button(id: string, label: string, onclick: () => void): HTMLElement {
  return h('button', { type: 'button', id, onclick }, label);
}

/** While the game is played: ask to take back one's last move, or answer the opponent's request. */
export function takebackActions(game: Game, seat: Seat, send: SendOffer): HTMLElement[] {
  // Rated and tournament games take no takebacks (the server refuses them): no button either.
  if (game.status !== 'live' || game.rated || game.tournament) return [];
  const request = (offer: Offer) => () => send('takeback', offer);
  if (game.takebackOffer === other(seat.seat)) {
    return [h('p.offer', { id: 'takeback-offer' }, t('offers.takebackAsked')),
      button('accept-takeback', t('offers.accept'), request('accept')),
      button('decline-takeback', t('offers.decline'), request('decline'))];
  }
  if (game.takebackOffer === seat.seat) {
    return [h('p.offer', { id: 'takeback-offer' }, t('offers.takebackSent')),
      button('cancel-takeback', t('offers.cancel'), request('decline'))];
  }
  return game.plies > 0 ? [button('takeback', t('offers.takeback'), request('offer'))] : [];
}

/** After the game: offer a rematch, or answer the opponent's offer. */
export function rematchActions(game: Game, seat: Seat, send: SendOffer): HTMLElement[] {
  if (game.status !== 'finished' && game.status !== 'aborted') return [];
  if (game.players[other(seat.seat)].kind === 'open') return [];
  const request = (offer: Offer) => () => send('rematch', offer);
  const rematch = game.rematch;
  if (rematch?.gameId) {
    return [h('a.button', { id: 'to-rematch', href: `#/game/${rematch.gameId}` }, t('offers.toRematch'))];
  }
  if (rematch?.offeredBy === other(seat.seat)) {
    return [h('p.offer', { id: 'rematch-offer' }, t('offers.rematchOffered')),
      button('accept-rematch', t('offers.accept'), request('accept')),
      button('decline-rematch', t('offers.decline'), request('decline'))];
  }
  if (rematch?.offeredBy === seat.seat) {
    return [h('p.offer', { id: 'rematch-offer' }, t('offers.rematchSent')),
      button('cancel-rematch', t('offers.cancel'), request('decline'))];
  }
  return [button('rematch', t('offers.rematch'), request('offer'))];
}

/**
 * Once a rematch is agreed, this browser's player goes to it: the seat token of this game holds the
 * other side there. True when the page is moving on.
 */
export function followRematch(game: Game, seat: Seat | null): boolean {
  const next = game.rematch?.gameId;
  if (!next || !seat) return false;
  if (!seats.get(next)) seats.put(next, other(seat.seat), seat.token);
  location.hash = `#/game/${next}`;
  return true;
}

/**
 * A player who leaves the page withdraws their pending rematch offer. It goes over HTTP with keepalive,
 * which the browser still sends as the page goes; a closing page's socket may not.
 */
export function withdrawRematchOnLeave(game: Game, seat: Seat | null): void {
  if (!seat || game.rematch?.offeredBy !== seat.seat || game.rematch.gameId) return;
  void fetch(`/api/games/${game.id}/rematch`, {
    method: 'POST', keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seat.token}` },
    body: JSON.stringify({ action: 'decline' }),
  }).catch(() => undefined);
}
