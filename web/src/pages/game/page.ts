// The game page (#/game/ID): loads the game and what it is like, then shows it (view.ts).
import { api, type Game, type GameFacts } from '../../core/api';
import { clear, h } from '../../core/dom';
import { t } from '../../core/i18n';
import { gameOf } from '../../core/variants';
import { GameView } from './view';

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
