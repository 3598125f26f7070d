// A game's chat panel: the players' room for the two players, the spectators' room for everyone else
// (and for the players once the game is over), a mute button for players. Lines are plain text: the
// panel never puts a name or a line into the page as HTML. The live channel only says that a line was
// posted; the panel then fetches the room (the server decides who may read it).
import { api, ApiError, type Game, type Side } from '../../core/api';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { currentPlayer } from '../../core/session';
import { reportButton } from '../moderation/report-button';

export type Room = 'players' | 'spectators';

/** The rooms a viewer may use: players in their room (and the spectators' once the game is over). */
export function roomsFor(seat: Side | null, over: boolean): Room[] {
  if (seat === null) return ['spectators'];
  return over ? ['players', 'spectators'] : ['players'];
}

export class ChatPanel {
  readonly element: HTMLElement;
  private readonly lines = h('ul.chat-lines', { id: 'chat-lines', 'aria-live': 'polite' });
  private readonly tabs = h('div.chat-tabs', { role: 'tablist' });
  private readonly input = h('input', { id: 'chat-input', maxlength: 140, autocomplete: 'off',
    // A short placeholder fits a phone's box; the limit is told on hover and to screen readers.
    placeholder: t('chat.placeholder'), title: t('chat.limit'),
    'aria-label': `${t('chat.placeholder')} (${t('chat.limit')})` }) as HTMLInputElement;
  private readonly error = h('p.error', { id: 'chat-error', role: 'alert' });
  private readonly muteButton = h('button', { type: 'button', id: 'chat-mute' }) as HTMLButtonElement;
  private room: Room;
  private muted = false;
  private over: boolean;

  constructor(private readonly game: () => Game, private readonly seat: { seat: Side; token: string } | null) {
    this.over = game().status === 'finished' || game().status === 'aborted';
    this.room = roomsFor(seat?.seat ?? null, this.over)[0];
    const form = h('form.chat-form', {}, [this.input, h('button', { type: 'submit', id: 'chat-send' }, t('chat.send'))]);
    form.addEventListener('submit', event => {
      event.preventDefault();
      void this.send();
    });
    this.muteButton.addEventListener('click', () => void this.toggleMute());
    // A <details> panel: open on wide screens, folded on a phone until the player opens it.
    this.element = h('details.card.chat', { id: 'chat', open: window.innerWidth > 700 }, [
      h('summary', {}, t('chat.title')), this.tabs, this.lines, form, this.error, seat ? this.muteButton : null,
    ]);
    this.renderTabs();
    void this.load();
  }

  /** The live channel's notice of a new line in `room`. */
  notice(room: Room): void {
    if (room === this.room) void this.load();
  }

  /** The game changed: at its end the players get the spectators' room too. */
  gameChanged(game: Game): void {
    const over = game.status === 'finished' || game.status === 'aborted';
    if (over !== this.over) {
      this.over = over;
      this.renderTabs();
    }
  }

  private renderTabs(): void {
    clear(this.tabs);
    const rooms = roomsFor(this.seat?.seat ?? null, this.over);
    for (const room of rooms) {
      const tab = h('button', { type: 'button', role: 'tab', 'data-room': room, 'aria-selected': String(room === this.room) },
        room === 'players' ? t('chat.players') : t('chat.spectators'));
      tab.addEventListener('click', () => {
        this.room = room;
        this.renderTabs();
        void this.load();
      });
      this.tabs.append(tab);
    }
    this.muteButton.textContent = this.muted ? t('chat.unmute') : t('chat.mute');
  }

  private async load(): Promise<void> {
    try {
      const chat = await api.chat(this.game().id, this.room, this.seat?.token ?? '');
      this.muted = chat.muted;
      this.muteButton.textContent = this.muted ? t('chat.unmute') : t('chat.mute');
      clear(this.lines);
      for (const line of chat.lines) {
        // A logged-in reader may report another player's line (an anonymous line or their own, not).
        const me = currentPlayer();
        const report = me && line.account && line.account !== me
          ? reportButton({ kind: 'chat', game: this.game().id, room: this.room, seq: line.seq }, t('moderation.report'))
          : null;
        this.lines.append(h('li.chat-line', {}, [h('strong.chat-author', {}, line.author), ' ', h('span.chat-text', {}, line.text),
          report ? ' ' : null, report]));
      }
      if (!chat.lines.length) this.lines.append(h('li.muted', {}, t('chat.empty')));
      this.lines.scrollTop = this.lines.scrollHeight;
    } catch (e) {
      this.error.textContent = e instanceof ApiError ? e.message : String(e);
    }
  }

  private async send(): Promise<void> {
    const text = this.input.value;
    if (!text.trim()) return;
    this.error.textContent = '';
    try {
      await api.say(this.game().id, this.room, text, this.seat?.token ?? '');
      this.input.value = '';
    } catch (e) {
      this.error.textContent = e instanceof ApiError ? e.message : String(e);
    }
  }

  private async toggleMute(): Promise<void> {
    try {
      const chat = await api.mute(this.game().id, !this.muted, this.seat?.token ?? '');
      this.muted = chat.muted;
      this.renderTabs();
      void this.load();
    } catch (e) {
      this.error.textContent = e instanceof ApiError ? e.message : String(e);
    }
  }
}
