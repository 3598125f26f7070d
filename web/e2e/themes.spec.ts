// Board and pieces: the 8x8 boards' colours and the chess piece set chosen in the top bar's dialog,
// shown at once on the preview and on the page's board, kept after a reload; at desktop width in
// English (the shogi boards keep their wood and pieces) and on a 390 px phone in Italian.
import { test, expect, shot, chooseLanguage } from './fixtures';
import type { Page } from '@playwright/test';

const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
const style = (page: Page, selector: string, property: 'backgroundImage' | 'backgroundColor') =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p], property);
const boardKing = '.editor-boards cg-board piece.k-piece.white';
const boardSquares = '.editor-boards cg-board';

/** The board editor's start position, the pieces drawn. */
async function openEditor(page: Page) {
  await page.goto('/#/editor');
  await expect(page.locator(boardKing).first()).toBeVisible();
}

async function choose(page: Page, { theme, set, title, phone }: { theme: string; set: string; title: string; phone: boolean }) {
  if (phone) await page.click('#menu-toggle'); // the top bar's links are folded into the menu there
  await page.click('#appearance-link');
  const dialog = page.locator('#appearance-dialog');
  await expect(dialog.locator('h2')).toHaveText(title);
  const before = { squares: await style(page, boardSquares, 'backgroundImage'), king: await style(page, boardKing, 'backgroundImage') };
  expect(before.king, 'cburnett (bundled, inline) by default').toMatch(/^url\("data:image\/svg\+xml/);
  await page.selectOption('#board-theme', theme);
  await page.selectOption('#piece-set', set);
  const image = `/pieces/${set}/wK.svg`;
  await expect.poll(() => style(page, '.appearance-preview piece.k-piece.white', 'backgroundImage'), 'the preview').toContain(image);
  await expect.poll(() => style(page, boardKing, 'backgroundImage'), 'the board behind the dialog').toContain(image);
  expect(await style(page, boardSquares, 'backgroundImage'), 'the squares recoloured').not.toBe(before.squares);
  // The server serves the image as an SVG the page may show (its security policy included).
  expect(await page.evaluate(async url => { const img = new Image(); img.src = url; await img.decode(); return img.naturalWidth; }, image))
    .toBeGreaterThan(0);
  if (phone) expect(await sideways(page), 'the open dialog fits the phone').toBeLessThanOrEqual(0);
  return before;
}

async function expectKept(page: Page, { set, squares }: { set: string; squares: string }) {
  await page.reload();
  await expect(page.locator(boardKing).first()).toBeVisible();
  expect(await style(page, boardKing, 'backgroundImage')).toContain(`/pieces/${set}/wK.svg`);
  expect(await style(page, boardSquares, 'backgroundImage')).toBe(squares);
}

test('themes: blue boards and merida pieces at desktop width; the shogi boards keep their own', async ({ newPlayer }) => {
  const page = await newPlayer('themes');
  await openEditor(page);
  await choose(page, { theme: 'blue', set: 'merida', title: 'Board and pieces', phone: false });
  const squares = await style(page, boardSquares, 'backgroundImage');
  expect(squares).toContain('conic-gradient(rgb(140, 162, 173)');
  await shot(page, 'themes-desktop');
  await page.click('#appearance-close');
  await expect(page.locator('#appearance-dialog')).toHaveCount(0);
  await expectKept(page, { set: 'merida', squares });
  await page.goto('/#/editor?variant=shogi');
  await expect(page.locator('.board-9x9 cg-board')).toBeVisible();
  expect(await style(page, '.board-9x9 cg-board', 'backgroundColor'), 'the wooden shogi board').toBe('rgb(233, 194, 124)');
  expect(await style(page, '.board-9x9 piece.k-piece', 'backgroundImage'), 'the drawn shogi pieces').toMatch(/^url\("data:image\/svg\+xml/);
});

test('themes: green boards and fantasy pieces on a phone, in Italian', async ({ newPlayer }) => {
  const page = await newPlayer('themes-phone', { width: 390, height: 844 });
  await openEditor(page);
  await chooseLanguage(page, 'it');
  await choose(page, { theme: 'green', set: 'fantasy', title: 'Scacchiera e pezzi', phone: true });
  await expect(page.locator('#piece-set option:checked')).toHaveText('Fantasy');
  await expect(page.locator('#board-theme option:checked')).toHaveText('Verde');
  const squares = await style(page, boardSquares, 'backgroundImage');
  expect(squares).toContain('conic-gradient(rgb(118, 150, 86)');
  await shot(page, 'themes-phone');
  await page.keyboard.press('Escape');
  await expect(page.locator('#appearance-dialog')).toHaveCount(0);
  await expectKept(page, { set: 'fantasy', squares });
  expect(await sideways(page), 'no sideways scrolling on a phone').toBeLessThanOrEqual(0);
});
