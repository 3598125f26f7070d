// Comfort while playing: sounds, the tab title and a desktop notice, premoves (and predrops in the games
// with hands), and arrows and circles kept per ply, at desktop and phone width.
import type { Page } from '@playwright/test';
import { test, expect, createGame, createEngineGame, joinGame, clickMove, clickSquare, dropFromHand, squareCenter,
  waitPlies, waitTurn, shot, gameJson, shapesOn, boardKey } from './fixtures';

const lastSound = (page: Page) => page.evaluate(() => document.documentElement.dataset.lastSound ?? '');
const premoveSquares = (page: Page) => page.locator('cg-board square.current-premove').count();

/** Right-drag on the board: an arrow between two squares, or a circle when both are the same. */
async function rightDrag(page: Page, from: string, to: string, index = 0) {
  const a = await squareCenter(page, from, index);
  const b = await squareCenter(page, to, index);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up({ button: 'right' });
}

/** A tap on a phone, a click on a desktop. */
async function press(page: Page, key: string, mobile: boolean) {
  if (mobile) {
    const p = await squareCenter(page, key);
    await page.touchscreen.tap(p.x, p.y);
  } else await clickSquare(page, key);
  await page.waitForTimeout(150); // two quick taps would be one double tap
}

/** Records the notices the page creates (the browser's own stay invisible in a headless run). */
async function recordNotices(page: Page) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const Real = window.Notification;
    const w = window as unknown as { notices: string[] };
    w.notices = [];
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.notices.push(`${title}: ${options?.body ?? ''}`);
      }
    } as typeof Notification;
  });
}

async function hide(page: Page) {
  await page.evaluate(() => Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }));
}

for (const [width, height, mobile] of [[1280, 860, false], [390, 844, true]] as const) {
  test.describe(`at ${width}px`, () => {
    if (mobile) test.use({ hasTouch: true, isMobile: true });

    test('chess between friends: sounds, title, notice, premove, arrows per ply', async ({ newPlayer }) => {
      const a = await newPlayer('white', { width, height });
      const b = await newPlayer('black', { width, height });
      await recordNotices(a);
      const invite = await createGame(a, 'chess');
      await joinGame(b, invite, 'Bea');
      await waitTurn(a);
      await expect(a).toHaveTitle(/^● Your move — /);
      await expect(b).not.toHaveTitle(/Your move/);
      await a.check('#notify-switch');
      await expect(a.locator('#notify-switch')).toBeChecked();
      await clickMove(a, 'e2', 'e4');
      await waitPlies(b, 1);
      expect(await lastSound(b), 'a quiet move').toBe('move');
      await expect(b).toHaveTitle(/^● Your move/);
      await expect(a).not.toHaveTitle(/Your move/);
      await a.waitForTimeout(300); // let the board settle (its move animation) before the premove
      // White premoves d4 while Black thinks; it is played when Black has moved.
      await clickMove(a, 'd2', 'd4');
      await expect.poll(() => premoveSquares(a), { message: 'the premove is shown' }).toBe(2);
      await hide(a);
      await clickMove(b, 'd7', 'd5');
      await waitPlies(a, 3);
      expect((await gameJson(a)).moves[2].machine, 'the premove was played').toBe('d2d4');
      expect(await a.evaluate(() => (window as unknown as { notices: string[] }).notices), 'a notice while hidden')
        .toEqual(['Your move: Your opponent played d5']);
      // A capture, then a check.
      await waitPlies(b, 3);
      await clickMove(b, 'd5', 'e4');
      await waitPlies(a, 4);
      expect(await lastSound(a), 'a capture').toBe('capture');
      await clickMove(a, 'f1', 'b5');
      await waitPlies(b, 5);
      expect(await lastSound(b), 'a check').toBe('check');
      // A premove cancelled by a click elsewhere is not played.
      await waitPlies(a, 5);
      await a.waitForTimeout(300); // the board's move animation
      await press(a, 'g1', mobile);
      await press(a, 'f3', mobile);
      await expect.poll(() => premoveSquares(a)).toBe(2);
      await press(a, 'a5', mobile);
      await expect.poll(() => premoveSquares(a), { message: 'cancelled by a click' }).toBe(0);
      await clickMove(b, 'c7', 'c6');
      await waitPlies(a, 6);
      await a.waitForTimeout(500);
      expect((await gameJson(a)).plies, 'the cancelled premove was not played').toBe(6);
      // Arrows and circles, per ply: drawn at ply 6, gone at ply 5, back at ply 6.
      await rightDrag(a, 'g1', 'f3');
      await rightDrag(a, 'e4', 'e4');
      await expect.poll(async () => (await shapesOn(a))[0].length, { message: 'an arrow and a circle' }).toBe(2);
      await shot(a, `comfort-arrows-${width}`);
      await a.click('#move-list button.ply[data-ply="5"]');
      await expect.poll(async () => (await shapesOn(a))[0], { message: 'another ply, other drawings' }).toEqual([]);
      await rightDrag(a, 'd4', 'd5');
      await a.click('#move-list button.ply[data-ply="6"]');
      await expect.poll(async () => (await shapesOn(a))[0].length, { message: "ply 6's drawings are back" }).toBe(2);
      await a.click('#move-list button.ply[data-ply="5"]');
      await expect.poll(async () => (await shapesOn(a))[0].length, { message: "ply 5's arrow" }).toBe(1);
      // The sound switch is remembered across a reload; switched off, nothing is played.
      await b.uncheck('#sound-switch');
      await b.reload();
      await b.waitForSelector('.board-wrap');
      await expect(b.locator('#sound-switch')).not.toBeChecked();
      await b.evaluate(() => { delete document.documentElement.dataset.lastSound; });
      await a.click('#move-list button.ply[data-ply="6"]');
      await clickMove(a, 'g1', 'f3');
      await waitPlies(b, 7);
      expect(await lastSound(b), 'silent when switched off').toBe('');
    });
  });
}

test('against the engine: a premove set while it thinks is played', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  await createEngineGame(a, 'chess', { level: '1' });
  await waitTurn(a);
  await clickMove(a, 'e2', 'e4');
  await clickMove(a, 'd2', 'd4'); // a premove if the engine is still thinking, else a move
  await waitPlies(a, 3);
  const game = await gameJson(a);
  expect(game.moves[0].machine).toBe('e2e4');
  expect(game.moves[2].machine, 'd4 played after the engine').toBe('d2d4');
});

test('unachess: a predrop from the hand is played when the turn comes', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'unachess');
  await joinGame(b, invite, 'Bea');
  await waitTurn(a);
  const first = (await gameJson(a)).legalMoves.uci![0];
  await dropFromHand(a, `${first[0].toLowerCase()}-piece`, first.slice(2));
  await waitPlies(b, 1);
  expect(await lastSound(b)).toBe('move');
  // Predrop a knight on b1 (free after White's first drop unless it went there).
  const square = first.slice(2) === 'b1' ? 'c1' : 'b1';
  await a.waitForTimeout(300); // let the board settle (its move animation) before the premove
  await dropFromHand(a, 'n-piece', square);
  await shot(a, 'comfort-predrop');
  await waitTurn(b);
  const reply = (await gameJson(b)).legalMoves.uci!.find(m => m.slice(2) !== square)!;
  await dropFromHand(b, `${reply[0].toLowerCase()}-piece`, reply.slice(2));
  await waitPlies(a, 3);
  expect((await gameJson(a)).moves[2].machine, 'the predrop was played').toBe(`N@${square}`);
});

test('unashogi: a predrop of a gold is played when the turn comes', async ({ newPlayer }) => {
  const a = await newPlayer('sente');
  const b = await newPlayer('gote');
  const invite = await createGame(a, 'unashogi');
  await joinGame(b, invite, 'Go');
  await waitTurn(a);
  await dropFromHand(a, 'k-piece', boardKey('5i', 'shogi'));
  await waitPlies(a, 1);
  await a.waitForTimeout(300); // let the board settle (its move animation) before the premove
  await dropFromHand(a, 'g-piece', boardKey('5h', 'shogi')); // Gote is to move: a predrop
  await expect.poll(() => premoveSquares(a), { message: 'the predrop is shown' }).toBeGreaterThanOrEqual(1);
  await waitTurn(b);
  await dropFromHand(b, 'k-piece', boardKey('1a', 'shogi'));
  await waitPlies(a, 3);
  expect((await gameJson(a)).moves[2].machine, 'the predrop was played').toBe('G*5h');
  expect(await lastSound(b), 'the drop sounds as a move').toBe('move');
  await shot(a, 'comfort-unashogi-predrop');
});

test('alice: a premove and drawings on board B', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'alice');
  await joinGame(b, invite, 'Bea');
  await waitTurn(a);
  await clickMove(a, 'e2', 'e4'); // the pawn passes to board B
  await waitPlies(a, 1);
  await a.waitForTimeout(300); // let the board settle (its move animation) before the premove
  await clickMove(a, 'e4', 'e5', 1); // premove on board B
  await expect.poll(() => premoveSquares(a), { message: 'premove on board B' }).toBe(2);
  await clickMove(b, 'a7', 'a6');
  await waitPlies(a, 3);
  expect((await gameJson(a)).moves[2].machine, 'the premove on board B was played').toBe('e4e5');
  await rightDrag(a, 'd2', 'd4', 1);
  await expect.poll(async () => (await shapesOn(a))[1].length, { message: 'an arrow on board B' }).toBe(1);
  await a.click('#move-list button.ply[data-ply="1"]');
  await expect.poll(async () => (await shapesOn(a))[1], { message: 'none at ply 1' }).toEqual([]);
  await a.click('#move-list button.ply[data-ply="3"]');
  await expect.poll(async () => (await shapesOn(a))[1].length, { message: "ply 3's arrow on board B is back" }).toBe(1);
  await shot(a, 'comfort-alice');
});
