// Keyboard move entry: a text box where a player types a move in any notation the game reads
// (SAN "Nf3", descriptive "P-K4", Latin, shogi "P*5e", UCI/USI, an Ambiguous Chess announcement "a3")
// and plays it with Enter. The server reads the text (its move reader tries every notation of the
// game); what it cannot read or refuses comes back as its reason, shown under the box.
import { ApiError } from '../../core/api';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';
import './game-board.css';

export interface MoveEntry {
  element: HTMLElement;
  /** shows or hides the box (a player's own live game only) */
  show(visible: boolean): void;
}

/** `play` sends the text and resolves once the move is played, or rejects with the server's reason. */
export function moveEntry(notations: readonly string[], play: (text: string) => Promise<void>): MoveEntry {
  const input = h('input', { type: 'text', id: 'move-entry', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false',
    enterkeyhint: 'send', 'aria-describedby': 'move-entry-error',
    placeholder: t('board.entryPlaceholder', { examples: examples(notations) }) }) as HTMLInputElement;
  const error = h('p.entry-error', { id: 'move-entry-error', role: 'alert', 'aria-live': 'assertive' });
  const form = h('form.move-entry', { 'aria-label': t('board.entryLabel') }, [
    h('label', { for: 'move-entry' }, t('board.entryLabel')), h('div.row', {}, [input,
      h('button', { type: 'submit', id: 'move-entry-play' }, t('board.entryPlay'))]), error]);
  let busy = false;
  form.addEventListener('submit', e => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text || busy) return;
    busy = true;
    error.textContent = '';
    play(text).then(() => {
      input.value = '';
    }, (err: Error) => {
      error.textContent = err instanceof ApiError ? err.message : t('board.entryNetwork', { reason: err.message });
    }).finally(() => {
      busy = false;
    });
  });
  return {
    element: form,
    show(visible: boolean) {
      form.hidden = !visible;
      if (!visible) error.textContent = '';
    },
  };
}

/** A few examples of what the box reads, from the game's notations. */
function examples(notations: readonly string[]): string {
  // eslint-disable-next-line i18next/no-literal-string -- moves written in each notation read the same in every language
  const sample: Record<string, string> = { san: 'Nf3', descriptive: 'P-K4', latin: 'P4R', western: 'P-7f', usi: '7g7f', uci: 'e2e4', announce: 'a3' };
  return notations.map(n => sample[n]).filter(Boolean).slice(0, 3).join(', ');
}
