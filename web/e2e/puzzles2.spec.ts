// Puzzles like lichess: a registered player filters the chess puzzles by a theme (two moves), solves one on
// the board while the opponent's reply is played for them, runs a streak until a wrong move ends it with the
// best streak shown, and finds every attempt in their history. Then, on a phone in Italian, a visitor's
// streak ends the same way, with no sideways scrolling.
import { test, expect, registerPlayer, uniqueName, shot, chooseLanguage } from './fixtures';
import { playOnBoard, shownPuzzle, solveShown } from './puzzle-helpers';

test('puzzles2: a two-move puzzle by theme, a streak to its first miss, and the history', async ({ newPlayer }) => {
  const name = uniqueName('Streaker');
  const page = await newPlayer(name);
  await registerPlayer(page, name);
  await page.goto('/#/puzzles/chess');
  await expect(page.locator('#puzzle-prompt')).toHaveAttribute('data-puzzle', /\d+/);
  await page.selectOption('#puzzle-theme', 'short');
  const twoMoves = await shownPuzzle(page);
  expect(twoMoves.line.length).toBeGreaterThanOrEqual(3);
  await playOnBoard(page, twoMoves.line[0]);
  await expect(page.locator('#puzzle-progress')).toContainText('Now the reply');
  await expect(page.locator('#puzzle-prompt')).toContainText('The reply was');
  await playOnBoard(page, twoMoves.line[2]);
  await expect(page.locator('#puzzle-verdict')).toHaveText(/^Right! /);
  await expect(page.locator('#puzzle-tags')).toContainText('two moves');
  await expect(page.locator('#puzzle-my-change')).toHaveText(/Your puzzle rating: \d+\?? \(\+\d+\)/);
  await shot(page, 'puzzles2-desktop');

  await page.selectOption('#puzzle-theme', '');
  await page.selectOption('#puzzle-mode', 'streak');
  const first = await shownPuzzle(page);
  await expect(page.locator('#puzzle-streak')).toHaveText('Streak: 0 · best 0');
  await solveShown(page, first.line, move => playOnBoard(page, move));
  await expect(page.locator('#puzzle-streak')).toHaveText('Streak: 1 · best 1');
  await page.click('#puzzle-next');
  await expect(page.locator('#puzzle-prompt')).not.toHaveAttribute('data-puzzle', String(first.id));
  const second = await shownPuzzle(page);
  await playOnBoard(page, second.wrong);
  await expect(page.locator('#puzzle-streak-over')).toHaveText('The streak is over: 1 solved. Your best: 1.');
  await expect(page.locator('#puzzle-next')).toHaveText('New streak');

  await page.goto('/#/puzzles');
  await expect(page.locator('#puzzle-best-streaks')).toContainText(' 1');
  const rows = page.locator('#puzzle-history tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('missed · Streak');
  await expect(rows.nth(2)).toHaveAttribute('data-puzzle', String(twoMoves.id));
  await expect(rows.nth(2)).toContainText('solved');
});

test('puzzles2: on a phone in Italian a visitor\'s streak ends at a wrong move', async ({ newPlayer }) => {
  const page = await newPlayer('phone visitor', { width: 390, height: 844 });
  await page.goto('/#/puzzles/unachess');
  await chooseLanguage(page, 'it');
  await expect(page.locator('#puzzle-prompt')).toContainText('trova la mossa vincente');
  await page.selectOption('#puzzle-mode', 'streak');
  const puzzle = await shownPuzzle(page);
  await expect(page.locator('#puzzle-streak')).toHaveText('Serie: 0 · record 0');
  await page.fill('#puzzle-move', puzzle.wrong);
  await page.click('#puzzle-submit');
  await expect(page.locator('#puzzle-streak-over')).toHaveText('La serie è finita: 0 risolti. Il tuo record: 0.');
  await expect(page.locator('#puzzle-next')).toHaveText('Nuova serie');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'puzzles2-phone');
});
