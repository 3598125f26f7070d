// What the browser tests share: the real server (one per worker), players in their own browser
// contexts with a check that no page logged an error, and the moves of a game made with the mouse.
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { PlayerPool, type Pooled } from './player-pool';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { expect };

const here = fileURLToPath(new URL('.', import.meta.url));
const jar = process.env.HETERODOX_JAR ?? join(here, '..', '..', 'cli', 'target', 'heterodox.jar');
const artifacts = process.env.E2E_ARTIFACTS ?? join(here, 'artifacts');

type Viewport = { width: number; height: number };
export type NewPlayer = (name: string, viewport?: Viewport) => Promise<Page>;

/** A game as `GET /api/games/{id}` gives it (only the fields the tests read). */
export interface Game {
  id: string;
  status: string;
  plies: number;
  fen: string;
  startFen: string;
  moves: { machine: string }[];
  legalMoves: { uci?: string[]; usi?: string[]; announce?: string[] };
  players: { first: { kind: string; account?: string }; second: { kind: string; level?: number; account?: string } };
}

/**
 * The server's JVM options, from E2E_JAVA_OPTS (none by default). C1 alone (-XX:TieredStopAtLevel=1)
 * was tried as the default: password hashing on registration became slow enough on a loaded machine
 * that a registration outlasted the test's wait.
 */
const serverJvmOptions = (process.env.E2E_JAVA_OPTS ?? '').split(' ').filter(Boolean);

/** A running `heterodox.jar serve`: its address, and how to stop it. */
interface Launched { address: string; stop: () => Promise<void> }

/** Starts `heterodox.jar serve` on a loopback port (any free one unless given) with the data folder `dataDir` and any further options. */
async function launch(dataDir: string, port = 0, options: string[] = []): Promise<Launched> {
  // Many players share one address here, so the caps on open games and new accounts per address are lifted.
  const server = spawn('java', [...serverJvmOptions, '-jar', jar, 'serve', '--port', String(port), '--host', '127.0.0.1',
    '--data', dataDir, '--max-open-games', '1000', '--max-accounts-per-hour', '1000',
    // Argon2 at OWASP's cost was most of the server's CPU in these tests (hundreds of registrations).
    '--light-password-hashes-for-tests', ...options],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stderr.on('data', d => { log += d; });
  const exited = new Promise(resolve => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  try {
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 60_000);
      let out = '';
      server.stdout.on('data', d => { // read to the end, so the server never blocks on a full pipe
        out += d;
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
        if (m) { clearTimeout(timer); resolve(m[1]); }
      });
      server.once('exit', code => { clearTimeout(timer); reject(new Error(`server exited with ${code}:\n${log}`)); });
    });
    return { address, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** What a test's server needs beyond the defaults: a port, further `serve` options, a preparation of its data folder. */
export interface ServerSetup {
  port?: number;
  options?: string[];
  /** runs on the data folder first, with no server running on it */
  prepare?: (dataDir: string) => Promise<void>;
}

/** Starts a server with a fresh data folder and gives its address. */
export async function startServer(use: (base: string) => Promise<void>, setup: ServerSetup = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'heterodox-e2e-'));
  try {
    if (setup.prepare) await setup.prepare(dataDir);
    const server = await launch(dataDir, setup.port, setup.options);
    try {
      await use(server.address);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The moderator of the `moderated` tests' server. */
export const MODERATOR = { name: 'Moderator1', password: 'pw of Moderator1!' };

/**
 * Makes MODERATOR a moderator the way a site's operator does: the account is registered on a first
 * run of the server, which is then stopped, and `heterodox admin grant` runs on its data folder (H2
 * belongs to one process) before the tests' server starts on it. Nothing of this reaches production.
 */
async function grantModerator(dataDir: string) {
  const first = await launch(dataDir);
  try {
    const res = await fetch(`${first.address}/api/accounts`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(MODERATOR) });
    if (res.status !== 201) throw new Error(`registering the moderator failed: ${res.status} ${await res.text()}`);
  } finally {
    await first.stop();
  }
  const granted = spawnSync('java', ['-jar', jar, 'admin', 'grant', MODERATOR.name, 'moderator', '--data', dataDir],
    { encoding: 'utf8' });
  if (granted.status !== 0) throw new Error(`admin grant failed: ${granted.stderr}`);
}

/** The browser's console line for a request the server refused with a client error (400-499). */
const REFUSED = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

export const test = base.extend<{ newPlayer: NewPlayer }, { server: string; playerPool: PlayerPool }>({
  // Full-game reports at a CI-sized effort: depth 4 within 20,000 nodes a position.
  server: [async ({}, use) => startServer(use, { options: ['--report-depth', '4', '--report-nodes', '20000'] }),
    { scope: 'worker', timeout: 90_000 }],

  playerPool: [async ({ browser }, use) => {
    const pool = new PlayerPool(browser as Browser);
    await use(pool);
    await pool.close();
  }, { scope: 'worker' }],

  /**
   * Opens a player: a browser context on the server of its own (one of the worker's pool, emptied
   * for this test: see PlayerPool). Every console error and uncaught page error of the test's
   * players fails the test.
   */
  newPlayer: async ({ server, playerPool, locale, isMobile, hasTouch }, use) => {
    const taken: Pooled[] = [];
    const consoleErrors: string[] = [];
    await use(async (name, viewport = { width: 1280, height: 860 }) => {
      const entry = await playerPool.take({ baseURL: server, locale, isMobile, hasTouch }, viewport);
      taken.push(entry);
      const page = entry.page;
      page.on('console', msg => {
        // A refused typed move is the server's 4xx answer, shown to the player: the browser's own
        // network line for it is no page error (a 5xx still is).
        if (msg.type() === 'error' && !REFUSED.test(msg.text())) consoleErrors.push(`${name}: ${msg.text()}`);
      });
      page.on('pageerror', err => consoleErrors.push(`${name}: ${err.message}`));
      page.setDefaultTimeout(15_000);
      return page;
    });
    for (const entry of taken) await playerPool.giveBack(entry);
    expect(consoleErrors, 'no console errors').toEqual([]);
  },
});

/** The tests of moderation: their server (one per worker) has MODERATOR granted before it starts. */
export const moderated = test.extend<object, { server: string }>({
  server: [async ({}, use) => startServer(use, { prepare: grantModerator }), { scope: 'worker', timeout: 240_000 }],
});

// ---------- the lobby and a game's page

export async function createGame(page: Page, variant: string,
  { options = [] as string[], side = 'first', fen = '', time = '0' } = {}) {
  await page.goto('/#/');
  await page.locator(`input[name=variant][value="${variant}"]`).check();
  for (const opt of options) await page.locator(`#options input[value="${opt}"]`).check();
  await page.selectOption('#time-control', time);
  await page.selectOption('#side', side);
  if (fen) {
    await page.locator('details summary').click();
    await page.fill('#start-fen', fen);
  }
  await page.click('#create-game');
  await page.waitForSelector('#invite-link');
  return page.inputValue('#invite-link');
}

export async function joinGame(page: Page, inviteUrl: string, name: string) {
  await page.goto(inviteUrl);
  await page.waitForSelector('#join-game');
  // A logged-in player joins under their account's name: the page asks for no name then.
  if (await page.locator('#join-name').count()) await page.fill('#join-name', name);
  await page.click('#join-game');
  await page.waitForSelector('.game-page .board-wrap');
}

/** The game shown on the page, from the server's API. */
export async function gameJson(page: Page): Promise<Game> {
  const id = new URL(page.url()).hash.split('/')[2];
  const res = await page.request.get(`/api/games/${id}`);
  return res.json();
}

/** Waits until the move list reaches ply n (by the plies its buttons stand for: an Ambiguous Chess move covers two). */
export async function waitPlies(page: Page, n: number) {
  await page.waitForFunction(count => Math.max(0, ...[...document.querySelectorAll('#move-list button.ply')]
    .map(b => Number(b.getAttribute('data-ply')))) >= count, n);
}

export async function waitTurn(page: Page) {
  await page.waitForFunction(() => /Your (move|choice)/.test(document.querySelector('#status')?.textContent ?? ''));
}

/** Where the pictures shown by README.md and docs/*.md live; the browser tests write every one of them. */
const docsScreenshots = join(here, '..', '..', 'docs', 'screenshots');

/**
 * Whether pictures are saved under e2e/artifacts for a person to look at: yes unless E2E_SHOTS=0, which the
 * Maven build sets (nobody looks at a build's artifacts, and the pictures cost a tenth of the suite's CPU).
 */
export const artifactShots = process.env.E2E_SHOTS !== '0';

/**
 * Saves a screenshot under e2e/artifacts (see `artifactShots`); with `docs`, also as
 * docs/screenshots/<name>.png, a picture the docs show (DocsImagesTest, web/src/docs-images.test.ts,
 * checks that each one is written here), always.
 */
export async function shot(page: Page, name: string, { docs = false } = {}) {
  await page.waitForTimeout(350); // let the board's move animation finish
  if (artifactShots) {
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, `${name}.png`) });
  }
  if (docs) await page.screenshot({ path: join(docsScreenshots, `${name}.png`) });
}

// ---------- the board

/** The centre of a square of board `index` (0, or 1 for Alice's board B). */
export async function squareCenter(page: Page, key: string, index = 0) {
  const wrap = page.locator('.board-wrap').nth(index);
  const box = (await wrap.boundingBox())!;
  const white = await wrap.evaluate(el => el.classList.contains('orientation-white'));
  const size = await wrap.evaluate(el => (el.closest('.board-9x9') ? 9 : 8));
  const file = key.charCodeAt(0) - 97;
  const rank = Number(key.slice(1));
  const col = white ? file : size - 1 - file;
  const row = white ? size - rank : rank - 1;
  return { x: box.x + (col + 0.5) * box.width / size, y: box.y + (row + 0.5) * box.height / size };
}

export async function clickSquare(page: Page, key: string, index = 0) {
  const p = await squareCenter(page, key, index);
  await page.mouse.click(p.x, p.y);
}

export async function clickMove(page: Page, from: string, to: string, index = 0) {
  await clickSquare(page, from, index);
  await clickSquare(page, to, index);
}

export async function dragMove(page: Page, from: string, to: string, index = 0) {
  const a = await squareCenter(page, from, index);
  const b = await squareCenter(page, to, index);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

export async function dropFromHand(page: Page, role: string, key: string) {
  await page.locator(`.hand-bottom piece[data-role="${role}"]`).click();
  await clickSquare(page, key);
}

/** The shapes drawn on each board (chessgroundx's hashes: "w,h,orig,dest,brush" for arrows and circles). */
export function shapesOn(page: Page) {
  return page.evaluate(() => [...document.querySelectorAll('.board-wrap')].map(wrap =>
    [...wrap.querySelectorAll('svg *')].map(el => el.getAttribute('cgHash') ?? '').filter(hash => hash.includes('green'))));
}

// ---------- games against the engine

/** Creates a game against the engine from the lobby; the human plays first. */
export async function createEngineGame(page: Page, variant: string,
  { options = [] as string[], level = '1', fen = '' } = {}) {
  await page.goto('/#/');
  await page.locator(`input[name=variant][value="${variant}"]`).check();
  for (const opt of options) await page.locator(`#options input[value="${opt}"]`).check();
  if (fen) {
    await page.locator('details summary').click();
    await page.fill('#start-fen', fen);
  }
  await page.locator('input[name=opponent][value="engine"]').check();
  await page.selectOption('#engine-level', level);
  await page.selectOption('#side', 'first');
  await page.click('#create-game');
  await page.waitForSelector('.game-page .board-wrap');
  const game = await gameJson(page);
  expect(game.status === 'live' && game.players.second.kind === 'engine', `an engine game: ${game.status}`).toBe(true);
}

/** Waits until the human may act or the game is over; returns the game. */
export async function waitTurnOrEnd(page: Page) {
  await page.waitForFunction(() => /Your (move|choice)/.test(document.querySelector('#status')?.textContent ?? '')
    || document.querySelector('#result') !== null);
  return gameJson(page);
}

type Family = 'chess' | 'shogi';

/** A machine square (UCI "e4", USI "7g") as a board key. */
export function boardKey(square: string, family: Family) {
  return family === 'shogi' ? 'abcdefghi'[9 - Number(square[0])] + String(9 - (square.charCodeAt(1) - 97)) : square;
}

/** Plays a machine move (UCI or USI, a drop or a board move) with the mouse, answering the promotion prompt if asked. */
async function playMachineMove(page: Page, move: string, legal: string[], family: Family, boardIndex = 0) {
  const drop = (family === 'shogi' ? /^([A-Z])\*(\d[a-i])$/ : /^([A-Z])@([a-h][1-8])$/).exec(move);
  if (drop) {
    await dropFromHand(page, `${drop[1].toLowerCase()}-piece`, boardKey(drop[2], family));
    return;
  }
  const m = (family === 'shogi' ? /^(\d[a-i])(\d[a-i])(\+?)$/ : /^([a-h][1-8])([a-h][1-8])([qrbnk]?)$/).exec(move);
  expect(m, `a board move: ${move}`).toBeTruthy();
  await clickMove(page, boardKey(m![1], family), boardKey(m![2], family), boardIndex);
  if (legal.filter(x => x.startsWith(m![1] + m![2])).length > 1) {
    await page.click(`#promotion button[data-promotion="${m![3]}"]`);
  }
}

export type Choice = string | { move: string; board: number };

/**
 * Plays up to `turns` of the human's turns against the engine: `choose(game)` names the move (or
 * {move, board}); after each, the engine answers on the board. Returns the last game state.
 */
export async function playAgainstEngine(page: Page, turns: number, family: Family,
  choose: (game: Game) => Choice | Promise<Choice>) {
  let game = await waitTurnOrEnd(page);
  for (let i = 0; i < turns && game.status === 'live'; i++) {
    const choice = await choose(game);
    const { move, board } = typeof choice === 'string' ? { move: choice, board: 0 } : choice;
    const legal = game.legalMoves[family === 'shogi' ? 'usi' : 'uci'] ?? [];
    expect(legal.includes(move) || (game.legalMoves.announce ?? []).includes(move), `${move} is legal: ${legal.join(' ')}`).toBe(true);
    const before = game.plies;
    if (/^[a-h][1-8]$/.test(move)) await clickSquare(page, move); // an Ambiguous Chess announcement
    else await playMachineMove(page, move, legal, family, board);
    await waitPlies(page, before + 1);
    game = await waitTurnOrEnd(page);
    expect(game.moves[before].machine, `played ${move}: ${JSON.stringify(game.moves.slice(before))}`).toBe(move);
    expect(game.status !== 'live' || game.plies > before + 1, `the engine answered ${move}`).toBe(true);
  }
  return game;
}

/** The first of `wanted` that is legal, else the first legal move. */
export const prefer = (legal: string[], ...wanted: string[]) => wanted.find(m => legal.includes(m)) ?? legal[0];

// ---------- the board editor

export const editorStatus = (page: Page) => page.textContent('#editor-status');

export const waitEditorStatus = (page: Page, pattern: RegExp) => page.waitForFunction(
  source => new RegExp(source).test(document.querySelector('#editor-status')?.textContent ?? ''), pattern.source);

export const spare = (page: Page, letter: string) => page.locator(`.palette .spare[data-letter="${letter}"]`);

export const editorFenIs = (page: Page, fen: string) =>
  page.waitForFunction(f => (document.querySelector('#editor-fen') as HTMLInputElement).value === f, fen);

export async function dragFromPalette(page: Page, letter: string, key: string, index = 0) {
  const from = (await spare(page, letter).boundingBox())!;
  const to = await squareCenter(page, key, index);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

// ---------- the top bar

/**
 * Follows one of the top bar's links (`#account-link`, `#logout`, `#database-link` ...). On a phone the
 * links are folded into the "Menu" button: it is opened first, as a player would.
 */
export async function viaTopbar(page: Page, link: string) {
  await openMenuIfFolded(page, link);
  await page.locator(link).click();
}

/** Switches the interface language with the top bar's selector (through the menu on a phone). */
export async function chooseLanguage(page: Page, language: 'en' | 'it') {
  await openMenuIfFolded(page, '#language');
  await page.selectOption('#language', language);
}

async function openMenuIfFolded(page: Page, target: string) {
  const toggle = page.locator('#menu-toggle');
  if (await toggle.isVisible() && !(await page.locator(target).isVisible())) {
    await toggle.click();
    await expect(page.locator(target)).toBeVisible();
  }
}

// ---------- accounts

/** A user name unique on this worker's server (which all its tests share): `prefix` plus a random tail, at most 20 characters. */
export function uniqueName(prefix: string): string {
  return `${prefix.slice(0, 12)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Registers through the app's form (which logs in) and waits for the top bar to show the name. */
export async function registerPlayer(page: Page, name: string, password = `pw of ${name}!`) {
  await page.goto('/#/register');
  await page.fill('#account-name', name);
  await page.fill('#account-password', password);
  await page.click('#account-submit');
  // The password is hashed with Argon2id: on a busy machine, as the server warms up, that can take seconds.
  await expect(page.locator('#me')).toHaveText(name, { timeout: 15_000 });
}

/** Logs in through the app's form and waits for the top bar to show the name. */
export async function logIn(page: Page, name: string, password = `pw of ${name}!`) {
  await page.goto('/#/login');
  await page.fill('#account-name', name);
  await page.fill('#account-password', password);
  await page.click('#account-submit');
  // The password is hashed with Argon2id: on a busy machine, as the server warms up, that can take seconds.
  await expect(page.locator('#me')).toHaveText(name, { timeout: 15_000 });
}
