// The lobby: a game's summary and options, and the open and recent games it lists.
import { test, expect, shot } from './fixtures';

test('lobby: lists the games', async ({ newPlayer }) => {
  const page = await newPlayer('lobby');
  await page.goto('/#/');
  await page.waitForSelector('#open-games');
  await page.click('input[name=variant][value="uchess"]');
  expect(await page.textContent('#variant-summary'), 'U-Chess summary shown').toMatch(/writing/);
  expect(await page.locator('#options input[value="king-capture"]').count(), 'options as checkboxes').toBe(1);
  // a game aborted by its creator, for the recent games, and an open game to list
  await page.click('#create-game');
  await page.waitForSelector('#invite-link');
  await page.click('#abort');
  await page.waitForFunction(() => /Game aborted/.test(document.querySelector('#status')?.textContent ?? ''));
  await page.goto('/#/');
  await page.click('#create-game');
  await page.waitForSelector('#invite-link');
  await page.goto('/#/');
  await page.waitForSelector('#open-games li.game-row');
  await page.waitForSelector('#recent-games li.game-row');
  await shot(page, 'lobby');
});

for (const [label, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`lobby (${label}): a custom time control, ½+0 bullet and byoyomi, in English and Italian`, async ({ newPlayer }) => {
    const page = await newPlayer('custom', viewport);
    await page.goto('/#/');
    await page.waitForSelector('#open-games');
    await page.locator('input[name=variant][value="chess"]').check();
    await expect(page.locator('#time-control-custom')).toBeHidden();
    await page.selectOption('#time-control', 'custom');
    await expect(page.locator('#time-control-custom')).toBeVisible();
    await page.selectOption('#time-control-minutes', '0.5');
    await page.selectOption('#time-control-increment', '0');
    await expect(page.locator('#time-control-preview')).toHaveText('½ min');
    await page.click('#create-game');
    await page.waitForSelector('#invite-link');
    const id = new URL(page.url()).hash.split('/')[2];
    const game = await (await page.request.get(`/api/games/${id}`)).json();
    expect(game.timeControl, 'a half-minute sudden-death game').toEqual({ type: 'sudden-death', initialSeconds: 30 });
    await expect(page.locator('.clock-bottom .time')).toHaveText(/0:30/);
    // In Italian, byoyomi: no main time, five periods of 10 s.
    await page.evaluate(() => localStorage.setItem('heterodox.lang', 'it'));
    await page.goto('/#/');
    await page.reload();
    await page.waitForSelector('#open-games');
    await page.locator('input[name=variant][value="shogi"]').check();
    await page.selectOption('#time-control', 'custom');
    await expect(page.locator('#time-control option[value="custom"]')).toHaveText('Personalizzato…');
    await page.selectOption('#time-control-kind', 'byoyomi');
    await expect(page.locator('#time-control-minutes')).toBeHidden();
    await page.selectOption('#time-control-main', '0');
    await page.selectOption('#time-control-period', '10');
    await page.selectOption('#time-control-periods', '5');
    await shot(page, `lobby-custom-time-${label}`);
    await page.click('#create-game');
    await page.waitForSelector('#invite-link');
    const shogiId = new URL(page.url()).hash.split('/')[2];
    const shogi = await (await page.request.get(`/api/games/${shogiId}`)).json();
    expect(shogi.timeControl).toEqual({ type: 'byoyomi', initialSeconds: 0, periodSeconds: 10, periods: 5 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await page.evaluate(() => localStorage.setItem('heterodox.lang', 'en'));
  });
}
