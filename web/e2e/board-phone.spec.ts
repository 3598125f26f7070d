// The game page on a phone: the clocks just above and below the board(s), in view while playing
// (Alice Chess's two boards too); a result in the viewer's colours; Gote's hand drawn upside down.
import { test, expect, createGame, joinGame, clickMove, waitPlies, waitTurn, shot } from './fixtures';
import type { Page } from '@playwright/test';

const phone = { width: 390, height: 844 };

/** Whether an element is wholly inside the viewport. */
const inView = (page: Page, selector: string) => page.locator(selector).evaluate(el => {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
});

/** The vertical order of the top clock, the boards and the bottom clock. */
const order = (page: Page) => page.evaluate(() => {
  const y = (s: string) => document.querySelector(s)!.getBoundingClientRect();
  const boards = [...document.querySelectorAll('.board-wrap')].map(b => b.getBoundingClientRect());
  return { topClockAbove: y('.clock-top').bottom <= boards[0].top + 1, bottomClockBelow: y('.clock-bottom').top >= boards.at(-1)!.bottom - 1 };
});

for (const variant of ['chess', 'alice', 'shogi']) {
  test(`phone (${variant}): the clocks sit above and below the board and are in view while playing`, async ({ newPlayer }) => {
    const a = await newPlayer('white', phone);
    const b = await newPlayer('black', phone);
    const invite = await createGame(a, variant, { time: '3' });
    await joinGame(b, invite, 'Clock');
    await waitTurn(a);
    for (const page of [a, b]) {
      expect(await inView(page, '.clock-top'), 'the top clock in view').toBe(true);
      expect(await inView(page, '.clock-bottom'), 'the bottom clock in view').toBe(true);
      if (variant !== 'alice') {
        expect(await order(page), `${variant}: clock above, board, clock below`).toEqual({ topClockAbove: true, bottomClockBelow: true });
        continue;
      }
      // Alice: each board has squares of 40 px or more, so the page scrolls a little; the clocks stick to the
      // window's edges. At the top the top clock is above board A; at the end the bottom clock is below board B.
      const widths = await page.locator('.board-wrap').evaluateAll(els => els.map(el => el.getBoundingClientRect().width));
      expect(Math.min(...widths), `Alice boards ${widths}: squares of 40 px or more`).toBeGreaterThanOrEqual(320);
      expect((await order(page)).topClockAbove, 'at the top: the top clock above board A').toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect((await order(page)).bottomClockBelow, 'at the end: the bottom clock below board B').toBe(true);
      expect(await inView(page, '.clock-top'), 'scrolled: the top clock in view').toBe(true);
      expect(await inView(page, '.clock-bottom'), 'scrolled: the bottom clock in view').toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    if (variant === 'alice') await shot(b, 'phone-clocks-alice', { docs: true });
    else await shot(b, `phone-clocks-${variant}`);
  });
}

test('result colours: the winner sees a win, the loser a loss, in different colours', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black', phone);
  const invite = await createGame(a, 'chess');
  await joinGame(b, invite, 'Fool');
  for (const [i, [from, to]] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']].entries()) {
    const [mover, watcher] = i % 2 === 0 ? [a, b] : [b, a];
    await waitTurn(mover);
    await clickMove(mover, from, to);
    await waitPlies(watcher, i + 1);
  }
  await a.waitForSelector('#result');
  await b.waitForSelector('#result');
  await expect(a.locator('#status')).toHaveClass(/outcome-loss/);
  await expect(b.locator('#status')).toHaveClass(/outcome-win/);
  const colour = (page: Page) => page.locator('#status').evaluate(el => getComputedStyle(el).color);
  expect(await colour(a), 'a loss is not drawn in the colour of a win').not.toBe(await colour(b));
  await shot(a, 'result-loss');
  await shot(b, 'result-win-phone');
});

test('gote\'s hand: the empty king slot is upside down like Gote\'s other hand pieces', async ({ newPlayer }) => {
  const a = await newPlayer('sente');
  const b = await newPlayer('gote');
  const invite = await createGame(a, 'unashogi');
  await joinGame(b, invite, 'Gote');
  // Both kings dropped (typed), so that Gote's king slot is empty.
  await waitTurn(a);
  await a.fill('#move-entry', 'K*5i');
  await a.press('#move-entry', 'Enter');
  await waitTurn(b);
  await b.fill('#move-entry', 'K*5a');
  await b.press('#move-entry', 'Enter');
  await waitTurn(a);
  for (const page of [a, b]) {
    await expect(page.locator('.hand piece[data-color="black"][data-role="k-piece"]')).toHaveAttribute('data-nb', '0');
    // Gote's hand is the top one for Sente and the bottom one for Gote: its pieces are "black".
    const images = await page.locator('.hand piece[data-color="black"]').evaluateAll(els => els.map(el =>
      ({ role: el.getAttribute('data-role'), nb: el.getAttribute('data-nb'), image: getComputedStyle(el).backgroundImage })));
    expect(images.length).toBeGreaterThan(1);
    const king = images.find(p => p.role === 'k-piece')!;
    expect(king, 'Gote\'s king slot').toBeTruthy();
    const decode = (image: string) => atob(/base64,([^")]+)/.exec(image)![1]);
    const upsideDown = (image: string) => /rotate\(180/.test(decode(image));
    const others = images.filter(p => p.role !== 'k-piece').map(p => upsideDown(p.image));
    expect(new Set(others).size, 'Gote\'s other hand pieces drawn one way').toBe(1);
    expect(upsideDown(king.image), `Gote's king slot (${king.nb} in hand) drawn like the others`).toBe(others[0]);
  }
  await shot(b, 'gote-hand');
});
