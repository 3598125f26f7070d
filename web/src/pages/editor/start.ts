// The board editor's cards that use the position: a problem to solve in it (as `heterodox solve`
// prints the answer), and a game to start from it, with a friend or against the engine.
import { api, ApiError, seats, type CreateGame } from '../../core/api';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';
import { TIME_CONTROLS } from '../../core/time-controls';
import { TimeControlPicker } from '../../core/time-control-picker';
import type { Setup } from './setup';

export interface StartHost {
  readonly setup: Setup;
  /** whether the server accepts the position */
  readonly valid: boolean;
  readonly engine: boolean;
  spec(): string;
  /** the position's text as it stands */
  text(): string;
}

export function solveCard(host: StartHost): HTMLElement {
  const stipulation = h('select', { id: 'editor-stipulation', 'aria-label': t('editor.stipulation') },
    ['#1', '#2', '#3', '#4', '#5', 's#1', 's#2', 's#3', 's#4', 's#5',
      'h#1', 'h#1.5', 'h#2', 'h#2.5', 'h#3', 'h#3.5', 'h#4', 'h#4.5', 'h#5'].map(s =>
      h('option', { value: s, selected: s === '#2' }, s))) as HTMLSelectElement;
  const output = h('pre.solve-output', { id: 'solve-output', 'aria-live': 'polite' });
  const button = h('button', { type: 'button', id: 'editor-solve' }, t('editor.solve')) as HTMLButtonElement;
  button.onclick = () => {
    if (!host.valid) {
      output.textContent = t('editor.solveInvalid');
      return;
    }
    button.disabled = true;
    output.textContent = t('editor.solving');
    api.solvePosition(host.spec(), host.text(), stipulation.value).then(answer => {
      output.textContent = [...answer.lines, t('editor.solveNodes', { nodes: answer.nodes })].join('\n');
    }, (e: unknown) => {
      output.textContent = e instanceof Error ? e.message : String(e);
    }).finally(() => { button.disabled = false; });
  };
  return h('div.card.editor-solve', {}, [h('h2', {}, t('editor.problem')), h('p.muted', {}, t('editor.solveHelp')),
    h('div.row', {}, [stipulation, button]), output]);
}

/** The start card: time control, side, and the buttons to play a friend or the engine from the position. */
export class StartCard {
  readonly friend = h('button.primary', { type: 'button', id: 'editor-friend' }, t('editor.playFriend')) as HTMLButtonElement;
  readonly engineButton = h('button.primary', { type: 'button', id: 'editor-engine' }, t('editor.playEngine')) as HTMLButtonElement;
  private readonly message = h('p.error', { id: 'editor-message', role: 'alert' });
  private readonly time = new TimeControlPicker('editor-time', TIME_CONTROLS);
  private readonly sideChoice = h('select', { id: 'editor-side', 'aria-label': t('editor.yourSide') }, [
    h('option', { value: 'to-move' }, t('editor.playToMove')), h('option', { value: 'other' }, t('editor.playOther')),
    h('option', { value: 'random' }, t('editor.randomSide'))]) as HTMLSelectElement;
  private readonly level = h('select', { id: 'editor-level', 'aria-label': t('editor.engineLevel') },
    [1, 2, 3, 4, 5, 6, 7, 8].map(n => h('option', { value: n, selected: n === 3 }, t('editor.level', { level: n })))) as HTMLSelectElement;

  constructor(private readonly host: StartHost) {
    this.friend.onclick = () => void this.start(false);
    this.engineButton.onclick = () => void this.start(true);
  }

  element(): HTMLElement {
    this.engineButton.title = this.host.engine ? '' : t('editor.noEngine');
    return h('div.card.editor-start', { 'aria-label': t('editor.startLabel') }, [
      h('h2', {}, t('editor.startHere')),
      h('div.row', {}, [this.time.element, this.sideChoice]),
      h('div.row.start-row', {}, [this.friend]),
      h('div.row.start-row', {}, [this.level, this.engineButton]),
      this.message,
    ]);
  }

  /** Says a problem of the game's options (a game the server cannot describe). */
  say(text: string): void {
    this.message.textContent = text;
  }

  /** Enables the buttons when the server accepts the position (and, for the engine, has one). */
  enable(valid: boolean): void {
    this.friend.disabled = !valid;
    this.engineButton.disabled = !valid || !this.host.engine;
  }

  private async start(engine: boolean): Promise<void> {
    if (!this.host.valid) return;
    this.message.textContent = '';
    const toMove = this.host.setup.turn === 'w' ? 'first' : 'second';
    const choice = this.sideChoice.value;
    const side = choice === 'random' ? 'random' : choice === 'to-move' ? toMove : toMove === 'first' ? 'second' : 'first';
    const body: CreateGame = {
      variant: this.host.spec(),
      fen: this.host.text(),
      timeControl: this.time.value(),
      side,
      opponent: engine ? { type: 'engine', level: Number(this.level.value || 3) } : { type: 'open' },
    };
    const name = localStorage.getItem('heterodox.name');
    if (name) body.name = name;
    this.enable(false);
    try {
      const grant = await api.create(body);
      seats.put(grant.game.id, grant.seat, grant.token);
      location.hash = `#/game/${grant.game.id}`;
    } catch (e) {
      this.message.textContent = e instanceof ApiError ? e.message : t('editor.createFailed', { error: (e as Error).message });
      this.enable(this.host.valid);
    }
  }
}
