// A player's commands on the game page go up the game's live channel, the WebSocket the page already
// holds (`/api/games/{id}/live`): a move, resigning, aborting, a claim, and the offers (draw, takeback,
// rematch) and their answers. Each carries an id and gets exactly one answer addressed to it on the same
// channel: an `ack` once it is done (after the event the change causes, which every client applies), or
// an `error` sent to this client alone when it is refused. No HTTP answer races the event, so nothing
// has to be reconciled. (HTTP stays for scripts and other clients.)
import { ApiError, type LiveMessage } from '../../core/api';
import { t } from '../../core/i18n';

export type Offer = 'offer' | 'accept' | 'decline';

/** What a player asks for (the live channel's actions, without the seat token and id the channel adds). */
export type Command =
  | { action: 'move'; move: string; plies: number }
  | { action: 'resign' | 'abort' | 'claim' }
  | { action: 'draw'; draw: Offer }
  | { action: 'takeback' | 'rematch'; offer: Offer };

/** A refusal on the live channel, with the id of the request it refuses (none for a message it could not read). */
export type Refusal = { type: 'error'; status: number; error: string; id?: number };
/** The channel's word that the command with this id was carried out. */
export type Ack = { type: 'ack'; id: number; version: number };

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
   * page holds; `token` the player's seat token ('' when the session's account holds the seat).
   */
  constructor(private readonly send: (text: string) => boolean, private readonly progress: () => Progress,
    private readonly token: () => string) {}

  /** Sends `command`: resolves when it is done, rejects with the server's reason (an ApiError) when refused. */
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
   * A message of the channel: an ack settles its command, a refusal rejects it, and the state that
   * follows a reconnection settles what was sent on the lost connection. Gives false for a refusal of
   * no waiting command (the page shows it).
   */
  received(message: LiveMessage | Refusal | Ack): boolean {
    if (message.type === 'error') return this.refused(message);
    if (message.type === 'ack') {
      const entry = this.waiting.find(w => w.id === message.id);
      if (entry) this.finish(entry);
    } else if (message.type === 'state') {
      this.judgeLost(message.game);
    }
    return true;
  }

  private refused(error: Refusal): boolean {
    const entry = typeof error.id === 'number' ? this.waiting.find(w => w.id === error.id) : undefined;
    if (!entry) return false;
    this.finish(entry, new ApiError(error.status, error.error));
    return true;
  }

  /**
   * Commands sent on a connection that closed before their answer: the state after reconnecting tells
   * whether each was done (a move, by the moves the game has; another command, by a change stored
   * after it, one each in order); what it does not show was not done.
   */
  private judgeLost(game: Progress): void {
    const lost = this.waiting.filter(w => w.lost);
    for (const entry of lost.filter(w => w.command.action === 'move' && game.plies > w.sentAt!.plies)) this.finish(entry);
    const other = lost.find(w => w.command.action !== 'move' && game.version > w.sentAt!.version);
    if (other) this.finish(other);
    for (const entry of this.waiting.filter(w => w.lost)) this.finish(entry, new ApiError(0, t('game.connectionLost')));
  }


  private finish(entry: Waiting, error?: Error): void {
    this.waiting = this.waiting.filter(w => w !== entry);
    if (error) entry.reject(error);
    else entry.resolve();
  }

  private transmit(entry: Waiting): void {
    const message = { ...entry.command, token: this.token(), id: entry.id };
    if (this.send(JSON.stringify(message))) entry.sentAt = this.progress();
  }
}
