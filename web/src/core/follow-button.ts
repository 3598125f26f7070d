// The "Follow" / "Unfollow" button of a player's profile (and of leaderboard rows): it changes the follow at
// once and says the new state; the follower count beside it, when given, follows along.
import { api, ApiError } from './api';
import { h } from './dom';
import { t } from './i18n';
import { currentPlayer } from './session';

/** The button following `name`, or null for a visitor or the player themself. */
export function followButton(name: string, followed: boolean, onChange: (followed: boolean) => void = () => undefined):
  HTMLElement | null {
  const me = currentPlayer();
  if (!me || me.toLowerCase() === name.toLowerCase()) return null;
  let state = followed;
  const error = h('span.error', { role: 'alert' });
  const button = h('button.follow-toggle', { type: 'button', 'data-player': name }) as HTMLButtonElement;
  const label = () => {
    button.textContent = state ? t('social.unfollow') : t('social.follow');
    button.setAttribute('aria-pressed', String(state));
  };
  label();
  button.addEventListener('click', () => {
    button.disabled = true;
    error.textContent = '';
    (state ? api.unfollow(name) : api.follow(name)).then(() => {
      state = !state;
      label();
      onChange(state);
    }, (e: unknown) => {
      error.textContent = e instanceof ApiError ? e.message : String(e);
    }).finally(() => { button.disabled = false; });
  });
  return h('span.follow', {}, [button, error]);
}
