// Challenges: a player challenges another from their profile; the challenged player, on another page,
// sees the notice and accepts (both land in the game) or declines with a reason the challenger reads.
// Desktop in English, phone in Italian.
import { test, expect, registerPlayer, uniqueName, shot } from './fixtures';
import type { Page } from '@playwright/test';

/** No horizontal scroll, and (the notices are fixed, outside the page's scroll width) nothing of theirs past the edge. */
async function noSideScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const fixed = [...document.querySelectorAll('#away-notices *, #challenge-dialog *')]
      .map(el => el.getBoundingClientRect()).filter(r => r.width > 0);
    return Math.max(document.documentElement.scrollWidth - width, ...fixed.map(r => r.right - width), ...fixed.map(r => -r.left));
  });
  expect(overflow, `${where}: no horizontal scroll`).toBeLessThanOrEqual(0);
}

test('challenges (desktop, English): challenged from the profile, accepted from the leaderboards, both in the game', async ({ newPlayer }) => {
  const ada = await newPlayer('ada');
  const bea = await newPlayer('bea');
  const [adaName, beaName] = [uniqueName('Ada'), uniqueName('Bea')];
  await registerPlayer(ada, adaName);
  await registerPlayer(bea, beaName);
  await bea.goto('/#/leaderboards');
  await ada.goto(`/#/@/${beaName}`);
  await ada.getByRole('button', { name: `Challenge ${beaName}` }).click();
  const dialog = ada.locator('#challenge-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#challenge-variant').selectOption('chess');
  await dialog.locator('#challenge-side').selectOption('first');
  await dialog.locator('#challenge-rated').check();
  await dialog.locator('#challenge-send').click();
  await expect(ada.locator('#challenge-message')).toContainText(`Challenge sent to ${beaName}`);
  await expect(ada.locator('.challenge-outgoing')).toContainText(`Your challenge to ${beaName}`);

  const notice = bea.locator('#away-notices .challenge-incoming');
  await expect(notice).toContainText(`${adaName} challenges you`);
  await expect(notice).toContainText('rated');
  await expect(notice).toContainText('you move second');
  await expect(notice).toBeInViewport();
  await shot(bea, 'challenge-desktop');
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(bea).toHaveURL(/#\/game\/\w+$/);
  const gameId = bea.url().split('/').pop() as string;
  await expect(ada).toHaveURL(new RegExp(`#/game/${gameId}$`));
  const game = await (await ada.request.get(`/api/games/${gameId}`)).json() as
    { rated: boolean; players: { first: { account?: string }; second: { account?: string } } };
  expect(game.rated).toBe(true);
  expect(game.players.first.account).toBe(adaName);
  expect(game.players.second.account).toBe(beaName);
  await expect(ada.locator('.challenge-notice')).toHaveCount(0);
  await expect(bea.locator('.challenge-notice')).toHaveCount(0);
});

test('challenges (phone, Italian): a challenge declined with a reason the challenger reads', async ({ newPlayer }) => {
  const phone = { width: 390, height: 844 };
  const ada = await newPlayer('ada', phone);
  const bea = await newPlayer('bea', phone);
  const [adaName, beaName] = [uniqueName('Ada'), uniqueName('Bea')];
  await registerPlayer(ada, adaName);
  await registerPlayer(bea, beaName);
  // The phone's top bar keeps the language switch in its menu: the choice is set as the switch keeps it.
  for (const page of [ada, bea]) await page.evaluate(() => localStorage.setItem('heterodox.lang', 'it'));
  await bea.goto('/#/leaderboards');
  await ada.goto(`/#/@/${beaName}`);
  for (const page of [ada, bea]) await page.reload();
  await ada.getByRole('button', { name: `Sfida ${beaName}` }).click();
  await expect(ada.locator('#challenge-dialog')).toBeVisible();
  await noSideScroll(ada, 'the challenge form');
  await ada.locator('#challenge-send').click();
  await expect(ada.locator('#challenge-message')).toContainText(`Sfida inviata a ${beaName}`);

  const notice = bea.locator('#away-notices .challenge-incoming');
  await expect(notice).toContainText(`${adaName} ti sfida`);
  await expect(notice).toContainText('amichevole');
  await notice.locator('.challenge-reason').selectOption('tooFast');
  await expect(notice).toBeInViewport();
  await noSideScroll(bea, 'the challenge notice');
  await shot(bea, 'challenge-phone');
  await notice.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(notice).toHaveCount(0);
  await expect(ada.locator('.challenge-declined'))
    .toHaveText(`${beaName} ha rifiutato la tua sfida: Questa cadenza è troppo veloce per me.×`);
  await expect(ada.locator('.challenge-outgoing')).toHaveCount(0);
  await noSideScroll(ada, 'the declined notice');
});
