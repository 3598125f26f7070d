// The game page: its parts laid out (boards, clocks, move list, actions, engine, chat...), the game
// state they draw kept current by the live channel, and the player's commands sent on it.
import { api, ApiError, mySeat, type Game, type GameFacts, type LiveMessage, type MoveMessage } from '../../core/api';
import { boardKit } from '../../core/board/kit';
import type { BoardMove } from '../../core/board/moves';
import { clear, h } from '../../core/dom';
import { ExplorerPanel } from '../../core/explorer';
import { ReportPanel } from '../../core/report';
import { rulesLink } from '../../core/rules-link';
import { t } from '../../core/i18n';
import { renderActions } from './actions';
import { GameBoards } from './boards';
import { ChatPanel } from './chat';
import { Clocks } from './clocks';
import { Comfort } from './comfort';
import type { Command, Offer, Refusal } from './commands';
import { LiveConnection } from './connection';
import { EnginePanel } from './engine-panel';
import { applyMoveEvent } from './live';
import { moveEntry, type MoveEntry } from './move-entry';
import { MoveList } from './move-list';
import { followRematch, sendOffer, withdrawRematchOnLeave, type OfferKind } from './offers';
import { promotionDialog, renderSpecial } from './special';
import { GameState } from './state';
import { renderStatus, titleText } from './status';
import { TournamentBanner } from './tournament-banner';
import { gameTools } from './tools';

export class GameView {
  private readonly state: GameState;
  private readonly chat: ChatPanel;
  private readonly tournament: TournamentBanner;
  private readonly boards: GameBoards;
  private readonly clocks: Clocks;
  private readonly moveList: MoveList;
  private readonly engine: EnginePanel;
  private readonly connection: LiveConnection;
  private readonly entry: MoveEntry;
  private readonly explorer = new ExplorerPanel();
  /** sounds, the tab's title, notices, the player's drawings */
  private readonly comfort = new Comfort();
  private recordLoading = false;
  private explainedVersion = -1;
  private receivedAt = Date.now();
  private pendingPromotion: HTMLElement | null = null;
  private readonly ticker: number;

  private readonly title = h('h1.game-title');
  private readonly status = h('p.status', { id: 'status', role: 'status', 'aria-live': 'polite' });
  private readonly connectionLine = h('p.connection', { id: 'connection', 'aria-live': 'polite' });
  private readonly boardArea = h('div.boards');
  private readonly grid = h('div.game-layout');
  /** The computer analysis of a game that is over, under the board; null before the game ends. */
  private report: ReportPanel | null = null;
  private readonly actions = h('div.actions');
  private readonly message = h('div.message', { id: 'message', role: 'alert', 'aria-live': 'assertive' });
  private readonly special = h('div.special', { id: 'special' });
  private readonly invite = h('div.invite-box');

  constructor(private readonly page: HTMLElement, game: Game, facts: GameFacts, engineOnServer: boolean, private readonly gameName: string) {
    this.state = new GameState(game, facts, boardKit(facts), mySeat(game));
    const seat = this.state.seat;
    this.moveList = new MoveList(this.state, ply => this.goTo(ply), delta => this.step(delta));
    this.engine = new EnginePanel(this.state, engineOnServer, ply => this.moveList.plyLabel(ply), () => this.renderBoards());
    this.clocks = new Clocks(this.state, ms => this.comfort.clock(ms));
    this.entry = moveEntry(game.notations, text => this.playTyped(text));
    this.chat = new ChatPanel(() => this.state.game, seat);
    this.tournament = new TournamentBanner(() => seat?.seat ?? null, text => { this.message.textContent = text; });
    this.layout();
    // The boards are made once their place is in the page, so that they measure their size before
    // drawing any mark (an announcement's circles, measured on a detached board, come out as NaN).
    this.boards = new GameBoards(this.boardArea, this.state, this.comfort.drawings, {
      play: move => this.play(move), choose: (candidates, index) => this.choose(candidates, index),
      say: text => this.say(text, 'illegal'), render: () => this.render(),
    });
    this.connection = new LiveConnection(game.id, this.connectionLine, (m, ours) => this.receive(m, ours),
      () => ({ version: this.state.game.version, plies: this.state.game.plies }), () => seat?.token ?? '');
    this.apply(game);
    this.ticker = window.setInterval(() => this.clocks.tick(this.receivedAt), 200);
    document.addEventListener('keydown', this.onKey);
    window.addEventListener('pagehide', this.onLeave);
  }

  private onLeave = () => withdrawRematchOnLeave(this.state.game, this.state.seat);

  close(): void {
    this.onLeave();
    window.removeEventListener('pagehide', this.onLeave);
    this.connection.close();
    window.clearInterval(this.ticker);
    document.removeEventListener('keydown', this.onKey);
    this.boards.set.destroy();
    this.explorer.destroy();
    this.report?.destroy();
    this.comfort.close();
    this.tournament.close();
  }

  private layout(): void {
    const game = this.state.game;
    const tools = gameTools({
      flip: () => this.flip(),
      coordinates: on => { this.boards.coordinates = on; this.render(); },
      pieceStyle: this.state.kit.pieceStyles ? style => this.boards.set.setPieceStyle(style) : null,
      analyse: this.engine.button,
      comfort: this.comfort.controls(),
      gameId: game.id,
      positionFormat: this.state.facts.positionFormat,
      shownFen: () => this.state.shownFen(),
      say: (text, kind) => this.say(text, kind),
    });
    const side = h('aside.panel', {}, [
      this.tournament.element,
      this.invite,
      this.clocks.top,
      h('div.card.moves-card', {}, [h('div.row', {}, [h('h2', {}, t('game.moves')), this.moveList.select]), this.moveList.list, this.moveList.nav]),
      this.entry.element,
      this.engine.view?.panel ?? null, this.engine.line, this.explorer.element, this.special, this.message, this.actions, this.clocks.bottom, tools,
      this.chat.element,
    ]);
    this.page.append(
      h('header.game-header', {}, [h('a.back', { href: '#/' }, t('game.lobby')), this.title, rulesLink(game.variant, 'game-rules'), this.status, this.connectionLine]),
      this.grid,
    );
    this.grid.append(this.boardArea, side);
  }

  // ---------- state

  private apply(game: Game): void {
    const s = this.state;
    const before = s.game;
    s.game = game;
    this.receivedAt = Date.now();
    this.chat.gameChanged(game);
    this.tournament.gameChanged(game);
    // Explanations of an earlier position must not judge moves in this one; until the new ones
    // arrive the board offers the server's U-legal moves.
    if (this.explainedVersion !== game.version) s.explanations = [];
    this.engine.gameChanged();
    if (s.viewPly !== null && s.viewPly > game.plies) s.viewPly = null;
    this.render();
    this.comfort.gameChanged(before, game, s.mySide());
    this.boards.playPremove();
    if (!s.recordInStep()) this.loadRecord();
    if (s.facts.explainsMoves && s.myTurn() && this.explainedVersion !== game.version) {
      this.explainedVersion = game.version;
      api.explain(game.id).then(list => {
        if (s.game.version === game.version) {
          s.explanations = list;
          this.render();
        }
      }, () => undefined);
    }
  }

  /** A message of the live channel: the state, a move, the engine's progress, a chat line, or a refusal of no command of ours. */
  private receive(data: LiveMessage | Refusal, ours: boolean): void {
    const s = this.state;
    if (data.type === 'state' && data.event === 'rematch') {
      s.game = data.game; // agreed: nothing of this page's offer is left to withdraw on leaving
      if (followRematch(data.game, s.seat)) return;
    }
    if (data.type === 'state' && data.game.version >= s.game.version) this.apply(data.game);
    else if (data.type === 'move') this.applyMove(data);
    else if (data.type === 'analysis') this.engine.thinking(data);
    else if (data.type === 'chat') this.chat.notice(data.room);
    else if (data.type === 'error' && !ours) this.say(data.error, 'error');
  }

  /**
   * A move pushed on the live channel: applied to the game and the record held when it is the next
   * move; a gap (a missed move) asks for the whole state again. One already held is dropped.
   */
  private applyMove(m: MoveMessage): void {
    const outcome = applyMoveEvent(this.state.game, this.state.record, m);
    if (outcome.kind === 'gap' && !this.connection.requestState()) {
      void api.game(this.state.game.id).then(game => { if (game.version >= this.state.game.version) this.apply(game); }, () => undefined);
    }
    if (outcome.kind !== 'applied') return;
    if (outcome.record) this.state.record = outcome.record;
    this.apply(outcome.game);
  }

  /** The whole record, fetched when the page opens and whenever the one held falls out of step (a resync). */
  private loadRecord(): void {
    if (this.recordLoading) return;
    this.recordLoading = true;
    const s = this.state;
    api.record(s.game.id).then(record => {
      this.recordLoading = false;
      if (record.fens.length === s.game.plies + 1) {
        s.record = record;
        this.moveList.render();
      } else if (record.fens.length < s.game.plies + 1) {
        this.loadRecord(); // moves arrived while it was on its way
      } // a newer record: the game catches up by its events, then asks again
    }, () => {
      this.recordLoading = false;
    });
  }

  // ---------- drawing

  private render(): void {
    const s = this.state;
    this.title.textContent = titleText(s, this.gameName);
    renderStatus(this.status, s);
    this.renderBoards();
    this.clocks.render(this.boards.flipped);
    this.clocks.tick(this.receivedAt);
    renderActions(this.actions, s, { command: (c, confirmText) => this.command(c, confirmText), offer: (kind, offer) => this.offer(kind, offer) });
    renderSpecial(this.special, s, move => this.play(move));
    if (this.pendingPromotion && !(s.live() && s.myTurn())) {
      // The game ended or the turn passed (a flag, a resignation) while the prompt was open.
      this.pendingPromotion.remove();
      this.pendingPromotion = null;
    }
    this.renderInvite();
    this.moveList.render();
    this.entry.show(!!s.seat && s.game.status === 'live');
    this.engine.follow();
  }

  private renderBoards(): void {
    // Over the board the explorer would be a hint: it follows the replay once the game is over.
    const over = this.state.over();
    this.explorer.element.hidden = !over;
    if (over) this.explorer.show(this.state.game.variant, this.state.shownFen());
    if (over && !this.report) {
      this.report = new ReportPanel(`/api/games/${this.state.game.id}`, this.state.facts.sideNames, ply => this.goTo(ply),
        () => this.render());
      this.moveList.judged = ply => this.report?.judgement(ply) ?? null;
      this.grid.append(this.report.element);
    }
    const ply = this.state.shownPly();
    this.report?.show(ply);
    const engine = this.engine.bestShapes();
    this.boards.render(engine.length || !this.report ? engine : this.report.bestShapes(ply, this.state.kit));
  }

  private renderInvite(): void {
    clear(this.invite);
    const { game, seat } = this.state;
    if (game.status !== 'open' || !game.inviteCode || !seat) return;
    const url = `${location.origin}${location.pathname}#/invite/${game.inviteCode}`;
    const input = h('input', { type: 'text', readonly: true, value: url, id: 'invite-link', 'aria-label': t('game.inviteLink') }) as HTMLInputElement;
    this.invite.append(h('div.card.invite', {}, [h('strong', {}, t('game.inviteFriend')), h('div.row', {}, [input,
      h('button', { type: 'button', onclick: () => { input.select(); void navigator.clipboard?.writeText(url); } }, t('game.copy'))])]));
  }

  // ---------- input

  private onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
    if (e.key === 'ArrowLeft') this.step(-1);
    else if (e.key === 'ArrowRight') this.step(1);
    else if (e.key === 'Home') this.goTo(0);
    else if (e.key === 'End') this.goTo(null);
    else if (e.key === 'f') this.flip();
    else return;
    e.preventDefault();
  };

  private flip(): void {
    this.boards.flipped = !this.boards.flipped;
    this.render();
  }

  private step(delta: number): void {
    this.state.step(delta);
    this.render();
  }

  private goTo(ply: number | null): void {
    this.state.goTo(ply);
    this.render();
  }

  /** The promotion prompt, drawn over the board the move was made on: where the player's eyes are. */
  private choose(candidates: BoardMove[], index: number): void {
    this.pendingPromotion?.remove();
    const dialog = promotionDialog(candidates, move => { this.pendingPromotion = null; this.play(move); },
      () => { this.pendingPromotion = null; this.render(); });
    this.pendingPromotion = dialog;
    (this.boards.set.elements[index] ?? this.special).append(dialog);
    (dialog.querySelector('button') as HTMLButtonElement | null)?.focus();
  }

  private play(move: string): void {
    if (!this.state.seat) return;
    this.say('', '');
    void this.sent(this.connection.commands.request({ action: 'move', move, plies: this.state.game.plies }));
  }

  /** A typed move: what the server says against it goes under the entry box, so it is thrown, not said. */
  private async playTyped(text: string): Promise<void> {
    if (!this.state.seat) return;
    this.say('', '');
    await this.connection.commands.request({ action: 'move', move: text, plies: this.state.game.plies });
  }

  private command(command: Command, confirmText?: string): void {
    if (confirmText && !window.confirm(confirmText)) return;
    void this.sent(this.connection.commands.request(command));
  }

  private offer(kind: OfferKind, offer: Offer): void {
    const seat = this.state.seat;
    if (seat) void this.sent(sendOffer(this.connection.commands, kind, offer));
  }

  /** A command's answer: its event does the rest; a refusal is shown, and the board goes back. */
  private async sent(answer: Promise<void>): Promise<void> {
    try {
      await answer;
    } catch (e) {
      this.say(e instanceof ApiError ? e.message : t('game.networkError', { error: (e as Error).message }), 'error');
      this.render();
    }
  }

  private say(text: string, kind: string): void {
    this.message.textContent = text;
    this.message.className = `message ${kind}`;
  }
}
