// The players' journey: two new users register, one posts a rated Unachess seek, the other takes it
// with one click, they chat and play, one resigns, both see the ratings change and the game on both
// profiles; then a hostile chat line stays text. At desktop and phone width.
import type { Page } from '@playwright/test';
import { test, expect, registerPlayer, uniqueName, shot, waitPlies } from './fixtures';

async function typeMove(page: Page, text: string) {
  await page.fill('#move-entry', text);
  await page.press('#move-entry', 'Enter');
}

async function openChat(page: Page) {
  // On a phone the chat panel starts folded.
  if (!(await page.locator('#chat').evaluate(el => (el as HTMLDetailsElement).open))) await page.click('#chat summary');
}

for (const [label, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`players (${label}): register, take a stranger's rated seek, chat, play, ratings and profiles`, async ({ newPlayer }) => {
    const ada = await newPlayer('ada', viewport);
    const bea = await newPlayer('bea', viewport);
    const adaName = uniqueName('Ada');
    const beaName = uniqueName('Bea');
    await registerPlayer(ada, adaName);
    await registerPlayer(bea, beaName);

    // Ada posts a rated Unachess seek from the lobby.
    await ada.goto('/#/');
    await ada.locator('input[name=variant][value="unachess"]').check();
    await ada.selectOption('#side', 'first');
    await ada.check('#rated');
    await ada.click('#post-seek');
    const row = ada.locator(`#seek-list li.seek-row:has(a.seek-player:text-is("${adaName}"))`);
    await expect(row).toBeVisible();
    await expect(row.locator('.cancel-seek')).toBeVisible();

    // Bea, a stranger, finds it and takes it with one click; both land on the game.
    await bea.goto('/#/');
    const seek = bea.locator(`#seek-list li.seek-row:has(a.seek-player:text-is("${adaName}"))`);
    await expect(seek.locator('.seek-mode')).toHaveText('rated');
    if (label === 'desktop') await shot(bea, 'players-seek-desktop', { docs: true });
    else await shot(bea, 'players-seek-phone');
    await seek.locator('.accept-seek').click();
    await bea.waitForSelector('.game-page .board-wrap');
    await ada.waitForSelector('.game-page .board-wrap');
    expect(ada.url()).toBe(bea.url());

    // They chat in the players' room.
    await openChat(ada);
    await openChat(bea);
    await ada.fill('#chat-input', 'Good luck!');
    await ada.press('#chat-input', 'Enter');
    await expect(bea.locator('#chat-lines .chat-line')).toHaveText([`${adaName} Good luck!`]);
    await bea.fill('#chat-input', 'Thanks, you too');
    await bea.click('#chat-send');
    await expect(ada.locator('#chat-lines .chat-line')).toHaveCount(2);

    // A few moves: Ada plays first with her session only (no seat token reached her browser).
    await typeMove(ada, 'K@e1');
    await waitPlies(bea, 1);
    await typeMove(bea, 'K@e8');
    await waitPlies(ada, 2);
    await expect(ada.locator('[data-side-rating]').first()).toHaveText(/^1500\?$/);

    bea.once('dialog', d => d.accept());
    await bea.click('#resign');
    await expect(ada.locator('[data-side-rating].gain')).toHaveText(/^\d{4}\? \(\+\d+\)$/);
    await expect(bea.locator('[data-side-rating].loss')).toHaveText(/^\d{4}\? \(−\d+\)$/);
    await expect(ada.locator('[data-side-rating].loss')).toHaveCount(1);
    if (label === 'desktop') await shot(ada, 'players-rated-end-desktop', { docs: true });
    else await shot(ada, 'players-rated-end-phone');
    const gameId = new URL(ada.url()).hash.split('/')[2];

    // The game and the new ratings are on both profiles.
    for (const [page, name, outcome] of [[ada, adaName, 'Won'], [bea, beaName, 'Lost']] as const) {
      await page.goto(`/#/@/${name}`);
      await expect(page.locator('#profile-name')).toHaveText(name);
      await expect(page.locator('#ratings tbody tr[data-variant="unachess"] .rating-value')).toHaveText(/^\d{4}\?$/);
      await expect(page.locator(`#player-games li[data-game="${gameId}"] .game-state`)).toHaveText(outcome);
      await expect(page.locator(`#player-games li[data-game="${gameId}"] .game-variant`), 'the game by its name').toHaveText('Unachess');
      await expect(page.locator('#rating-graph canvas')).toHaveCount(1);
      await expect(page.locator('#rating-graph .u-legend'), 'the graph\'s legend in the interface\'s words').toContainText('Date');
    }
    if (label === 'desktop') await shot(ada, 'players-profile-desktop', { docs: true });
    else await shot(ada, 'players-profile-phone');
    // The filters: Ada won no game as... a loss filter finds nothing, a win filter the game.
    await ada.selectOption('#filter-result', 'loss');
    await expect(ada.locator('#player-games li.muted')).toBeVisible();
    await ada.selectOption('#filter-result', 'win');
    await expect(ada.locator(`#player-games li[data-game="${gameId}"]`)).toBeVisible();
    const width = await ada.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);

    // A new club's leaderboard: after one rated game both players are provisional, listed apart.
    await bea.goto('/#/leaderboards');
    const board = bea.locator('.leaderboard[data-variant="unachess"]');
    await expect(board.locator('.none-established')).toBeVisible();
    await expect(board.locator('ol.provisional')).toContainText(adaName);
    await expect(board.locator('ol.provisional')).toContainText(beaName);
    await shot(bea, `leaderboards-provisional-${label}`);
  });
}

test('players: hostile names and chat lines stay text', async ({ newPlayer }) => {
  const a = await newPlayer('a');
  const b = await newPlayer('b');
  let dialogs = 0;
  for (const page of [a, b]) page.on('dialog', d => { dialogs++; void d.dismiss(); });
  // A hostile name cannot even be registered...
  await a.goto('/#/register');
  await a.fill('#account-name', '<img src=x onerror=alert(1)>');
  await a.fill('#account-password', 'long enough password');
  await a.click('#account-submit');
  await expect(a.locator('#account-error')).toContainText('starts with a letter');
  // ...but an anonymous player's chosen name and every chat line are free text, shown as text.
  await a.goto('/#/');
  await a.fill('#player-name', 'Eve');
  await a.click('#create-game');
  const invite = await a.inputValue('#invite-link');
  await b.goto(invite);
  await b.fill('#join-name', 'Mallory');
  await b.click('#join-game');
  await b.waitForSelector('.game-page .board-wrap');
  await openChat(a);
  await openChat(b);
  const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>"><svg onload=alert(3)>';
  await b.fill('#chat-input', hostile);
  await b.press('#chat-input', 'Enter');
  await expect(a.locator('#chat-lines .chat-text')).toHaveText([hostile]);
  expect(await a.locator('#chat-lines img, #chat-lines script, #chat-lines svg').count()).toBe(0);
  expect(dialogs, 'nothing ran').toBe(0);
});
