// Comfort while playing, hooked into the game page: sounds, the tab's title, a desktop notice of the
// opponent's move, the player's drawings per ply, and the switches for sounds and notices.
import type { Game, Side } from '../../core/api';
import { h } from '../../core/dom';
import { Drawings } from '../../core/board/drawings';
import { t } from '../../core/i18n';
import { MoveNotifier, supported } from './move-notice';
import { crossesLowTime, SoundPlayer, soundForMove } from './sounds';
import { tabTitle, TURN_MARK } from './tab-title';

export class Comfort {
  readonly sounds = new SoundPlayer();
  readonly notifier = new MoveNotifier();
  readonly drawings = new Drawings();
  private readonly baseTitle: string;
  private lastClockMs = Number.POSITIVE_INFINITY;

  constructor() {
    this.baseTitle = document.title.startsWith(TURN_MARK) ? document.title.split(' — ').pop() ?? document.title : document.title;
  }

  /** The switches for the page's tools: sounds on/off, notices on/off. */
  controls(): HTMLElement[] {
    const sound = h('input', { type: 'checkbox', id: 'sound-switch' }) as HTMLInputElement;
    sound.checked = this.sounds.enabled;
    sound.addEventListener('change', () => { this.sounds.enabled = sound.checked; });
    const notice = h('input', { type: 'checkbox', id: 'notify-switch' }) as HTMLInputElement;
    notice.checked = this.notifier.enabled;
    notice.disabled = !supported();
    notice.addEventListener('change', () => {
      void this.notifier.setEnabled(notice.checked).then(on => { notice.checked = on; });
    });
    return [
      h('label.check', {}, [sound, ` ${t('comfort.sounds')}`]),
      h('label.check', { title: t('comfort.notifyHint') }, [notice, ` ${t('comfort.notify')}`]),
    ];
  }

  /** The game moved from `before` to `after`: the sound it calls for, a notice, the tab's title. */
  gameChanged(before: Game, after: Game, mySide: Side | null): void {
    const moved = after.id === before.id && after.plies === before.plies + 1;
    if (moved) {
      this.sounds.play(soundForMove({ fenBefore: before.fen, fenAfter: after.fen, inCheck: after.inCheck, ended: after.status === 'finished' }));
      const last = after.moves[after.moves.length - 1];
      if (mySide && before.sideToMove !== mySide && last) {
        this.notifier.opponentMoved(t('comfort.notifyTitle'), t('comfort.notifyBody', { move: last.move }));
      }
    } else if (after.id === before.id && before.status === 'live' && after.status === 'finished') {
      this.sounds.play('end');
    }
    if (after.sideToMove !== before.sideToMove || after.plies !== before.plies) this.lastClockMs = Number.POSITIVE_INFINITY;
    this.showTurn(after.status === 'live' && mySide === after.sideToMove);
  }

  showTurn(yourMove: boolean): void {
    document.title = tabTitle(this.baseTitle, yourMove, t('comfort.yourMove'));
  }

  /** The player's own running clock now shows `ms`: warns once when it falls under the low-time mark. */
  clock(ms: number): void {
    if (crossesLowTime(this.lastClockMs, ms)) this.sounds.play('low-time');
    this.lastClockMs = ms;
  }

  close(): void {
    document.title = this.baseTitle;
  }
}
