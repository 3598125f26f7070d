// The problem collection in the browser: a composer submits a #1 on a desktop in English and sees it
// computer-tested as sound, finds it by author, misses the key on the board and then plays it; a
// phone visitor browses the collection in Italian.
import { test, expect, registerPlayer, uniqueName, viaTopbar, chooseLanguage, clickMove } from './fixtures';

test('problems: submit a #1, find it, try the key (desktop, English)', async ({ newPlayer }) => {
  const name = uniqueName('Composer');
  const page = await newPlayer(name);
  await registerPlayer(page, name);
  await viaTopbar(page, '#problems-link');
  await expect(page.locator('#problems-submit h2')).toHaveText('Submit a problem');
  await page.selectOption('#submit-game', 'chess');
  await page.fill('#submit-fen', 'k7/8/1K6/8/8/8/8/7R w - - 0 1');
  await page.fill('#submit-stipulation', '#1');
  await page.fill('#submit-author', name);
  await page.fill('#submit-source', 'E2E Tourney');
  await page.click('#submit-problem');
  await expect(page.locator('#submit-mark')).toHaveText('Computer-tested: sound');
  await expect(page.locator('#submit-verdict')).toContainText('1.Rh8#!');

  await page.fill('#problems-author', name);
  await page.click('#problems-search-button');
  await expect(page.locator('#problem-list .problem-card')).toHaveCount(1);
  await page.click('#problem-list .problem-card a');
  await expect(page.locator('#problem-title')).toHaveText('#1 in Chess');
  await expect(page.locator('#problem-mark')).toHaveText('Computer-tested: sound');
  await clickMove(page, 'h1', 'h2');
  await expect(page.locator('#problem-verdict')).toContainText('is not the key');
  await clickMove(page, 'h1', 'h8');
  await expect(page.locator('#problem-verdict')).toHaveText('Right! Rh8# is the key.');
  await page.click('#problem-show-solution');
  await expect(page.locator('#problem-solution-text')).toContainText('1.Rh8#!');
});

test('problems: a phone visitor browses the collection in Italian', async ({ newPlayer }) => {
  const page = await newPlayer('phone-problems', { width: 390, height: 844 });
  await page.goto('/#/');
  await chooseLanguage(page, 'it');
  await viaTopbar(page, '#problems-link');
  await expect(page.locator('main.problems h1')).toHaveText('Raccolta di composizioni');
  await expect(page.locator('#problems-submit')).toContainText('Accedi per inviare composizioni.');
  await page.click('#problems-search-button');
  await expect(page.locator('#problem-list li').first()).toBeVisible();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide).toBe(false);
});
