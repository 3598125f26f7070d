// The game page: board(s), hands, clocks, move list with replay, actions, live updates.
import { api, ApiError, type Analysis, type Explanation, type Game, type GameFacts, type GameRecord, type LiveMessage,
  type MoveMessage, type Side, mySeat } from '../../core/api';
import { Board, type BoardState } from '../../core/board/board';
import { ChatPanel } from './chat';
import { TournamentBanner } from './tournament-banner';
import { playerBadges } from '../../core/player-rating';
import { Comfort } from './comfort';
import { h, clear } from '../../core/dom';
import { t, tn } from '../../core/i18n';
import { applyMoveEvent, recordInStep } from './live';
import { choiceLabel } from './ambiguous';
import { ambiguousListItems } from './ambiguous-list';
import { moveEntry, type MoveEntry } from './move-entry';
import { outcomeFor } from './outcome';
import { analysisCard, bestMoveShapes } from '../../core/analysis';
import { describeTimeControl, moveRows, optionLabel, reasonText, resultText, shownName } from '../../core/format';
import { clockText } from '../../core/byoyomi';
import { destsOf, lastMoveKeys, movesBetween, parseAll, promotionLabel, type BoardMove } from '../../core/board/moves';
import { setShogiPieceStyle, shogiPieceStyle } from '../../core/board/pieces';
import { aliceBoards, boardFen, colorOfSide, pendingAnnouncement } from '../../core/board/position';
import { gameOf } from '../../core/variants';
import { EngineView, hasEngine } from './engine-view';
import { ExplorerPanel } from '../../core/explorer';
import { followRematch, rematchActions, takebackActions, withdrawRematchOnLeave } from './offers';
import { rulesLink } from '../rules/rules-page';

export async function showGame(root: HTMLElement, id: string): Promise<() => void> {
  clear(root);
  const page = h('main.game-page', { 'aria-busy': 'true' }, h('p.loading', {}, t('game.loading')));
  root.append(page);
  let game: Game;
  let facts: GameFacts;
  let gameName: string;
  let server = { engine: false };
  try {
    [game, server] = await Promise.all([api.game(id), api.health().catch(() => server)]);
    // What the game is like comes from the game itself; a game the server cannot describe is an error.
    ({ facts, displayName: gameName } = await gameOf(game.variant));
  } catch (e) {
    clear(page);
    page.append(h('div.card', {}, [h('p.error', { role: 'alert' }, t('game.cannotShow', { error: (e as Error).message })),
      h('a.button', { href: '#/' }, t('game.backToLobby'))]));
    return () => undefined;
  }
  clear(page);
  page.removeAttribute('aria-busy');
  const view = new GameView(page, game, facts, server.engine, gameName);
  return () => view.close();
}

class GameView {
  private readonly family;
  private readonly hands: boolean;
  /** two boards (Alice Chess) */
  private readonly alice: boolean;
  /** a turn is an announcement, then the opponent's choice (Ambiguous Chess) */
  private readonly announces: boolean;
  private readonly seat: { seat: Side; token: string } | null;
  private readonly chat: ChatPanel;
  private readonly tournament: TournamentBanner;
  private readonly boards: Board[] = [];
  /** Every move in every notation and the position after each; kept in step with the game by the move events. */
  private record: GameRecord | null = null;
  private recordLoading = false;
  private notation: string;
  private readonly explorer = new ExplorerPanel();
  private viewPly: number | null = null; // null: follow the live position
  private flipped = false;
  private coordinates = true;
  private explanations: Explanation[] = [];
  private explainedVersion = -1;
  private receivedAt = Date.now();
  private socket: WebSocket | null = null;
  private closed = false;
  private retry = 0;
  private pendingPromotion: HTMLElement | null = null;
  private readonly timers: number[] = [];
  /** sounds, the tab's title, notices, the player's drawings */
  private readonly comfort = new Comfort();

  private readonly title = h('h1.game-title');
  private readonly status = h('p.status', { id: 'status', role: 'status', 'aria-live': 'polite' });
  private readonly connection = h('p.connection', { id: 'connection', 'aria-live': 'polite' });
  private readonly boardArea = h('div.boards');
  private readonly clockTop = h('div.clock.clock-top');
  private readonly clockBottom = h('div.clock.clock-bottom');
  private readonly moveList = h('ol.move-list', { id: 'move-list', 'aria-label': t('game.moves') });
  private readonly notationSelect = h('select', { id: 'notation', 'aria-label': t('game.notation') }) as HTMLSelectElement;
  private readonly actions = h('div.actions');
  private readonly message = h('div.message', { id: 'message', role: 'alert', 'aria-live': 'assertive' });
  private readonly special = h('div.special', { id: 'special' });
  private readonly invite = h('div.invite-box');
  private readonly engineLine = h('div.engine-line', { id: 'engine-line', 'aria-live': 'polite' });
  private readonly entry: MoveEntry;
  private analysis: Analysis | null = null;
  /** Games against the engine: whether its evaluation and best line are shown (a hint while playing). */
  private readonly engineView: EngineView | null;
  /** Analysis on request of the shown position of a game that is over: on or off, and the ply last asked for. */
  private analysing = false;
  private requestedPly = -1;
  private readonly analyseButton = h('button', { type: 'button', id: 'analyse', 'aria-pressed': 'false', style: 'display: none',
    onclick: () => this.toggleAnalysis() }, t('game.analyse'));

  constructor(private readonly page: HTMLElement, private game: Game, private readonly facts: GameFacts,
              private readonly engineOnServer: boolean, private readonly gameName: string) {
    this.family = facts.pieceSet;
    this.hands = facts.holdable.length > 0;
    this.alice = facts.board.boards === 2;
    this.announces = facts.decisionPhases.includes('announce');
    this.seat = mySeat(game);
    this.notation = game.notations[0];
    this.flipped = this.seat?.seat === 'second';
    this.engineView = hasEngine(game) ? new EngineView(game.id, this.engineLine) : null;
    this.analysis = this.engineView?.restored() ?? null;
    this.entry = moveEntry(game.notations, text => this.playTyped(text));
    this.chat = new ChatPanel(() => this.game, this.seat);
    this.tournament = new TournamentBanner(() => this.seat?.seat ?? null, text => { this.message.textContent = text; });
    this.build();
    this.apply(game);
    this.connect();
    this.timers.push(window.setInterval(() => this.tickClocks(), 200));
    // The server closes connections idle for ten minutes.
    this.timers.push(window.setInterval(() => {
      if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ action: 'ping' }));
    }, 120_000));
    document.addEventListener('keydown', this.onKey);
    window.addEventListener('pagehide', this.onLeave);
  }

  private onLeave = () => withdrawRematchOnLeave(this.game, this.seat);

  close(): void {
    this.onLeave();
    window.removeEventListener('pagehide', this.onLeave);
    this.closed = true;
    this.socket?.close();
    this.timers.forEach(t => window.clearInterval(t));
    document.removeEventListener('keydown', this.onKey);
    this.boards.forEach(b => b.destroy());
    this.explorer.destroy();
    this.comfort.close();
    this.tournament.close();
  }

  // ---------- layout

  private build(): void {
    for (const n of this.game.notations) this.notationSelect.append(h('option', { value: n }, notationName(n)));
    this.notationSelect.addEventListener('change', () => {
      this.notation = this.notationSelect.value;
      this.renderMoves();
    });
    const nav = h('div.nav', { role: 'toolbar', 'aria-label': t('game.replay') }, [
      h('button', { type: 'button', 'aria-label': t('game.firstMove'), onclick: () => this.goTo(0) }, '«'),
      h('button', { type: 'button', 'aria-label': t('game.previousMove'), onclick: () => this.step(-1) }, '‹'),
      h('button', { type: 'button', 'aria-label': t('game.nextMove'), onclick: () => this.step(1) }, '›'),
      h('button', { type: 'button', 'aria-label': t('game.lastMove'), onclick: () => this.goTo(null) }, '»'),
    ]);
    const tools = h('div.tools', {}, [
      h('button', { type: 'button', id: 'flip', onclick: () => { this.flipped = !this.flipped; this.render(); } }, t('game.flip')),
      h('label.check', {}, [h('input', { type: 'checkbox', id: 'coords', checked: true, onchange: (e: Event) => {
        this.coordinates = (e.target as HTMLInputElement).checked;
        this.render();
      } }), ' ', t('game.coordinates')]),
      this.analyseButton,
      this.family === 'shogi-set' ? this.pieceStyleChoice() : null,
      ...this.comfort.controls(),
      h('button', { type: 'button', id: 'download-pgn', onclick: () => this.downloadPgn() }, t('game.downloadPgn')),
      h('button', { type: 'button', id: 'copy-fen', onclick: () => this.copyFen() }, t('game.copyPosition', { format: this.facts.positionFormat })),
    ]);
    const side = h('aside.panel', {}, [
      this.tournament.element,
      this.invite,
      this.clockTop,
      h('div.card.moves-card', {}, [h('div.row', {}, [h('h2', {}, t('game.moves')), this.notationSelect]), this.moveList, nav]),
      this.entry.element,
      this.engineView?.panel ?? null, this.engineLine, this.explorer.element, this.special, this.message, this.actions, this.clockBottom, tools,
      this.chat.element,
    ]);
    this.page.append(
      h('header.game-header', {}, [h('a.back', { href: '#/' }, t('game.lobby')), this.title, rulesLink(this.game.variant, 'game-rules'), this.status, this.connection]),
      h('div.game-layout', {}, [this.boardArea, side]),
    );
    // The boards are made once their place is in the page, so that they measure their size before
    // drawing any mark (an announcement's circles, measured on a detached board, come out as NaN).
    const labels = this.alice ? [t('game.boardA'), t('game.boardB')] : [t('game.board')];
    labels.forEach((label, index) => {
      const board = new Board(this.boardArea, this.family, this.hands, this.facts.holdable.includes('K'), label, {
        move: (orig, dest) => this.onBoardMove(index, orig, dest),
        drop: (letter, dest) => this.onBoardMove(index, `${letter}@`, dest),
        select: key => this.onSelect(key),
        draw: shapes => this.comfort.drawings.set(this.viewPly ?? this.game.plies, index, shapes),
        premove: () => this.boards.forEach((b, i) => { if (i !== index) b.cancelPremove(); }), // one premove
      });
      if (this.alice) board.element.prepend(h('div.board-label', {}, label));
      this.boards.push(board);
    });
    this.boardArea.classList.toggle('two-boards', this.alice);
  }

  /** Piece style for the shogi games: traditional kanji pieces (the default) or Western letters; remembered. */
  private pieceStyleChoice(): HTMLElement {
    const select = h('select', { id: 'piece-style' }, [
      h('option', { value: 'kanji' }, t('game.kanji')), h('option', { value: 'western' }, t('game.western'))]) as HTMLSelectElement;
    select.value = shogiPieceStyle();
    select.addEventListener('change', () => {
      const style = select.value === 'western' ? 'western' : 'kanji';
      setShogiPieceStyle(style);
      this.boards.forEach(b => b.setPieceStyle(style));
    });
    return h('label.check', {}, [t('game.pieceStyle'), ' ', select]);
  }

  // ---------- state

  private apply(game: Game): void {
    const before = this.game;
    this.game = game;
    this.receivedAt = Date.now();
    this.chat.gameChanged(game);
    this.tournament.gameChanged(game);
    this.engineView?.update(game);
    // Explanations of an earlier position must not judge moves in this one; until the new ones
    // arrive the board offers the server's U-legal moves.
    if (this.explainedVersion !== game.version) this.explanations = [];
    if (this.analysis) this.renderAnalysis(); // the engine's last search stays until its next one
    if (this.viewPly !== null && this.viewPly > game.plies) this.viewPly = null;
    this.render();
    this.comfort.gameChanged(before, game, this.seat?.seat ?? null);
    if (this.myTurn() && this.live()) this.boards.some(b => b.playPremove());
    if (!this.recordInStep()) this.loadRecord();
    if (this.facts.explainsMoves && this.myTurn() && this.explainedVersion !== game.version) {
      this.explainedVersion = game.version;
      api.explain(game.id).then(list => {
        if (this.game.version === game.version) {
          this.explanations = list;
          this.render();
        }
      }, () => undefined);
    }
  }

  /**
   * A move pushed on the live channel: applied to the game and the record held when it is the next
   * move; a gap (a missed move) asks for the whole state again. One already held (the answer to our
   * own move got here first) is dropped.
   */
  private applyMove(m: MoveMessage): void {
    const outcome = applyMoveEvent(this.game, this.record, m);
    if (outcome.kind === 'gap') this.resync();
    if (outcome.kind !== 'applied') return;
    if (outcome.record) this.record = outcome.record;
    this.apply(outcome.game);
  }

  /** Asks the live channel for the whole state (after a gap in the moves); it comes back as a state message. */
  private resync(): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ action: 'state' }));
    else void api.game(this.game.id).then(game => { if (game.version >= this.game.version) this.apply(game); }, () => undefined);
  }

  private recordInStep(): boolean {
    return recordInStep(this.record, this.game);
  }

  /** The whole record, fetched when the page opens and whenever the one held falls out of step (a resync). */
  private loadRecord(): void {
    if (this.recordLoading) return;
    this.recordLoading = true;
    api.record(this.game.id).then(record => {
      this.recordLoading = false;
      if (record.fens.length === this.game.plies + 1) {
        this.record = record;
        this.renderMoves();
      } else if (record.fens.length < this.game.plies + 1) {
        this.loadRecord(); // moves arrived while it was on its way
      } // a newer record: the game catches up by its events, then asks again
    }, () => {
      this.recordLoading = false;
    });
  }

  private myTurn(): boolean {
    return this.game.status === 'live' && !!this.seat && this.seat.seat === this.game.sideToMove;
  }

  private myColor(): 'white' | 'black' {
    return colorOfSide(this.seat?.seat ?? 'first');
  }

  private machine(): string {
    return this.facts.machineNotation;
  }

  private announcement(): string | null {
    return this.announces ? pendingAnnouncement(this.shownFen()) : null;
  }

  private shownFen(): string {
    if (this.viewPly !== null && this.record && this.record.fens[this.viewPly]) return this.record.fens[this.viewPly];
    return this.game.fen;
  }

  private live(): boolean {
    return this.viewPly === null || this.viewPly === this.game.plies;
  }

  /** The moves the user may make on the board now. */
  private playable(): BoardMove[] {
    if (!this.myTurn() || !this.live()) return [];
    if (this.facts.explainsMoves && this.explanations.length) {
      return parseAll(this.explanations.map(e => e.uci), this.family); // every pseudo-legal move, so illegal ones can be explained
    }
    return parseAll(this.game.legalMoves[this.machine()] ?? [], this.family);
  }

  // ---------- rendering

  private render(): void {
    const g = this.game;
    const variantTitle = g.tags.Variant && g.tags.Variant !== g.variant ? g.tags.Variant : g.variant;
    // The game's name in the interface's language (its description), with its options.
    this.title.textContent = `${displayName(this.gameName, variantTitle)} · ${describeTimeControl(g.timeControl)}`;
    this.renderStatus();
    this.renderBoards();
    this.renderClocks();
    this.renderActions();
    this.renderSpecial();
    this.renderInvite();
    this.renderMoves();
    this.entry.show(!!this.seat && this.game.status === 'live');
    this.followAnalysis();
  }

  private playerLabel(side: Side): string {
    const p = this.game.players[side];
    const who = p.kind === 'engine' ? t('game.engineLevel', { level: p.level ?? '?' }) : p.kind === 'open' ? t('game.waitingForPlayer') : shownName(p.name);
    const color = this.facts.sideNames[side === 'first' ? 0 : 1];
    return this.seat?.seat === side ? t('game.playerYou', { side: color, player: who }) : t('game.player', { side: color, player: who });
  }

  private renderStatus(): void {
    const g = this.game;
    let text: string;
    if (g.status === 'open') text = t('game.waitingForOpponent');
    else if (g.status === 'aborted') text = t('game.aborted');
    else if (g.status === 'finished') {
      text = resultText(g.result, reasonText(g.reason, g.reasonText), this.sideName('first'), this.sideName('second')) + ` (${g.result})`;
    } else {
      const ann = this.announcement();
      const mover = this.sideName(g.sideToMove);
      text = this.myTurn()
        ? ann ? t('game.yourChoice', { square: ann }) : t('game.yourMove')
        : ann ? t('game.chooses', { side: mover, square: ann }) : t('game.toMove', { side: mover });
      if (g.inCheck) text += ` · ${t('game.check')}`;
    }
    this.status.textContent = text;
    this.status.className = `status status-${g.status}`;
    const outcome = g.status === 'finished' ? outcomeFor(g.result, this.seat?.seat ?? null) : null;
    if (outcome) this.status.classList.add(`outcome-${outcome}`); // the result in the viewer's colour
  }

  private sideName(side: Side): string {
    return this.facts.sideNames[side === 'first' ? 0 : 1];
  }

  private renderBoards(): void {
    const fen = this.shownFen();
    // Over the board the explorer would be a hint: it follows the replay once the game is over.
    const over = this.game.status === 'finished' || this.game.status === 'aborted';
    this.explorer.element.hidden = !over;
    if (over) this.explorer.show(this.game.variant, fen);
    const orientation = this.flipped ? 'black' : 'white';
    const turnColor = colorOfSide(this.game.sideToMove);
    const moves = this.playable();
    const ann = this.announcement();
    const ply = this.viewPly ?? this.game.plies;
    const last = lastMoveKeys(ply > 0 ? this.game.moves[ply - 1]?.machine : undefined, this.family);
    const check = this.live() && this.game.inCheck;
    // In the CHOOSE phase the chooser moves the announcer's pieces.
    const movable = moves.length === 0 ? undefined : ann ? (turnColor === 'white' ? 'black' : 'white') : turnColor;
    const premove = this.premoveColor();
    if (!premove && !this.myTurn()) this.boards.forEach(b => b.cancelPremove());
    const shapes: BoardState['shapes'] = [];
    if (ann && this.live()) {
      for (const m of parseAll(this.game.legalMoves[this.machine()] ?? [], this.family)) shapes.push({ orig: m.orig, dest: m.dest, brush: 'yellow' });
      shapes.push({ orig: ann, brush: 'red' });
    } else if (this.isAnnouncePhase()) {
      for (const sq of this.game.legalMoves.announce ?? []) shapes.push({ orig: sq, brush: 'green' });
    }
    // Analysis on request: the engine's best move in the shown position.
    const best = this.analysing && this.analysis?.plies === ply
      ? bestMoveShapes(this.analysis.bestMachine, this.family, this.analysis.side) : [];
    if (this.alice) {
      const [a, b] = aliceBoards(fen);
      [a, b].forEach((placement, index) => {
        const mine = moves.filter(m => pieceIn(placement, m.orig));
        const kingLetter = turnColor === 'white' ? 'K' : 'k';
        this.boards[index].set({
          fen: placement, orientation, turnColor, movable: mine.length ? movable : undefined, dests: destsOf(mine),
          lastMove: last, check: check && placement.includes(kingLetter), coordinates: this.coordinates,
          shapes: best.length && pieceIn(placement, best[0].orig) ? best : [],
          premove, drawn: this.comfort.drawings.get(ply, index),
        });
      });
      return;
    }
    this.boards[0].set({
      fen: boardFen(fen, this.family), orientation, turnColor: movable ?? turnColor, movable, dests: destsOf(moves), lastMove: last,
      check, coordinates: this.coordinates, shapes: [...shapes, ...best], premove, drawn: this.comfort.drawings.get(ply),
    });
  }

  /** The player's colour while the opponent is to move in the live position: a premove may be set (not in Ambiguous Chess). */
  private premoveColor(): 'white' | 'black' | undefined {
    const waiting = this.game.status === 'live' && !!this.seat && !this.myTurn() && this.live() && !this.announces;
    return waiting ? this.myColor() : undefined;
  }

  private isAnnouncePhase(): boolean {
    return this.announces && this.myTurn() && this.live() && !this.announcement();
  }

  private renderClocks(): void {
    const top: Side = this.flipped ? 'first' : 'second';
    const bottom: Side = top === 'first' ? 'second' : 'first';
    for (const [el, side] of [[this.clockTop, top], [this.clockBottom, bottom]] as Array<[HTMLElement, Side]>) {
      clear(el);
      el.dataset.side = side;
      el.append(h('span.player', {}, [this.playerLabel(side), ...playerBadges(this.game.players[side])]), h('span.time', {}, ''));
      el.classList.toggle('to-move', this.game.status === 'live' && this.game.sideToMove === side);
    }
    this.tickClocks();
  }

  private tickClocks(): void {
    const clock = this.game.clock;
    for (const el of [this.clockTop, this.clockBottom]) {
      const side = el.dataset.side as Side;
      const time = el.querySelector('.time');
      if (!time) continue;
      if (!clock) {
        time.textContent = this.game.timeControl.type === 'unlimited' ? '' : '—';
        continue;
      }
      const running = clock.running === side && this.game.status === 'live';
      const ms = clock[side] - (running ? Date.now() - this.receivedAt : 0);
      time.textContent = clockText(this.game.timeControl, ms);
      if (running && side === this.seat?.seat) this.comfort.clock(ms);
      el.classList.toggle('running', running);
      el.classList.toggle('low', ms < 20_000);
    }
  }

  private renderActions(): void {
    clear(this.actions);
    const g = this.game;
    if (!this.seat) {
      this.actions.append(h('p.muted', {}, g.status === 'live' ? t('game.watching') : ''));
      return;
    }
    const token = this.seat.token;
    const act = (label: string, id: string, run: () => Promise<Game>, confirmText?: string) =>
      h('button', { type: 'button', id, onclick: async () => {
        if (confirmText && !window.confirm(confirmText)) return;
        await this.send(run);
      } }, label);
    if (g.status === 'live') {
      const opponentOffers = g.drawOffer && g.drawOffer !== this.seat.seat;
      if (opponentOffers) {
        this.actions.append(h('p.offer', {}, t('game.drawOffered')),
          act(t('game.acceptDraw'), 'accept-draw', () => api.draw(g.id, token, 'accept')),
          act(t('game.decline'), 'decline-draw', () => api.draw(g.id, token, 'decline')));
      } else if (g.drawOffer === this.seat.seat) {
        this.actions.append(h('p.offer', {}, t('game.youOfferedDraw')));
      } else {
        this.actions.append(act(t('game.offerDraw'), 'offer-draw', () => api.draw(g.id, token, 'offer')));
      }
      this.actions.append(...takebackActions(g, this.seat, run => this.send(run)));
      this.actions.append(act(t('game.resign'), 'resign', () => api.action(g.id, token, 'resign'), t('game.resignConfirm')));
      if (!g.autoDraw) this.actions.append(act(t('game.claimDraw'), 'claim-draw', () => api.action(g.id, token, 'claim')));
    }
    if (g.status === 'open' || (g.status === 'live' && g.plies < 2)) {
      this.actions.append(act(t('game.abort'), 'abort', () => api.action(g.id, token, 'abort')));
    }
    this.actions.append(...rematchActions(g, this.seat, run => this.send(run)));
  }

  private renderInvite(): void {
    clear(this.invite);
    if (this.game.status !== 'open' || !this.game.inviteCode || !this.seat) return;
    const url = `${location.origin}${location.pathname}#/invite/${this.game.inviteCode}`;
    const input = h('input', { type: 'text', readonly: true, value: url, id: 'invite-link', 'aria-label': t('game.inviteLink') }) as HTMLInputElement;
    this.invite.append(h('div.card.invite', {}, [h('strong', {}, t('game.inviteFriend')), h('div.row', {}, [input,
      h('button', { type: 'button', onclick: () => { input.select(); void navigator.clipboard?.writeText(url); } }, t('game.copy'))])]));
  }

  private renderSpecial(): void {
    clear(this.special);
    const g = this.game;
    if (!this.live()) return;
    if (this.isAnnouncePhase()) {
      this.special.append(h('div.card', {}, [h('strong', {}, t('game.announce')),
        h('p.muted', {}, t('game.announceHelp')),
        h('div.chips', { id: 'announce-squares' }, (g.legalMoves.announce ?? []).map(sq =>
          h('button.chip', { type: 'button', 'data-square': sq, onclick: () => this.play(sq) }, sq)))]));
    }
    const ann = this.announcement();
    if (ann && this.myTurn()) {
      const uci = g.legalMoves.uci ?? [];
      this.special.append(h('div.card.choose', {}, [h('strong', {}, t('game.choosePiece', { square: ann })),
        h('div.chips', { id: 'candidates' }, uci.map(m =>
          h('button.chip', { type: 'button', 'data-move': m, onclick: () => this.play(m) }, choiceLabel(m, g.fen))))]));
    }
    if (this.facts.explainsMoves && this.myTurn() && this.explanations.length) {
      const illegal = this.explanations.filter(e => e.status !== 'legal');
      this.special.append(h('details.card.explain', { id: 'illegal-moves' }, [
        h('summary', {}, tn('game.whyNot', illegal.length)),
        h('ul', {}, illegal.map(e => h('li', {}, [h('code', {}, e.longAlgebraic), ' ', e.reason])))]));
    }
  }

  private renderMoves(): void {
    clear(this.moveList);
    this.notationSelect.value = this.notation;
    const texts = (this.recordInStep() ? this.record?.moves[this.notation] : undefined) ?? this.game.moves.map(m => m.move);
    const shogi = this.facts.numbersEveryPly;
    const current = this.viewPly ?? this.game.plies;
    const cell = (text: string | undefined, ply: number) => text === undefined ? h('span.ply.empty') :
      h('button.ply', { type: 'button', 'data-ply': ply, 'aria-current': ply === current ? 'step' : undefined,
        onclick: () => this.goTo(ply) }, text);
    if (this.announces) {
      const machine = (this.recordInStep() ? this.record?.moves[this.machine()] : undefined) ?? this.game.moves.map(m => m.machine);
      this.moveList.append(...ambiguousListItems({ machine, texts, pendingAt: pendingAnnouncement(this.game.fen),
        blackStarts: this.game.startFen.split(' ')[1] === 'b', current, goTo: ply => this.goTo(ply) }));
    } else moveRows(texts, !shogi).forEach(([n, a, b]) => {
      const plyA = shogi ? n : 2 * n - 1;
      this.moveList.append(h('li', {}, [h('span.num', {}, `${n}.`), cell(a, plyA), shogi ? null : cell(b, plyA + 1)]));
    });
    if (this.game.status === 'finished') {
      this.moveList.append(h(`li.result.outcome-${outcomeFor(this.game.result, this.seat?.seat ?? null) ?? 'decided'}`, { id: 'result' }, [h('strong', {}, this.game.result), ' ', reasonText(this.game.reason, this.game.reasonText) ?? '']));
    }
    const active = this.moveList.querySelector('[aria-current]');
    active?.scrollIntoView?.({ block: 'nearest' });
  }

  // ---------- input

  private onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
    if (e.key === 'ArrowLeft') this.step(-1);
    else if (e.key === 'ArrowRight') this.step(1);
    else if (e.key === 'Home') this.goTo(0);
    else if (e.key === 'End') this.goTo(null);
    else if (e.key === 'f') {
      this.flipped = !this.flipped;
      this.render();
    } else return;
    e.preventDefault();
  };

  private step(delta: number): void {
    const current = this.viewPly ?? this.game.plies;
    this.goTo(Math.max(0, Math.min(this.game.plies, current + delta)));
  }

  private goTo(ply: number | null): void {
    this.viewPly = ply === null || ply >= this.game.plies ? null : ply;
    this.render();
  }

  private onSelect(key: string): void {
    if (this.isAnnouncePhase() && (this.game.legalMoves.announce ?? []).includes(key)) this.play(key);
    if (this.facts.explainsMoves && this.myTurn() && this.live()) {
      // Mark the selected piece's destinations that its writing makes illegal.
      const illegal = this.explanations.filter(e => e.status !== 'legal' && e.uci.startsWith(key));
      this.boards[0].marks(illegal.map(e => ({ orig: e.uci.slice(2, 4), brush: 'red' })));
    }
  }

  private onBoardMove(boardIndex: number, orig: string, dest: string): void {
    const candidates = movesBetween(this.playable(), orig, dest);
    if (this.facts.explainsMoves && this.explanations.length) {
      const uci = orig + dest;
      const explained = this.explanations.filter(e => e.uci.startsWith(uci));
      const legal = explained.filter(e => e.status === 'legal');
      if (explained.length && !legal.length) {
        const e = explained[0];
        this.say(t('game.notULegal', { move: e.longAlgebraic, reason: e.reason }), 'illegal');
        this.render();
        return;
      }
      const allowed = new Set(legal.map(e => e.uci));
      this.choose(candidates.filter(c => allowed.has(c.text)));
      return;
    }
    if (this.alice && candidates.length) {
      // The piece passes through the looking glass: show it arriving on the other board at once.
      const piece = this.boards[boardIndex].pieceAt(dest);
      const other = this.boards[1 - boardIndex];
      if (piece) {
        this.boards[boardIndex].removePiece(dest);
        other.showArrival(dest, piece);
      }
    }
    this.choose(candidates);
  }

  private choose(candidates: BoardMove[]): void {
    if (candidates.length === 0) {
      this.say(t('game.illegal'), 'illegal');
      this.render();
      return;
    }
    if (candidates.length === 1) {
      this.play(candidates[0].text);
      return;
    }
    this.pendingPromotion?.remove();
    const dialog = h('div.promotion', { role: 'dialog', 'aria-label': t('game.promotion'), id: 'promotion' }, [
      h('strong', {}, t('game.promoteTo')),
      h('div.chips', {}, candidates.map(c => h('button.chip', { type: 'button', 'data-promotion': c.promotion, onclick: () => {
        dialog.remove();
        this.pendingPromotion = null;
        this.play(c.text);
      } }, promotionLabel(c.promotion)))),
      h('button', { type: 'button', onclick: () => { dialog.remove(); this.pendingPromotion = null; this.render(); } }, t('game.cancel')),
    ]);
    this.pendingPromotion = dialog;
    this.special.prepend(dialog);
    (dialog.querySelector('button') as HTMLButtonElement | null)?.focus();
  }

  private play(move: string): void {
    const seat = this.seat;
    if (!seat) return;
    this.say('', '');
    void this.send(() => api.move(this.game.id, seat.token, move, this.game.plies));
  }

  /** A typed move: what the server says against it goes under the entry box, so it is thrown, not said. */
  private async playTyped(text: string): Promise<void> {
    const seat = this.seat;
    if (!seat) return;
    this.say('', '');
    await this.send(() => api.move(this.game.id, seat.token, text, this.game.plies), true);
  }

  private async send(run: () => Promise<Game>, rethrow = false): Promise<void> {
    try {
      const game = await run();
      if (game.version < this.game.version) return; // an equal version may bring a rematch offer
      if (game.rematch?.gameId) {
        this.game = game; // agreed: nothing of this page's offer is left to withdraw on leaving
        if (followRematch(game, this.seat)) return;
      }
      if (game.plies === this.game.plies + 1 && this.socket?.readyState === WebSocket.OPEN) {
        // Our move: its event (sent before this answer) brings it with every notation; the answer
        // is applied only if the event has not come within a second.
        window.setTimeout(() => { if (game.version > this.game.version) this.apply(game); }, 1000);
        return;
      }
      this.apply(game);
    } catch (e) {
      if (rethrow) throw e;
      this.say(e instanceof ApiError ? e.message : t('game.networkError', { error: (e as Error).message }), 'error');
      this.render();
    }
  }

  private say(text: string, kind: string): void {
    this.message.textContent = text;
    this.message.className = `message ${kind}`;
  }

  // ---------- live channel

  private connect(): void {
    if (this.closed) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${location.host}/api/games/${this.game.id}/live`);
    this.socket = socket;
    this.connection.textContent = t('game.connecting');
    this.connection.className = 'connection connecting';
    socket.onopen = () => {
      this.retry = 0;
      socket.send(JSON.stringify({ action: 'state' }));
      this.connection.textContent = '';
      this.connection.className = 'connection online';
    };
    socket.onmessage = ev => {
      let data: LiveMessage;
      try {
        data = JSON.parse(String(ev.data)) as LiveMessage;
      } catch {
        return;
      }
      if (data.type === 'state' && data.event === 'rematch') {
        this.game = data.game; // agreed: nothing of this page's offer is left to withdraw on leaving
        if (followRematch(data.game, this.seat)) return;
      }
      if (data.type === 'state' && data.game.version >= this.game.version) this.apply(data.game);
      else if (data.type === 'move') this.applyMove(data);
      else if (data.type === 'analysis') this.showAnalysis(data);
      else if (data.type === 'chat') this.chat.notice(data.room);
    };
    socket.onclose = () => {
      if (this.closed) return;
      this.connection.textContent = t('game.reconnecting');
      this.connection.className = 'connection offline';
      const delay = Math.min(8000, 500 * 2 ** this.retry++);
      window.setTimeout(() => this.connect(), delay);
    };
  }

  /** The engine's progress while it thinks: evaluation bar (from White's / Sente's view) and best line. */
  private showAnalysis(a: Analysis): void {
    this.analysis = a;
    this.engineView?.remember(a);
    this.renderAnalysis();
  }

  /** The engine's search, live while it thinks and kept after its move until it thinks again. */
  private renderAnalysis(): void {
    const a = this.analysis;
    if (!a) return;
    clear(this.engineLine);
    const thinking = this.game.status === 'live' && this.game.plies === a.plies;
    const state = this.analysing ? this.plyLabel(a.plies) : thinking ? t('game.thinking') : t('game.lastSearch');
    this.engineLine.append(analysisCard(a, state));
  }

  /** On request, once the game is over: the engine analyses each position shown (about a second each). */
  private toggleAnalysis(): void {
    this.analysing = !this.analysing;
    this.analyseButton.setAttribute('aria-pressed', String(this.analysing));
    this.analysis = null;
    this.requestedPly = -1;
    clear(this.engineLine);
    const shown = this.page.querySelector<HTMLInputElement>('#show-engine'); // an engine game's "Engine analysis" box
    if (shown) shown.checked = true;
    this.engineLine.hidden = false;
    this.followAnalysis();
    this.renderBoards(); // drops the best-move marks when analysis is switched off
  }

  private followAnalysis(): void {
    const over = this.game.status === 'finished' || this.game.status === 'aborted';
    this.analyseButton.style.display = this.engineOnServer && over ? '' : 'none'; // buttons' display rule beats [hidden]
    const ply = this.viewPly ?? this.game.plies;
    if (!this.analysing || !over || ply === this.requestedPly) return;
    this.requestedPly = ply;
    clear(this.engineLine);
    this.engineLine.append(h('div.card', {}, h('p.muted', { id: 'engine-state' }, t('game.analysing', { position: this.plyLabel(ply) }))));
    api.analysis(this.game.id, ply).then(a => {
      if (!this.analysing || this.requestedPly !== ply) return;
      this.analysis = a;
      this.renderAnalysis();
      this.renderBoards(); // its best move drawn on the board
    }, (e: Error) => {
      if (!this.analysing || this.requestedPly !== ply) return;
      clear(this.engineLine);
      this.engineLine.append(h('div.card', {}, h('p.muted', { id: 'engine-state' }, t('game.noAnalysis', { position: this.plyLabel(ply), error: e.message }))));
    });
  }

  /** "the start position", "after 3. Bc4", "after 2… e5", or for shogi and Ambiguous Chess "after 5. P-7f". */
  private plyLabel(ply: number): string {
    if (ply === 0) return t('game.startPosition');
    const text = this.record?.moves[this.notation]?.[ply - 1] ?? this.game.moves[ply - 1]?.move ?? '';
    const each = this.facts.numbersEveryPly;
    const number = each ? `${ply}.` : `${Math.ceil(ply / 2)}${ply % 2 ? '.' : '…'}`;
    return t('game.afterMove', { move: `${number} ${text}` });
  }

  // ---------- export

  private downloadPgn(): void {
    const save = (text: string) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
      const a = h('a', { href: url, download: `heterodox-${this.game.id}.pgn` });
      document.body.append(a);
      (a as HTMLAnchorElement).click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    };
    // The server writes the record (every game's notation and tags); the page keeps no PGN writer of its own.
    fetch(api.pgnUrl(this.game.id)).then(r => r.ok ? r.text() : Promise.reject(new Error(r.statusText || `HTTP ${r.status}`)))
      .then(save, (e: Error) => this.say(t('game.pgnFailed', { error: e.message }), 'error'));
  }

  private copyFen(): void {
    const fen = this.shownFen();
    void navigator.clipboard?.writeText(fen).then(() => this.say(t('game.copied', { position: fen }), 'info'), () => this.say(fen, 'info'));
  }

}

function pieceIn(placement: string, key: string): boolean {
  if (key.endsWith('@')) return false;
  const file = key.charCodeAt(0) - 97;
  const rank = Number(key.slice(1));
  const row = placement.split('/')[8 - rank] ?? '';
  let col = 0;
  for (const c of row) {
    if (c >= '1' && c <= '9') col += Number(c);
    else {
      if (col === file) return true;
      col++;
    }
  }
  return false;
}

function notationName(n: string): string {
  const key = `game.notation.${n}`;
  const name = t(key);
  return name === key ? n : name;
}

function displayName(variantName: string, spec: string): string {
  const options = spec.includes(':') ? ` (${spec.split(':')[1].split(',').map(optionLabel).join(', ')})` : '';
  return variantName + options;
}
