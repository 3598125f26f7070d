// Defect: on a phone the game's creator could not move by tapping. The board measured its place while
// the header still said "Connecting…"; when that line went the board moved up and every tap landed
// about 36 px off. The creator taps a move after the opponent joined, at 360 and 500 px wide.
import { test, expect, createGame, joinGame, squareCenter, waitPlies, shot } from './fixtures';
import type { Browser, Page } from '@playwright/test';

/** A phone: touch, the phone's viewport and a check that the page logged no error. */
async function phone(browser: Browser, server: string, width: number, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 780 }, hasTouch: true, isMobile: true,
    deviceScaleFactor: 1, baseURL: server });
  const page = await context.newPage();
  page.on('pageerror', err => errors.push(err.message));
  page.on('console', msg => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.setDefaultTimeout(15_000);
  return page;
}

async function tap(page: Page, key: string, index = 0) {
  const p = await squareCenter(page, key, index);
  await page.touchscreen.tap(p.x, p.y);
}

for (const width of [360, 500]) {
  test(`taps: at ${width} px the creator moves by tapping after the opponent joined`, async ({ browser, server, newPlayer }) => {
    const errors: string[] = [];
    const creator = await phone(browser, server, width, errors);
    const invite = await createGame(creator, 'chess');
    const opponent = await newPlayer('opponent');
    await joinGame(opponent, invite, 'Olga');
    await creator.waitForFunction(() => /Your move/.test(document.querySelector('#status')?.textContent ?? ''));
    await creator.waitForFunction(() => (document.querySelector('#connection')?.textContent ?? '') === '');
    await tap(creator, 'e2');
    await tap(creator, 'e4');
    await waitPlies(opponent, 1);
    expect(await opponent.locator('#move-list button.ply').first().textContent(), 'the tapped move').toBe('e4');
    // The opponent answers; the creator taps a knight move.
    await opponent.mouse.click(...Object.values(await squareCenter(opponent, 'e7')) as [number, number]);
    await opponent.mouse.click(...Object.values(await squareCenter(opponent, 'e5')) as [number, number]);
    await waitPlies(creator, 2);
    await tap(creator, 'g1');
    await tap(creator, 'f3');
    await waitPlies(opponent, 3);
    expect(await opponent.locator('#move-list button.ply').nth(2).textContent(), 'the second tapped move').toBe('Nf3');
    await shot(creator, `taps-phone-${width}`);
    await creator.context().close();
    expect(errors, 'no errors on the phone').toEqual([]);
  });
}
