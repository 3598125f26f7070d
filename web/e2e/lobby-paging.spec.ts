// The lobby's lists come in pages of 20 with buttons to the older and newer pages.
import { test, expect, shot } from './fixtures';

test('lobby: the open games come in pages', async ({ newPlayer }) => {
  const page = await newPlayer('lobby-paging');
  await page.goto('/#/');
  for (let i = 0; i < 23; i++) {
    const res = await page.request.post('/api/games', { data: { variant: 'chess' } });
    expect(res.status(), 'open game created').toBe(201);
  }
  // A reload, not a goto of the same address: that is no navigation, and the lobby would show its
  // first load until its next refresh.
  await page.reload();
  const rows = page.locator('#open-games li.game-row');
  await expect(rows).toHaveCount(20);
  await expect(page.locator('#open-games .pager')).toContainText('Games 1 to 20');
  await expect(page.locator('#open-games-newer')).toBeDisabled();
  const firstOnPageOne = await rows.first().textContent();
  await page.click('#open-games-older');
  await expect(page.locator('#open-games .pager')).toContainText('Games 21 to');
  await expect(page.locator('#open-games-newer')).toBeEnabled();
  expect(await rows.count(), 'the second page holds the rest').toBeGreaterThanOrEqual(3);
  // The page shown stays put across the lobby's own refresh (every 5 s).
  await page.waitForTimeout(5500);
  await expect(page.locator('#open-games .pager')).toContainText('Games 21 to');
  await shot(page, 'lobby-paging');
  await page.click('#open-games-newer');
  await expect(page.locator('#open-games .pager')).toContainText('Games 1 to 20');
  expect(await rows.first().textContent()).toBe(firstOnPageOne);
});
