// Tournaments in the browser: an organiser creates a U-Chess round robin, players join it, the
// organiser starts it, each round's players open their game from the notice and play it to a result,
// and the standings (wins once, the tie-break legend) and crosstable add up; the organiser sets a result
// in the labelled form; a Swiss Unachess tournament at phone width with its wallchart, also seen at
// desktop width; a Grand Prix series created and shown.
import type { Page } from '@playwright/test';
import { test, expect, registerPlayer, uniqueName, shot, gameJson, chooseLanguage } from './fixtures';

async function createTournament(page: Page, name: string, kind: string, variant: string) {
  await page.goto('/#/tournaments');
  await page.fill('#t-name', name);
  await page.selectOption('#t-kind', kind);
  await page.selectOption('#t-variant', variant);
  await page.click('#t-create');
  await expect(page.locator('#t-title')).toHaveText(name);
  return page.url();
}

async function join(page: Page, url: string) {
  await page.goto(url);
  await page.click('#join');
  await expect(page.locator('#t-entry')).toContainText(/You are in this tournament/);
}

/** The players with a game this round open it from the notice; Black resigns; both go back. */
async function playRound(players: Array<{ page: Page; name: string }>, url: string, expectNextGame = false) {
  const inGame: Array<{ page: Page; name: string }> = [];
  for (const p of players) {
    await p.page.goto(url);
    await expect(p.page.locator('#standings')).toBeVisible();
    if (await p.page.locator('#your-game-link').count()) inGame.push(p);
  }
  expect(inGame).toHaveLength(2);
  for (const p of inGame) {
    await p.page.click('#your-game-link');
    await p.page.waitForSelector('.game-page .board-wrap');
    await expect(p.page.locator('#tournament-banner')).toContainText(/Round \d+, board 1/);
  }
  const game = await gameJson(inGame[0].page);
  const black = inGame.find(p => game.players.second.account === p.name)!;
  black.page.once('dialog', dialog => void dialog.accept());
  await black.page.click('#resign');
  for (const p of inGame) {
    await expect(p.page.locator('#tournament-link')).toHaveText('Back to the tournament');
  }
  if (expectNextGame) {
    // The game page announces the next round's game to the one of them who plays in it.
    await expect.poll(async () => (await inGame[0].page.locator('#your-next-game-link').count())
      + (await inGame[1].page.locator('#your-next-game-link').count())).toBe(1);
  }
  await inGame[0].page.click('#tournament-link');
  await expect(inGame[0].page.locator('#standings')).toBeVisible();
}

/** The page's sideways overflow (0 when none) and the elements that stick out of its width, those inside a
 *  box that scrolls on its own (a table's, the phone's top bar) excepted. */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsOnItsOwn = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')]
      .filter(el => el.getBoundingClientRect().right > width + 0.5 && !scrollsOnItsOwn(el))
      .map(el => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right)}`);
    return { overflow: document.documentElement.scrollWidth - width, sticking };
  });
}

/** Round 1 of the Swiss at `url` as the API gives it: who had White, Black and the bye. */
async function gameJsonOfRound(page: Page, url: string) {
  const id = url.split('/').pop()!;
  const response = await page.request.get(`/api/tournaments/${id}`);
  const round = (await response.json()).rounds[0];
  return { white: round.boards[0].white as string, black: round.boards[0].black as string, bye: round.byes[0].name as string };
}

test('tournaments: a U-Chess round robin created, joined and played to the end; standings and crosstable', async ({ newPlayer }) => {
  const names = [uniqueName('Org'), uniqueName('Bea'), uniqueName('Cid')];
  const players = [];
  for (const name of names) {
    const page = await newPlayer(name);
    await registerPlayer(page, name);
    players.push({ page, name });
  }
  const [org, bea, cid] = players;
  const url = await createTournament(org.page, 'Grand Prix AISE leg 1', 'round-robin', 'uchess');
  await join(org.page, url);
  await join(bea.page, url);
  await join(cid.page, url);
  await org.page.goto(url);
  await expect(org.page.locator('#standings tbody tr')).toHaveCount(3);
  await org.page.click('#start-tournament');
  await expect(org.page.locator('#t-progress')).toHaveText('round 1 of 3');
  const organiserPage = org.page;
  await shot(organiserPage, 'tournament-round-robin-round1', { docs: true });

  for (let round = 1; round <= 3; round++) {
    await playRound(players, url, round < 3);
  }
  await org.page.goto(url);
  await expect(org.page.locator('#t-progress')).toHaveText('finished');
  const pointsShown = await org.page.locator('#standings td.points').allTextContents();
  const total = pointsShown.map(p => p.replace('½', '.5')).reduce((sum, p) => sum + Number(p || 0), 0);
  expect(total).toBe(3); // three games, a point each; the round robin's free rounds score nothing
  await expect(org.page.locator('#crosstable tbody tr')).toHaveCount(3);
  await expect(org.page.locator('#crosstable td.cell').filter({ hasText: '×' })).toHaveCount(3);
  await expect(org.page.locator('#rounds .round-boards')).toHaveCount(3);
  await shot(organiserPage, 'tournament-standings', { docs: true });
  // The organiser's tools: the log names the start and the end, and the exports download.
  await expect(org.page.locator('#t-log')).toContainText('start');
  const trf = await org.page.request.get(await org.page.locator('#download-trf').getAttribute('href') ?? '');
  expect(await trf.text()).toContain('012 Grand Prix AISE leg 1');
  const pgn = await org.page.request.get(await org.page.locator('#download-pgn').getAttribute('href') ?? '');
  expect((await pgn.text()).match(/\[Event "Grand Prix AISE leg 1"\]/g)).toHaveLength(3);

  // Wins show once (the WIN tie-break: no second Wins column); each short name has its full name and
  // the legend defines the tie-breaks in use. A round robin has its crosstable, not a wallchart.
  await expect(org.page.locator('#standings thead th')).toHaveText(['#', 'Player', 'Rating', 'Points', 'SB', 'DE', 'WIN', 'Played']);
  await expect(org.page.locator('#standings th[data-tie-break="sonneborn-berger"] abbr')).toHaveAttribute('title', 'Sonneborn-Berger');
  await expect(org.page.locator('#tie-break-legend dt')).toHaveText(['SB Sonneborn-Berger', 'DE Direct encounter', 'WIN Wins']);
  await expect(org.page.locator('#tie-break-legend dd').first()).toContainText('points scored against them');
  await expect(org.page.locator('#wallchart')).toHaveCount(0);

  // Set a result: the round and board boxes are labelled and empty; empty, they ask to be filled in.
  const roundBox = org.page.getByLabel('Round', { exact: true });
  const boardBox = org.page.getByLabel('Board', { exact: true });
  await expect(roundBox).toBeVisible();
  await expect(roundBox).toHaveValue('');
  await expect(boardBox).toHaveValue('');
  await org.page.click('#adjust');
  await expect(org.page.locator('#adjust-missing')).toHaveText('Write the round and the board of the game.');
  await roundBox.fill('1');
  await boardBox.fill('1');
  await expect(org.page.locator('#adjust-missing')).toBeHidden();
  await org.page.getByLabel('Result', { exact: true }).selectOption('1/2-1/2');
  await org.page.getByLabel('Reason (kept in the log)').fill('agreed after the game');
  await shot(org.page, 'tournament-result-form');
  await org.page.click('#adjust');
  await expect(org.page.locator('#rounds .round-boards[data-round="1"] tr[data-board="1"] td').nth(3)).toHaveText('1/2-1/2 *');
  await expect(org.page.locator('#t-log')).toContainText('agreed after the game');

  // The log in Italian: its lines and dates in the reader's language, the organiser's reason as written.
  await chooseLanguage(org.page, 'it');
  await expect(org.page.locator('#t-log')).toContainText('ha avviato il torneo con 3 giocatori');
  await expect(org.page.locator('#t-log')).toContainText('motivo: agreed after the game');
  await expect(org.page.locator('#t-log li').first()).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} · /);
  await expect(org.page.locator('#t-log')).not.toContainText('start');
  await chooseLanguage(org.page, 'en');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tournaments (phone): a Swiss Unachess tournament with a password; a round played; a series', async ({ newPlayer }) => {
    const phone = { width: 390, height: 844 };
    const names = [uniqueName('Una'), uniqueName('Ugo'), uniqueName('Ida')];
    const players = [];
    for (const name of names) {
      const page = await newPlayer(name, phone);
      await registerPlayer(page, name);
      players.push({ page, name });
    }
    const [org, ugo, ida] = players;
    // A series first, so that the tournament can belong to it.
    await org.page.goto('/#/series');
    await org.page.fill('#s-name', 'Unachess season');
    await org.page.fill('#s-points', '10, 6, 4');
    await org.page.getByLabel('Players tied on a place').selectOption('shared');
    await org.page.click('#s-create');
    await expect(org.page.locator('#s-title')).toHaveText('Unachess season');
    await expect(org.page.locator('#s-shared-rule')).toContainText('share the points of the places they take up equally');

    await org.page.goto('/#/tournaments');
    await org.page.fill('#t-name', 'Unachess Swiss');
    await org.page.selectOption('#t-kind', 'swiss');
    await org.page.selectOption('#t-variant', 'unachess');
    await org.page.fill('#t-rounds', '1');
    await org.page.fill('#t-password', 'club');
    await org.page.selectOption('#t-series', { label: 'Unachess season' });
    await org.page.click('#t-create');
    await expect(org.page.locator('#t-title')).toHaveText('Unachess Swiss');
    const url = org.page.url();
    // A wrong password is refused; the right one lets a player in.
    await ugo.page.goto(url);
    await ugo.page.fill('#join-password', 'wrong');
    await ugo.page.click('#join');
    await expect(ugo.page.locator('#t-status')).toContainText('wrong entry password');
    await ugo.page.fill('#join-password', 'club');
    await ugo.page.click('#join');
    await expect(ugo.page.locator('#t-entry')).toContainText(/You are in this tournament/);
    await ida.page.goto(url);
    await ida.page.fill('#join-password', 'club');
    await ida.page.click('#join');
    await expect(ida.page.locator('#t-entry')).toContainText(/You are in this tournament/);
    await org.page.goto(url);
    await org.page.fill('#join-password', 'club');
    await org.page.click('#join');
    await expect(org.page.locator('#t-entry')).toContainText(/You are in this tournament/);
    await org.page.click('#start-tournament');
    await expect(org.page.locator('#rounds .byes')).toContainText('bye');
    await playRound(players, url);
    await org.page.goto(url);
    await expect(org.page.locator('#t-progress')).toHaveText('finished');
    await expect(org.page.locator('#standings thead')).toContainText('BH-C1');
    // Wins once, as WIN; the legend names the five tie-breaks of a Swiss.
    await expect(org.page.locator('#standings thead th')).toHaveText(['#', 'Player', 'Rating', 'Points', 'BH-C1', 'BH', 'SB', 'DE', 'WIN', 'Played']);
    await expect(org.page.locator('#tie-break-legend dt')).toHaveText(['BH-C1 Buchholz Cut-1', 'BH Buchholz', 'SB Sonneborn-Berger',
      'DE Direct encounter', 'WIN Wins']);
    // The wallchart: the game (each side's opponent by starting rank, colour and result) and the bye.
    const chart = org.page.locator('#wallchart table.wallchart');
    await expect(chart.locator('thead th')).toHaveText(['#', 'No.', 'Player', 'Rating', 'R1', 'Points']);
    await expect(chart.locator('tbody tr')).toHaveCount(3);
    const rows = await chart.locator('tbody tr').evaluateAll(trs => trs.map(tr => [...tr.querySelectorAll('td')].map(td => td.textContent)));
    const numberOf = new Map(rows.map(r => [r[2], r[1]]));
    const game = (await gameJsonOfRound(org.page, url));
    expect(rows.map(r => [r[2], r[4], r[5]]).sort()).toEqual([
      [game.white, `${numberOf.get(game.black)}w 1`, '1'],
      [game.black, `${numberOf.get(game.white)}b 0`, '0'],
      [game.bye, '+', '1'],
    ].sort());
    await expect(chart.locator('td.bye')).toHaveAttribute('title', 'Round 1: the pairing-allocated bye');
    await expect(org.page.locator('#wallchart .wallchart-key')).toContainText('+ the pairing-allocated bye');
    // The page itself never scrolls sideways on a phone; wide tables scroll in their own box.
    expect(await overflowing(org.page)).toEqual({ overflow: 0, sticking: [] });
    await expect(org.page.getByLabel('Round', { exact: true })).toHaveValue('');
    await expect(org.page.getByLabel('Board', { exact: true })).toBeVisible();
    await shot(org.page, 'tournament-swiss-phone');
    await org.page.locator('#wallchart').scrollIntoViewIfNeeded();
    await shot(org.page, 'tournament-wallchart-phone');
    // The same wallchart at desktop width.
    await org.page.setViewportSize({ width: 1280, height: 900 });
    await expect(chart.locator('tbody tr')).toHaveCount(3);
    expect(await overflowing(org.page)).toEqual({ overflow: 0, sticking: [] });
    await org.page.locator('#wallchart').scrollIntoViewIfNeeded();
    await shot(org.page, 'tournament-wallchart', { docs: true });
    await org.page.setViewportSize(phone);
    // The season standing counts the finished tournament: 10 points for its winner.
    await org.page.goto('/#/series');
    await org.page.click('text=Unachess season');
    await expect(org.page.locator('#series-standing tbody tr').first()).toContainText('10');
    await shot(org.page, 'series-phone');
  });
});
