// Accounts in the browser: registering logs in, the top bar names the player, logging out and in
// again, and a logged-in player's seat follows the account to another browser.
import { test, expect, createGame, joinGame, gameJson, logIn, registerPlayer, uniqueName, shot, viaTopbar } from './fixtures';

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

test('accounts: the session cookie is out of scripts\' reach and another site cannot act with it', async ({ browser, newPlayer, server }) => {
  // Ada's browser without the console check of newPlayer: the forged request below may be blocked by the
  // browser itself (its own console error) or refused by the server; either way nothing may change.
  const context = await browser.newContext({ baseURL: server });
  const ada = await context.newPage();
  const bea = await newPlayer('bea');
  await registerPlayer(ada, uniqueName('Ada'));
  await registerPlayer(bea, uniqueName('Bea'));
  expect(await ada.evaluate(() => document.cookie)).not.toContain('heterodox_session');
  const invite = await createGame(ada, 'chess', { side: 'first' });
  await joinGame(bea, invite, 'ignored');
  const game = await gameJson(bea);
  // A page of another site (localhost is another site than 127.0.0.1) posts a resignation to the
  // server asking for Ada's cookies to go with it, by script and by a form.
  const evil = `${server.replace('127.0.0.1', 'localhost')}/evil-page`;
  const target = `${server}/api/games/${game.id}/resign`;
  await ada.route(evil, route => route.fulfill({ contentType: 'text/html',
    body: `<form id="f" method="post" enctype="text/plain" action="${target}"><input name="{}" value=""></form>` }));
  await ada.goto(evil);
  await ada.evaluate(async url => {
    try {
      await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body: '{}' });
    } catch {
      // blocked by the browser: as good as refused
    }
  }, target);
  await Promise.all([ada.waitForEvent('load').catch(() => undefined), ada.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit())]);
  const after = await (await bea.request.get(`/api/games/${game.id}`)).json() as { status: string };
  expect(after.status, 'the forged resignations changed nothing').toBe('live');
  await context.close();
});

for (const [label, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`accounts (${label}): change the password, then delete the account; its games stay as "deleted"`, async ({ newPlayer }) => {
    const ada = await newPlayer('ada', viewport);
    const bea = await newPlayer('bea', viewport);
    const name = uniqueName('Ada');
    await registerPlayer(ada, name);
    await registerPlayer(bea, uniqueName('Bea'));
    const invite = await createGame(ada, 'chess', { side: 'first' });
    await joinGame(bea, invite, 'ignored');
    const game = await gameJson(bea);

    await viaTopbar(ada, '#account-link');
    await ada.fill('#current-password', 'not it');
    await ada.fill('#new-password', 'a brand new phrase');
    await ada.click('#change-password');
    await expect(ada.locator('#password-result')).toHaveText('the current password is wrong');
    await ada.fill('#current-password', `pw of ${name}!`);
    await ada.fill('#new-password', 'a brand new phrase');
    await ada.click('#change-password');
    await expect(ada.locator('#password-result')).toContainText('Password changed');
    await shot(ada, `account-settings-${label}`);

    await ada.fill('#delete-password', 'a brand new phrase');
    await ada.click('#delete-account');
    await expect(ada.locator('#login-link'), 'logged out: the bar (or its menu on a phone) offers to log in').toHaveCount(1);
    await bea.goto(`/#/game/${game.id}`);
    await expect(bea.locator('.clock .player').first()).toBeVisible();
    const view = await (await bea.request.get(`/api/games/${game.id}`)).json() as { players: { first: { name: string } } };
    expect(view.players.first.name).toBe('deleted');
    await expect(bea.locator('body')).not.toContainText(name);
    const width = await ada.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
  });
}

test('accounts: too many wrong passwords are slowed down, and the page says so', async ({ newPlayer }) => {
  const page = await newPlayer('guesser');
  const name = uniqueName('Target');
  await registerPlayer(page, name);
  await page.click('#logout');
  for (let i = 0; i < 5; i++) {
    await page.goto('/#/login');
    await page.fill('#account-name', name);
    await page.fill('#account-password', `guess number ${i}`);
    await page.click('#account-submit');
    await expect(page.locator('#account-error')).toHaveText('wrong user name or password');
  }
  await page.fill('#account-password', `pw of ${name}!`);
  await page.click('#account-submit');
  await expect(page.locator('#account-error')).toHaveText(/^too many failed logins; try again in \d+ minutes?$/);
});

test('accounts: a rated game\'s invitation asks a visitor to log in, and a logged-in player joins under their name', async ({ newPlayer }) => {
  const ada = await newPlayer('ada');
  const visitor = await newPlayer('visitor');
  await registerPlayer(ada, uniqueName('Ada'));
  await ada.goto('/#/');
  await ada.selectOption('#side', 'first');
  await ada.check('#rated');
  await ada.click('#create-game');
  await ada.waitForSelector('#invite-link');
  const invite = await ada.inputValue('#invite-link');
  await visitor.goto(invite);
  await expect(visitor.locator('#invite-rated')).toContainText('log in or register');
  await expect(visitor.locator('#join-game')).toHaveCount(0);
  await visitor.click('#invite-rated a[href^="#/register"]');
  const bea = uniqueName('Bea');
  await visitor.fill('#account-name', bea);
  await visitor.fill('#account-password', `pw of ${bea}!`);
  await visitor.click('#account-submit');
  await expect(visitor.locator('#join-as')).toHaveText(`You play as ${bea}`);
  await visitor.click('#join-game');
  await visitor.waitForSelector('.game-page .board-wrap');
  expect((await gameJson(visitor)).players.second.account).toBe(bea);
});
