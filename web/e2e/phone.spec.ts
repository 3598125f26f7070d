// The layout on a phone (390x844): no page scrolls sideways.
import { test, expect, shot, uniqueName, registerPlayer, chooseLanguage, type NewPlayer } from './fixtures';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

const phoneOf = (newPlayer: NewPlayer, name: string) => newPlayer(name, { width: 390, height: 844 });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('phone: the lobby fits a phone', async ({ newPlayer }) => {
  const phone = await phoneOf(newPlayer, 'phone');
  await phone.goto('/#/');
  await phone.waitForSelector('#open-games');
  const pixels = await overflow(phone);
  expect(pixels, `no horizontal scrolling on a phone (${pixels}px)`).toBeLessThanOrEqual(0);
  await shot(phone, 'lobby-phone');
});

test('phone: the seeks come first, then the new-game form, then the game lists that change', async ({ newPlayer }) => {
  const phone = await phoneOf(newPlayer, 'order-phone');
  await phone.goto('/#/');
  await phone.waitForSelector('#open-games');
  const top = async (selector: string) => (await phone.locator(selector).boundingBox())!.y;
  const [seeks, create, lists] = [await top('#seeks'), await top('#create-game'), await top('section.lists')];
  expect(seeks, 'the seeks above the form').toBeLessThan(create);
  // Lists that refresh every few seconds above the form would move its button away under a tap.
  expect(create, 'the form above the game lists').toBeLessThan(lists);
});

test('phone: the board editor (Unashogi) fits a phone', async ({ newPlayer }) => {
  const phone = await phoneOf(newPlayer, 'editor-phone');
  await phone.goto('/#/editor?variant=unashogi');
  await phone.waitForSelector('#editor-status');
  const pixels = await overflow(phone);
  expect(pixels, `no horizontal scrolling on a phone (${pixels}px)`).toBeLessThanOrEqual(0);
  await shot(phone, 'editor-phone');
});

// ---------- the top bar's menu

/** How far the page scrolls sideways (the top bar included: it no longer scrolls by itself). */
const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
const messages = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/messages/${file}.json`, import.meta.url), 'utf8'));

async function expectFits(page: Page, where: string) {
  const pixels = await sideways(page);
  expect(pixels, `${where}: no sideways scrolling on a phone (${pixels}px)`).toBeLessThanOrEqual(0);
}

/** Opens the menu, checks that the link lies wholly on screen and follows it; the menu closes. */
async function viaMenu(page: Page, link: string) {
  const toggle = page.locator('#menu-toggle');
  await expect(page.locator('.topbar .brand'), 'the name stays in the bar').toBeInViewport({ ratio: 1 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(link), `${link} folded away`).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(link)).toBeInViewport({ ratio: 1 });
  await expectFits(page, `the open menu (${link})`);
  await page.locator(link).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

/** The bar's pages: its link, the address it leads to and what that page shows. */
const PAGES: [string, RegExp, string][] = [
  ['#editor-link', /#\/editor(\?|$)/, '#editor-status'], // the editor writes its position into the address
  ['#tournaments-link', /#\/tournaments$/, '#current-tournaments'],
  ['#database-link', /#\/database$/, '#db-results'],
  ['#puzzles-link', /#\/puzzles$/, '#puzzle-games'],
  ['#leaderboards-link', /#\/leaderboards$/, 'main.leaderboards h1'],
];

async function visitEveryPage(page: Page) {
  for (const [link, address, shown] of PAGES) {
    await viaMenu(page, link);
    await expect(page).toHaveURL(address);
    await expect(page.locator(shown)).toBeVisible();
    await expectFits(page, link);
  }
}

/** Registers through the menu's "Register" link; the bar then names the player. */
async function registerViaMenu(page: Page, name: string) {
  await viaMenu(page, '#register-link');
  await expect(page).toHaveURL(/#\/register/);
  // The login page has the same fields: wait for the registration form itself before typing.
  await expect(page.locator('#register-form')).toBeVisible();
  await expectFits(page, 'registration');
  await page.fill('#account-name', name);
  await page.fill('#account-password', `pw of ${name}!`);
  await page.click('#account-submit');
  await expect(page.locator('#me')).toHaveText(name);
}

test('phone: the top bar folds into a menu that reaches every page, logged out and logged in', async ({ newPlayer }) => {
  const phone = await phoneOf(newPlayer, 'menu-phone');
  await phone.goto('/#/');
  await phone.waitForSelector('#open-games');
  await expectFits(phone, 'the lobby');
  await expect(phone.locator('#menu-toggle')).toHaveText(messages('site.en').menu);
  await visitEveryPage(phone);
  await viaMenu(phone, '#login-link');
  await expect(phone).toHaveURL(/#\/login/);
  await expect(phone.locator('#account-name')).toBeVisible();
  await expectFits(phone, 'the login page');
  await phone.locator('#menu-toggle').click();
  await shot(phone, 'menu-phone');
  await phone.locator('#menu-toggle').click();

  const name = uniqueName('menu');
  await registerViaMenu(phone, name);
  await visitEveryPage(phone);
  await viaMenu(phone, '#me');
  await expect(phone).toHaveURL(new RegExp(`#/@/${name}$`));
  await expect(phone.locator('#profile-name')).toHaveText(name);
  await expect(phone.locator('#presence'), 'a player sees themselves online').toHaveText(messages('profile.en').online);
  await expectFits(phone, 'the profile');
  await viaMenu(phone, '#account-link');
  await expect(phone.locator('#password-form')).toBeVisible();
  await expectFits(phone, 'the account page');
  await viaMenu(phone, '#logout');
  await expect(phone.locator('#login-link')).toHaveCount(1);
  await expect(phone.locator('#me')).toHaveCount(0);
});

test('phone: the menu switches to Italian and works in Italian, logged out and logged in', async ({ newPlayer }) => {
  const phone = await phoneOf(newPlayer, 'menu-italian');
  await phone.goto('/#/');
  await phone.waitForSelector('#open-games');
  await phone.locator('#menu-toggle').click();
  await expect(phone.locator('#language')).toBeInViewport({ ratio: 1 });
  await phone.selectOption('#language', 'it');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'it');
  await expect(phone.locator('#menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  const [site, tournaments, database, puzzles, profile, account] =
    ['site', 'tournaments', 'database', 'puzzles', 'profile', 'account'].map(file => messages(`${file}.it`));
  await expect(phone.locator('#menu-toggle')).toHaveText(site.menu);
  for (const [link, text] of [['#editor-link', site.editor], ['#tournaments-link', tournaments.nav],
    ['#database-link', database.nav], ['#puzzles-link', puzzles.nav], ['#leaderboards-link', profile.leaderboards],
    ['#login-link', account.logIn], ['#register-link', account.register]]) {
    await expect(phone.locator(link)).toHaveText(text);
  }
  await visitEveryPage(phone);
  const name = uniqueName('menuit');
  await registerViaMenu(phone, name);
  await expect(phone.locator('#logout')).toHaveText(account.logOut);
  await visitEveryPage(phone);
  await viaMenu(phone, '#me');
  await expect(phone.locator('#presence')).toHaveText(profile.online);
  await phone.locator('#menu-toggle').click();
  await phone.selectOption('#language', 'en');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.locator('#database-link')).toHaveText(messages('database.en').nav);
});

test('desktop: the top bar shows its links in one row, without a menu button', async ({ newPlayer }) => {
  const page = await newPlayer('menu-desktop');
  await page.goto('/#/');
  await page.waitForSelector('#open-games');
  await expect(page.locator('#menu-toggle')).toBeHidden();
  const bar = (await page.locator('.topbar').boundingBox())!;
  const items = page.locator('.topbar a, .topbar select');
  expect(await items.count(), 'the name, 5 pages, log in, register, language').toBe(9);
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    expect(box, `${await item.textContent()} shown`).not.toBeNull();
    expect(box!.y + box!.height, `${await item.textContent()} in the bar's one row`).toBeLessThanOrEqual(bar.y + bar.height);
  }
  expect(bar.height, 'one row').toBeLessThan(60);
  await expectFits(page, 'the desktop lobby');
  // Logged in, on a laptop (1280x720 inside the browser): the name, Account, Log out and the
  // language switch still stand in the one row, in English and in Italian.
  await page.setViewportSize({ width: 1280, height: 720 });
  await registerPlayer(page, uniqueName('laptop'));
  for (const language of ['en', 'it'] as const) {
    await chooseLanguage(page, language);
    const loggedIn = (await page.locator('.topbar').boundingBox())!;
    expect(loggedIn.height, `logged in (${language}): one row`).toBeLessThan(60);
  }
  await chooseLanguage(page, 'en');
});
