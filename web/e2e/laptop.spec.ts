// Laptop screens: logged in, in a 1280x720 window (a 1280x800 screen less the browser's bars), every
// drop game's board and both hands fit in the window without scrolling, the board stands beside the
// panel with no wide empty gutter, and the puzzle board's bottom rank is in view.
import type { Page } from '@playwright/test';
import { test, expect, createEngineGame, registerPlayer, uniqueName, shot } from './fixtures';

const laptop = { width: 1280, height: 720 };

/** The box of every element matching `selector`, in page order. */
async function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll(els => els.map(el => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }));
}

test('laptop: logged in at 1280x720 the board and both hands of every drop game fit, beside the panel', async ({ newPlayer }) => {
  const page = await newPlayer('laptop', laptop);
  await registerPlayer(page, uniqueName('laptop'));
  for (const variant of ['unachess', 'unachess2', 'parachute', 'unashogi', 'shogi', 'chess', 'alice']) {
    await createEngineGame(page, variant);
    await shot(page, `laptop-${variant}`);
    const drop = !['chess', 'alice'].includes(variant);
    const parts = await boxes(page, drop ? '.game-layout .hand, .game-layout .board-wrap' : '.game-layout .board-wrap');
    expect(parts.length, `${variant}: the board(s) and hands`).toBe(drop ? 3 : variant === 'alice' ? 2 : 1);
    for (const part of parts) expect(part.bottom, `${variant}: in the window`).toBeLessThanOrEqual(laptop.height);
    const board = (await boxes(page, '.game-layout .board-box'))[0];
    const layout = (await boxes(page, '.game-layout'))[0];
    const panel = (await boxes(page, '.game-layout > .panel'))[0];
    const lastBoard = (await boxes(page, '.game-layout .board-box')).at(-1)!;
    // The board and the panel stand together: at most the grid's gap between them, and the space left
    // over is shared by both sides of the window instead of lying between the window's edge and the board.
    expect(panel.left - lastBoard.right, `${variant}: the panel is next to the board`).toBeLessThanOrEqual(24);
    const leftMargin = board.left - layout.left;
    const rightMargin = layout.right - panel.right;
    expect(Math.abs(leftMargin - rightMargin), `${variant}: the board and panel in the middle (${leftMargin} / ${rightMargin})`)
      .toBeLessThanOrEqual(2);
  }
});

test('laptop: the puzzle board shows its bottom rank in a 1280x720 window', async ({ newPlayer }) => {
  const page = await newPlayer('puzzler', laptop);
  await registerPlayer(page, uniqueName('puzzler'));
  await page.goto('/#/puzzles');
  const first = page.locator('#puzzle-games a').first();
  await first.click();
  await expect(page.locator('#puzzle-prompt')).toHaveAttribute('data-puzzle', /\d+/);
  await shot(page, 'laptop-puzzle');
  for (const part of await boxes(page, '.game-layout .hand, .game-layout .board-wrap')) {
    expect(part.bottom, 'the puzzle board and its hands in the window').toBeLessThanOrEqual(laptop.height);
  }
});
