// The board editor's page: its boards (edit-boards.ts) between the palettes, the position's text kept
// in step with them both ways, the cards for what the boards do not show, the checks of the position
// and the game to start from it.
import type { Variant } from '../../core/api';
import { boardKit, type BoardKit } from '../../core/board/kit';
import { installPieceCss } from '../../core/board/pieces';
import { clear, h } from '../../core/dom';
import { editorQuery } from '../../core/editor-link';
import { t } from '../../core/i18n';
import { gameOf } from '../../core/variants';
import { gameCard, handsCard, positionCard } from './cards';
import { PositionChecks } from './checks';
import { EditBoards, type Tool } from './edit-boards';
import { palette, toolRow } from './palette';
import { allowedCastling, allowedEnPassant, editorGame, handMax, sideName, type EditorGame, type Setup, type Turn } from './setup';
import { parseSetup } from './setup-read';
import { writeSetup } from './setup-write';
import { solveCard, StartCard } from './start';

export class EditorView {
  setup: Setup;
  kit: BoardKit;
  orientation: 'white' | 'black' = 'white';
  tool: Tool = { kind: 'pointer' };
  private boards: EditBoards | null = null;
  private readonly fen = h('textarea', { id: 'editor-fen', rows: 2, spellcheck: 'false', autocomplete: 'off' }) as HTMLTextAreaElement;
  private readonly announcer = h('p.visually-hidden', { 'aria-live': 'polite' });
  private readonly checks: PositionChecks;
  private readonly start: StartCard;

  constructor(private readonly page: HTMLElement, readonly variants: Variant[], readonly engine: boolean,
    public variant: Variant, public options: string[], public game: EditorGame, fen: string | undefined) {
    installPieceCss();
    this.kit = boardKit(variant.facts);
    const parsed = parseSetup(fen ?? this.game.start, this.game);
    this.setup = parsed.ok ? parsed.setup : this.startSetup();
    this.checks = new PositionChecks(this, this.fen);
    this.start = new StartCard(this);
    this.fen.oninput = () => this.onText();
    this.build();
    this.fen.value = fen ?? writeSetup(this.setup, this.game);
    this.afterChange(true);
  }

  close(): void {
    this.checks.close();
    this.boards?.destroy();
  }

  get valid(): boolean {
    return this.checks.valid;
  }

  get setClass(): string {
    return this.kit.setClass();
  }

  spec(): string {
    return this.options.length ? `${this.variant.name}:${this.options.join(',')}` : this.variant.name;
  }

  text(): string {
    return this.fen.value.trim();
  }

  side(turn: Turn): string {
    return sideName(turn, this.game);
  }

  validChanged(valid: boolean): void {
    this.start.enable(valid);
  }

  showBest(shapes: ReturnType<PositionChecks['bestShapes']>): void {
    this.boards?.showBest(shapes);
  }

  grab(letter: string, e: MouseEvent | TouchEvent): void {
    this.boards?.grab(letter, e);
  }

  private startSetup(): Setup {
    const start = parseSetup(this.game.start, this.game);
    if (!start.ok) throw new Error(`the start position of ${this.game.name} cannot be read: ${start.error}`);
    return start.setup;
  }

  // ---------- layout

  private build(): void {
    this.boards?.destroy();
    clear(this.page);
    const boardArea = h('div.editor-boards');
    const boardsRow = h('div.boards');
    this.boards = new EditBoards(boardsRow, this.kit, this, this.announcer);
    const top = this.orientation === 'white' ? 'b' : 'w';
    boardArea.append(palette(this, top), boardsRow, palette(this, top === 'w' ? 'b' : 'w'),
      toolRow(this, fen => this.load(fen), () => this.flip()), this.announcer);
    const panel = h('aside.panel.editor-panel', {}, [
      gameCard(this),
      h('div.card.editor-fen-card', {}, [h('div.row', {}, [h('label', { for: 'editor-fen' }, this.game.positionFormat),
        h('span.muted', {}, t('editor.typeOrPaste'))]), this.fen, this.checks.status,
      h('div.row.analyse-row', {}, [this.checks.analyseButton, this.checks.linesChoice])]),
      this.checks.engineLine,
      this.checks.explorer.element,
      positionCard(this),
      solveCard(this),
      this.game.hands ? handsCard(this) : null,
      this.start.element(),
    ]);
    this.page.append(
      h('header.game-header', {}, [h('a.back', { href: '#/' }, t('editor.lobby')), h('h1', {}, t('editor.title')),
        h('span.muted', {}, t('editor.help', { game: this.variant.displayName }))]),
      h('div.editor-layout', {}, [boardArea, panel]),
    );
    // The boards were made before they were in the page: measure them again, or arrows drawn at once
    // (a kept analysis after a flip) would be placed on a board of no size.
    this.boards.set.redraw();
    this.boards.draw();
    this.boards.showBest(this.checks.bestShapes());
  }

  // ---------- editing

  setTool(tool: Tool): void {
    this.tool = tool;
    for (const b of this.page.querySelectorAll<HTMLElement>('.spare')) {
      b.setAttribute('aria-pressed', String(tool.kind === 'piece' && b.dataset.letter === tool.letter));
    }
    for (const b of this.page.querySelectorAll<HTMLElement>('.tool')) b.setAttribute('aria-pressed', String(b.dataset.tool === tool.kind));
    this.page.querySelector('.editor-boards')?.classList.toggle('placing', tool.kind !== 'pointer');
  }

  chooseGame(next: Variant): void {
    // Keep the position when the new game can read it (chess -> U-Chess), else start from its start.
    const text = this.fen.value;
    this.variant = next;
    this.options = [];
    this.game = editorGame(next);
    this.kit = boardKit(next.facts);
    const parsed = parseSetup(text, this.game);
    this.setup = parsed.ok ? parsed.setup : this.startSetup();
    this.build();
    this.changed(); // written afresh: drops what the new game does not have (castling in Ambiguous Chess, ...)
  }

  chooseOptions(options: string[]): void {
    this.options = options;
    const spec = this.spec();
    gameOf(spec).then(game => {
      if (this.spec() !== spec) return; // another choice came after this one
      this.game = editorGame(game);
      this.changed();
    }, err => this.start.say((err as Error).message));
  }

  flip(): void {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
    const text = this.fen.value;
    this.build();
    this.fen.value = text;
    this.afterChange(true);
  }

  /** Sets the board from a FEN the editor writes itself (start position, empty board). */
  private load(fen: string): void {
    const parsed = parseSetup(fen, this.game);
    if (!parsed.ok) return;
    this.setup = parsed.setup;
    this.boards?.draw();
    this.changed();
  }

  private onText(): void {
    const parsed = parseSetup(this.fen.value, this.game);
    if (parsed.ok) {
      this.setup = parsed.setup;
      this.boards?.draw();
    }
    this.afterChange(true);
  }

  /** After an edit on the board or a control: the text follows the board. */
  changed(): void {
    this.fen.value = writeSetup(this.setup, this.game);
    this.afterChange(false);
  }

  private afterChange(fromText: boolean): void {
    this.checks.changed(fromText);
    this.renderControls();
    history.replaceState(null, '', `#/editor?${editorQuery(this.spec(), this.fen.value)}`);
  }

  private renderControls(): void {
    for (const input of this.page.querySelectorAll<HTMLInputElement>('#editor-turn input')) input.checked = input.value === this.setup.turn;
    const allowed = allowedCastling(this.setup, this.game);
    for (const input of this.page.querySelectorAll<HTMLInputElement>('#editor-castling input')) {
      const letter = input.dataset.castle ?? '';
      input.disabled = !allowed.includes(letter);
      input.checked = allowed.includes(letter) && this.setup.castling.includes(letter);
    }
    const ep = this.page.querySelector<HTMLSelectElement>('#editor-ep');
    if (ep) {
      const squares = allowedEnPassant(this.setup, this.game);
      clear(ep);
      ep.append(h('option', { value: '' }, squares.length ? t('editor.epNone') : t('editor.epImpossible')),
        ...squares.map(s => h('option', { value: s, selected: s === this.setup.ep }, s)));
      ep.disabled = squares.length === 0;
    }
    for (const row of this.page.querySelectorAll<HTMLElement>('.hand-count')) {
      const letter = row.dataset.letter ?? '';
      const n = this.setup.hands[letter] ?? 0;
      const count = row.querySelector('output');
      if (count) count.textContent = String(n);
      row.classList.toggle('empty', n === 0);
      const [less, more] = row.querySelectorAll<HTMLButtonElement>('button.step');
      less.disabled = n === 0;
      more.disabled = n >= handMax(letter, this.game);
    }
  }
}
