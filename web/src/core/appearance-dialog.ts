// "Board and pieces": the dialog, opened from the top bar on every page, where the player chooses the
// 8x8 boards' colours and the chess piece set. A choice shows at once on the small preview board and
// on every board of the page behind it (appearance.ts), and is remembered in this browser.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import {
  applyAppearance, BOARD_THEMES, CHESS_PIECE_SETS, loadAppearance, saveAppearance, type Appearance,
} from './board/appearance';
import { installPieceCss } from './board/pieces';
import { h } from './dom';
import { t } from './i18n';
import './appearance-dialog.css';

/** Every piece of both colours stands on the preview, on light and dark squares. */
const PREVIEW_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

function choice<T extends string>(id: string, label: string, values: readonly T[], current: T,
  name: (value: T) => string, onChange: (value: T) => void): HTMLElement {
  const select = h('select', { id }, values.map(v => h('option', { value: v, selected: v === current }, name(v)))) as HTMLSelectElement;
  select.addEventListener('change', () => onChange(select.value as T));
  return h('label.appearance-choice', {}, [h('span', {}, label), select]);
}

/** Opens the dialog over the page; it goes away (and its preview board with it) when closed. */
export function openAppearanceDialog(): void {
  document.getElementById('appearance-dialog')?.remove();
  installPieceCss();
  let appearance: Appearance = loadAppearance();
  const update = (change: Partial<Appearance>) => {
    appearance = { ...appearance, ...change };
    saveAppearance(appearance);
    applyAppearance(appearance);
  };
  const wrap = h('div.board-wrap');
  const preview = h('div.board-box.chess-set.board-8x8.appearance-preview', { role: 'img', 'aria-label': t('appearance.preview') }, wrap);
  const close = h('button', { type: 'button', id: 'appearance-close' }, t('appearance.close'));
  const dialog = h('dialog.appearance-dialog', { id: 'appearance-dialog', 'aria-labelledby': 'appearance-title' }, [
    h('h2', { id: 'appearance-title' }, t('appearance.title')),
    choice('board-theme', t('appearance.boardTheme'), BOARD_THEMES, appearance.boardTheme,
      v => t(`appearance.theme.${v}`), boardTheme => update({ boardTheme })),
    choice('piece-set', t('appearance.pieceSet'), CHESS_PIECE_SETS, appearance.pieceSet,
      v => t(`appearance.set.${v}`), pieceSet => update({ pieceSet })),
    preview,
    h('p.appearance-note', {}, t('appearance.shogiNote')),
    h('div.appearance-actions', {}, close),
  ]) as HTMLDialogElement;
  let board: Api | null = null;
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    board?.destroy();
    dialog.remove();
  });
  document.body.append(dialog);
  dialog.showModal();
  // Drawn once the dialog is laid out, so that the board measures its real size.
  board = Chessground(wrap, { fen: PREVIEW_FEN, viewOnly: true, coordinates: false, animation: { enabled: false } });
}
