// The notification inbox: a bell in the top bar (in the phone's menu, whose button shows the count too) with
// the unread count, opening a list of the last notifications (your turn, game over, challenge, tournament
// round), each a link to its game, tournament or player; "Mark all read"; and, on the player's click only,
// permission for desktop notifications, shown while the tab is hidden. The count and each new notification
// come on the player's own channel (core/challenge-notices.ts), open on every page.
import { api, type InboxMessage, type Notification } from './api';
import { clear, h } from './dom';
import { formatDateTime } from './format';
import { t } from './i18n';
import { currentPlayer } from './session';

const SHOWN = 30;

/** What a notification says, in the reader's language. */
export function notificationText(n: Notification): string {
  const name = n.player ?? t('inbox.engine');
  switch (n.kind) {
    case 'turn': return t('inbox.turn', { name });
    case 'gameOver': return t(`inbox.over.${n.detail ?? 'draw'}`, { name });
    case 'challenge': return t('inbox.challenge', { name });
    default: return n.round > 0
      ? t('inbox.round', { round: n.round, tournament: n.detail ?? '', name })
      : t('inbox.started', { tournament: n.detail ?? '' });
  }
}

/** Where a notification leads: its game, else its tournament, else the player who challenged. */
export function notificationLink(n: Notification): string {
  if (n.gameId) return `#/game/${n.gameId}`;
  if (n.tournamentId) return `#/tournaments/${encodeURIComponent(n.tournamentId)}`;
  return `#/@/${encodeURIComponent(n.player ?? '')}`;
}

/** The badge's text: empty at zero, so that the bar's texts read as before (e.g. the phone's "Menu"). */
function countText(unread: number): string {
  return unread > 0 ? String(unread) : '';
}

function desktopNotificationsAsked(): boolean {
  return 'Notification' in window && Notification.permission !== 'default';
}

export class Inbox {
  private unread = 0;
  private player: string | null = null;
  private panel: HTMLElement | null = null;
  /** The game whose page is open and whose notifications are still to be read (once the count is known). */
  private gameToRead: string | null = null;

  /** A message of the player's channel: the unread count, and maybe a notification just added. */
  heard(message: InboxMessage): void {
    this.player = currentPlayer();
    this.setUnread(message.unread);
    const added = message.added;
    if (!added) {
      if (this.gameToRead && message.unread > 0) this.readGame(this.gameToRead);
      return;
    }
    const here = added.gameId && location.hash === `#/game/${added.gameId}`;
    if (here && document.visibilityState === 'visible') {
      // The player is looking at the game: the news is already on the board.
      void api.readNotifications({ gameId: added.gameId as string }).catch(() => undefined);
    } else if (document.visibilityState === 'hidden' && 'Notification' in window && Notification.permission === 'granted') {
      const desktop = new Notification(t('inbox.desktopTitle'), { body: notificationText(added), tag: `heterodox-${added.id}` });
      desktop.onclick = () => {
        window.focus();
        location.hash = notificationLink(added);
      };
    }
    if (this.panel) void this.fill(this.panel);
  }

  /** A page was opened: a game's page reads that game's notifications. */
  visited(page: string, arg: string | undefined): void {
    if (currentPlayer() !== this.player) {
      this.player = currentPlayer();
      this.setUnread(0);
    }
    this.gameToRead = page === 'game' && arg && this.player ? arg : null;
    if (this.gameToRead && this.unread > 0) this.readGame(this.gameToRead);
  }

  /** Reads the notifications of the game whose page is open (a page loaded there learns the count a moment later). */
  private readGame(gameId: string): void {
    this.gameToRead = null;
    void api.readNotifications({ gameId }).catch(() => undefined);
  }

  /** The bell for the top bar (null for a visitor). */
  bell(): HTMLElement | null {
    if (!currentPlayer()) return null;
    const count = h('span.inbox-count', { hidden: this.unread === 0 }, countText(this.unread));
    return h('button.link.inbox-bell', { type: 'button', id: 'inbox-bell', 'aria-haspopup': 'dialog',
      'aria-label': t('inbox.bellLabel', { count: this.unread }), onclick: () => this.toggle() },
    [h('span.inbox-icon', { 'aria-hidden': 'true' }), h('span.inbox-label', {}, t('inbox.title')), count]);
  }

  /** The unread count beside the phone's menu button. */
  menuBadge(): HTMLElement {
    return h('span.inbox-count.menu-badge', { hidden: this.unread === 0, 'aria-hidden': 'true' }, countText(this.unread));
  }

  private setUnread(unread: number): void {
    this.unread = unread;
    for (const badge of document.querySelectorAll<HTMLElement>('.inbox-count')) {
      badge.textContent = countText(unread);
      badge.hidden = unread === 0;
    }
    document.getElementById('inbox-bell')?.setAttribute('aria-label', t('inbox.bellLabel', { count: unread }));
  }

  private toggle(): void {
    if (this.panel) {
      this.close();
      return;
    }
    const panel = h('div.inbox-panel', { id: 'inbox-panel', role: 'dialog', 'aria-label': t('inbox.title') });
    panel.addEventListener('keydown', e => { if (e.key === 'Escape') this.close(); });
    panel.addEventListener('click', e => { if ((e.target as HTMLElement).closest('a')) this.close(); });
    this.panel = panel;
    document.body.append(panel);
    void this.fill(panel);
  }

  private close(): void {
    this.panel?.remove();
    this.panel = null;
  }

  private async fill(panel: HTMLElement): Promise<void> {
    let inbox;
    try {
      inbox = await api.notifications(SHOWN);
    } catch (e) {
      clear(panel);
      panel.append(h('p.error', { role: 'alert' }, (e as Error).message));
      return;
    }
    if (this.panel !== panel) return;
    this.setUnread(inbox.unread);
    clear(panel);
    const markAll = h('button.inbox-read-all', { type: 'button', disabled: inbox.unread === 0, onclick: () => {
      void api.readNotifications({ all: true }).then(() => this.fill(panel), () => undefined);
    } }, t('inbox.markAllRead'));
    const close = h('button.away-close', { type: 'button', 'aria-label': t('inbox.close'), onclick: () => this.close() }, '×');
    const desktop = desktopNotificationsAsked() || !('Notification' in window) ? null
      : h('button.inbox-desktop', { type: 'button', onclick: () => {
        // Asked only on this click, as browsers require and players prefer.
        void Notification.requestPermission().then(() => this.fill(panel));
      } }, t('inbox.enableDesktop'));
    panel.append(
      h('div.inbox-head', {}, [h('strong', {}, t('inbox.title')), markAll, close]),
      ...(desktop ? [desktop] : []),
      inbox.notifications.length
        ? h('ul.inbox-list', {}, inbox.notifications.map(n => h(`li.inbox-item${n.read ? '' : '.unread'}`, {}, [
          h('a', { href: notificationLink(n), 'data-kind': n.kind, onclick: () => {
            if (!n.read) void api.readNotifications({ ids: [n.id] }).catch(() => undefined);
          } }, notificationText(n)),
          h('span.muted.inbox-date', {}, formatDateTime(n.createdAt))])))
        : h('p.muted', {}, t('inbox.empty')),
    );
  }
}

export const inbox = new Inbox();
