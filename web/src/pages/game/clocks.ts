// The game page's two clocks, above and below the board as it is turned: each player's name (and
// rating), their time counting down between the server's updates, the side to move marked.
import type { Side } from '../../core/api';
import { clear, h } from '../../core/dom';
import { shownName } from '../../core/format';
import { t } from '../../core/i18n';
import { clockText } from '../../core/byoyomi';
import { playerBadges } from '../../core/player-rating';
import type { GameState } from './state';

export class Clocks {
  readonly top = h('div.clock.clock-top');
  readonly bottom = h('div.clock.clock-bottom');

  /** `onOwnClock` hears the player's own running clock (the low-time warning). */
  constructor(private readonly state: GameState, private readonly onOwnClock: (ms: number) => void) {}

  render(flipped: boolean): void {
    const top: Side = flipped ? 'first' : 'second';
    const bottom: Side = top === 'first' ? 'second' : 'first';
    const game = this.state.game;
    for (const [el, side] of [[this.top, top], [this.bottom, bottom]] as Array<[HTMLElement, Side]>) {
      clear(el);
      el.dataset.side = side;
      el.append(h('span.player', {}, [this.playerLabel(side), ...playerBadges(game.players[side])]), h('span.time', {}, ''));
      el.classList.toggle('to-move', game.status === 'live' && game.sideToMove === side);
    }
  }

  /** Counts the running clock down from the game's last update, received at `receivedAt`. */
  tick(receivedAt: number): void {
    const game = this.state.game;
    const clock = game.clock;
    for (const el of [this.top, this.bottom]) {
      const side = el.dataset.side as Side | undefined;
      const time = el.querySelector('.time');
      if (!time || !side) continue;
      if (!clock) {
        showText(time, game.timeControl.type === 'unlimited' ? '' : '—');
        continue;
      }
      const running = clock.running === side && game.status === 'live';
      const ms = clock[side] - (running ? Date.now() - receivedAt : 0);
      showText(time, clockText(game.timeControl, ms));
      if (running && side === this.state.mySide()) this.onOwnClock(ms);
      el.classList.toggle('running', running);
      el.classList.toggle('low', ms < 20_000);
    }
  }

  private playerLabel(side: Side): string {
    const p = this.state.game.players[side];
    const who = p.kind === 'engine' ? t('game.engineLevel', { level: p.level ?? '?' }) : p.kind === 'open' ? t('game.waitingForPlayer') : shownName(p.name);
    const color = this.state.sideName(side);
    return this.state.mySide() === side ? t('game.playerYou', { side: color, player: who }) : t('game.player', { side: color, player: who });
  }
}

/**
 * Writes a clock's text only when it changed: the clocks are ticked five times a second, and rewriting
 * even the same text makes the browser lay out and paint the page again (a phone's battery, a test
 * machine's cores).
 */
function showText(el: Element, text: string) {
  if (el.textContent !== text) el.textContent = text;
}
