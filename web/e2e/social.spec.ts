// Following, friends online and the notification inbox: Ada follows Bea from her profile and sees her among
// the friends online; in a correspondence game Bea moves, Ada's tab is hidden and a desktop notification
// comes, then her bell shows "your turn" and its link opens the game. Bea, on a phone in Italian, reads
// her "you won" in the menu's bell, with no horizontal scroll.
import { test, expect, registerPlayer, uniqueName, shot } from './fixtures';
import type { Page } from '@playwright/test';

/** Calls the API as the page's logged-in player (session cookie and CSRF token), as the app does. */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(async ({ method, path, body }) => {
    const session = await (await fetch('/api/session')).json() as { csrfToken: string };
    const res = await fetch(path, { method, headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrfToken },
      body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  }, { method, path, body });
}

test('social: follow, friends online, "your turn" in the bell and as a desktop notification; phone in Italian', async ({ newPlayer }) => {
  const ada = await newPlayer('ada');
  const bea = await newPlayer('bea');
  // Ada's tab can be made to look hidden, and each desktop notification it shows is recorded.
  await ada.context().grantPermissions(['notifications']);
  await ada.addInitScript(() => {
    const w = window as unknown as { hiddenTab: boolean; shown: string[]; Notification: typeof Notification };
    w.hiddenTab = false;
    w.shown = [];
    Object.defineProperty(document, 'visibilityState', { get: () => (w.hiddenTab ? 'hidden' : 'visible') });
    const Real = w.Notification;
    w.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.shown.push(`${title}: ${options?.body ?? ''}`);
      }
    } as typeof Notification;
  });
  const [adaName, beaName] = [uniqueName('Ada'), uniqueName('Bea')];
  await registerPlayer(ada, adaName);
  await registerPlayer(bea, beaName);

  await ada.goto(`/#/@/${beaName}`);
  await ada.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(ada.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ada.locator('#followers-count')).toHaveText('1 follower');
  await ada.goto('/#/');
  await expect(ada.locator('#friends-online .friend')).toHaveText([beaName]);

  // A correspondence game: Bea plays first.
  const created = await call(ada, 'POST', '/api/games', { variant: 'chess', side: 'second',
    timeControl: { type: 'correspondence', days: 3 } }) as { game: { id: string }; inviteCode: string };
  const gameId = created.game.id;
  await call(bea, 'POST', `/api/invites/${created.inviteCode}`, {});
  await ada.evaluate(() => { (window as unknown as { hiddenTab: boolean }).hiddenTab = true; });
  await call(bea, 'POST', `/api/games/${gameId}/moves`, { move: 'e4' });
  await expect.poll(() => ada.evaluate(() => (window as unknown as { shown: string[] }).shown))
    .toEqual([`Heterodox: Your turn against ${beaName}`]);
  await ada.evaluate(() => { (window as unknown as { hiddenTab: boolean }).hiddenTab = false; });

  const bell = ada.locator('#inbox-bell');
  await expect(bell.locator('.inbox-count')).toHaveText('1');
  await bell.click();
  const item = ada.locator('#inbox-panel .inbox-item.unread a');
  await expect(item).toHaveText(`Your turn against ${beaName}`);
  await shot(ada, 'social-desktop');
  await item.click();
  await expect(ada).toHaveURL(new RegExp(`#/game/${gameId}$`));
  await expect(bell.locator('.inbox-count')).toBeHidden();

  // Bea, on a phone in Italian and away from the game, hears that she won.
  await bea.setViewportSize({ width: 390, height: 844 });
  await bea.evaluate(() => localStorage.setItem('heterodox.lang', 'it'));
  await bea.goto('/#/');
  await bea.reload();
  await call(ada, 'POST', `/api/games/${gameId}/resign`, {});
  await expect(bea.locator('#menu-toggle .inbox-count')).toHaveText('1');
  await bea.locator('#menu-toggle').click();
  await bea.locator('#inbox-bell').click();
  await expect(bea.locator('#inbox-panel .inbox-item.unread a')).toHaveText(`Hai vinto contro ${adaName}`);
  await expect(bea.locator('#inbox-panel .inbox-desktop')).toHaveText('Attiva le notifiche del browser');
  const overflow = await bea.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const panel = (document.getElementById('inbox-panel') as HTMLElement).getBoundingClientRect();
    return Math.max(document.documentElement.scrollWidth - width, panel.right - width, -panel.left);
  });
  expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
  await shot(bea, 'social-phone');
  await bea.getByRole('button', { name: 'Segna tutte come lette' }).click();
  await expect(bea.locator('#menu-toggle .inbox-count')).toBeHidden();
});
