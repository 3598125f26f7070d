// The board editor's cards for what the boards do not show: the game and its options, the side to
// move, castling rights and the en passant square, and the hands of the drop games.
import type { Variant } from '../../core/api';
import { h } from '../../core/dom';
import { optionLabel } from '../../core/format';
import { t } from '../../core/i18n';
import { handMax, pieceName, pieceOfLetter, type EditorGame, type Setup, type Turn } from './setup';

export interface CardsHost {
  readonly variants: Variant[];
  readonly variant: Variant;
  readonly options: string[];
  readonly game: EditorGame;
  readonly setup: Setup;
  readonly orientation: 'white' | 'black';
  readonly setClass: string;
  side(turn: Turn): string;
  /** the setup changed: the text and the controls follow */
  changed(): void;
  /** another game chosen in the list */
  chooseGame(next: Variant): void;
  /** the game's options turned on, in the game's order */
  chooseOptions(options: string[]): void;
}

export function gameCard(host: CardsHost): HTMLElement {
  const select = h('select', { id: 'editor-variant', 'aria-label': t('editor.game') },
    host.variants.map(v => h('option', { value: v.name, selected: v.name === host.variant.name }, v.displayName))) as HTMLSelectElement;
  select.addEventListener('change', () => {
    const next = host.variants.find(v => v.name === select.value);
    if (next) host.chooseGame(next);
  });
  const variant = host.variant;
  const options = h('div.options', { id: 'editor-options' }, variant.options.length === 0
    ? h('span.muted', {}, t('editor.noOptions'))
    : variant.options.map(({ name: opt, description }) => h('label.check', { title: description }, [h('input', {
      type: 'checkbox', value: opt, checked: host.options.includes(opt), onchange: (e: Event) => {
        const on = (e.target as HTMLInputElement).checked;
        host.chooseOptions(variant.options.map(o => o.name).filter(o => o === opt ? on : host.options.includes(o)));
      },
    }), ' ', optionLabel(opt)])));
  return h('div.card', {}, [h('div.row', {}, [h('h2', {}, t('editor.game')), select]), h('p.summary', {}, variant.summary), options]);
}

export function positionCard(host: CardsHost): HTMLElement {
  const game = host.game;
  const turn = h('div.row', { role: 'radiogroup', 'aria-label': t('editor.sideToMove'), id: 'editor-turn' }, (['w', 'b'] as Turn[]).map(side =>
    h('label.check', {}, [h('input', { type: 'radio', name: 'editor-turn', value: side, onchange: () => {
      host.setup.turn = side;
      host.changed();
    } }), ' ', t('editor.toMove', { side: host.side(side) })])));
  const parts: HTMLElement[] = [h('h2', {}, t('editor.position')), turn];
  if (game.castling) {
    const right = (letter: string, label: string) => h('label.check', {}, [h('input', {
      type: 'checkbox', 'data-castle': letter, onchange: (e: Event) => {
        const on = (e.target as HTMLInputElement).checked;
        host.setup.castling = 'KQkq'.split('').filter(c => c === letter ? on : host.setup.castling.includes(c)).join('');
        host.changed();
      },
    }), ` ${label}`]);
    parts.push(h('fieldset.castling', { id: 'editor-castling' }, [h('legend', {}, t('editor.castling')),
      right('K', t('editor.castle', { side: host.side('w'), castle: 'O-O' })), right('Q', t('editor.castle', { side: host.side('w'), castle: 'O-O-O' })),
      right('k', t('editor.castle', { side: host.side('b'), castle: 'O-O' })), right('q', t('editor.castle', { side: host.side('b'), castle: 'O-O-O' }))]));
  }
  if (game.enPassant) {
    const ep = h('select', { id: 'editor-ep', 'aria-label': t('editor.epSquare') }) as HTMLSelectElement;
    ep.addEventListener('change', () => {
      host.setup.ep = ep.value;
      host.changed();
    });
    parts.push(h('div.row', {}, [h('label', { for: 'editor-ep' }, t('editor.enPassant')), ep]));
  }
  return h('div.card', {}, parts);
}

export function handsCard(host: CardsHost): HTMLElement {
  const game = host.game;
  const rows = (['w', 'b'] as Turn[]).map(turn => {
    const color = turn === 'w' ? 'white' : 'black';
    const row = h('div.hand-edit', { role: 'group', 'aria-label': t('editor.hand', { side: host.side(turn) }), 'data-side': turn },
      [h('span.hand-side', {}, host.side(turn)), ...game.handRoles.map(role => {
        const letter = turn === 'w' ? role : role.toLowerCase();
        const piece = pieceOfLetter(letter);
        const name = pieceName(letter, game);
        const change = (by: number) => {
          const n = Math.max(0, Math.min(handMax(letter, game), (host.setup.hands[letter] ?? 0) + by));
          host.setup.hands[letter] = n;
          host.changed();
        };
        return h('div.hand-count', { 'data-letter': letter }, [
          h(`piece.${piece.role}.${color}.${color === host.orientation ? 'ally' : 'enemy'}`, { title: name }),
          h('button.step', { type: 'button', 'aria-label': t('editor.fewer', { piece: name }), 'data-step': '-1', onclick: () => change(-1) }, '−'),
          h('output.count', { 'aria-label': t('editor.inHand', { piece: name }) }, '0'),
          h('button.step', { type: 'button', 'aria-label': t('editor.more', { piece: name }), 'data-step': '1', onclick: () => change(1) }, '+'),
        ]);
      })]);
    row.className = `hand-edit ${host.setClass}`;
    return row;
  });
  return h('div.card', { id: 'editor-hands' }, [h('h2', {}, t('editor.piecesInHand')), ...rows]);
}
