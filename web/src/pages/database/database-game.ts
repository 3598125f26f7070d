// A game of the game database (#/database/ID?ply=N): its boards, its moves to step through (buttons,
// the move list, the arrow keys), its record as imported to download, the position to open in the
// analysis board, and the opening explorer following the shown position.
import { api, type DbRecord, type GameFacts } from '../../core/api';
import { BoardSet } from '../../core/board/board-set';
import { boardKit, type BoardKit } from '../../core/board/kit';
import { clear, h } from '../../core/dom';
import { ExplorerPanel } from '../../core/explorer';
import { t } from '../../core/i18n';
import { specNamer } from '../../core/variants';
import { editorQuery } from '../../core/editor-link';
import { ReportPanel } from '../../core/report';

export async function showDatabaseGame(root: HTMLElement, id: number, startPly: number | null): Promise<() => void> {
  clear(root);
  const page = h('main.database-game', { 'aria-busy': 'true' }, h('p.loading', {}, t('database.loading')));
  root.append(page);
  let record: DbRecord;
  let facts: GameFacts | undefined;
  let gameName: (spec: string) => string;
  try {
    const [found, variants] = await Promise.all([api.dbGame(id), api.variants()]);
    record = found;
    facts = variants.find(v => v.name === found.game.variant.split(':')[0])?.facts;
    gameName = specNamer(variants);
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert', id: 'db-game-error' }, (e as Error).message),
      h('p', {}, h('a', { href: '#/database' }, t('database.back'))));
    return () => undefined;
  }
  clear(page);
  page.removeAttribute('aria-busy');
  if (!facts) {
    page.append(h('p.error', { role: 'alert' }, t('database.unknownGame', { game: record.game.variant })));
    return () => undefined;
  }
  const replay = new Replay(page, record, facts, startPly, gameName, facts.sideNames);
  return () => replay.destroy();
}

class Replay {
  private ply: number;
  private readonly kit: BoardKit;
  private readonly boards: BoardSet;
  private readonly moveList = h('ol.db-move-list', { id: 'db-moves' });
  private readonly explorer: ExplorerPanel;
  /** The computer analysis: its graph under the board, its judgements on the moves, its best move on the board. */
  private readonly report: ReportPanel;
  private readonly editorLink = h('a', { id: 'db-analyse' }, t('database.analyse')) as HTMLAnchorElement;
  private readonly onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement | null)?.closest('input, select, textarea')) return;
    const to = { ArrowLeft: this.ply - 1, ArrowRight: this.ply + 1, Home: 0, End: this.record.moves.length }[e.key];
    if (to === undefined) return;
    e.preventDefault(); // the keys step through the game, not scroll the page
    this.go(to);
  };

  constructor(page: HTMLElement, private readonly record: DbRecord, facts: GameFacts, startPly: number | null,
    gameName: (spec: string) => string, sideNames: readonly string[]) {
    this.ply = Math.max(0, Math.min(record.moves.length, startPly ?? 0));
    this.report = new ReportPanel(`/api/db/games/${record.game.id}`, sideNames, ply => this.go(ply), () => this.marked());
    this.explorer = new ExplorerPanel(uci => {
      if (this.record.moves[this.ply]?.uci === uci) this.go(this.ply + 1);
    });
    const g = record.game;
    const boardArea = h('div.boards');
    const nav = h('div.row.replay-nav', {}, [
      h('button', { type: 'button', id: 'db-first', onclick: () => this.go(0), 'aria-label': t('database.first') }, '«'),
      h('button', { type: 'button', id: 'db-back', onclick: () => this.go(this.ply - 1), 'aria-label': t('database.backOne') }, '‹'),
      h('button', { type: 'button', id: 'db-forward', onclick: () => this.go(this.ply + 1), 'aria-label': t('database.forwardOne') }, '›'),
      h('button', { type: 'button', id: 'db-last', onclick: () => this.go(record.moves.length), 'aria-label': t('database.last') }, '»'),
    ]);
    const pgn = h('button', { type: 'button', id: 'db-download', onclick: () => this.download() }, t('database.download'));
    page.append(
      h('header.game-header', {}, [h('a.back', { href: '#/database' }, t('database.back')),
        h('h1', { id: 'db-title' }, `${g.white} – ${g.black} ${g.result}`)]),
      h('p.muted', { id: 'db-headline' }, [g.event, g.site !== '?' ? `, ${g.site}` : '', `, ${g.date}`,
        g.round !== '?' ? `, ${t('database.round', { round: g.round })}` : '', ` · ${gameName(g.variant)}`].join('')),
      h('div.game-layout', {}, [boardArea, h('aside.panel', {}, [
        h('div.card.moves-card', {}, [h('h2', {}, t('database.moves')), this.moveList, nav, h('div.row', {}, [pgn, this.editorLink])]),
        this.explorer.element,
      ]), this.report.element]),
    );
    this.kit = boardKit(facts);
    this.boards = new BoardSet(boardArea, this.kit, {}, { mode: 'view' });
    // Moves in numbered pairs where the first player starts, unless the game numbers every move (shogi).
    const pairs = !facts.numbersEveryPly && this.kit.turnColor(record.startFen) === 'white';
    const button = (ply: number) => h('button.link-button', { type: 'button', 'data-ply': ply, onclick: () => this.go(ply) },
      record.moves[ply - 1].san);
    // The move numbers are text, not list markers: copied or read aloud, "4. Kf1" stays apart from "Q@h4+".
    for (let ply = 1; ply <= record.moves.length; ply += pairs ? 2 : 1) {
      const second = pairs && ply < record.moves.length;
      this.moveList.append(h('li', {}, [h('span.move-number', {}, `${pairs ? (ply + 1) / 2 : ply}.`), ' ', button(ply),
        second ? ' ' : null, second ? button(ply + 1) : null, ' ']));
    }
    document.addEventListener('keydown', this.onKey);
    this.render();
  }

  /** The report arrived: its judgements marked on the moves, its best move drawn. */
  private marked(): void {
    this.moveList.querySelectorAll<HTMLElement>('button[data-ply]').forEach(b => {
      const judged = this.report.judgement(Number(b.dataset.ply));
      b.querySelector('.judgement')?.remove();
      if (!judged) return;
      b.append(h(`span.judgement.judgement-${judged.name}`, { title: judged.text }, judged.symbol));
      b.title = judged.text;
    });
    this.render();
  }

  private fen(): string {
    return this.ply === 0 ? this.record.startFen : this.record.moves[this.ply - 1].fen;
  }

  private go(ply: number): void {
    const next = Math.max(0, Math.min(this.record.moves.length, ply));
    if (next === this.ply) return;
    this.ply = next;
    this.render();
  }

  private render(): void {
    const fen = this.fen();
    const last = this.ply > 0 ? this.kit.lastMove(this.record.moves[this.ply - 1].uci) : [];
    this.boards.set({ fen, orientation: 'white', turnColor: this.kit.turnColor(fen), lastMove: last,
      shapes: this.report.bestShapes(this.ply, this.kit) });
    this.report.show(this.ply);
    this.moveList.querySelectorAll('button[data-ply]').forEach(b => {
      const current = Number((b as HTMLElement).dataset.ply) === this.ply;
      b.classList.toggle('current', current);
      if (current) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    });
    this.editorLink.href = `#/editor?${editorQuery(this.record.game.variant, fen)}`;
    this.explorer.show(this.record.game.variant, fen);
    history.replaceState(null, '', `#/database/${this.record.game.id}?ply=${this.ply}`);
  }

  private download(): void {
    const blob = new Blob([this.record.pgn + '\n'], { type: 'application/x-chess-pgn' });
    const a = h('a', { href: URL.createObjectURL(blob), download: `database-${this.record.game.id}.pgn` }) as HTMLAnchorElement;
    a.click();
    URL.revokeObjectURL(a.href);
  }

  destroy(): void {
    document.removeEventListener('keydown', this.onKey);
    this.report.destroy();
    this.explorer.destroy();
    this.boards.destroy();
  }
}
