// The rules pages: every game's page opens from the lobby, the game page and the invite page (every game
// once, at desktop width in English; the first game in the other languages and widths), covers
// every option the server lists and shows its diagrams, at desktop and phone width, in English and Italian.
import { test, expect, shot, createGame, artifactShots, type NewPlayer } from './fixtures';
import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const diagrams: Record<string, { id: string; legal?: string[]; refused?: string[] }[]> =
  JSON.parse(readFileSync(new URL('../src/rules-diagrams.json', import.meta.url), 'utf8'));

interface ServedGame { name: string; displayName: string; options: { name: string }[] }

const PHONE = { width: 390, height: 844 };
const artifacts = process.env.E2E_ARTIFACTS ?? join(fileURLToPath(new URL('.', import.meta.url)), 'artifacts');

/** Saves a picture of the page's diagrams (below the fold, so not in the page's screenshot). */
async function shotDiagrams(page: Page, name: string) {
  if (!artifactShots) return;
  mkdirSync(artifacts, { recursive: true });
  await page.waitForTimeout(300);
  await page.locator('#rules-diagrams').screenshot({ path: join(artifacts, `${name}.png`) });
}

/** The games as the server words them in the page's language (the names the pages show). */
async function servedGames(page: Page): Promise<ServedGame[]> {
  const language = await page.evaluate(() => navigator.language);
  return (await (await page.request.get('/api/variants', { headers: { 'Accept-Language': language } })).json()).variants;
}

/** Checks the rules page shown for `game`: its sections, a text for every option, its diagrams drawn. */
async function checkRulesPage(page: Page, game: ServedGame, headings: { moves: string }) {
  await expect(page).toHaveURL(new RegExp(`#/rules/${game.name}$`));
  await expect(page.locator('h1')).toContainText(game.displayName);
  await expect(page.locator('#rules-moves h2')).toHaveText(headings.moves);
  await expect(page.locator('#rules-moves p').first()).not.toBeEmpty();
  await expect(page.locator('#rules-end p').first()).not.toBeEmpty();
  for (const opt of game.options) {
    const text = page.locator(`[data-option="${opt.name}"] .option-text`);
    await expect(text, `a text for option ${opt.name}`).toHaveCount(1);
    await expect(text).not.toHaveClass(/fallback/);
    expect((await text.textContent())!.trim().length, `option ${opt.name}`).toBeGreaterThan(10);
  }
  await expect(page.locator('[data-option]')).toHaveCount(game.options.length);
  const expected = diagrams[game.name];
  await expect(page.locator('.rules-diagram')).toHaveCount(expected.length);
  for (const d of expected) {
    const figure = page.locator(`.rules-diagram[data-diagram="${d.id}"]`);
    await expect(figure.locator('cg-board').first()).toBeVisible();
    await expect(figure.locator('figcaption')).not.toBeEmpty();
    expect(await figure.locator('figcaption').textContent()).not.toContain(`rules-${game.name}`);
    // The allowed and refused moves are drawn (arrows or circles in the board's SVG layer).
    if ((d.legal ?? []).length) await expect(figure.locator('svg [cgHash*="green"]').first()).toBeAttached();
    if ((d.refused ?? []).length) await expect(figure.locator('svg [cgHash*="red"]').first()).toBeAttached();
  }
}

/**
 * Every game's rules page from the lobby; from a game page and an invite page of every game
 * (`everyGameFromGames`) or of the first one only (the links are the same code for every game, so the
 * other languages and widths check them once and spend their time on the pages themselves).
 */
async function everyGameFromEveryPage(newPlayer: NewPlayer, label: string, headings: { moves: string },
  viewport?: { width: number; height: number }, everyGameFromGames = false, noSidewaysScrolling = false) {
  const host = await newPlayer(`${label}-host`, viewport);
  const guest = await newPlayer(`${label}-guest`, viewport);
  await host.goto('/#/');
  const games = await servedGames(host);
  expect(games.map(g => g.name).sort()).toEqual(Object.keys(diagrams).sort());
  for (const game of games) {
    await host.goto('/#/');
    // The lobby's lists load after its form: wait for them, so that the tile does not move under the tap.
    await host.waitForSelector('#open-games');
    await host.locator(`.variant-choice:has(input[value="${game.name}"]) a.rules-link`).click();
    await checkRulesPage(host, game, headings);
    if (noSidewaysScrolling) {
      const pixels = await host.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(pixels, `${game.name}: no horizontal scrolling on a phone (${pixels}px)`).toBeLessThanOrEqual(0);
    }
    await shot(host, `rules-${game.name}-${label}`);
    await shotDiagrams(host, `rules-${game.name}-${label}-diagrams`);
    if (game !== games[0] && !everyGameFromGames) continue;

    const invite = await createGame(host, game.name);
    if (game === games[0]) await shot(host, `rules-link-game-${label}`);
    await host.click('#game-rules');
    await checkRulesPage(host, game, headings);

    await guest.goto(invite);
    await guest.waitForSelector('#invite-rules');
    if (game === games[0]) await shot(guest, `rules-link-invite-${label}`);
    await guest.click('#invite-rules');
    await checkRulesPage(guest, game, headings);
  }
}

test.describe('desktop, English', () => {
  test.use({ locale: 'en-GB' });
  test('every game\'s rules from the lobby, game and invite pages', async ({ newPlayer }) => {
    test.setTimeout(240_000);
    await everyGameFromEveryPage(newPlayer, 'en', { moves: 'What a move is' }, undefined, true);
  });
});

test.describe('desktop, Italian', () => {
  test.use({ locale: 'it-IT' });
  test('le regole di ogni gioco dalla sala, dalla partita e dall\'invito', async ({ newPlayer }) => {
    test.setTimeout(240_000);
    await everyGameFromEveryPage(newPlayer, 'it', { moves: 'Che cos\'è una mossa' });
  });
});

test.describe('phone, English', () => {
  test.use({ locale: 'en-GB', viewport: PHONE, hasTouch: true, isMobile: true });
  test('every game\'s rules on a phone, without sideways scrolling', async ({ newPlayer }) => {
    test.setTimeout(240_000);
    await everyGameFromEveryPage(newPlayer, 'en-phone', { moves: 'What a move is' }, PHONE, false, true);
  });
});

test.describe('phone, Italian', () => {
  test.use({ locale: 'it-IT', viewport: PHONE, hasTouch: true, isMobile: true });
  test('le regole di ogni gioco su un telefono', async ({ newPlayer }) => {
    test.setTimeout(240_000);
    await everyGameFromEveryPage(newPlayer, 'it-phone', { moves: 'Che cos\'è una mossa' }, PHONE);
  });
});

test('an unknown game says so and lists the games', async ({ newPlayer }) => {
  const page = await newPlayer('unknown');
  await page.goto('/#/rules/no-such-game');
  await expect(page.locator('.rules-page .error')).toContainText('no-such-game');
  await expect(page.locator('.rules-index li')).toHaveCount(9);
  await page.goto('/#/rules');
  await expect(page.locator('.rules-index li')).toHaveCount(9);
});
