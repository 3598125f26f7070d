// The board editor's palettes (each side's pieces, above and below the boards) and its tools row (Move,
// Erase, start position, clear, flip).
import { h } from '../../core/dom';
import { t } from '../../core/i18n';
import type { Tool } from './edit-boards';
import { pieceName, pieceOfLetter, type EditorGame, type Turn } from './setup';

export interface PaletteHost {
  readonly game: EditorGame;
  readonly orientation: 'white' | 'black';
  /** the classes that draw the game's pieces (board kit) */
  readonly setClass: string;
  side(turn: Turn): string;
  setTool(tool: Tool): void;
  /** a palette piece pressed: the drag onto the boards starts */
  grab(letter: string, e: MouseEvent | TouchEvent): void;
}

export function palette(host: PaletteHost, turn: Turn): HTMLElement {
  const color = turn === 'w' ? 'white' : 'black';
  const bar = h('div.palette', { role: 'group', 'aria-label': t('editor.palette', { side: host.side(turn) }), id: `palette-${color}` });
  bar.className = `palette ${host.setClass}`;
  for (const role of host.game.paletteRoles) {
    const letter = turn === 'w' ? role : role.toLowerCase();
    const piece = pieceOfLetter(letter);
    const button = h('button.spare', {
      type: 'button', 'data-letter': letter, 'aria-label': pieceName(letter, host.game), title: pieceName(letter, host.game),
      'aria-pressed': 'false',
    }, h(`piece.${piece.role}.${color}.${color === host.orientation ? 'ally' : 'enemy'}`));
    // Pressing a palette piece starts dragging it (chessgroundx's dragNewPiece); a click without a
    // drag chooses it as the tool for placing by clicks.
    const grab = (e: MouseEvent | TouchEvent) => {
      if ('button' in e && e.button !== 0) return;
      host.grab(letter, e);
      e.preventDefault();
    };
    button.addEventListener('mousedown', grab);
    button.addEventListener('touchstart', grab, { passive: false });
    button.addEventListener('click', () => host.setTool({ kind: 'piece', letter }));
    button.addEventListener('touchend', e => {
      const touch = e.changedTouches[0];
      if (touch && button.contains(document.elementFromPoint(touch.clientX, touch.clientY))) host.setTool({ kind: 'piece', letter });
    });
    bar.append(button);
  }
  return bar;
}

export function toolRow(host: PaletteHost, load: (fen: string) => void, flip: () => void): HTMLElement {
  const game = host.game;
  return h('div.editor-tools', { role: 'group', 'aria-label': t('editor.tools') }, [
    h('button.tool', { type: 'button', id: 'tool-pointer', 'data-tool': 'pointer', 'aria-pressed': 'true', onclick: () => host.setTool({ kind: 'pointer' }) },
      [h('span', { 'aria-hidden': 'true' }, '✥'), ' ', t('editor.move')]),
    h('button.tool', { type: 'button', id: 'tool-eraser', 'data-tool': 'eraser', 'aria-pressed': 'false', onclick: () => host.setTool({ kind: 'eraser' }) },
      [h('span', { 'aria-hidden': 'true' }, '⌫'), ' ', t('editor.erase')]),
    h('span.grow'),
    h('button', { type: 'button', id: 'editor-start', onclick: () => load(game.start) }, t('editor.startPosition')),
    h('button', { type: 'button', id: 'editor-clear', onclick: () => load(game.empty) }, game.hands ? t('editor.clearAll') : t('editor.clearBoard')),
    h('button', { type: 'button', id: 'editor-flip', 'aria-keyshortcuts': 'f', onclick: () => flip() }, t('editor.flip')),
  ]);
}
