// The game database in the browser: a logged-in player uploads a PGN file (one game in it is broken
// and is reported by number), finds the games by player and by position (moves from the start, with
// the move each game played next), replays one with the opening explorer beside the board, follows a
// move from the explorer, and sees the explorer on the analysis board too.
import { test, expect, registerPlayer, uniqueName, shot } from './fixtures';

function pgn(anna: string, boris: string) {
  return `[Event "Upload test"]
[Date "2026.11.26"]
[White "${anna}"]
[Black "${boris}"]
[WhiteElo "1850"]
[Result "1-0"]
[Variant "unachess"]

1. K@e1 K@e8 2. Q@d1 Q@d8 3. Qd1d7 1-0

[Event "Upload test"]
[Date "2026.11.27"]
[White "${boris}"]
[Black "${anna}"]
[Result "0-1"]
[Variant "unachess"]

1. K@e1 K@e8 2. R@a1 Q@d8 0-1

[Event "Upload test"]
[White "${anna}"]
[Black "${boris}"]
[Result "*"]
[Variant "unachess"]

1. K@e1 K@e1 *
`;
}

test('database: upload PGN, find games by player and by position, replay one with the opening explorer', async ({ newPlayer }) => {
  const anna = uniqueName('Anna');
  const boris = uniqueName('Boris');
  const page = await newPlayer(anna);
  await registerPlayer(page, anna);
  await page.click('#database-link');
  // The search results load after the page: wait, so that the upload form has stopped moving down.
  await expect(page.locator('#db-total')).toBeVisible();
  await page.setInputFiles('#db-file', { name: 'games.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(pgn(anna, boris)) });
  await page.click('#db-upload');
  await expect(page.locator('#db-imported')).toHaveText(/Imported 2 of 3 games/);
  await expect(page.locator('#db-rejected')).toContainText("game 3, move 1 (Black): illegal move 'K@e1'");

  await page.fill('#db-player', anna.toLowerCase());
  await page.click('#db-find');
  await expect(page.locator('#db-total')).toHaveText(/^2 games \(showing 1–2\)/);
  await expect(page.locator('#db-games tbody tr')).toHaveCount(2);
  await expect(page.locator('#db-games tbody tr').first()).toContainText(`${boris}`);

  await page.fill('#db-player', '');
  await page.fill('#db-event', 'upload test');
  await page.selectOption('#db-variant', 'unachess');
  await page.fill('#db-moves', 'K@e1 K@e8');
  await page.click('#db-find');
  await expect(page.locator('#db-total')).toHaveText(/^\d+ games/);
  await expect(page.locator('#db-games td.db-next').first()).toHaveText(/R@a1|Q@d1/);
  await shot(page, 'database-search', { docs: true });

  await page.locator(`#db-games tr:has-text("${anna} (1850)") a`).click();
  await expect(page.locator('#db-title')).toHaveText(`${anna} – ${boris} 1-0`);
  await expect(page.locator('#db-moves button.current')).toHaveText('K@e8');
  // The game named in the headline; the move numbers are text of their own ("2. Q@d1", not "K@e82. Q@d1").
  await expect(page.locator('#db-headline')).toContainText('Unachess');
  await expect(page.locator('#db-headline')).not.toContainText('unachess');
  await expect(page.locator('#db-moves li').first()).toHaveText(/^1\. K@e1 K@e8 $/);
  await expect(page.locator('#explorer-database h3')).toHaveText(/Database: \d+ games?/);
  await expect(page.locator('#explorer-database tr[data-move="Q@d1"]')).toBeVisible();
  await page.locator('#explorer-database tr[data-move="Q@d1"] button').click();
  await expect(page.locator('#db-moves button.current')).toHaveText('Q@d1');
  await page.keyboard.press('End');
  await expect(page.locator('#db-moves button.current')).toHaveText('Qd7+');
  await expect(page.locator('#explorer-database')).toContainText('Games that ended here: 1');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#db-moves button.current')).toHaveText('Q@d8');
  await shot(page, 'database-replay', { docs: true });

  await page.click('#db-analyse');
  await expect(page.locator('#explorer-database h3')).toHaveText(/Database: \d+ games?/);
  await expect(page.locator('#explorer-database tr[data-move="Qd7+"]')).toBeVisible();
});

test('database: logged-out players search and replay but are asked to log in to upload; a bad position is named', async ({ newPlayer }) => {
  const page = await newPlayer('guest');
  await page.goto('/#/database');
  await expect(page.locator('#db-login')).toContainText('Log in to upload');
  await page.selectOption('#db-variant', 'alice');
  await page.fill('#db-fen', 'not a position');
  await page.click('#db-find');
  await expect(page.locator('#db-error')).toContainText('fen:');
  await page.selectOption('#db-variant', '');
  await page.fill('#db-fen', '');
  await page.fill('#db-moves', 'e4');
  await page.click('#db-find');
  await expect(page.locator('#db-form-error')).toHaveText('Choose the game of the position.');
});
