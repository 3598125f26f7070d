// The game page's move list: every move in the notation chosen (Ambiguous Chess: numbered by moves,
// with each announced square), the result, a click or the buttons to replay, and the words for a ply.
import { clear, h } from '../../core/dom';
import { moveRows, reasonText } from '../../core/format';
import { t } from '../../core/i18n';
import { pendingAnnouncement } from '../../core/board/position';
import { ambiguousListItems } from './ambiguous-list';
import { outcomeFor } from './outcome';
import type { GameState } from './state';

export class MoveList {
  readonly list = h('ol.move-list', { id: 'move-list', 'aria-label': t('game.moves') });
  readonly select = h('select', { id: 'notation', 'aria-label': t('game.notation') }) as HTMLSelectElement;
  readonly nav: HTMLElement;
  notation: string;
  /** A finished game's computer analysis: the judgement of each move, shown after it. */
  judged: (ply: number) => { symbol: string; name: string; text: string } | null = () => null;

  /** `goTo` shows a ply (null: the live position); `step` moves the replay by plies. */
  constructor(private readonly state: GameState, private readonly goTo: (ply: number | null) => void, step: (delta: number) => void) {
    this.notation = state.game.notations[0];
    for (const n of state.game.notations) this.select.append(h('option', { value: n }, notationName(n)));
    this.select.addEventListener('change', () => {
      this.notation = this.select.value;
      this.render();
    });
    this.nav = h('div.nav', { role: 'toolbar', 'aria-label': t('game.replay') }, [
      h('button', { type: 'button', 'aria-label': t('game.firstMove'), onclick: () => goTo(0) }, '«'),
      h('button', { type: 'button', 'aria-label': t('game.previousMove'), onclick: () => step(-1) }, '‹'),
      h('button', { type: 'button', 'aria-label': t('game.nextMove'), onclick: () => step(1) }, '›'),
      h('button', { type: 'button', 'aria-label': t('game.lastMove'), onclick: () => goTo(null) }, '»'),
    ]);
  }

  render(): void {
    const { game, facts } = this.state;
    clear(this.list);
    this.select.value = this.notation;
    const inStep = this.state.recordInStep();
    const texts = (inStep ? this.state.record?.moves[this.notation] : undefined) ?? game.moves.map(m => m.move);
    const each = facts.numbersEveryPly;
    const current = this.state.shownPly();
    const cell = (text: string | undefined, ply: number) => {
      if (text === undefined) return h('span.ply.empty');
      const judged = this.judged(ply);
      return h('button.ply', { type: 'button', 'data-ply': ply, 'aria-current': ply === current ? 'step' : undefined,
        title: judged?.text, onclick: () => this.goTo(ply) },
      [text, judged ? h(`span.judgement.judgement-${judged.name}`, {}, judged.symbol) : null]);
    };
    if (this.state.announces) {
      const machine = (inStep ? this.state.record?.moves[facts.machineNotation] : undefined) ?? game.moves.map(m => m.machine);
      this.list.append(...ambiguousListItems({ machine, texts, pendingAt: pendingAnnouncement(game.fen),
        blackStarts: game.startFen.split(' ')[1] === 'b', current, goTo: ply => this.goTo(ply) }));
    } else moveRows(texts, !each).forEach(([n, a, b]) => {
      const plyA = each ? n : 2 * n - 1;
      this.list.append(h('li', {}, [h('span.num', {}, `${n}.`), cell(a, plyA), each ? null : cell(b, plyA + 1)]));
    });
    if (game.status === 'finished') {
      this.list.append(h(`li.result.outcome-${outcomeFor(game.result, this.state.mySide()) ?? 'decided'}`, { id: 'result' },
        [h('strong', {}, game.result), ' ', reasonText(game.reason, game.reasonText) ?? '']));
    }
    this.list.querySelector('[aria-current]')?.scrollIntoView?.({ block: 'nearest' });
  }

  /** "the start position", "after 3. Bc4", "after 2… e5", or for shogi and Ambiguous Chess "after 5. P-7f". */
  plyLabel(ply: number): string {
    if (ply === 0) return t('game.startPosition');
    const { game, facts, record } = this.state;
    const text = record?.moves[this.notation]?.[ply - 1] ?? game.moves[ply - 1]?.move ?? '';
    const number = facts.numbersEveryPly ? `${ply}.` : `${Math.ceil(ply / 2)}${ply % 2 ? '.' : '…'}`;
    return t('game.afterMove', { move: `${number} ${text}` });
  }
}

function notationName(n: string): string {
  const key = `game.notation.${n}`;
  const name = t(key);
  return name === key ? n : name;
}
