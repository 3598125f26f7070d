// The game page's cards for the decisions the board alone cannot show: Ambiguous Chess's announcement
// (the squares to announce) and choice (each candidate named by its move), U-Chess's list of why the
// other moves are not U-legal, and the choice of a promotion.
import { clear, h } from '../../core/dom';
import { t, tn } from '../../core/i18n';
import { promotionLabel, type BoardMove } from '../../core/board/moves';
import { choiceLabel } from './ambiguous';
import type { GameState } from './state';

export function renderSpecial(el: HTMLElement, state: GameState, play: (move: string) => void): void {
  clear(el);
  const g = state.game;
  if (!state.live()) return;
  if (state.isAnnouncePhase()) {
    el.append(h('div.card', {}, [h('strong', {}, t('game.announce')),
      h('p.muted', {}, t('game.announceHelp')),
      h('div.chips', { id: 'announce-squares' }, (g.legalMoves.announce ?? []).map(sq =>
        h('button.chip', { type: 'button', 'data-square': sq, onclick: () => play(sq) }, sq)))]));
  }
  const ann = state.announcement();
  if (ann && state.myTurn()) {
    const uci = g.legalMoves.uci ?? [];
    el.append(h('div.card.choose', {}, [h('strong', {}, t('game.choosePiece', { square: ann })),
      h('div.chips', { id: 'candidates' }, uci.map(m =>
        h('button.chip', { type: 'button', 'data-move': m, onclick: () => play(m) }, choiceLabel(m, g.fen))))]));
  }
  if (state.facts.explainsMoves && state.myTurn() && state.explanations.length) {
    const illegal = state.explanations.filter(e => e.status !== 'legal');
    el.append(h('details.card.explain', { id: 'illegal-moves' }, [
      h('summary', {}, tn('game.whyNot', illegal.length)),
      h('ul', {}, illegal.map(e => h('li', {}, [h('code', {}, e.longAlgebraic), ' ', e.reason])))]));
  }
}

/** The promotion prompt (or shogi's promote / do not promote) for moves that differ only by it. */
export function promotionDialog(candidates: readonly BoardMove[], play: (move: string) => void, cancel: () => void): HTMLElement {
  const dialog = h('div.promotion', { role: 'dialog', 'aria-label': t('game.promotion'), id: 'promotion' }, [
    h('strong', {}, t('game.promoteTo')),
    h('div.chips', {}, candidates.map(c => h('button.chip', { type: 'button', 'data-promotion': c.promotion, onclick: () => {
      dialog.remove();
      play(c.text);
    } }, promotionLabel(c.promotion)))),
    h('button', { type: 'button', onclick: () => { dialog.remove(); cancel(); } }, t('game.cancel')),
  ]);
  return dialog;
}
