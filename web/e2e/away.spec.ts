// A player's game that ends while they are on another page of the site: a notice says so wherever
// they are, with a link to the game (here a loss on time, at desktop and phone width).
import { test, expect, clickMove, joinGame, registerPlayer, uniqueName, waitPlies, shot } from './fixtures';

for (const [label, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`away (${label}): losing on time while on the leaderboards shows a notice with a link to the game`, async ({ newPlayer }) => {
    const ada = await newPlayer('ada', viewport);
    const bea = await newPlayer('bea', viewport);
    const [adaName, beaName] = [uniqueName('Ada'), uniqueName('Bea')];
    await registerPlayer(ada, adaName);
    await registerPlayer(bea, beaName);
    // Five seconds each, sudden death (the API takes any clock; the lobby offers common ones).
    const { csrfToken } = await (await ada.request.get('/api/session')).json() as { csrfToken: string };
    const created = await ada.request.post('/api/games', { headers: { 'X-CSRF-Token': csrfToken },
      data: { variant: 'chess', side: 'first', timeControl: { type: 'sudden-death', initialSeconds: 5 } } });
    expect(created.status()).toBe(201);
    const { game, inviteCode } = await created.json() as { game: { id: string }; inviteCode: string };
    await joinGame(bea, `/#/invite/${inviteCode}`, beaName);
    await ada.goto(`/#/game/${game.id}`);
    await clickMove(ada, 'e2', 'e4');
    await waitPlies(bea, 1);
    await clickMove(bea, 'e7', 'e5');
    await waitPlies(ada, 2);
    // Ada's clock runs from Black's first move: she leaves the game and loses on time elsewhere.
    await ada.goto('/#/leaderboards');
    const notice = ada.locator(`#away-notices .away-notice[data-game="${game.id}"]`);
    await expect(notice).toContainText(`You lost your game against ${beaName} (time forfeit)`, { timeout: 20_000 });
    await expect(notice).toBeInViewport();
    await shot(ada, `away-notice-${label}`);
    await notice.getByRole('link', { name: 'See the game' }).click();
    await expect(ada).toHaveURL(new RegExp(`#/game/${game.id}$`));
    await expect(notice).toHaveCount(0);
    // Bea was on the game's own page: it tells her the result itself, with no notice besides.
    await expect(bea.locator('#away-notices .away-notice')).toHaveCount(0);
  });
}
