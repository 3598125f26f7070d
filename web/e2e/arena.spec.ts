// Arenas as on lichess: only the players present are paired. A player whose arena page is open is in
// the arena; one who leaves the page, or presses Pause, is not paired until they come back or resume.
// Ties are ranked by performance, a column of its own with its legend.
import type { Page } from '@playwright/test';
import { test, expect, registerPlayer, uniqueName, type NewPlayer } from './fixtures';

type Viewport = { width: number; height: number };

/** The names on the arena's boards so far, as the API gives them. */
async function paired(page: Page, url: string): Promise<string[]> {
  const id = url.split('/').pop()!;
  const tournament = await (await page.request.get(`/api/tournaments/${id}`)).json();
  return tournament.rounds.flatMap((r: { boards: { white: string; black: string }[] }) => r.boards.flatMap(b => [b.white, b.black]));
}

async function arenaFlow(newPlayer: NewPlayer, viewport: Viewport) {
  const names = [uniqueName('Org'), uniqueName('Ann'), uniqueName('Ben'), uniqueName('Cal'), uniqueName('Dee')];
  const pages: Page[] = [];
  for (const name of names) {
    const page = await newPlayer(name, viewport);
    await registerPlayer(page, name);
    pages.push(page);
  }
  const [org, ann, ben, cal, dee] = pages;
  const [, annName, benName, calName, deeName] = names;
  await org.goto('/#/tournaments');
  await org.fill('#t-name', 'Friday arena');
  await org.selectOption('#t-kind', 'arena');
  await org.selectOption('#t-variant', 'chess');
  await org.click('#t-create');
  await expect(org.locator('#t-title')).toHaveText('Friday arena');
  const url = org.url();
  for (const page of [ann, ben, cal, dee]) {
    await page.goto(url);
    await page.click('#join');
    await expect(page.locator('#arena-presence')).toHaveText(/You are in the arena while this page is open/);
  }
  // Dee leaves the arena's page before the start: of the three present, Ann and Ben meet (by pairing number)
  // and Cal waits; three seconds on (the arena pairs every second) Cal still waits, as Dee is away.
  await dee.goto('/#/');
  await org.click('#start-tournament');
  await expect(ann.locator('#your-game-link')).toBeVisible();
  await expect(ben.locator('#your-game-link')).toBeVisible();
  await org.waitForTimeout(3_000);
  expect((await paired(org, url)).sort()).toEqual([annName, benName].sort());
  await expect(cal.locator('#your-game')).toHaveCount(0);

  // Cal pauses; Dee comes back: she has nobody to meet but the paused Cal.
  await cal.click('#pause');
  await expect(cal.locator('#arena-presence')).toHaveText('You are paused: you will not be paired until you resume.');
  await expect(cal.locator('#pause')).toHaveText('Resume');
  await dee.goto(url);
  await expect(dee.locator('#arena-presence')).toHaveText(/You are in the arena/);
  await dee.waitForTimeout(3_000);
  expect((await paired(org, url)).sort()).toEqual([annName, benName].sort());
  await expect(dee.locator('#your-game')).toHaveCount(0);

  // Cal resumes: Cal and Dee meet.
  await cal.click('#pause');
  await expect(cal.locator('#arena-presence')).toHaveText(/You are in the arena/);
  await expect(dee.locator('#your-game-link')).toBeVisible();
  await expect(cal.locator('#your-game-link')).toBeVisible();
  expect((await paired(org, url)).sort()).toEqual([annName, benName, calName, deeName].sort());

  // The standings rank ties by performance: a column with its full name on hover and a legend line.
  await expect(org.locator('#standings th[data-tie-break="performance"] abbr')).toHaveAttribute('title', 'Performance');
  await expect(org.locator('#standings th[data-tie-break="performance"]')).toHaveText('PERF');
  await expect(org.locator('#tie-break-legend dt')).toHaveText(['PERF Performance']);
  await expect(org.locator('#tie-break-legend dd')).toContainText('plus 500 for each win');
}

test('arena: a player who leaves the page or pauses is not paired until back; ties by performance', async ({ newPlayer }) => {
  await arenaFlow(newPlayer, { width: 1280, height: 860 });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('arena (phone): a player who leaves the page or pauses is not paired until back', async ({ newPlayer }) => {
    await arenaFlow(newPlayer, { width: 390, height: 844 });
  });
});
