// The Ambiguous Chess move list on the game page: numbered moves (see ambiguous.ts), each chosen move
// with its announced square in small text, a pending announcement as "…" with its square.
import { ambiguousMoves, ambiguousRows, type AmbiguousMove } from './ambiguous';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';

export interface AmbiguousListInput {
  machine: readonly string[];
  texts: readonly string[];
  /** the square announced and waiting for its choice in the game's position, or null */
  pendingAt: string | null;
  blackStarts: boolean;
  /** the ply shown on the board */
  current: number;
  goTo: (ply: number) => void;
}

export function ambiguousListItems(input: AmbiguousListInput): HTMLElement[] {
  const moves = ambiguousMoves(input.machine, input.texts, input.pendingAt);
  const cell = (m: AmbiguousMove | undefined) => {
    if (!m) return h('span.ply.empty');
    // A chosen move is shown both after its announcement and after its choice.
    const shown = input.current === m.ply || (m.announced !== undefined && !m.pending && input.current === m.ply - 1);
    const label = m.pending ? t('board.awaitingChoice', { square: m.announced! }) : undefined;
    return h('button.ply', { type: 'button', 'data-ply': m.ply, 'aria-current': shown ? 'step' : undefined,
      'aria-label': label, title: label, onclick: () => input.goTo(m.ply) }, [
      m.pending ? '…' : m.text,
      m.announced ? h('small.announced', { title: t('board.announced', { square: m.announced }) }, m.announced) : null,
    ]);
  };
  return ambiguousRows(moves, input.blackStarts).map(([n, a, b]) =>
    h('li', {}, [h('span.num', {}, `${n}.`), cell(a), cell(b)]));
}
