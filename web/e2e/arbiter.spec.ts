// The arbiter's tools of a Swiss in the browser, at desktop and phone width: a tournament whose rounds
// wait to be started; a player requests a half-point bye for a later round, takes it back and requests
// another; the organiser swaps colours on a board and two players between boards with a reason (a
// pairing with a player twice is refused with the reason), sees the change in the rounds and the log,
// then starts the round and the players find their games.
import type { Page, ViewportSize } from '@playwright/test';
import { test, expect, registerPlayer, shot, uniqueName, type NewPlayer } from './fixtures';

/** White and Black of each board of round 1 as the page shows them. */
async function shownBoards(page: Page): Promise<string[][]> {
  const rows = page.locator('table.round-boards[data-round="1"] tbody tr');
  const boards: string[][] = [];
  for (let i = 0; i < await rows.count(); i++) {
    const cells = rows.nth(i).locator('td');
    boards.push([(await cells.nth(1).textContent())!.trim(), (await cells.nth(2).textContent())!.trim()]);
  }
  return boards;
}

async function arbiterTools(newPlayer: NewPlayer, viewport: ViewportSize) {
  const players: Array<{ page: Page; name: string }> = [];
  for (const prefix of ['Arb', 'Bea', 'Cai', 'Dea']) {
    const name = uniqueName(prefix);
    const page = await newPlayer(name, viewport);
    await registerPlayer(page, name);
    players.push({ page, name });
  }
  const [org, bea] = players;
  await org.page.goto('/#/tournaments');
  await org.page.fill('#t-name', 'Arbiter Swiss');
  await org.page.selectOption('#t-kind', 'swiss');
  await org.page.selectOption('#t-variant', 'chess');
  await org.page.fill('#t-rounds', '3');
  await org.page.check('#t-manual-start');
  await org.page.fill('#t-max-byes', '1');
  await org.page.click('#t-create');
  await expect(org.page.locator('#t-title')).toHaveText('Arbiter Swiss');
  const url = org.page.url();
  for (const p of players) {
    await p.page.goto(url);
    await p.page.click('#join');
    await expect(p.page.locator('#t-entry')).toContainText(/You are in this tournament/);
  }

  // A half-point bye for round 2, taken back, then one for round 3; a second is not offered.
  await bea.page.selectOption('#bye-round', '2');
  await bea.page.click('#request-bye');
  await expect(bea.page.locator('p.my-bye[data-round="2"]')).toContainText('Half-point bye in round 2');
  await expect(bea.page.locator('#request-bye')).toHaveCount(0);
  await bea.page.click('p.my-bye[data-round="2"] button');
  await expect(bea.page.locator('p.my-bye')).toHaveCount(0);
  await bea.page.selectOption('#bye-round', '3');
  await bea.page.click('#request-bye');
  await expect(bea.page.locator('p.my-bye[data-round="3"]')).toBeVisible();

  // Started, round 1 is paired and waits: no games yet.
  await org.page.click('#start-tournament');
  await expect(org.page.locator('#t-round-waiting')).toContainText('Round 1 is paired');
  await expect(org.page.locator('#pairing-editor')).toBeVisible();
  await expect(bea.page.locator('#t-round-waiting')).toBeVisible();
  await expect(bea.page.locator('#your-game-link')).toHaveCount(0);
  const paired = await shownBoards(org.page);
  expect(paired).toHaveLength(2);

  // A player twice is refused with the reason.
  await org.page.selectOption('#pair-white-2', paired[0][0]);
  await org.page.fill('#pair-reason', 'test');
  await org.page.click('#save-pairing');
  await expect(org.page.locator('#t-status')).toContainText(`${paired[0][0]} is paired twice`);

  // Colours swapped on board 1, and Black of boards 1 and 2 exchanged.
  await org.page.selectOption('#pair-white-2', paired[1][0]);
  await org.page.click('#pair-swap-1');
  await org.page.selectOption('#pair-white-1', paired[1][1]);
  await org.page.selectOption('#pair-black-2', paired[0][1]);
  await org.page.fill('#pair-reason', 'team-mates');
  await org.page.click('#save-pairing');
  const edited = [[paired[1][1], paired[0][0]], [paired[1][0], paired[0][1]]];
  await expect.poll(() => shownBoards(org.page)).toEqual(edited);
  await expect(org.page.locator('#t-log')).toContainText('paired round 1 by hand');
  await expect(org.page.locator('#t-log')).toContainText('reason: team-mates');
  await expect(org.page.locator('#t-log')).toContainText('requested a half-point bye in round 3');
  await expect.poll(() => shownBoards(bea.page)).toEqual(edited);
  await org.page.locator('#pairing-editor').scrollIntoViewIfNeeded();
  await shot(org.page, `arbiter-pairing-${viewport.width}`);
  await bea.page.locator('#half-point-byes').scrollIntoViewIfNeeded();
  await shot(bea.page, `arbiter-bye-${viewport.width}`);

  // The page never scrolls sideways; the editor's table scrolls in its own box when it must.
  const overflow = await org.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await org.page.click('#start-round');
  await expect(org.page.locator('#t-round-waiting')).toHaveCount(0);
  await expect(org.page.locator('#pairing-editor')).toHaveCount(0);
  for (const p of players) {
    await p.page.goto(url);
    await expect(p.page.locator('#your-game-link')).toBeVisible();
  }
}

test('arbiter tools: a waiting round edited by hand and started; half-point byes requested', async ({ newPlayer }) => {
  await arbiterTools(newPlayer, { width: 1280, height: 860 });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('arbiter tools (phone): a waiting round edited by hand and started; half-point byes requested', async ({ newPlayer }) => {
    await arbiterTools(newPlayer, { width: 390, height: 844 });
  });
});
