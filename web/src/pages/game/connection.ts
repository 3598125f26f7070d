// The game's live channel (`/api/games/{id}/live`): connects, asks for the whole state on (re)connecting,
// keeps the connection open with pings, reconnects with back-off when it is lost and shows which of
// these it is doing. The player's commands go out on it (commands.ts); what comes in goes to the page.
import type { LiveMessage } from '../../core/api';
import { language, t } from '../../core/i18n';
import { LiveCommands, type Progress, type Refusal } from './commands';

/** The server closes connections idle for ten minutes. */
const PING_EVERY_MS = 120_000;

export class LiveConnection {
  readonly commands: LiveCommands;
  private socket: WebSocket | null = null;
  private closed = false;
  private retry = 0;
  private readonly ping: number;

  /**
   * `status` shows the connection's state; `receive` gets every message of the game (after the
   * commands it answers are settled), and a refusal of no command of ours.
   */
  constructor(private readonly gameId: string, private readonly status: HTMLElement,
    private readonly receive: (message: LiveMessage | Refusal, ours: boolean) => void,
    progress: () => Progress, token: () => string) {
    this.commands = new LiveCommands(text => this.sendText(text), progress, token);
    this.ping = window.setInterval(() => this.sendText(JSON.stringify({ action: 'ping' })), PING_EVERY_MS);
    this.connect();
  }

  /** Asks for the whole state (after a gap in the moves); false when the channel is not open. */
  requestState(): boolean {
    return this.sendText(JSON.stringify({ action: 'state' }));
  }

  close(): void {
    this.closed = true;
    window.clearInterval(this.ping);
    this.socket?.close();
  }

  private sendText(text: string): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(text);
    return true;
  }

  private connect(): void {
    if (this.closed) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    // A browser cannot set a WebSocket's Accept-Language: the interface's language goes in the address,
    // for the server to word its refusals in it (as it does over HTTP).
    const socket = new WebSocket(`${scheme}://${location.host}/api/games/${this.gameId}/live?lang=${language()}`);
    this.socket = socket;
    this.status.textContent = t('game.connecting');
    this.status.className = 'connection connecting';
    socket.onopen = () => {
      this.retry = 0;
      socket.send(JSON.stringify({ action: 'state' }));
      this.status.textContent = '';
      this.status.className = 'connection online';
      this.commands.opened();
    };
    socket.onmessage = ev => {
      let data: LiveMessage | Refusal;
      try {
        data = JSON.parse(String(ev.data)) as LiveMessage | Refusal;
      } catch {
        return;
      }
      const ours = this.commands.received(data);
      this.receive(data, ours);
    };
    socket.onclose = () => {
      this.commands.closed();
      if (this.closed) return;
      this.status.textContent = t('game.reconnecting');
      this.status.className = 'connection offline';
      const delay = Math.min(8000, 500 * 2 ** this.retry++);
      window.setTimeout(() => this.connect(), delay);
    };
  }
}
