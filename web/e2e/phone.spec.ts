// The layout on a phone (390x844): no page scrolls sideways.
import { test, expect, shot, type NewPlayer } from './fixtures';
import type { Page } from '@playwright/test';

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
