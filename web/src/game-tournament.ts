// On a tournament game's page: a banner naming the round and board with a link back to the tournament,
// and in arenas that allow it a Berserk button for the player before their first move.
import { api, type Game, type Side } from './api';
import { clear, h } from './dom';
import { t } from './i18n';

/** Whether `seat` may still berserk in `game`: an arena game allowing it, before the seat's first move. */
export function canBerserk(game: Pick<Game, 'tournament' | 'plies' | 'status'>, seat: Side | null): boolean {
  if (!seat || !game.tournament?.berserk || game.status === 'finished' || game.status === 'aborted') return false;
  if (game.tournament.berserked?.includes(seat)) return false;
  return game.plies <= (seat === 'first' ? 0 : 1);
}

export class TournamentBanner {
  readonly element = h('div.card.tournament-banner', { id: 'tournament-banner', hidden: true });

  constructor(private readonly seat: () => Side | null, private readonly onError: (message: string) => void) {}

  gameChanged(game: Game): void {
    const info = game.tournament;
    this.element.hidden = !info;
    clear(this.element);
    if (!info) return;
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
}
