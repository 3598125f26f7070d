// The game page's buttons for the player: draw offers and their answers, takeback, resign, claim, abort,
// and after the game the rematch. Each sends its command; what it changes comes back as the live event.
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import type { Command } from './commands';
import { rematchActions, takebackActions, type SendOffer } from './offers';
import type { GameState } from './state';

export interface ActionSenders {
  /** sends a command over the live channel, after `confirmText` is confirmed when given */
  command: (command: Command, confirmText?: string) => void;
  offer: SendOffer;
}

export function renderActions(el: HTMLElement, state: GameState, send: ActionSenders): void {
  clear(el);
  const g = state.game;
  const seat = state.seat;
  if (!seat) {
    el.append(h('p.muted', {}, g.status === 'live' ? t('game.watching') : ''));
    return;
  }
  const act = (label: string, id: string, command: Command, confirmText?: string) =>
    h('button', { type: 'button', id, onclick: () => send.command(command, confirmText) }, label);
  if (g.status === 'live') {
    if (g.drawOffer && g.drawOffer !== seat.seat) {
      el.append(h('p.offer', {}, t('game.drawOffered')),
        act(t('game.acceptDraw'), 'accept-draw', { action: 'draw', draw: 'accept' }),
        act(t('game.decline'), 'decline-draw', { action: 'draw', draw: 'decline' }));
    } else if (g.drawOffer === seat.seat) {
      el.append(h('p.offer', {}, t('game.youOfferedDraw')));
    } else {
      el.append(act(t('game.offerDraw'), 'offer-draw', { action: 'draw', draw: 'offer' }));
    }
    el.append(...takebackActions(g, seat, send.offer));
    el.append(act(t('game.resign'), 'resign', { action: 'resign' }, t('game.resignConfirm')));
    if (!g.autoDraw) el.append(act(t('game.claimDraw'), 'claim-draw', { action: 'claim' }));
  }
  if (g.status === 'open' || (g.status === 'live' && g.plies < 2)) {
    el.append(act(t('game.abort'), 'abort', { action: 'abort' }));
  }
  el.append(...rematchActions(g, seat, send.offer));
}
