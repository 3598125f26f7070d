// Ambiguous Chess in the move list: moves numbered, not decisions ("1. Na3 e5 2. d4"), each chosen move
// with its announced square; the choice buttons name the moves they make ("a2-a3", "Nb1-a3").
import { test, expect, createGame, joinGame, clickMove, clickSquare, waitPlies, waitTurn, shot } from './fixtures';
import type { Page } from '@playwright/test';

/** The move list as text, row by row: "1. Na3a3 e5" (the announced square follows its move). */
const rows = (page: Page) => page.locator('#move-list li:not(.result)').allTextContents();

for (const [label, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`ambiguous list (${label}): moves numbered with their announcements, choices named by their moves`, async ({ newPlayer }) => {
    const a = await newPlayer('white', viewport);
    const b = await newPlayer('black', viewport);
    const invite = await createGame(a, 'ambiguous');
    await joinGame(b, invite, 'Amb');
    await waitTurn(a);
    await clickSquare(a, 'a3'); // a2-a3 or Nb1-a3: Black chooses
    await b.waitForSelector('#candidates');
    expect(await b.locator('#candidates button').allTextContents()).toEqual(['a2-a3', 'Nb1-a3']);
    // While the choice is pending, the list shows the announced square waiting.
    await expect(b.locator('#move-list button.ply[data-ply="1"] .announced')).toHaveText('a3');
    if (label === 'desktop') await shot(b, 'ambiguous-choice-desktop', { docs: true });
    else await shot(b, 'ambiguous-choice-phone');
    await clickMove(b, 'b1', 'a3');
    await waitPlies(a, 2);
    await waitTurn(b);
    await clickSquare(b, 'e5'); // only e7-e5: played at once
    await waitPlies(a, 3);
    await waitTurn(a);
    await clickSquare(a, 'd4'); // only d2-d4
    await waitPlies(b, 4);
    expect(await rows(b)).toEqual(['1.Na3a3e5', '2.d4']);
    expect(await b.locator('#move-list button.ply .announced').allTextContents(), 'one announcement shown, with Na3').toEqual(['a3']);
    expect(await b.locator('#move-list button.ply').first().getAttribute('data-ply'), 'Na3 stands after ply 2').toBe('2');
    await b.locator('#move-list button.ply').first().click();
    await expect(b.locator('#move-list button.ply[aria-current]')).toHaveText('Na3a3');
    if (label === 'desktop') await shot(b, 'ambiguous-list-desktop', { docs: true });
    else await shot(b, 'ambiguous-list-phone');
  });
}
