// Accounts in the browser: registering logs in, the top bar names the player, logging out and in
// again, and a logged-in player's seat follows the account to another browser.
import { test, expect, createGame, joinGame, gameJson, logIn, registerPlayer, uniqueName, shot } from './fixtures';

test('accounts: register, log out, log in again', async ({ newPlayer }) => {
  const page = await newPlayer('ada');
  const name = uniqueName('Ada');
  await registerPlayer(page, name);
  await expect(page.locator('#login-link')).toHaveCount(0);
  await shot(page, 'account-registered');
  await page.click('#logout');
  await expect(page.locator('#login-link')).toBeVisible();
  await expect(page.locator('#me')).toHaveCount(0);
  await page.goto('/#/login');
  await page.fill('#account-name', name);
  await page.fill('#account-password', 'not the password');
  await page.click('#account-submit');
  await expect(page.locator('#account-error')).toHaveText('wrong user name or password');
  await logIn(page, name);
});

test('accounts: a logged-in player plays their seat from another browser', async ({ newPlayer }) => {
  const ada = await newPlayer('ada');
  const bea = await newPlayer('bea');
  const adaName = uniqueName('Ada');
  await registerPlayer(ada, adaName);
  await registerPlayer(bea, uniqueName('Bea'));
  const invite = await createGame(ada, 'chess', { side: 'first' });
  await joinGame(bea, invite, 'ignored');
  const game = await gameJson(bea);
  expect(game.players.first.account).toBe(adaName);

  // Ada on a second device: no seat token there, the session alone holds the seat.
  const laptop = await newPlayer('ada-laptop');
  await logIn(laptop, adaName);
  await laptop.goto(`/#/game/${game.id}`);
  await laptop.waitForSelector('.game-page .board-wrap');
  await expect(laptop.locator('#resign')).toBeVisible();
});
