// Quick pairing: two logged-in players click the same time control tile and play each other, rated;
// a player waiting on one tile is not paired with one who clicks another, and can stop waiting.
import { test, expect, registerPlayer, uniqueName, shot } from './fixtures';

for (const [label, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`quick pairing (${label}): the first two who click the same tile play each other`, async ({ newPlayer }) => {
    const a = await newPlayer('ada', viewport);
    const b = await newPlayer('bea', viewport);
    await registerPlayer(a, uniqueName('ada'));
    await registerPlayer(b, uniqueName('bea'));
    for (const page of [a, b]) {
      await page.goto('/#/');
      await page.waitForSelector('#quick-tiles .quick-tile');
    }
    const tile = (page: typeof a, tc: string) => page.locator(`#quick-tiles .quick-tile[data-tc="${tc}"]`);
    await tile(a, '3+2').click();
    await expect(tile(a, '3+2')).toHaveAttribute('aria-pressed', 'true');
    await expect(tile(a, '3+2')).toContainText('Waiting');
    await shot(a, `quick-pairing-waiting-${label}`);
    // Another tile: Bea waits there, unpaired; clicking it again stops waiting.
    await tile(b, '5+3').click();
    await expect(tile(b, '5+3')).toHaveAttribute('aria-pressed', 'true');
    await tile(b, '5+3').click();
    await expect(tile(b, '5+3')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await (await b.request.get('/api/seeks')).json()).seeks.length, 'only Ada\'s seek left').toBe(1);
    // The same tile: the game starts for both.
    await tile(b, '3+2').click();
    await b.waitForSelector('.game-page .board-wrap');
    await a.waitForSelector('.game-page .board-wrap');
    expect(new URL(a.url()).hash).toBe(new URL(b.url()).hash);
    const id = new URL(a.url()).hash.split('/')[2];
    const game = await (await a.request.get(`/api/games/${id}`)).json();
    expect(game.rated, 'rated by default').toBe(true);
    expect(game.timeControl).toEqual({ type: 'increment', initialSeconds: 180, incrementSeconds: 2 });
  });
}

test('quick pairing: a visitor is asked to log in; the tiles speak Italian', async ({ newPlayer }) => {
  const page = await newPlayer('guest');
  await page.goto('/#/');
  await page.waitForSelector('#quick-tiles .quick-tile');
  await expect(page.locator('#quick-tiles .quick-tile').first()).toBeDisabled();
  await page.evaluate(() => localStorage.setItem('heterodox.lang', 'it'));
  await page.reload();
  await expect(page.locator('#quick-pairing h2')).toHaveText('Partita rapida');
  await page.selectOption('#quick-variant', 'shogi');
  expect(await page.locator('#quick-tiles .quick-tile').count()).toBe(6);
  await page.evaluate(() => localStorage.setItem('heterodox.lang', 'en'));
});
