// The puzzle trainer in the browser: a logged-out visitor sees the games with puzzles and solves an
// Unachess puzzle by typing the move (unrated); a registered player misses a chess puzzle on the board,
// sees the solution and their rating drop, then solves the next one on the board and sees it rise.
import { test, expect, registerPlayer, uniqueName, shot } from './fixtures';
import { playOnBoard, shownPuzzle, solveShown } from './puzzle-helpers';

test('puzzles: a visitor solves an Unachess puzzle by typing, unrated', async ({ newPlayer }) => {
  const page = await newPlayer('visitor');
  await page.goto('/#/puzzles');
  for (const game of ['chess', 'uchess', 'unachess', 'unachess2', 'parachute', 'shogi', 'unashogi', 'ambiguous', 'alice']) {
    await expect(page.locator(`#puzzle-games li[data-variant="${game}"]`)).toBeVisible();
  }
  await page.click('#puzzle-games li[data-variant="unachess"] a');
  const puzzle = await shownPuzzle(page);
  await solveShown(page, puzzle.line, async move => {
    await page.fill('#puzzle-move', move);
    await page.click('#puzzle-submit');
  });
  await expect(page.locator('#puzzle-verdict')).toHaveText(/^Right! /);
  await expect(page.locator('#puzzle-feedback')).toContainText('Log in to keep a puzzle rating');
  await page.click('#puzzle-next');
  await expect(page.locator('#puzzle-verdict')).toHaveCount(0);
  await expect(page.locator('#puzzle-prompt')).toContainText('find the winning move');
});

test('puzzles: a player misses a chess puzzle on the board, then solves the next; the rating follows', async ({ newPlayer }) => {
  const name = uniqueName('Solver');
  const page = await newPlayer(name);
  await registerPlayer(page, name);
  await page.click('#puzzles-link');
  await page.click('#puzzle-games li[data-variant="chess"] a');
  const first = await shownPuzzle(page);
  await page.fill('#puzzle-move', 'Ke9');
  await page.click('#puzzle-submit');
  await expect(page.locator('#puzzle-feedback .error')).toContainText('move: ');
  await playOnBoard(page, first.wrong);
  await expect(page.locator('#puzzle-verdict')).toHaveText(/^Not .*: the winning move was /);
  await expect(page.locator('#puzzle-my-change')).toHaveText(/Your puzzle rating: \d+\?? \(-\d+\)/);
  await page.click('#puzzle-next');
  await expect(page.locator('#puzzle-prompt')).not.toHaveAttribute('data-puzzle', String(first.id));
  const second = await shownPuzzle(page);
  expect(second.id).not.toBe(first.id);
  await solveShown(page, second.line, move => playOnBoard(page, move));
  await expect(page.locator('#puzzle-verdict')).toHaveText(/^Right! /);
  await expect(page.locator('#puzzle-my-change')).toHaveText(/Your puzzle rating: \d+\?? \(\+\d+\)/);
  await shot(page, 'puzzle-trainer', { docs: true });
  await page.goto('/#/puzzles');
  await expect(page.locator('#puzzle-games li[data-variant="chess"] .puzzle-my-rating')).toContainText('(1 of 2 solved)');
});
