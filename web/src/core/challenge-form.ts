// The "Challenge" button of a player's profile and of each leaderboard row: it opens a dialog with the
// game, its options, the time control (the lobby's picker), the challenger's side and rated, and sends
// the challenge. The answer comes as a notice (core/challenge-notices.ts) wherever the player then is.
import { api, ApiError, type ChallengeRequest, type Variant } from './api';
import { clear, h } from './dom';
import { optionLabel } from './format';
import { t } from './i18n';
import { currentPlayer } from './session';
import { TIME_CONTROLS } from './time-controls';
import { TimeControlPicker } from './time-control-picker';

/** The button challenging `name`, or null when nobody is logged in or it is the player themself. */
export function challengeButton(name: string, variant?: string): HTMLElement | null {
  const me = currentPlayer();
  if (!me || me.toLowerCase() === name.toLowerCase()) return null;
  return h('button.challenge-open', { type: 'button', 'data-player': name, 'aria-label': t('challenges.buttonLabel', { name }),
    onclick: () => void openChallengeForm(name, variant) }, t('challenges.button'));
}

async function openChallengeForm(name: string, preferred?: string): Promise<void> {
  document.getElementById('challenge-dialog')?.remove();
  const variants: Variant[] = await api.variants();
  const [preferredName, preferredOptions] = (preferred ?? '').split(':');
  const game = h('select', { id: 'challenge-variant', 'aria-label': t('challenges.game') },
    variants.map(v => h('option', { value: v.name, selected: v.name === preferredName }, v.displayName))) as HTMLSelectElement;
  const options = h('div.options', { id: 'challenge-options' });
  const renderOptions = (chosen: string[]) => {
    clear(options);
    const variant = variants.find(v => v.name === game.value) ?? variants[0];
    for (const opt of variant.options) {
      options.append(h('label.check', { title: opt.description }, [
        h('input', { type: 'checkbox', value: opt.name, checked: chosen.includes(opt.name) }), ' ', optionLabel(opt.name)]));
    }
  };
  renderOptions(preferredOptions ? preferredOptions.split(',') : []);
  game.addEventListener('change', () => renderOptions([]));
  const tc = new TimeControlPicker('challenge-time', TIME_CONTROLS);
  const side = h('select', { id: 'challenge-side', 'aria-label': t('challenges.colour') }, [
    h('option', { value: 'random' }, t('lobby.randomSide')), h('option', { value: 'first' }, t('lobby.playFirst')),
    h('option', { value: 'second' }, t('lobby.playSecond'))]) as HTMLSelectElement;
  const rated = h('input', { type: 'checkbox', id: 'challenge-rated' }) as HTMLInputElement;
  const message = h('p.challenge-message', { role: 'status', id: 'challenge-message' });
  const send = h('button.primary', { type: 'submit', id: 'challenge-send' }, t('challenges.send')) as HTMLButtonElement;
  const dialog = h('dialog.challenge-dialog', { id: 'challenge-dialog', 'aria-label': t('challenges.title', { name }) }) as HTMLDialogElement;
  const form = h('form.challenge-form', {}, [
    h('h2', {}, t('challenges.title', { name })),
    h('label.field', {}, [h('span', {}, t('challenges.game')), game]),
    h('fieldset', {}, [h('legend', {}, t('challenges.options')), options]),
    h('label.field', {}, [h('span', {}, t('challenges.time')), tc.element]),
    h('label.field', {}, [h('span', {}, t('challenges.colour')), side]),
    h('label.check', {}, [rated, ' ', t('challenges.rated')]),
    h('div.row', {}, [send, h('button', { type: 'button', id: 'challenge-close', onclick: () => dialog.close() }, t('challenges.close'))]),
    message,
  ]);
  form.addEventListener('submit', async event => {
    event.preventDefault();
    const chosen = [...options.querySelectorAll<HTMLInputElement>('input:checked')].map(i => i.value);
    const body: ChallengeRequest = {
      to: name, variant: chosen.length ? `${game.value}:${chosen.join(',')}` : game.value, timeControl: tc.value(),
      side: side.value as ChallengeRequest['side'], rated: rated.checked,
    };
    send.disabled = true;
    message.classList.remove('error');
    try {
      await api.challenge(body);
      message.textContent = t('challenges.sent', { name });
      window.setTimeout(() => dialog.close(), 1200);
    } catch (e) {
      message.classList.add('error');
      message.textContent = e instanceof ApiError ? e.message : String(e);
      send.disabled = false;
    }
  });
  dialog.append(form);
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
