// The player's own live games while they are on other pages of the site: each one's live channel is
// followed, and when one ends (lost on time, the opponent resigned or was mated) a notice says so
// wherever the player is, with a link to the game. The page of a game tells its own end.
import { api, type Game, type Profile } from './api';
import { h } from './dom';
import { reasonText, seatName } from './format';
import { language, t } from './i18n';
import { currentPlayer } from './session';
import { outcomeFor } from '../pages/game/outcome';

/** At most this many games are followed at once (a correspondence player may have many). */
const MAX_FOLLOWED = 5;

export class AwayGames {
  private readonly sockets = new Map<string, WebSocket>();

  constructor(private readonly notices: HTMLElement) {}

  /** Follows the player's live games but `shownGame` (the game the page shows); called on every route. */
  async follow(shownGame: string | null): Promise<void> {
    const me = currentPlayer();
    if (!me) {
      this.stopAll();
      return;
    }
    let games: Profile['currentGames'];
    try {
      games = (await api.profile(me)).currentGames;
    } catch {
      return; // followed again on the next page
    }
    const wanted = new Set(games.filter(g => g.status === 'live' && g.id !== shownGame && seatOf(g.players, me))
      .slice(0, MAX_FOLLOWED).map(g => g.id));
    for (const [id, socket] of this.sockets) {
      if (!wanted.has(id)) {
        this.sockets.delete(id);
        socket.close();
      }
    }
    for (const id of wanted) if (!this.sockets.has(id)) this.open(id, me);
  }

  private stopAll(): void {
    for (const socket of this.sockets.values()) socket.close();
    this.sockets.clear();
  }

  private open(id: string, me: string): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${location.host}/api/games/${encodeURIComponent(id)}/live?lang=${language()}`);
    this.sockets.set(id, socket);
    socket.onmessage = ev => {
      let message: { type?: string; game?: Game };
      try {
        message = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (message.type === 'state' && message.game && message.game.status === 'finished') {
        this.sockets.delete(id);
        socket.close();
        this.tell(message.game, me);
      }
    };
    socket.onclose = () => {
      if (this.sockets.get(id) === socket) this.sockets.delete(id);
    };
  }

  private tell(game: Game, me: string): void {
    const seat = seatOf(game.players, me);
    const outcome = outcomeFor(game.result, seat);
    if (!seat || !outcome || outcome === 'decided') return;
    const opponent = game.players[seat === 'first' ? 'second' : 'first'];
    const why = reasonText(game.reason, game.reasonText);
    const text = t(`away.${outcome}`, { opponent: seatName(opponent) })
      + (why ? ` (${why})` : '');
    const close = h('button.away-close', { type: 'button', 'aria-label': t('away.close') }, '×');
    const notice = h(`div.away-notice.outcome-${outcome}`, { role: 'alert', 'data-game': game.id }, [
      h('span', {}, text), ' ', h('a', { href: `#/game/${game.id}` }, t('away.see')), close]);
    close.addEventListener('click', () => notice.remove());
    notice.querySelector('a')?.addEventListener('click', () => notice.remove());
    this.notices.append(notice);
    if (document.hidden && 'Notification' in window && Notification.permission === 'granted') {
      new Notification(t('site.brand'), { body: text, tag: `away-${game.id}` });
    }
  }
}

function seatOf(players: Game['players'], me: string): 'first' | 'second' | null {
  const mine = (account: string | null | undefined) => !!account && account.toLowerCase() === me.toLowerCase();
  if (mine(players.first.account)) return 'first';
  if (mine(players.second.account)) return 'second';
  return null;
}
