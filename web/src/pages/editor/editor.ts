// The board editor (#/editor?variant=V&fen=F): set up any position of any game on chessgroundx boards in
// free-editing mode, keep its FEN/SFEN in sync both ways, have the server check it, and start a game from it.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import { analysisCard } from '../../core/analysis';
import { bestMoveShapes } from '../../core/board/shapes';
import { ExplorerPanel } from '../../core/explorer';
import { api, ApiError, seats, type Analysis, type CreateGame, type Variant } from '../../core/api';
import { h, clear } from '../../core/dom';
import { describeTimeControl, optionLabel } from '../../core/format';
import { t, tn } from '../../core/i18n';
import { TIME_CONTROLS } from '../lobby/lobby';
import { gameOf } from '../../core/variants';
import { keepMeasured } from '../../core/board/measure';
import { installPieceCss, shogiPieceStyle } from '../../core/board/pieces';
import {
  allowedCastling, allowedEnPassant, editorGame, editorQuery, handMax, keyOf, letterOfPiece, parseSetup, pieceName,
  pieceOfLetter, place, readEditorQuery, sideName, writePlacement, writeSetup, type EditorGame, type Setup, type Turn,
} from './setup';
import './editor.css';

type Tool = { kind: 'pointer' } | { kind: 'eraser' } | { kind: 'piece'; letter: string };

interface EditorBoard { api: Api; wrap: HTMLElement; box: HTMLElement; stopMeasuring: () => void }

export async function showEditor(root: HTMLElement, query: string): Promise<() => void> {
  clear(root);
  const page = h('main.editor-page', { 'aria-busy': 'true' }, h('p.loading', {}, t('editor.loading')));
  root.append(page);
  let variants: Variant[];
  let engine: boolean;
  try {
    [variants, engine] = await Promise.all([api.variants(), api.health().then(x => x.engine, () => false)]);
  } catch (e) {
    clear(page);
    page.append(h('p.error', { role: 'alert' }, t('editor.noServer', { error: (e as Error).message })));
    return () => undefined;
  }
  page.removeAttribute('aria-busy');
  const wanted = readEditorQuery(query);
  // No game asked for: the registry's first. An unknown one is an error, never a stand-in game.
  const spec = wanted.variant ?? variants[0].name;
  let game: Variant;
  try {
    game = await gameOf(spec);
  } catch (e) {
    clear(page);
    page.append(h('div.card', {}, [h('p.error', { role: 'alert' }, t('editor.cannotSetUp', { error: (e as Error).message })),
      h('a.button', { href: '#/' }, t('editor.backToLobby'))]));
    return () => undefined;
  }
  const variant = variants.find(v => v.name === game.name) ?? game;
  const options = game.spec.includes(':') ? game.spec.slice(game.spec.indexOf(':') + 1).split(',') : [];
  const view = new EditorView(page, variants, engine, variant, options, editorGame(game), wanted.fen);
  return () => view.close();
}

function eventPoint(e: MouseEvent | TouchEvent): cg.NumberPair | undefined {
  if ('touches' in e) {
    const t = e.touches[0] ?? e.changedTouches[0];
    return t ? [t.clientX, t.clientY] : undefined;
  }
  return [e.clientX, e.clientY];
}

class EditorView {
  private game: EditorGame;
  private setup: Setup;
  private boards: EditorBoard[] = [];
  private orientation: 'white' | 'black' = 'white';
  private tool: Tool = { kind: 'pointer' };
  private cursor: { board: number; key: string } | null = null;
  private promotedKey = false; // keyboard: '+' makes the next shogi letter a promoted piece
  private paletteDrag: string | null = null;
  private lastPoint: cg.NumberPair | undefined;
  private checks = 0;
  private checkTimer = 0;
  private valid = false;

  private readonly fen = h('textarea', { id: 'editor-fen', rows: 2, spellcheck: 'false', autocomplete: 'off' }) as HTMLTextAreaElement;
  private readonly fenLabel = h('label', { for: 'editor-fen' });
  private readonly status = h('p.editor-status', { id: 'editor-status', role: 'status', 'aria-live': 'polite' });
  private readonly announcer = h('p.visually-hidden', { 'aria-live': 'polite' });
  private readonly message = h('p.error', { id: 'editor-message', role: 'alert' });
  private readonly friend = h('button.primary', { type: 'button', id: 'editor-friend' }, t('editor.playFriend')) as HTMLButtonElement;
  private readonly engineButton = h('button.primary', { type: 'button', id: 'editor-engine' }, t('editor.playEngine')) as HTMLButtonElement;
  private readonly analyseButton = h('button', { type: 'button', id: 'editor-analyse' }, t('editor.analyse')) as HTMLButtonElement;
  private readonly engineLine = h('div.engine-line', { id: 'engine-line', 'aria-live': 'polite' });
  /** The moves played from the position in the database and the site's games, beside the engine's view. */
  private readonly explorer = new ExplorerPanel();
  /** The engine's view of the position it was asked about (game spec and FEN); kept until the position changes. */
  private analysis: { key: string; result: Analysis } | null = null;
  /** The position (key) whose analysis is awaited, or null. */
  private analysing: string | null = null;
  private analysisSeq = 0;

  constructor(private readonly page: HTMLElement, private readonly variants: Variant[], private readonly engine: boolean,
    private variant: Variant, private options: string[], game: EditorGame, fen: string | undefined) {
    installPieceCss();
    this.game = game;
    const parsed = parseSetup(fen ?? this.game.start, this.game);
    this.setup = parsed.ok ? parsed.setup : this.startSetup();
    this.build();
    this.fen.value = fen ?? writeSetup(this.setup, this.game);
    this.afterChange(true);
    document.addEventListener('mouseup', this.onDocumentUp);
    document.addEventListener('touchend', this.onDocumentUp);
    document.addEventListener('touchmove', this.onDocumentMove, { passive: true });
  }

  close(): void {
    window.clearTimeout(this.checkTimer);
    document.removeEventListener('mouseup', this.onDocumentUp);
    document.removeEventListener('touchend', this.onDocumentUp);
    document.removeEventListener('touchmove', this.onDocumentMove);
    this.boards.forEach(b => { b.stopMeasuring(); b.api.destroy(); });
    this.explorer.destroy();
  }

  private spec(): string {
    return this.options.length ? `${this.variant.name}:${this.options.join(',')}` : this.variant.name;
  }

  private startSetup(): Setup {
    const start = parseSetup(this.game.start, this.game);
    if (!start.ok) throw new Error(`the start position of ${this.game.name} cannot be read: ${start.error}`);
    return start.setup;
  }

  private side(turn: Turn): string {
    return sideName(turn, this.game);
  }

  // ---------- layout

  private build(): void {
    this.boards.forEach(b => { b.stopMeasuring(); b.api.destroy(); });
    this.boards = [];
    clear(this.page);
    const shogi = this.game.family === 'shogi-set';
    const boardArea = h(`div.editor-boards${this.game.boards === 2 ? '.two' : ''}`);
    const boardsRow = h('div.boards', {}, []);
    boardsRow.classList.toggle('two-boards', this.game.boards === 2);
    for (let i = 0; i < this.game.boards; i++) boardsRow.append(this.makeBoard(i));
    const top = this.orientation === 'white' ? 'b' : 'w';
    boardArea.append(this.palette(top), boardsRow, this.palette(top === 'w' ? 'b' : 'w'), this.toolRow(), this.announcer);

    this.fenLabel.textContent = shogi ? 'SFEN' : 'FEN';
    this.fen.oninput = () => this.onText();
    this.friend.onclick = () => void this.startGame(false);
    this.engineButton.onclick = () => void this.startGame(true);
    this.analyseButton.onclick = () => void this.analyse();
    this.analyseButton.title = this.engine ? t('editor.analyseTitle') : t('editor.noEngine');

    const panel = h('aside.panel.editor-panel', {}, [
      this.gameCard(),
      h('div.card.editor-fen-card', {}, [h('div.row', {}, [this.fenLabel, h('span.muted', {}, t('editor.typeOrPaste'))]), this.fen, this.status,
        h('div.row.analyse-row', {}, [this.analyseButton])]),
      this.engineLine,
      this.explorer.element,
      this.positionCard(),
      this.solveCard(),
      this.game.hands ? this.handsCard() : null,
      this.startCard(),
    ]);
    this.page.append(
      h('header.game-header', {}, [h('a.back', { href: '#/' }, t('editor.lobby')), h('h1', {}, t('editor.title')),
        h('span.muted', {}, t('editor.help', { game: this.variant.displayName }))]),
      h('div.editor-layout', {}, [boardArea, panel]),
    );
    // The boards were made before they were in the page: measure them again, or arrows drawn at once
    // (a kept analysis after a flip) would be placed on a board of no size.
    this.boards.forEach(b => b.api.redrawAll());
    this.drawBoards();
  }

  private makeBoard(index: number): HTMLElement {
    const shogi = this.game.family === 'shogi-set';
    const label = this.game.boards === 2 ? (index === 0 ? t('editor.boardA') : t('editor.boardB')) : t('editor.board');
    const wrap = h('div.board-wrap', {
      tabindex: 0,
      'aria-label': t(shogi ? 'editor.boardKeysShogi' : 'editor.boardKeys', { board: label, first: this.side('w'), second: this.side('b') }),
      'aria-keyshortcuts': 'ArrowUp ArrowDown ArrowLeft ArrowRight Delete',
    });
    const box = h(`div.board-box.${shogi ? `shogi-set.${shogiSetClass()}.board-9x9` : 'chess-set.board-8x8'}`, { role: 'group', 'aria-label': label },
      [this.game.boards === 2 ? h('div.board-label', {}, label) : null, wrap]);
    const cgApi = Chessground(wrap, {
      dimensions: shogi ? { width: 9, height: 9 } : { width: 8, height: 8 },
      notation: shogi ? 1 : 0,
      orientation: this.orientation,
      coordinates: true,
      autoCastle: false,
      movable: { free: true, color: 'both', showDests: false },
      premovable: { enabled: false },
      draggable: { enabled: true, showGhost: true, deleteOnDropOff: true },
      selectable: { enabled: true },
      drawable: { enabled: false, visible: true },
      highlight: { lastMove: false, check: false },
      animation: { enabled: false },
      disableContextMenu: true,
      events: { change: () => this.onBoardChange(index) },
    });
    const board = { api: cgApi, wrap, box, stopMeasuring: keepMeasured(box, cgApi) };
    this.boards.push(board);
    // A chosen palette piece or the eraser acts on the square pressed, before chessgroundx sees the press.
    const press = (e: MouseEvent | TouchEvent) => {
      const right = 'button' in e && e.button === 2;
      if (!right && this.tool.kind === 'pointer') return;
      if ('button' in e && e.button !== 0 && !right) return;
      const point = eventPoint(e);
      const key = point && cgApi.getKeyAtDomPos(point);
      if (!key) return;
      e.stopPropagation();
      e.preventDefault();
      if (right) this.put(index, key, null);
      else this.useTool(index, key);
    };
    wrap.addEventListener('mousedown', press, { capture: true });
    wrap.addEventListener('touchstart', press, { capture: true, passive: false });
    wrap.addEventListener('contextmenu', e => e.preventDefault());
    wrap.addEventListener('keydown', e => this.onKey(index, e));
    wrap.addEventListener('focus', () => {
      if (!this.cursor || this.cursor.board !== index) this.cursor = { board: index, key: keyOf(0, 0) };
      this.drawCursor();
    });
    wrap.addEventListener('blur', () => {
      this.cursor = null;
      this.drawCursor();
    });
    return box;
  }

  private palette(turn: Turn): HTMLElement {
    const color = turn === 'w' ? 'white' : 'black';
    const shogi = this.game.family === 'shogi-set';
    const bar = h(`div.palette.${shogi ? `shogi-set.${shogiSetClass()}` : 'chess-set'}`, { role: 'group', 'aria-label': t('editor.palette', { side: this.side(turn) }), id: `palette-${color}` });
    for (const role of this.game.paletteRoles) {
      const letter = turn === 'w' ? role : role.toLowerCase();
      const piece = pieceOfLetter(letter);
      const button = h('button.spare', {
        type: 'button', 'data-letter': letter, 'aria-label': pieceName(letter, this.game), title: pieceName(letter, this.game),
        'aria-pressed': 'false',
      }, h(`piece.${piece.role}.${color}.${color === this.orientation ? 'ally' : 'enemy'}`));
      // Pressing a palette piece starts dragging it (chessgroundx's dragNewPiece); a click without a
      // drag chooses it as the tool for placing by clicks.
      const grab = (e: MouseEvent | TouchEvent) => {
        if ('button' in e && e.button !== 0) return;
        this.paletteDrag = letter;
        this.lastPoint = eventPoint(e);
        this.boards[0].api.dragNewPiece(piece as cg.Piece, false, e as cg.MouchEvent, true);
        e.preventDefault();
      };
      button.addEventListener('mousedown', grab);
      button.addEventListener('touchstart', grab, { passive: false });
      button.addEventListener('click', () => this.setTool({ kind: 'piece', letter }));
      button.addEventListener('touchend', e => {
        const t = e.changedTouches[0];
        if (t && button.contains(document.elementFromPoint(t.clientX, t.clientY))) this.setTool({ kind: 'piece', letter });
      });
      bar.append(button);
    }
    return bar;
  }

  private toolRow(): HTMLElement {
    return h('div.editor-tools', { role: 'group', 'aria-label': t('editor.tools') }, [
      h('button.tool', { type: 'button', id: 'tool-pointer', 'data-tool': 'pointer', 'aria-pressed': 'true', onclick: () => this.setTool({ kind: 'pointer' }) },
        [h('span', { 'aria-hidden': 'true' }, '✥'), ' ', t('editor.move')]),
      h('button.tool', { type: 'button', id: 'tool-eraser', 'data-tool': 'eraser', 'aria-pressed': 'false', onclick: () => this.setTool({ kind: 'eraser' }) },
        [h('span', { 'aria-hidden': 'true' }, '⌫'), ' ', t('editor.erase')]),
      h('span.grow'),
      h('button', { type: 'button', id: 'editor-start', onclick: () => this.load(this.game.start) }, t('editor.startPosition')),
      h('button', { type: 'button', id: 'editor-clear', onclick: () => this.load(this.game.empty) }, this.game.hands ? t('editor.clearAll') : t('editor.clearBoard')),
      h('button', { type: 'button', id: 'editor-flip', 'aria-keyshortcuts': 'f', onclick: () => this.flip() }, t('editor.flip')),
    ]);
  }

  private gameCard(): HTMLElement {
    const select = h('select', { id: 'editor-variant', 'aria-label': t('editor.game') },
      this.variants.map(v => h('option', { value: v.name, selected: v.name === this.variant.name }, v.displayName))) as HTMLSelectElement;
    select.addEventListener('change', () => {
      const next = this.variants.find(v => v.name === select.value);
      if (!next) return;
      // Keep the position when the new game can read it (chess -> U-Chess), else start from its start.
      const text = this.fen.value;
      this.variant = next;
      this.options = [];
      this.game = editorGame(next);
      const parsed = parseSetup(text, this.game);
      this.setup = parsed.ok ? parsed.setup : this.startSetup();
      this.build();
      this.changed(); // written afresh: drops what the new game does not have (castling in Ambiguous Chess, ...)
    });
    const options = h('div.options', { id: 'editor-options' }, this.variant.options.length === 0
      ? h('span.muted', {}, t('editor.noOptions'))
      : this.variant.options.map(({ name: opt, description }) => h('label.check', { title: description }, [h('input', {
        type: 'checkbox', value: opt, checked: this.options.includes(opt), onchange: (e: Event) => {
          const on = (e.target as HTMLInputElement).checked;
          this.options = this.variant.options.map(o => o.name).filter(o => o === opt ? on : this.options.includes(o));
          const spec = this.spec();
          gameOf(spec).then(game => {
            if (this.spec() !== spec) return; // another choice came after this one
            this.game = editorGame(game);
            this.changed();
          }, err => { this.message.textContent = (err as Error).message; });
        },
      }), ' ', optionLabel(opt)])));
    return h('div.card', {}, [h('div.row', {}, [h('h2', {}, t('editor.game')), select]), h('p.summary', {}, this.variant.summary), options]);
  }

  private positionCard(): HTMLElement {
    const turn = h('div.row', { role: 'radiogroup', 'aria-label': t('editor.sideToMove'), id: 'editor-turn' }, (['w', 'b'] as Turn[]).map(side =>
      h('label.check', {}, [h('input', { type: 'radio', name: 'editor-turn', value: side, onchange: () => {
        this.setup.turn = side;
        this.changed();
      } }), ' ', t('editor.toMove', { side: this.side(side) })])));
    const parts: HTMLElement[] = [h('h2', {}, t('editor.position')), turn];
    if (this.game.castling) {
      const right = (letter: string, label: string) => h('label.check', {}, [h('input', {
        type: 'checkbox', 'data-castle': letter, onchange: (e: Event) => {
          const on = (e.target as HTMLInputElement).checked;
          this.setup.castling = 'KQkq'.split('').filter(c => c === letter ? on : this.setup.castling.includes(c)).join('');
          this.changed();
        },
      }), ` ${label}`]);
      parts.push(h('fieldset.castling', { id: 'editor-castling' }, [h('legend', {}, t('editor.castling')),
        right('K', t('editor.castle', { side: this.side('w'), castle: 'O-O' })), right('Q', t('editor.castle', { side: this.side('w'), castle: 'O-O-O' })),
        right('k', t('editor.castle', { side: this.side('b'), castle: 'O-O' })), right('q', t('editor.castle', { side: this.side('b'), castle: 'O-O-O' }))]));
    }
    if (this.game.enPassant) {
      const ep = h('select', { id: 'editor-ep', 'aria-label': t('editor.epSquare') }) as HTMLSelectElement;
      ep.addEventListener('change', () => {
        this.setup.ep = ep.value;
        this.changed();
      });
      parts.push(h('div.row', {}, [h('label', { for: 'editor-ep' }, t('editor.enPassant')), ep]));
    }
    return h('div.card', {}, parts);
  }

  private handsCard(): HTMLElement {
    const shogi = this.game.family === 'shogi-set';
    const rows = (['w', 'b'] as Turn[]).map(turn => {
      const color = turn === 'w' ? 'white' : 'black';
      return h(`div.hand-edit.${shogi ? `shogi-set.${shogiSetClass()}` : 'chess-set'}`, { role: 'group', 'aria-label': t('editor.hand', { side: this.side(turn) }), 'data-side': turn },
        [h('span.hand-side', {}, this.side(turn)), ...this.game.handRoles.map(role => {
          const letter = turn === 'w' ? role : role.toLowerCase();
          const piece = pieceOfLetter(letter);
          const name = pieceName(letter, this.game);
          const change = (by: number) => {
            const n = Math.max(0, Math.min(handMax(letter, this.game), (this.setup.hands[letter] ?? 0) + by));
            this.setup.hands[letter] = n;
            this.changed();
          };
          return h('div.hand-count', { 'data-letter': letter }, [
            h(`piece.${piece.role}.${color}.${color === this.orientation ? 'ally' : 'enemy'}`, { title: name }),
            h('button.step', { type: 'button', 'aria-label': t('editor.fewer', { piece: name }), 'data-step': '-1', onclick: () => change(-1) }, '−'),
            h('output.count', { 'aria-label': t('editor.inHand', { piece: name }) }, '0'),
            h('button.step', { type: 'button', 'aria-label': t('editor.more', { piece: name }), 'data-step': '1', onclick: () => change(1) }, '+'),
          ]);
        })]);
    });
    return h('div.card', { id: 'editor-hands' }, [h('h2', {}, t('editor.piecesInHand')), ...rows]);
  }

  /** Solve a problem in this position: the stipulation, then the answer as 'heterodox solve' prints it. */
  private solveCard(): HTMLElement {
    const stipulation = h('select', { id: 'editor-stipulation', 'aria-label': t('editor.stipulation') },
      ['#1', '#2', '#3', 's#1', 's#2', 's#3', 'h#1', 'h#1.5', 'h#2', 'h#2.5', 'h#3'].map(s =>
        h('option', { value: s, selected: s === '#2' }, s))) as HTMLSelectElement;
    const output = h('pre.solve-output', { id: 'solve-output', 'aria-live': 'polite' });
    const button = h('button', { type: 'button', id: 'editor-solve' }, t('editor.solve')) as HTMLButtonElement;
    button.onclick = () => {
      if (!this.valid) {
        output.textContent = t('editor.solveInvalid');
        return;
      }
      button.disabled = true;
      output.textContent = t('editor.solving');
      api.solvePosition(this.spec(), this.fen.value.trim(), stipulation.value).then(answer => {
        output.textContent = [...answer.lines, t('editor.solveNodes', { nodes: answer.nodes })].join('\n');
      }, (e: unknown) => {
        output.textContent = e instanceof Error ? e.message : String(e);
      }).finally(() => { button.disabled = false; });
    };
    return h('div.card.editor-solve', {}, [h('h2', {}, t('editor.problem')), h('p.muted', {}, t('editor.solveHelp')),
      h('div.row', {}, [stipulation, button]), output]);
  }

  private startCard(): HTMLElement {
    const tc = h('select', { id: 'editor-time', 'aria-label': t('editor.timeControl') },
      TIME_CONTROLS.map((control, i) => h('option', { value: i }, describeTimeControl(control)))) as HTMLSelectElement;
    const side = h('select', { id: 'editor-side', 'aria-label': t('editor.yourSide') }, [
      h('option', { value: 'to-move' }, t('editor.playToMove')), h('option', { value: 'other' }, t('editor.playOther')),
      h('option', { value: 'random' }, t('editor.randomSide'))]) as HTMLSelectElement;
    const level = h('select', { id: 'editor-level', 'aria-label': t('editor.engineLevel') },
      [1, 2, 3, 4, 5, 6, 7, 8].map(n => h('option', { value: n, selected: n === 3 }, t('editor.level', { level: n })))) as HTMLSelectElement;
    this.engineButton.title = this.engine ? '' : t('editor.noEngine');
    return h('div.card.editor-start', { 'aria-label': t('editor.startLabel') }, [
      h('h2', {}, t('editor.startHere')),
      h('div.row', {}, [tc, side]),
      h('div.row.start-row', {}, [this.friend]),
      h('div.row.start-row', {}, [level, this.engineButton]),
      this.message,
    ]);
  }

  // ---------- editing

  private setTool(tool: Tool): void {
    this.tool = tool;
    for (const b of this.page.querySelectorAll<HTMLElement>('.spare')) {
      b.setAttribute('aria-pressed', String(tool.kind === 'piece' && b.dataset.letter === tool.letter));
    }
    for (const b of this.page.querySelectorAll<HTMLElement>('.tool')) b.setAttribute('aria-pressed', String(b.dataset.tool === tool.kind));
    this.page.querySelector('.editor-boards')?.classList.toggle('placing', tool.kind !== 'pointer');
  }

  private useTool(index: number, key: string): void {
    if (this.tool.kind === 'eraser') this.put(index, key, null);
    else if (this.tool.kind === 'piece') {
      // A second click with the same piece takes it off again.
      this.put(index, key, this.setup.boards[index].get(key) === this.tool.letter ? null : this.tool.letter);
    }
  }

  private put(index: number, key: string, letter: string | null): void {
    place(this.setup, index, key, letter);
    this.drawBoards();
    this.changed();
    this.announce(index, key);
  }

  private onBoardChange(index: number): void {
    const pieces = new Map<string, string>();
    for (const [key, piece] of this.boards[index].api.state.boardState.pieces) {
      const letter = key === 'a0' ? null : letterOfPiece(piece);
      if (letter) pieces.set(key, letter);
    }
    // Alice: a piece moved onto a square takes it over on both boards.
    for (const [key, letter] of pieces) if (this.setup.boards[index].get(key) !== letter) place(this.setup, index, key, letter);
    for (const key of [...this.setup.boards[index].keys()]) if (!pieces.has(key)) this.setup.boards[index].delete(key);
    if (this.game.boards === 2) this.drawBoards();
    this.changed();
  }

  private onDocumentMove = (e: TouchEvent): void => {
    if (this.paletteDrag) this.lastPoint = eventPoint(e);
  };

  /** A palette piece dropped on an occupied square, or on Alice's board B, which chessgroundx's drag leaves alone. */
  private onDocumentUp = (e: MouseEvent | TouchEvent): void => {
    const letter = this.paletteDrag;
    if (!letter) return;
    this.paletteDrag = null;
    const point = ('touches' in e ? undefined : eventPoint(e)) ?? this.lastPoint;
    if (!point) return;
    this.boards.forEach((board, index) => {
      const key = board.api.getKeyAtDomPos(point);
      if (key && this.setup.boards[index].get(key) !== letter) {
        window.setTimeout(() => {
          if (this.setup.boards[index].get(key) !== letter) this.put(index, key, letter);
        }, 0);
      }
    });
  };

  private onKey(index: number, e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return; // the browser's shortcuts (Ctrl+R, ...) stay theirs
    const size = this.game.size;
    const cur = this.cursor ?? { board: index, key: keyOf(0, 0) };
    let file = cur.key.charCodeAt(0) - 97;
    let rank = Number(cur.key.slice(1)) - 1;
    const up = this.orientation === 'white' ? 1 : -1;
    let handled = true;
    if (e.key === 'ArrowUp') rank += up;
    else if (e.key === 'ArrowDown') rank -= up;
    else if (e.key === 'ArrowRight') file += up;
    else if (e.key === 'ArrowLeft') file -= up;
    else if (e.key === 'Delete' || e.key === 'Backspace') this.put(index, cur.key, null);
    else if (e.key === '+' && this.game.family === 'shogi-set') this.promotedKey = true;
    else if (e.key === 'f' && !this.game.paletteRoles.includes('F')) this.flip();
    else if (e.key.length === 1 && this.game.paletteRoles.includes((this.promotedKey ? '+' : '') + e.key.toUpperCase())) {
      this.put(index, cur.key, (this.promotedKey ? '+' : '') + e.key);
      this.promotedKey = false;
    } else handled = false;
    if (!handled) return;
    e.preventDefault();
    file = Math.max(0, Math.min(size - 1, file));
    rank = Math.max(0, Math.min(size - 1, rank));
    const key = keyOf(file, rank);
    if (key !== cur.key) {
      this.cursor = { board: index, key };
      this.drawCursor();
      this.announce(index, key);
    }
  }

  private announce(index: number, key: string): void {
    const letter = this.setup.boards[index].get(key);
    const where = this.game.boards === 2 ? `${index === 0 ? 'A' : 'B'} ${key}` : key;
    this.announcer.textContent = `${where}: ${letter ? pieceName(letter, this.game) : t('editor.empty')}`;
  }

  /** The marks on the boards: the keyboard cursor, and the engine's best move while its analysis stands. */
  private drawCursor(): void {
    const best = this.analysis ? bestMoveShapes(this.analysis.result.bestMachine, this.game.family, this.analysis.result.side) : [];
    // Alice: the best move's arrow goes on the board its piece stands on.
    const bestBoard = Math.max(0, this.boards.findIndex(b => best.length > 0 && b.api.state.boardState.pieces.has(best[0].orig as cg.Key)));
    this.boards.forEach((board, index) => board.api.setAutoShapes([
      ...(this.cursor && this.cursor.board === index ? [{ orig: this.cursor.key as cg.Key, brush: 'blue' }] : []),
      ...(index === bestBoard ? best.map(s => ({ orig: s.orig as cg.Key, dest: s.dest as cg.Key | undefined, brush: s.brush,
        piece: s.piece && { role: s.piece.role as cg.Role, color: s.piece.color } })) : []),
    ]));
  }

  private flip(): void {
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
    this.drawBoards();
    this.changed();
  }

  private onText(): void {
    const parsed = parseSetup(this.fen.value, this.game);
    if (parsed.ok) {
      this.setup = parsed.setup;
      this.drawBoards();
    }
    this.afterChange(true);
  }

  private drawBoards(): void {
    this.boards.forEach((board, index) => {
      board.api.set({ fen: writePlacement(this.setup, this.game, this.game.boards === 2 ? index : undefined) as cg.FEN, lastMove: [] });
    });
    this.drawCursor();
  }

  /** After an edit on the board or a control: the text follows the board. */
  private changed(): void {
    this.fen.value = writeSetup(this.setup, this.game);
    this.afterChange(false);
  }

  private afterChange(fromText: boolean): void {
    this.forgetStaleAnalysis();
    this.renderControls();
    history.replaceState(null, '', `#/editor?${editorQuery(this.spec(), this.fen.value)}`);
    this.check(fromText);
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

  // ---------- checking and starting

  /** Checks the text: locally for its shape at once, then with the server (debounced) for the rules. */
  private check(fromText: boolean): void {
    const text = this.fen.value.trim();
    const seq = ++this.checks;
    window.clearTimeout(this.checkTimer);
    this.setValid(false);
    const local = parseSetup(text, this.game);
    if (!local.ok) {
      this.showStatus('invalid', `${this.fenLabel.textContent}: ${local.error}`);
      return;
    }
    this.showStatus('checking', t('editor.checking'));
    this.checkTimer = window.setTimeout(async () => {
      try {
        const answer = await api.validatePosition(this.spec(), text);
        if (seq !== this.checks) return;
        if (answer.valid) {
          const mover = this.side(answer.sideToMove === 'second' ? 'b' : 'w');
          const moves = answer.legalMoves ?? 0;
          this.showStatus('valid', tn(answer.inCheck ? 'editor.validInCheck' : 'editor.valid', moves, { side: mover }));
          this.setValid(true);
        } else {
          this.showStatus('invalid', answer.error ?? t('editor.refused'));
        }
      } catch (e) {
        if (seq === this.checks) this.showStatus('invalid', t('editor.checkFailed', { error: (e as Error).message }));
      }
    }, fromText ? 300 : 120);
  }

  private analysisKey(): string {
    return `${this.spec()} ${this.fen.value.trim()}`;
  }

  /** On request only: the engine's view of the position on the board, drawn as a card and an arrow. */
  private async analyse(): Promise<void> {
    if (!this.valid || !this.engine || this.analysing) return;
    const key = this.analysisKey();
    const seq = ++this.analysisSeq;
    this.analysing = key;
    this.setValid(this.valid);
    this.analysis = null;
    this.drawCursor();
    clear(this.engineLine);
    this.engineLine.append(h('div.card', {}, h('p.muted', { id: 'engine-state' }, t('editor.analysing'))));
    try {
      const result = await api.analysePosition(this.spec(), this.fen.value.trim());
      if (seq !== this.analysisSeq) return;
      this.analysis = { key, result };
      clear(this.engineLine);
      this.engineLine.append(analysisCard(result, t('editor.sideToMoveIs', { side: this.side(result.side === 'second' ? 'b' : 'w') })));
      this.drawCursor();
    } catch (e) {
      if (seq !== this.analysisSeq) return;
      clear(this.engineLine);
      this.engineLine.append(h('div.card', {}, h('p.muted', { id: 'engine-state' }, t('editor.noAnalysis', { error: (e as Error).message }))));
    } finally {
      if (seq === this.analysisSeq) {
        this.analysing = null;
        this.setValid(this.valid);
      }
    }
  }

  /** An analysis (shown or awaited) belongs to one position: another position drops it, until asked again. */
  private forgetStaleAnalysis(): void {
    if (!this.analysis && !this.analysing) return;
    if ((this.analysis?.key ?? this.analysing) === this.analysisKey()) return;
    this.analysisSeq++;
    this.analysis = null;
    this.analysing = null;
    clear(this.engineLine);
    this.engineLine.append(h('div.card', {}, h('p.muted', { id: 'engine-state' }, t('editor.changed'))));
    this.drawCursor();
  }

  private showStatus(kind: 'valid' | 'invalid' | 'checking', text: string): void {
    this.status.textContent = text;
    this.status.dataset.state = kind;
    this.fen.setAttribute('aria-invalid', String(kind === 'invalid'));
  }

  private setValid(valid: boolean): void {
    this.valid = valid;
    if (valid) this.explorer.show(this.spec(), this.fen.value.trim());
    this.friend.disabled = !valid;
    this.engineButton.disabled = !valid || !this.engine;
    this.analyseButton.disabled = !valid || !this.engine || this.analysing !== null;
  }

  private async startGame(engine: boolean): Promise<void> {
    if (!this.valid) return;
    this.message.textContent = '';
    const tc = this.page.querySelector<HTMLSelectElement>('#editor-time');
    const sideChoice = this.page.querySelector<HTMLSelectElement>('#editor-side')?.value ?? 'to-move';
    const level = this.page.querySelector<HTMLSelectElement>('#editor-level');
    const toMove = this.setup.turn === 'w' ? 'first' : 'second';
    const side = sideChoice === 'random' ? 'random' : sideChoice === 'to-move' ? toMove : toMove === 'first' ? 'second' : 'first';
    const body: CreateGame = {
      variant: this.spec(),
      fen: this.fen.value.trim(),
      timeControl: TIME_CONTROLS[Number(tc?.value ?? 0)],
      side,
      opponent: engine ? { type: 'engine', level: Number(level?.value ?? 3) } : { type: 'open' },
    };
    const name = localStorage.getItem('heterodox.name');
    if (name) body.name = name;
    this.friend.disabled = true;
    this.engineButton.disabled = true;
    try {
      const grant = await api.create(body);
      seats.put(grant.game.id, grant.seat, grant.token);
      location.hash = `#/game/${grant.game.id}`;
    } catch (e) {
      this.message.textContent = e instanceof ApiError ? e.message : t('editor.createFailed', { error: (e as Error).message });
      this.setValid(this.valid);
    }
  }
}

/** The class choosing the user's shogi piece style (kanji or Western), as on the game page. */
function shogiSetClass(): string {
  return `pieces-${shogiPieceStyle()}`;
}
