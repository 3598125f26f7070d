// The player's challenges wherever they are on the site, in the corner where the away notices of their
// games appear: an incoming challenge (who, game, time, rated) with Accept and Decline (and why), an outgoing
// one with Cancel, and the answer to the player's own (declined: why; accepted: the game opens). Kept
// current by the challenge channel (/api/challenges/live), followed on every page while logged in.
import { api, ApiError, seats, type Challenge, type ChallengeMessage, type DeclineReason, type InboxMessage } from './api';
import { h } from './dom';
import { describeTimeControl } from './format';
import { t } from './i18n';
import { currentPlayer } from './session';
import { specNamer } from './variants';

const REASONS: DeclineReason[] = ['generic', 'later', 'tooFast', 'tooSlow', 'rated', 'casual', 'variant'];
const RECONNECT_MS = 3000;

export class ChallengeNotices {
  private socket: WebSocket | null = null;
  private player: string | null = null;
  private readonly shown = new Map<string, HTMLElement>();
  private gameName: (spec: string) => string = spec => spec;

  /** `onInbox` hears the inbox's messages, which come on the same channel (the player's own). */
  constructor(private readonly notices: HTMLElement, private readonly onInbox: (message: InboxMessage) => void = () => undefined) {}

  /** Keeps the channel open while a player is logged in (called on every route and login change). */
  follow(): void {
    const me = currentPlayer();
    if (me === this.player && (this.socket || !me)) return;
    this.stop();
    this.player = me;
    if (!me) return;
    void api.variants().then(variants => { this.gameName = specNamer(variants); }, () => undefined);
    this.connect(me);
  }

  private stop(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    for (const notice of this.shown.values()) notice.remove();
    this.shown.clear();
  }

  private connect(me: string): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${location.host}/api/challenges/live`);
    this.socket = socket;
    socket.onmessage = event => {
      let message: ChallengeMessage;
      try {
        message = JSON.parse(String(event.data)) as ChallengeMessage;
      } catch {
        return;
      }
      if (message.type === 'challenges') this.render(message.incoming, message.outgoing);
      else if (message.type === 'challenge-accepted') location.hash = `#/game/${message.gameId}`;
      else if (message.type === 'challenge-declined') this.declined(message.player, message.reason);
      else if (message.type === 'inbox') this.onInbox(message);
    };
    // A dropped channel comes back while the same player is logged in.
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      window.setTimeout(() => { if (!this.socket && this.player === me) this.connect(me); }, RECONNECT_MS);
    };
  }

  /** Shows the open challenges, adding the new ones and removing those answered, cancelled or expired. */
  private render(incoming: Challenge[], outgoing: Challenge[]): void {
    const open = new Set([...incoming, ...outgoing].map(c => c.id));
    for (const [id, notice] of this.shown) {
      if (!open.has(id)) {
        notice.remove();
        this.shown.delete(id);
      }
    }
    for (const c of incoming) if (!this.shown.has(c.id)) this.show(c, this.incomingNotice(c));
    for (const c of outgoing) if (!this.shown.has(c.id)) this.show(c, this.outgoingNotice(c));
  }

  private show(c: Challenge, notice: HTMLElement): void {
    this.shown.set(c.id, notice);
    this.notices.append(notice);
  }

  private terms(c: Challenge, mine: boolean): string {
    const side = c.side === 'random' ? 'youRandom' : (c.side === 'first') === mine ? 'youFirst' : 'youSecond';
    return [this.gameName(c.variant), describeTimeControl(c.timeControl),
      c.rated ? t('challenges.ratedGame') : t('challenges.casualGame'), t(`challenges.${side}`)].join(' · ');
  }

  private incomingNotice(c: Challenge): HTMLElement {
    const error = h('span.error', { role: 'alert' });
    const reason = h('select.challenge-reason', { 'aria-label': t('challenges.reasonLabel') },
      REASONS.map(r => h('option', { value: r }, t(`challenges.reason.${r}`)))) as HTMLSelectElement;
    const run = (action: () => Promise<unknown>) => action().catch((e: unknown) => {
      error.textContent = e instanceof ApiError ? e.message : String(e);
    });
    const accept = h('button.primary.challenge-accept', { type: 'button', onclick: () => void run(async () => {
      const grant = await api.acceptChallenge(c.id);
      seats.put(grant.game.id, grant.seat, grant.token);
      location.hash = `#/game/${grant.game.id}`;
    }) }, t('challenges.accept'));
    const decline = h('button.challenge-decline', { type: 'button',
      onclick: () => void run(() => api.declineChallenge(c.id, reason.value as DeclineReason)) }, t('challenges.decline'));
    return h('div.away-notice.challenge-notice.challenge-incoming', { role: 'alert', 'data-challenge': c.id }, [
      h('strong', {}, t('challenges.incoming', { name: c.challenger })),
      h('span.challenge-terms', {}, this.terms(c, false)),
      h('div.challenge-actions', {}, [accept, decline, reason]), error,
    ]);
  }

  private outgoingNotice(c: Challenge): HTMLElement {
    const error = h('span.error', { role: 'alert' });
    const cancel = h('button.challenge-cancel', { type: 'button', onclick: () => {
      api.cancelChallenge(c.id).catch((e: unknown) => { error.textContent = e instanceof ApiError ? e.message : String(e); });
    } }, t('challenges.cancel'));
    return h('div.away-notice.challenge-notice.challenge-outgoing', { role: 'status', 'data-challenge': c.id }, [
      h('strong', {}, t('challenges.outgoing', { name: c.challenged })),
      h('span.challenge-terms', {}, `${this.terms(c, true)} · ${t('challenges.waiting')}`),
      h('div.challenge-actions', {}, [cancel]), error,
    ]);
  }

  private declined(player: string, reason: DeclineReason): void {
    const close = h('button.away-close', { type: 'button', 'aria-label': t('away.close') }, '×');
    const notice = h('div.away-notice.outcome-loss.challenge-declined', { role: 'alert' }, [
      h('span', {}, t('challenges.declined', { name: player, reason: t(`challenges.reason.${reason}`) })), close]);
    close.addEventListener('click', () => notice.remove());
    this.notices.append(notice);
  }
}
