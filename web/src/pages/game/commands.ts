// A player's commands on the game page go up the game's live channel, the WebSocket the page already
// holds (`/api/games/{id}/live`): a move, resigning, aborting, a claim, and the answers to offers. Each
// gets one answer on the same channel: the event the change causes (a move event, or the game's state)
// when it is done, or an error sent to this client alone when it is refused. No HTTP answer races the
// event, so nothing has to be reconciled. (HTTP stays for scripts and other clients.)
import { ApiError, type LiveMessage } from '../../core/api';
import { t } from '../../core/i18n';

/**
 * Whether the server's live channel takes the actions "takeback" and "rematch" and echoes a request's
 * "id" in its refusal (issue 35, server side). Until it does, takeback and rematch go over HTTP
 * (offers.ts, `sendOffer`) and requests carry no id: a refusal then answers the oldest request
 * waiting, as the server answers one connection's messages in order.
 */
export const SERVER_TAKES_OFFERS = false;

export type Offer = 'offer' | 'accept' | 'decline';

/** What a player asks for (the live channel's actions, without the seat token and id the channel adds). */
export type Command =
  | { action: 'move'; move: string; plies: number }
  | { action: 'resign' | 'abort' | 'claim' }
  | { action: 'draw'; draw: Offer }
  | { action: 'takeback' | 'rematch'; offer: Offer };

/** A refusal on the live channel, with the id of the request it refuses when the server echoes one. */
export type Refusal = { type: 'error'; status: number; error: string; id?: number };

/** The game's progress as the page holds it when a command is sent. */
export interface Progress { version: number; plies: number }

interface Waiting {
  id: number;
  command: Command;
  /** the game when the command went out; null while it waits for the connection */
  sentAt: Progress | null;
  /** sent on a connection that closed before its answer came */
  lost: boolean;
  resolve: () => void;
  reject: (e: Error) => void;
}

export class LiveCommands {
  private nextId = 1;
  private waiting: Waiting[] = [];

  /**
   * `send` puts a text on the channel, giving false when it is not open; `progress` is the game the
   * page holds; `token` the player's seat token ('' when the session's account holds the seat);
   * `ids`: whether requests carry an id for the server to echo in its refusals.
   */
  constructor(private readonly send: (text: string) => boolean, private readonly progress: () => Progress,
    private readonly token: () => string, private readonly ids = SERVER_TAKES_OFFERS) {}

  /** Sends `command`: resolves when its event arrives, rejects with the server's reason (an ApiError) when refused. */
  request(command: Command): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry: Waiting = { id: this.nextId++, command, sentAt: null, lost: false, resolve, reject };
      this.waiting.push(entry);
      this.transmit(entry);
    });
  }

  /** The channel (re)opened: the commands that waited for it go out. */
  opened(): void {
    for (const entry of this.waiting) if (!entry.sentAt) this.transmit(entry);
  }

  /** The channel closed: the commands sent on it are answered by the state that follows the reconnection. */
  closed(): void {
    for (const entry of this.waiting) if (entry.sentAt) entry.lost = true;
  }

  /**
   * A message of the channel: an event settles the commands it answers; a refusal rejects its command.
   * Gives false for a refusal of no waiting command (the page shows it).
   */
  received(message: LiveMessage | Refusal): boolean {
    if (message.type === 'error') return this.refused(message);
    if (message.type === 'move') this.settle(w => w.command.action === 'move' && message.ply > w.sentAt!.plies, true);
    if (message.type === 'state') {
      const game = message.game;
      // A move is done once the game has more moves than when it was sent.
      this.settle(w => w.command.action === 'move' && game.plies > w.sentAt!.plies, false);
      // Any other command: by the first change stored after it (one change each, in order).
      this.settle(w => w.command.action !== 'move' && game.version > w.sentAt!.version, true);
      // Sent on a connection that closed: what the state does not show was not done.
      for (const entry of this.waiting.filter(w => w.lost)) this.finish(entry, new ApiError(0, t('game.connectionLost')));
    }
    return true;
  }

  private refused(error: Refusal): boolean {
    const entry = typeof error.id === 'number'
      ? this.waiting.find(w => w.id === error.id)
      : this.waiting.find(w => w.sentAt && !w.lost);
    if (!entry) return false;
    this.finish(entry, new ApiError(error.status, error.error));
    return true;
  }

  /** Settles the sent commands that `answered` holds for: the first one only when `one`. */
  private settle(answered: (w: Waiting) => boolean, one: boolean): void {
    for (const entry of this.waiting.filter(w => w.sentAt && answered(w))) {
      this.finish(entry);
      if (one) return;
    }
  }

  private finish(entry: Waiting, error?: Error): void {
    this.waiting = this.waiting.filter(w => w !== entry);
    if (error) entry.reject(error);
    else entry.resolve();
  }

  private transmit(entry: Waiting): void {
    const message = { ...entry.command, token: this.token(), ...(this.ids ? { id: entry.id } : {}) };
    if (this.send(JSON.stringify(message))) entry.sentAt = this.progress();
  }
}
