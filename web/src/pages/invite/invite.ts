// The page an invitation link opens: which game (its name and its options in words), the side the
// invitee will play, the time control and who invites; a seat already taken, or a game that ended or
// was called off, is said at once, with no button to take the seat.
import { api, seats, type Game, type Side, type Variant } from '../../core/api';
import { h, clear } from '../../core/dom';
import { t } from '../../core/i18n';
import { gameOf } from '../../core/variants';
import { rulesLink } from '../../core/rules-link';
import { currentPlayer } from '../../core/session';
import './invite.css';

type TimeControl = Game['timeControl'];

/** The time control in words. */
export function timeControlInWords(tc: TimeControl): string {
  const minutes = (seconds: number) => (seconds % 60 === 0 ? String(seconds / 60) : (seconds / 60).toFixed(1));
  switch (tc.type) {
    case 'sudden-death':
      return t('invite.tcSuddenDeath', { minutes: minutes(tc.initialSeconds ?? 0) });
    case 'increment':
      return t('invite.tcIncrement', { minutes: minutes(tc.initialSeconds ?? 0), seconds: tc.incrementSeconds ?? 0 });
    case 'correspondence':
      return t('invite.tcCorrespondence', { days: tc.days ?? 1 });
    default:
      return t('invite.tcUnlimited');
  }
}

/** The options a spec (`name:option,option`) turns on, each with its description from the game's registry entry. */
export function optionsInWords(spec: string, variant: Variant): Array<{ name: string; description: string }> {
  const names = spec.includes(':') ? spec.slice(spec.indexOf(':') + 1).split(',').filter(Boolean) : [];
  return names.map(name => ({ name, description: variant.options.find(o => o.name === name)?.description ?? name }));
}

/** The side an invitation offers: the open seat. */
export function openSide(game: Game): Side | null {
  if (game.players.first.kind === 'open') return 'first';
  if (game.players.second.kind === 'open') return 'second';
  return null;
}

export async function showInvite(root: HTMLElement, code: string): Promise<() => void> {
  clear(root);
  const page = h('main.invite', {}, h('p.loading', {}, t('invite.loading')));
  root.append(page);
  let game: Game;
  let variant: Variant;
  try {
    game = await api.invite(code);
    variant = await gameOf(game.variant);
  } catch (e) {
    clear(page);
    page.append(h('div.card', {}, [h('p.error', { role: 'alert' }, t('invite.unusable', { reason: (e as Error).message })),
      h('a.button', { href: '#/' }, t('invite.lobby'))]));
    return () => undefined;
  }
  clear(page);
  const open = openSide(game);
  const side = game.status === 'open' ? open : null; // a seat still to take
  const hostSide: Side = open === 'first' ? 'second' : 'first';
  const host = game.players[hostSide].name ?? t('invite.anonymous');
  const sideName = (s: Side) => variant.facts.sideNames[s === 'first' ? 0 : 1];
  const options = optionsInWords(game.variant, variant);
  const details = h('dl.invite-details', { id: 'invite-details' }, [
    h('dt', {}, t('invite.game')), h('dd', { id: 'invite-game' }, variant.displayName),
    h('dt', {}, t('invite.options')), h('dd', { id: 'invite-options' }, options.length
      ? h('ul', {}, options.map(o => h('li', {}, [h('strong', {}, o.name), ': ', o.description])))
      : t('invite.noOptions')),
    h('dt', {}, t('invite.yourSide')), h('dd', { id: 'invite-side' }, side
      ? t(side === 'first' ? 'invite.sideFirst' : 'invite.sideSecond', { side: sideName(side) })
      : '—'),
    h('dt', {}, t('invite.timeControl')), h('dd', { id: 'invite-time' }, timeControlInWords(game.timeControl)),
  ]);
  const card = h('div.card', {}, [
    h('h2', {}, t('invite.title', { game: variant.displayName })),
    h('p', { id: 'invite-host' }, t('invite.from', { host, side: sideName(hostSide) })),
    details,
    h('p', {}, rulesLink(game.variant, 'invite-rules')),
  ]);
  if (game.status === 'open' && side) {
    const name = h('input', { type: 'text', id: 'join-name', maxlength: 40, placeholder: t('invite.namePlaceholder'),
      'aria-label': t('invite.namePlaceholder'), value: localStorage.getItem('heterodox.name') ?? '' }) as HTMLInputElement;
    const message = h('p.error', { role: 'alert' });
    const join = h('button.primary', { id: 'join-game', type: 'button' }, t('invite.join')) as HTMLButtonElement;
    join.addEventListener('click', async () => {
      join.disabled = true;
      try {
        const typed = currentPlayer() ? '' : name.value.trim();
        const grant = await api.join(code, typed);
        if (typed) localStorage.setItem('heterodox.name', typed);
        seats.put(grant.game.id, grant.seat, grant.token);
        location.hash = `#/game/${grant.game.id}`;
      } catch (e) {
        message.textContent = (e as Error).message;
        join.disabled = false;
      }
    });
    const me = currentPlayer();
    if (game.rated && !me) {
      // A rated game needs an account: say so before the seat is tried, with the way back here.
      const back = encodeURIComponent(`#/invite/${code}`);
      card.append(h('p.notice', { id: 'invite-rated' }, [t('invite.ratedNeedsLogin'), ' ',
        h('a', { href: `#/login?next=${back}` }, t('account.logIn')), ' · ',
        h('a', { href: `#/register?next=${back}` }, t('account.register'))]));
    } else {
      // A logged-in player plays under their account's name: no name to type.
      card.append(h('div.row', {}, [me ? h('span.muted', { id: 'join-as' }, t('invite.joinAs', { name: me })) : name, join]));
    }
    card.append(message, h('p', {}, h('a', { href: `#/game/${game.id}` }, t('invite.watch'))));
  } else {
    const why = game.status === 'live' ? 'invite.taken' : game.status === 'finished' ? 'invite.ended' : 'invite.expired';
    card.append(h('p.notice', { id: 'invite-closed', role: 'status' }, t(why)),
      h('div.row', {}, [h('a.button', { href: `#/game/${game.id}` }, t(game.status === 'live' ? 'invite.watch' : 'invite.replay')),
        h('a.button', { href: '#/' }, t('invite.lobby'))]));
  }
  page.append(card);
  return () => undefined;
}
