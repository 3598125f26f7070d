// The game page's title and status line: the game with its options and time control; waiting, whose
// move (or choice, in Ambiguous Chess) it is and check, or the result in words from the viewer's side.
import { describeTimeControl, optionLabel, reasonText, resultText } from '../../core/format';
import { t } from '../../core/i18n';
import { outcomeFor } from './outcome';
import type { GameState } from './state';

/** The game's name in the interface's language (`gameName`, its description) with its options, and its time control. */
export function titleText(state: GameState, gameName: string): string {
  const g = state.game;
  const spec = g.tags.Variant && g.tags.Variant !== g.variant ? g.tags.Variant : g.variant;
  const options = spec.includes(':') ? ` (${spec.split(':')[1].split(',').map(optionLabel).join(', ')})` : '';
  return `${gameName}${options} · ${describeTimeControl(g.timeControl)}`;
}

export function statusText(state: GameState): string {
  const g = state.game;
  if (g.status === 'open') return t('game.waitingForOpponent');
  if (g.status === 'aborted') return t('game.aborted');
  if (g.status === 'finished') {
    return resultText(g.result, reasonText(g.reason, g.reasonText), state.sideName('first'), state.sideName('second')) + ` (${g.result})`;
  }
  const ann = state.announcement();
  const mover = state.sideName(g.sideToMove);
  const text = state.myTurn()
    ? ann ? t('game.yourChoice', { square: ann }) : t('game.yourMove')
    : ann ? t('game.chooses', { side: mover, square: ann }) : t('game.toMove', { side: mover });
  return g.inCheck ? `${text} · ${t('game.check')}` : text;
}

export function renderStatus(el: HTMLElement, state: GameState): void {
  const g = state.game;
  el.textContent = statusText(state);
  el.className = `status status-${g.status}`;
  const outcome = g.status === 'finished' ? outcomeFor(g.result, state.mySide()) : null;
  if (outcome) el.classList.add(`outcome-${outcome}`); // the result in the viewer's colour
}
