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
