// Takeback requests and rematch offers between two players in their own browsers: the opponent sees each
// live and answers it; an agreed rematch moves both players to one new game with the sides swapped.
import { test, expect, createGame, joinGame, clickMove, waitPlies, waitTurn, shot, gameJson, type NewPlayer } from './fixtures';
import type { Page } from '@playwright/test';

const plies = (page: Page) => page.locator('#move-list button.ply').count();
const gameId = (page: Page) => new URL(page.url()).hash.split('/')[2];

async function twoPlayers(newPlayer: NewPlayer, viewport?: { width: number; height: number }) {
  const a = await newPlayer('ann', viewport);
  const b = await newPlayer('bea', viewport);
  const invite = await createGame(a, 'chess', { side: 'first', time: '3' });
  await joinGame(b, invite, 'Bea');
  await waitTurn(a);
  return { a, b };
}

/** A move sent with the page's seat token (at phone width, where tapping the board is another fix's subject). */
async function apiMove(page: Page, move: string) {
  const id = gameId(page);
  const token = await page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? '{}').token as string, `heterodox.seat.${id}`);
  const res = await page.request.post(`/api/games/${id}/moves`, { data: { move }, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${move} accepted`).toBe(200);
}

async function takebackAccepted(a: Page, b: Page, name: string, byBoard = true) {
  const move = (page: Page, from: string, to: string) => (byBoard ? clickMove(page, from, to) : apiMove(page, from + to));
  await move(a, 'e2', 'e4');
  await waitPlies(b, 1);
  await move(b, 'e7', 'e5');
  await waitPlies(a, 2);
  await move(a, 'g1', 'f3');
  await waitPlies(b, 3);
  await a.click('#takeback');
  await expect(a.locator('#takeback-offer')).toBeVisible();
  await expect(b.locator('#takeback-offer')).toBeVisible();
  await b.locator('#takeback-offer').scrollIntoViewIfNeeded();
  await shot(b, name);
  await b.click('#accept-takeback');
  await a.waitForFunction(() => document.querySelectorAll('#move-list button.ply').length === 2);
  await b.waitForFunction(() => document.querySelectorAll('#move-list button.ply').length === 2);
  expect((await gameJson(a)).moves.map(m => m.machine), 'Nf3 taken back').toEqual(['e2e4', 'e7e5']);
  await expect(a.locator('#takeback-offer')).toHaveCount(0);
  await waitTurn(a);
}

test('takeback: the opponent sees the request live and accepts it, or declines it', async ({ newPlayer }) => {
  const { a, b } = await twoPlayers(newPlayer);
  await takebackAccepted(a, b, 'takeback-request');
  // Bea asks to take back e5; Ann declines, and the game goes on unchanged.
  await b.click('#takeback');
  await expect(a.locator('#takeback-offer')).toBeVisible();
  await a.click('#decline-takeback');
  await expect(b.locator('#takeback-offer')).toHaveCount(0);
  await expect(b.locator('#takeback')).toBeVisible();
  expect(await plies(a)).toBe(2);
});

test('rematch: an offer the opponent sees and declines or accepts; both players go to one new game, sides swapped',
  async ({ newPlayer }) => {
    const { a, b } = await twoPlayers(newPlayer);
    const first = gameId(a);
    a.once('dialog', d => d.accept());
    await a.click('#resign');
    await b.waitForSelector('#rematch');
    await a.click('#rematch');
    await expect(a.locator('#rematch-offer')).toBeVisible();
    await expect(b.locator('#rematch-offer')).toBeVisible();
    await b.click('#decline-rematch');
    await expect(a.locator('#rematch-offer')).toHaveCount(0);
    await expect(a.locator('#rematch')).toBeVisible();

    await b.click('#rematch');
    await expect(a.locator('#accept-rematch')).toBeVisible();
    await shot(a, 'rematch-offer');
    await a.click('#accept-rematch');
    await a.waitForFunction(id => !location.hash.includes(id), first);
    await b.waitForFunction(id => !location.hash.includes(id), first);
    expect(gameId(a), 'both players in the same new game').toBe(gameId(b));
    const next = await gameJson(a);
    expect(next.status).toBe('live');
    // Bea now plays first and moves; Ann, second, sees it.
    await waitTurn(b);
    await clickMove(b, 'd2', 'd4');
    await waitPlies(a, 1);
    await waitTurn(a);
    await shot(a, 'rematch-game');
  });

test('rematch: both players clicking at once make exactly one game', async ({ newPlayer }) => {
  const { a, b } = await twoPlayers(newPlayer);
  const first = gameId(a);
  const liveIds = async () => ((await (await a.request.get('/api/games?status=live')).json()) as { games: { id: string }[] })
    .games.map(g => g.id);
  const before = await liveIds(); // the worker's server also holds the other tests' games
  b.once('dialog', d => d.accept());
  await b.click('#resign');
  await a.waitForSelector('#rematch');
  await b.waitForSelector('#rematch');
  // Both click; if one offer reaches the other page first, its button has become "Accept" by the
  // time the click lands, which is what that player's click then means.
  await Promise.all([a.locator('#rematch, #accept-rematch').first().click(),
    b.locator('#rematch, #accept-rematch').first().click()]);
  await a.waitForFunction(id => !location.hash.includes(id), first);
  await b.waitForFunction(id => !location.hash.includes(id), first);
  expect(gameId(a)).toBe(gameId(b));
  const made = (await liveIds()).filter(id => !before.includes(id));
  expect(made, 'one new game: the rematch').toEqual([gameId(a)]);
});

test('rematch: the offer disappears when its player leaves', async ({ newPlayer }) => {
  const { a, b } = await twoPlayers(newPlayer);
  a.once('dialog', d => d.accept());
  await a.click('#resign');
  await a.click('#rematch');
  await expect(b.locator('#rematch-offer')).toBeVisible();
  await a.goto('/#/');
  await expect(b.locator('#rematch-offer')).toHaveCount(0);
  await expect(b.locator('#rematch')).toBeVisible();
});

test.describe('at phone width', () => {
  test('takeback request and its acceptance', async ({ newPlayer }) => {
    const { a, b } = await twoPlayers(newPlayer, { width: 390, height: 844 });
    await takebackAccepted(a, b, 'takeback-request-phone', false);
  });
});
