// Quick pairing, as lichess's lobby tiles: pick a game, click a time control; the first two players who
// click the same tile play each other (POST /api/seeks/quick), rated unless the player unticks it. A
// player left waiting sees the tile marked and can click it again to stop waiting; when someone takes
// the seek, the lobby's live channel (seeks.ts) opens the game.
import { api, ApiError, seats, type Variant } from '../../core/api';
import { h } from '../../core/dom';
import { describeTimeControl, type TimeControl } from '../../core/format';
import { t } from '../../core/i18n';
import { currentPlayer } from '../../core/session';

/** The chess family's tiles: bullet, blitz, rapid, classical and a day per move. */
const CHESS_TILES: TimeControl[] = [
  { type: 'sudden-death', initialSeconds: 60 },
  { type: 'increment', initialSeconds: 120, incrementSeconds: 1 },
  { type: 'sudden-death', initialSeconds: 180 },
  { type: 'increment', initialSeconds: 180, incrementSeconds: 2 },
  { type: 'sudden-death', initialSeconds: 300 },
  { type: 'increment', initialSeconds: 300, incrementSeconds: 3 },
  { type: 'sudden-death', initialSeconds: 600 },
  { type: 'increment', initialSeconds: 600, incrementSeconds: 5 },
  { type: 'increment', initialSeconds: 900, incrementSeconds: 10 },
  { type: 'sudden-death', initialSeconds: 1800 },
  { type: 'correspondence', days: 1 },
];

/** The shogi family's tiles: byoyomi as shogi players play it, an increment game and a day per move. */
const SHOGI_TILES: TimeControl[] = [
  { type: 'byoyomi', initialSeconds: 0, periodSeconds: 10, periods: 3 },
  { type: 'byoyomi', initialSeconds: 180, periodSeconds: 10, periods: 1 },
  { type: 'increment', initialSeconds: 300, incrementSeconds: 3 },
  { type: 'byoyomi', initialSeconds: 600, periodSeconds: 30, periods: 3 },
  { type: 'byoyomi', initialSeconds: 1800, periodSeconds: 60, periods: 5 },
  { type: 'correspondence', days: 1 },
];

/** The tiles offered for a game of this piece set. */
export function tilesFor(pieceSet: Variant['facts']['pieceSet']): TimeControl[] {
  return pieceSet === 'shogi-set' ? SHOGI_TILES : CHESS_TILES;
}

/** The quick pairing card. */
export function quickPairingCard(variants: readonly Variant[]): HTMLElement {
  const loggedIn = currentPlayer() !== null;
  const game = h('select', { id: 'quick-variant', 'aria-label': t('quick.game') },
    variants.map(v => h('option', { value: v.name }, v.displayName))) as HTMLSelectElement;
  const rated = h('input', { type: 'checkbox', id: 'quick-rated', checked: true }) as HTMLInputElement;
  const tiles = h('div.quick-tiles', { id: 'quick-tiles' });
  const message = h('p.error', { role: 'alert', id: 'quick-error' });
  let waiting: { seek: string; tile: HTMLButtonElement } | null = null;
  const stopWaiting = async () => {
    if (!waiting) return;
    const { seek, tile } = waiting;
    waiting = null;
    tile.classList.remove('waiting');
    tile.setAttribute('aria-pressed', 'false');
    await api.cancelSeek(seek).catch(() => undefined); // already taken or gone: the channel says which
  };
  const click = async (tile: HTMLButtonElement, control: TimeControl) => {
    message.textContent = '';
    if (waiting?.tile === tile) {
      await stopWaiting();
      return;
    }
    await stopWaiting();
    try {
      const answer = await api.quickPairing({ variant: game.value, timeControl: control, rated: rated.checked });
      if (answer.paired && answer.grant) {
        seats.put(answer.grant.game.id, answer.grant.seat, answer.grant.token);
        location.hash = `#/game/${answer.grant.game.id}`;
      } else if (answer.seek) {
        waiting = { seek: answer.seek.id, tile };
        tile.classList.add('waiting');
        tile.setAttribute('aria-pressed', 'true');
      }
    } catch (e) {
      message.textContent = e instanceof ApiError ? e.message : String(e);
    }
  };
  const render = () => {
    void stopWaiting();
    tiles.replaceChildren(...tilesFor(variants.find(v => v.name === game.value)?.facts.pieceSet ?? 'chess-set').map(control => {
      const tile = h('button.quick-tile', { type: 'button', disabled: !loggedIn, 'aria-pressed': 'false',
        'data-tc': describeTimeControl(control) }, [
        h('span.quick-tc', {}, describeTimeControl(control)),
        h('span.quick-waiting', {}, t('quick.waiting')),
      ]) as HTMLButtonElement;
      tile.onclick = () => void click(tile, control);
      return tile;
    }));
  };
  game.addEventListener('change', render);
  render();
  return h('div.card.quick-pairing', { id: 'quick-pairing' }, [
    h('h2', {}, t('quick.title')),
    h('div.row', {}, [game, loggedIn ? h('label.check', {}, [rated, ' ', t('quick.rated')]) : null]),
    loggedIn ? h('p.muted', {}, t('quick.help')) : h('p.muted', {}, [
      h('a', { href: `#/login?next=${encodeURIComponent('#/')}` }, t('quick.logIn')), ' ', t('quick.toPlay')]),
    tiles, message,
  ]);
}
