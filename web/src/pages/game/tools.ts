// The game page's tools under the clocks: flip, coordinates, "Analyse" once the game is over, the piece
// style where the set has several, sounds and notices, the PGN download and the position to copy.
import { api } from '../../core/api';
import { setShogiPieceStyle, shogiPieceStyle, type ShogiPieceStyle } from '../../core/board/pieces';
import { h } from '../../core/dom';
import { t } from '../../core/i18n';

export interface ToolsInput {
  flip: () => void;
  coordinates: (on: boolean) => void;
  /** draws the boards in a piece style; null where the piece set has one style */
  pieceStyle: ((style: ShogiPieceStyle) => void) | null;
  analyse: HTMLElement;
  comfort: HTMLElement[];
  gameId: string;
  /** 'FEN' or 'SFEN' */
  positionFormat: string;
  shownFen: () => string;
  say: (text: string, kind: string) => void;
}

export function gameTools(input: ToolsInput): HTMLElement {
  return h('div.tools', {}, [
    h('button', { type: 'button', id: 'flip', onclick: () => input.flip() }, t('game.flip')),
    h('label.check', {}, [h('input', { type: 'checkbox', id: 'coords', checked: true, onchange: (e: Event) => {
      input.coordinates((e.target as HTMLInputElement).checked);
    } }), ' ', t('game.coordinates')]),
    input.analyse,
    input.pieceStyle ? pieceStyleChoice(input.pieceStyle) : null,
    ...input.comfort,
    h('button', { type: 'button', id: 'download-pgn', onclick: () => downloadPgn(input) }, t('game.downloadPgn')),
    h('button', { type: 'button', id: 'copy-fen', onclick: () => copyPosition(input) }, t('game.copyPosition', { format: input.positionFormat })),
  ]);
}

/** Piece style for the shogi games: traditional kanji pieces (the default) or Western letters; remembered. */
function pieceStyleChoice(apply: (style: ShogiPieceStyle) => void): HTMLElement {
  const select = h('select', { id: 'piece-style' }, [
    h('option', { value: 'kanji' }, t('game.kanji')), h('option', { value: 'western' }, t('game.western'))]) as HTMLSelectElement;
  select.value = shogiPieceStyle();
  select.addEventListener('change', () => {
    const style = select.value === 'western' ? 'western' : 'kanji';
    setShogiPieceStyle(style);
    apply(style);
  });
  return h('label.check', {}, [t('game.pieceStyle'), ' ', select]);
}

function downloadPgn(input: ToolsInput): void {
  const save = (text: string) => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
    const a = h('a', { href: url, download: `heterodox-${input.gameId}.pgn` });
    document.body.append(a);
    (a as HTMLAnchorElement).click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  // The server writes the record (every game's notation and tags); the page keeps no PGN writer of its own.
  fetch(api.pgnUrl(input.gameId)).then(r => r.ok ? r.text() : Promise.reject(new Error(r.statusText || `HTTP ${r.status}`)))
    .then(save, (e: Error) => input.say(t('game.pgnFailed', { error: e.message }), 'error'));
}

function copyPosition(input: ToolsInput): void {
  const fen = input.shownFen();
  void navigator.clipboard?.writeText(fen).then(() => input.say(t('game.copied', { position: fen }), 'info'), () => input.say(fen, 'info'));
}
