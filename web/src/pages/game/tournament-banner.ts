// On a tournament game's page: a banner naming the round and board with a link back to the tournament,
// in arenas that allow it a Berserk button for the player before their first move, and once the game
// is over the announcement of the player's next game (with a desktop notice when the page is hidden).
import { api, type Game, type Side, type TournamentMessage } from '../../core/api';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { MoveNotifier } from './move-notice';
import { currentPlayer } from '../../core/session';
import { myPendingBoard } from '../tournaments/tournament-model';

/** Whether `seat` may still berserk in `game`: an arena game allowing it, before the seat's first move. */
export function canBerserk(game: Pick<Game, 'tournament' | 'plies' | 'status'>, seat: Side | null): boolean {
  if (!seat || !game.tournament?.berserk || game.status === 'finished' || game.status === 'aborted') return false;
  if (game.tournament.berserked?.includes(seat)) return false;
  return game.plies <= (seat === 'first' ? 0 : 1);
}

export class TournamentBanner {
  readonly element = h('div.card.tournament-banner', { id: 'tournament-banner', hidden: true });
  private socket: WebSocket | null = null;
  private closed = false;
  private next: { round: number; gameId: string } | null = null;
  private game: Game | null = null;

  constructor(private readonly seat: () => Side | null, private readonly onError: (message: string) => void) {}

  close(): void {
    this.closed = true;
    this.socket?.close();
  }

  gameChanged(game: Game): void {
    this.game = game;
    const info = game.tournament;
    this.element.hidden = !info;
    clear(this.element);
    if (!info) return;
    if ((game.status === 'finished' || game.status === 'aborted') && this.seat()) this.follow(info.id);
    if (this.next) {
      this.element.append(h('p.your-game', { id: 'your-next-game' }, [t('tournaments.yourGame', { round: this.next.round }), ' ',
        h('a.button.primary', { href: `#/game/${this.next.gameId}`, id: 'your-next-game-link' }, t('tournaments.yourGameLink'))]));
    }
    this.element.append(h('a', { href: `#/tournaments/${info.id}`, id: 'tournament-link' },
      game.status === 'finished' ? t('tournaments.back') : t('tournaments.banner', { round: info.round, board: info.board, name: info.name })));
    for (const side of info.berserked ?? []) {
      this.element.append(h('span.berserked', {}, ` ⚡ ${t('tournaments.berserked', { side: game.players[side].name ?? side })}`));
    }
    const seat = this.seat();
    if (canBerserk(game, seat)) {
      const button = h('button', { type: 'button', id: 'berserk', title: t('tournaments.berserkHelp') }, t('tournaments.berserkButton'));
      button.addEventListener('click', () => {
        (button as HTMLButtonElement).disabled = true;
        void api.berserk(game.id).then(next => this.gameChanged(next), e => this.onError((e as Error).message));
      });
      this.element.append(' ', button);
    }
  }

  /** After the player's game, listens to the tournament for their next game. */
  private follow(id: string): void {
    if (this.socket || this.closed) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    this.socket = new WebSocket(`${scheme}://${location.host}/api/tournaments/${encodeURIComponent(id)}/live`);
    this.socket.onmessage = ev => {
      const message = JSON.parse(String(ev.data)) as TournamentMessage | { type: string };
      if (message.type !== 'tournament' || !this.game) return;
      const mine = myPendingBoard((message as TournamentMessage).tournament, currentPlayer());
      if (!mine?.board.gameId || mine.board.gameId === this.game.id || this.next?.gameId === mine.board.gameId) return;
      this.next = { round: mine.round, gameId: mine.board.gameId };
      new MoveNotifier().opponentMoved(t('tournaments.notifyTitle', { round: mine.round }), t('tournaments.yourGame', { round: mine.round }));
      this.gameChanged(this.game);
    };
    this.socket.onclose = () => {
      this.socket = null;
      if (!this.closed) window.setTimeout(() => { if (this.game?.tournament) this.follow(this.game.tournament.id); }, 2000);
    };
  }
}
