// Byoyomi: a shogi game timed with periods only (3×10 s), its clock showing the running period and the
// periods left, and a period used up by running out of it (the arithmetic of every case is in the
// server's ByoyomiClockTest).
import { test, expect, createGame, joinGame, clickMove, waitPlies, waitTurn, shot, gameJson, chooseLanguage, type NewPlayer } from './fixtures';
import type { Page } from '@playwright/test';

const BYOYOMI_3X10 = '8'; // the first byoyomi preset in the lobby's list

async function clockOf(page: Page, side: 'first' | 'second') {
  return (await page.locator(`.clock[data-side="${side}"] .time`).textContent()) ?? '';
}

/** Plays 7g7f 3c3d, lets Sente's first period run out, then plays 2g2f in the second. */
async function playByoyomiGame(a: Page, b: Page, name: string) {
  await a.goto('/#/');
  const preset = a.locator(`#time-control option[value="${BYOYOMI_3X10}"]`);
  await chooseLanguage(a, 'it');
  await expect(preset, 'the preset in Italian').toHaveText('byoyomi di 3×10 s');
  await chooseLanguage(a, 'en');
  await expect(preset, 'the preset').toHaveText('3×10 s byoyomi');
  const invite = await createGame(a, 'shogi', { time: BYOYOMI_3X10 });
  await joinGame(b, invite, 'Gote');
  await waitTurn(a);
  await a.reload(); // the board is measured afresh (a phone's header changes height when the opponent joins)
  await waitTurn(a);
  expect(await a.locator('.game-page').textContent(), 'the time control named').toContain('3×10 s byoyomi');
  expect(await clockOf(a, 'first'), 'all three periods before the clocks start').toBe('10 s (3)');
  expect(await clockOf(a, 'second')).toBe('10 s (3)');
  await clickMove(a, 'c3', 'c4'); // 7g7f
  await waitTurn(b);
  await clickMove(b, 'g7', 'g6'); // 3c3d
  await waitPlies(a, 2);
  await waitTurn(a);
  // Sente's clock runs: the first period counts down, then is used up.
  await a.waitForFunction(() => /^\d s \(3\)$/.test(document.querySelector('.clock[data-side="first"] .time')?.textContent ?? ''));
  await shot(a, `${name}-period-running`);
  await a.waitForFunction(() => / s \(2\)$/.test(document.querySelector('.clock[data-side="first"] .time')?.textContent ?? ''),
    null, { timeout: 15_000 });
  await clickMove(a, 'h3', 'h4'); // 2g2f
  await waitPlies(b, 3);
  expect((await gameJson(b)).moves.length, 'the move after a period ran out was played').toBe(3);
  await b.waitForFunction(() => document.querySelector('.clock[data-side="first"] .time')?.textContent === '10 s (2)');
  await shot(b, `${name}-period-used`);
}

const desktop = (newPlayer: NewPlayer, name: string) => newPlayer(name);
const phone = (newPlayer: NewPlayer, name: string) => newPlayer(name, { width: 390, height: 844 });

for (const [width, open] of [['desktop', desktop], ['phone', phone]] as const) {
  test(`byoyomi (${width}): a shogi game's clock shows the running period and the periods left`, async ({ newPlayer }) => {
    const a = await open(newPlayer, 'sente');
    const b = await open(newPlayer, 'gote');
    await playByoyomiGame(a, b, `byoyomi-${width}`);
  });
}
