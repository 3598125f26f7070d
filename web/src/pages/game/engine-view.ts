// The engine's view in a game against the engine: its evaluation and best line are a hint, so during the
// game they are hidden until the player asks (remembered per game) and shown once the game is over. The
// panel and the engine's last search survive a reload (kept per game in the browser's storage).
import type { Analysis, Game } from '../../core/api';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';

const SHOWN = 'heterodox.engineView.';
const LAST = 'heterodox.engineSearch.';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered: the choice lasts for this page only.
  }
}

export function hasEngine(game: Game): boolean {
  return game.players.first.kind === 'engine' || game.players.second.kind === 'engine';
}

export class EngineView {
  readonly panel: HTMLElement;
  private readonly box: HTMLInputElement;
  private readonly note: HTMLElement;
  private asked: boolean;
  private over = false;

  /** `line` is the page's evaluation and best-line element, whose visibility this view decides. */
  constructor(private readonly gameId: string, private readonly line: HTMLElement) {
    this.asked = read(SHOWN + gameId) === '1';
    this.box = h('input', { type: 'checkbox', id: 'show-engine' }) as HTMLInputElement;
    this.box.addEventListener('change', () => {
      this.asked = this.box.checked;
      write(SHOWN + gameId, this.asked ? '1' : '0');
      this.apply();
    });
    this.note = h('p.muted', { id: 'engine-hidden' }, t('engineView.hidden'));
    this.panel = h('div.card.engine-panel', { id: 'engine-panel' }, [
      h('label.check', {}, [this.box, ' ', t('engineView.show')]), this.note]);
  }

  /** Follows the game: once it is over the engine's view is shown. */
  update(game: Game): void {
    this.over = game.status === 'finished' || game.status === 'aborted';
    this.apply();
  }

  shown(): boolean {
    return this.over || this.asked;
  }

  /** Keeps the engine's latest search, so that a reload shows it again. */
  remember(analysis: Analysis): void {
    write(LAST + this.gameId, JSON.stringify(analysis));
  }

  /** The engine's latest search seen in this browser, if any. */
  restored(): Analysis | null {
    const raw = read(LAST + this.gameId);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as Analysis;
    } catch {
      return null;
    }
  }

  private apply(): void {
    const shown = this.shown();
    this.box.checked = shown;
    this.box.disabled = this.over;
    this.line.hidden = !shown;
    this.note.hidden = shown;
  }
}
