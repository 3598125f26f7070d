// Keyboard move entry: a move typed in any notation the game reads, played with Enter; an unreadable
// or illegal text shows the server's reason (in the interface's language) under the box.
import { test, expect, createGame, joinGame, waitPlies, waitTurn, shot, gameJson } from './fixtures';
import type { Page } from '@playwright/test';

async function typeMove(page: Page, text: string) {
  await page.fill('#move-entry', text);
  await page.press('#move-entry', 'Enter');
}

test('entry: U-Chess reads P-K4 (descriptive) and Latin; an ambiguous writing is refused with its reason', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'uchess');
  await joinGame(b, invite, 'Uma');
  await waitTurn(a);
  await typeMove(a, 'N-B3'); // g1-f3 or b1-c3: not U-legal
  await expect(a.locator('#move-entry-error')).not.toBeEmpty();
  const reason = await a.textContent('#move-entry-error');
  expect((await gameJson(a)).plies, `refused: ${reason}`).toBe(0);
  await shot(a, 'entry-uchess-refused', { docs: true });
  await typeMove(a, 'P-K4');
  await waitPlies(b, 1);
  await expect(a.locator('#move-entry')).toHaveValue('');
  await expect(a.locator('#move-entry-error')).toBeEmpty();
  await waitTurn(b);
  await typeMove(b, 'P4R'); // Latin descriptive: the king's pawn to its fourth rank (e7-e5)
  await waitPlies(a, 2);
  expect((await gameJson(a)).moves.map(m => m.machine).join(' ')).toBe('e2e4 e7e5');
});

test('entry: shogi drops P*5e from the hand; a move that is not legal gets its reason', async ({ newPlayer }) => {
  const a = await newPlayer('sente');
  const b = await newPlayer('gote');
  const invite = await createGame(a, 'shogi', { fen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b P 1' });
  await joinGame(b, invite, 'Gote');
  await waitTurn(a);
  await typeMove(a, 'P*5c'); // onto Gote's pawn: not legal
  await expect(a.locator('#move-entry-error')).not.toBeEmpty();
  expect((await gameJson(a)).plies).toBe(0);
  await typeMove(a, 'P*5e');
  await waitPlies(b, 1);
  expect((await gameJson(a)).moves[0].machine).toBe('P*5e');
  await waitTurn(b);
  await typeMove(b, 'P-3d'); // Western notation (3c-3d)
  await waitPlies(a, 2);
  expect((await gameJson(a)).moves[1].machine).toBe('3c3d');
});

test('entry: chess reads SAN; a move that is not legal gets its reason; the box speaks Italian', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'chess');
  await joinGame(b, invite, 'Nera');
  await waitTurn(a);
  await typeMove(a, 'Nf3');
  await waitPlies(b, 1);
  await waitTurn(b);
  const consoleLines: string[] = [];
  b.on('console', message => consoleLines.push(message.text()));
  await typeMove(b, 'e4'); // Black has no move to e4
  await expect(b.locator('#move-entry-error')).toContainText('e4');
  // The refusal is an answer on the game's live channel, shown under the box: no failed request in the console.
  expect(consoleLines.filter(line => /status of 4\d\d/.test(line)), 'no refused request logged').toEqual([]);
  await typeMove(b, 'e5');
  await waitPlies(a, 2);
  expect((await gameJson(a)).moves.map(m => m.machine).join(' ')).toBe('g1f3 e7e5');
  await a.evaluate(() => localStorage.setItem('heterodox.lang', 'it'));
  await a.reload();
  await a.waitForSelector('#move-entry');
  await expect(a.locator('label[for="move-entry"]')).toHaveText('Scrivi una mossa');
  await expect(a.locator('#move-entry-play')).toHaveText('Gioca');
  await typeMove(a, 'Ke3'); // the server's reason in the player's language
  await expect(a.locator('#move-entry-error')).toContainText("mossa illegale 'Ke3'");
  await expect(a.locator('#move-entry-error')).toContainText('notazioni provate');
});

test.describe('entry on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('entry: a typed move on a phone', async ({ browser, server, newPlayer }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: server });
    const a = await context.newPage();
    const b = await newPlayer('black');
    const invite = await createGame(a, 'chess');
    await joinGame(b, invite, 'Nera');
    await a.waitForFunction(() => /Your move/.test(document.querySelector('#status')?.textContent ?? ''));
    await typeMove(a, 'd4');
    await waitPlies(b, 1);
    expect((await gameJson(b)).moves[0].machine).toBe('d2d4');
    await a.locator('#move-entry').scrollIntoViewIfNeeded();
    await shot(a, 'entry-phone');
    await context.close();
  });
});
