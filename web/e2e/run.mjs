// End-to-end tests of the browser app against the real server, in headless Debian Chromium.
// Usage: node e2e/run.mjs path/to/heterodox.jar artifacts-dir
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [jar, artifacts] = process.argv.slice(2);
mkdirSync(artifacts, { recursive: true });
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// ---------- server
const dataDir = mkdtempSync(join(tmpdir(), 'heterodox-e2e-'));
const server = spawn('java', ['-jar', jar, 'serve', '--port', '0', '--host', '127.0.0.1', '--data', dataDir],
  { stdio: ['ignore', 'pipe', 'pipe'] });
let serverLog = '';
server.stderr.on('data', d => { serverLog += d; });
const base = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`server did not start:\n${serverLog}`)), 60_000);
  let out = '';
  server.stdout.on('data', d => {
    out += d;
    const m = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
    if (m) { clearTimeout(timer); resolve(m[1]); }
  });
  server.on('exit', code => reject(new Error(`server exited with ${code}:\n${serverLog}`)));
});

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
const consoleErrors = [];

async function newPlayer(name, viewport = { width: 1280, height: 860 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', msg => { if (msg.type() === 'error') consoleErrors.push(`${name}: ${msg.text()}`); });
  page.on('pageerror', err => consoleErrors.push(`${name}: ${err.message}`));
  page.setDefaultTimeout(15_000);
  return page;
}

// ---------- helpers
function assert(cond, message) {
  if (!cond) throw new Error(message);
}

async function createGame(page, variant, { options = [], side = 'first', fen = '', time = '0' } = {}) {
  await page.goto(`${base}/#/`);
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

async function joinGame(page, inviteUrl, name) {
  await page.goto(inviteUrl);
  await page.fill('#join-name', name);
  await page.click('#join-game');
  await page.waitForSelector('.game-page .board-wrap');
}

/** The centre of a square of board `index` (0, or 1 for Alice's board B). */
async function squareCenter(page, key, index = 0) {
  const wrap = page.locator('.board-wrap').nth(index);
  const box = await wrap.boundingBox();
  const white = await wrap.evaluate(el => el.classList.contains('orientation-white'));
  const size = await wrap.evaluate(el => (el.closest('.board-9x9') ? 9 : 8));
  const file = key.charCodeAt(0) - 97;
  const rank = Number(key.slice(1));
  const col = white ? file : size - 1 - file;
  const row = white ? size - rank : rank - 1;
  return { x: box.x + (col + 0.5) * box.width / size, y: box.y + (row + 0.5) * box.height / size };
}

async function clickSquare(page, key, index = 0) {
  const p = await squareCenter(page, key, index);
  await page.mouse.click(p.x, p.y);
}

async function clickMove(page, from, to, index = 0) {
  await clickSquare(page, from, index);
  await clickSquare(page, to, index);
}

async function dragMove(page, from, to, index = 0) {
  const a = await squareCenter(page, from, index);
  const b = await squareCenter(page, to, index);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

async function dropFromHand(page, role, key) {
  await page.locator(`.hand-bottom piece[data-role="${role}"]`).click();
  await clickSquare(page, key);
}

async function waitPlies(page, n) {
  await page.waitForFunction(count => document.querySelectorAll('#move-list button.ply').length >= count, n);
}

async function waitTurn(page) {
  await page.waitForFunction(() => /Your (move|choice)/.test(document.querySelector('#status')?.textContent ?? ''));
}

async function shot(page, name) {
  await page.waitForTimeout(350); // let the board's move animation finish
  await page.screenshot({ path: join(artifacts, `${name}.png`) });
}

async function gameJson(page) {
  const id = new URL(page.url()).hash.split('/')[2];
  const res = await fetch(`${base}/api/games/${id}`);
  return res.json();
}

// ---------- tests
const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test('chess: two players create, join, play by click and drag to mate; reload mid-game', async () => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'chess', { side: 'first', time: '3' });
  await joinGame(b, invite, 'Bea');
  await waitTurn(a);
  await clickMove(a, 'e2', 'e4');
  await waitPlies(b, 1);
  await dragMove(b, 'e7', 'e5');
  await waitPlies(a, 2);
  await clickMove(a, 'f1', 'c4');
  await waitPlies(b, 3);
  await a.reload();
  await a.waitForSelector('.board-wrap');
  await clickMove(b, 'b8', 'c6');
  await waitPlies(a, 4);
  await waitTurn(a);
  await dragMove(a, 'd1', 'h5');
  await waitPlies(b, 5);
  await clickMove(b, 'g8', 'f6');
  await waitPlies(a, 6);
  await shot(a, 'chess-game');
  await clickMove(a, 'h5', 'f7');
  await a.waitForSelector('#result');
  await b.waitForSelector('#result');
  const status = await b.textContent('#status');
  assert(/White wins/.test(status) && /checkmate/i.test(status), `result shown: ${status}`);
  assert((await a.locator('cg-board square.last-move').count()) >= 2, 'last move highlighted');
  assert((await b.locator('cg-board square.check').count()) === 1, 'the mated king is highlighted');
  await shot(a, 'chess-mate');
  // Replay: the first move shows the position after 1. e4.
  await a.click('#move-list button.ply[data-ply="1"]');
  assert(await a.locator('#move-list button.ply[data-ply="1"][aria-current]').count() === 1, 'replay selects ply 1');
  await a.keyboard.press('ArrowRight');
  assert(await a.locator('#move-list button.ply[data-ply="2"][aria-current]').count() === 1, 'arrow key steps forward');
  const download = a.waitForEvent('download');
  await a.click('#download-pgn');
  const pgn = await (await download).createReadStream();
  let text = '';
  for await (const chunk of pgn) text += chunk;
  assert(/Qxf7#/.test(text) && /1-0/.test(text), `PGN: ${text}`);
  await a.context().close();
  await b.context().close();
});

test('chess: promotion asks for the piece; a draw offer is accepted', async () => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'chess', { fen: '7k/P6p/8/8/8/8/8/K7 w - - 0 1' });
  await joinGame(b, invite, 'Bo');
  await waitTurn(a);
  await clickMove(a, 'a7', 'a8');
  await a.waitForSelector('#promotion');
  await a.click('#promotion button[data-promotion="n"]');
  await waitPlies(b, 1);
  const game = await gameJson(b);
  assert(game.moves[0].machine === 'a7a8n', `promotion to a knight: ${game.moves[0].machine}`);
  // A draw offered by one player and accepted by the other.
  await waitTurn(b);
  await b.click('#offer-draw');
  await a.waitForSelector('#accept-draw');
  await a.click('#accept-draw');
  await b.waitForSelector('#result');
  assert(/Draw/.test(await b.textContent('#status')), 'draw agreed');
  await a.context().close();
  await b.context().close();
});

test('uchess: an illegal move is refused with its writing and the moves it also denotes; the seed game ends in stalemate', async () => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'uchess');
  await joinGame(b, invite, 'Uma');
  await waitTurn(a);
  await a.waitForSelector('#illegal-moves');
  await clickMove(a, 'g1', 'f3');
  await a.waitForFunction(() => /also denotes/.test(document.querySelector('#message')?.textContent ?? ''));
  const msg = await a.textContent('#message');
  assert(/N-B3/.test(msg) && /b1c3|Nb1-c3/.test(msg), `explanation: ${msg}`);
  assert((await gameJson(a)).plies === 0, 'illegal move not played');
  await a.locator('#illegal-moves summary').click();
  await clickSquare(a, 'g1'); // selected again: its U-illegal destinations get red circles
  await shot(a, 'uchess-illegal');
  await clickMove(a, 'e2', 'e4');
  await waitPlies(b, 1);
  const moves = await b.locator('#move-list button.ply').allTextContents();
  assert(moves[0] === 'P-K4', `descriptive record: ${moves[0]}`);
  await b.selectOption('#notation', 'san');
  assert((await b.locator('#move-list button.ply').first().textContent()) === 'e4', 'SAN switch');
  await b.selectOption('#notation', 'latin');
  assert((await b.locator('#move-list button.ply').first().textContent()) === 'P4R', 'Latin switch');
  // The seed game (RULES.md 2.1): 1.P-K4 P-K4 2.P-Q4 P-Q4 3.N-K2 N-K2 4.N-Q2 N-Q2 and White is stalemated.
  const rest = [['e7', 'e5'], ['d2', 'd4'], ['d7', 'd5'], ['g1', 'e2'], ['g8', 'e7'], ['b1', 'd2'], ['b8', 'd7']];
  for (let i = 0; i < rest.length; i++) {
    const [mover, watcher] = i % 2 === 0 ? [b, a] : [a, b];
    await waitTurn(mover);
    await (i % 4 < 2 ? clickMove : dragMove)(mover, rest[i][0], rest[i][1]);
    await waitPlies(watcher, i + 2);
  }
  await a.waitForSelector('#result');
  const status = await a.textContent('#status');
  assert(/Draw/.test(status) && /stalemate/i.test(status), `stalemate shown: ${status}`);
  await a.selectOption('#notation', 'descriptive');
  const record = await a.locator('#move-list button.ply').allTextContents();
  assert(record.join(' ') === 'P-K4 P-K4 P-Q4 P-Q4 N-K2 N-K2 N-Q2 N-Q2', `descriptive record: ${record.join(' ')}`);
  await shot(a, 'uchess-stalemate');
  await a.context().close();
  await b.context().close();
});

test('unachess: hands beside the board, drops by click from the hand', async () => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'unachess');
  await joinGame(b, invite, 'Una');
  await waitTurn(a);
  const legal = (await gameJson(a)).legalMoves.uci;
  const first = legal.find(m => m === 'K@e1') ?? legal.find(m => m.startsWith('P@'));
  assert(first, `a drop is legal: ${legal.slice(0, 5)}`);
  const dests = await a.evaluate(() => document.querySelectorAll('.hand-bottom piece').length);
  assert(dests === 6, `six kinds in hand: ${dests}`);
  await dropFromHand(a, `${first[0].toLowerCase()}-piece`, first.slice(2));
  await waitPlies(b, 1);
  await waitTurn(b);
  const reply = (await gameJson(b)).legalMoves.uci.find(m => m === 'K@e8') ?? (await gameJson(b)).legalMoves.uci[0];
  await dropFromHand(b, `${reply[0].toLowerCase()}-piece`, reply.slice(2));
  await waitPlies(a, 2);
  await waitTurn(a);
  await a.locator('.hand-bottom piece[data-role="p-piece"]').click();
  await a.waitForSelector('cg-board square.move-dest', { state: 'attached' });
  const shown = await a.locator('cg-board square.move-dest').count();
  const legalPawnDrops = (await gameJson(a)).legalMoves.uci.filter(m => m.startsWith('P@')).length;
  assert(shown === legalPawnDrops, `only the legal drop squares are shown: ${shown} vs ${legalPawnDrops}`);
  await shot(a, 'unachess-hands');
  const pawn = (await gameJson(a)).legalMoves.uci.find(m => m.startsWith('P@'));
  await clickSquare(a, pawn.slice(2));
  await waitPlies(b, 3);
  await a.context().close();
  await b.context().close();
});

test('unashogi: 9x9 board, drops from the hand', async () => {
  const a = await newPlayer('sente');
  const b = await newPlayer('gote');
  const invite = await createGame(a, 'unashogi');
  await joinGame(b, invite, 'Go');
  await waitTurn(a);
  const legal = (await gameJson(a)).legalMoves.usi;
  const king = legal.find(m => m === 'K*5i') ?? legal.find(m => m.startsWith('K*'));
  const sq = king.slice(2);
  const key = 'abcdefghi'[9 - Number(sq[0])] + String(9 - (sq.charCodeAt(1) - 97));
  await dropFromHand(a, 'k-piece', key);
  await waitPlies(b, 1);
  await waitTurn(b);
  const reply = (await gameJson(b)).legalMoves.usi.find(m => m.startsWith('K*'));
  const rsq = reply.slice(2);
  await dropFromHand(b, 'k-piece', 'abcdefghi'[9 - Number(rsq[0])] + String(9 - (rsq.charCodeAt(1) - 97)));
  await waitPlies(a, 2);
  const game = await gameJson(a);
  assert(game.moves[0].machine === king, `first drop ${game.moves[0].machine}`);
  await shot(a, 'unashogi-hands');
  await a.context().close();
  await b.context().close();
});

test('shogi: the start position on a 9x9 board and a pawn push', async () => {
  const a = await newPlayer('sente');
  const b = await newPlayer('gote');
  const invite = await createGame(a, 'shogi');
  await joinGame(b, invite, 'Haru');
  await waitTurn(a);
  await clickMove(a, 'c3', 'c4'); // 7g7f
  await waitPlies(b, 1);
  assert((await gameJson(b)).moves[0].machine === '7g7f', 'USI move 7g7f');
  await shot(b, 'shogi-game');
  await a.context().close();
  await b.context().close();
});

test('shogi: a move into the zone asks whether to promote', async () => {
  const a = await newPlayer('sente');
  const b = await newPlayer('gote');
  const invite = await createGame(a, 'shogi', { fen: '4k4/9/4P4/9/9/9/9/9/4K4 b - 1' });
  await joinGame(b, invite, 'Kei');
  await waitTurn(a);
  await clickMove(a, 'e7', 'e8'); // 5c5b
  await a.waitForSelector('#promotion');
  const choices = await a.locator('#promotion button[data-promotion]').allTextContents();
  assert(choices.includes('Promote') && choices.includes('Do not promote'), `choices: ${choices}`);
  await a.click('#promotion button[data-promotion="+"]');
  await waitPlies(b, 1);
  assert((await gameJson(b)).moves[0].machine === '5c5b+', 'promoted');
  assert(await b.locator('.board-wrap piece.pp-piece').count() === 1, 'a promoted pawn is drawn');
  await a.context().close();
  await b.context().close();
});

test('alice: two boards; a move on board A shows the piece arriving on board B', async () => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'alice');
  await joinGame(b, invite, 'Alice');
  await waitTurn(a);
  assert(await a.locator('.board-wrap').count() === 2, 'two boards');
  await clickMove(a, 'e2', 'e4', 0);
  await waitPlies(b, 1);
  await b.waitForFunction(() => document.querySelectorAll('.board-wrap')[1].querySelectorAll('piece.p-piece.white').length === 1);
  await dragMove(b, 'd7', 'd5', 0);
  await waitPlies(a, 2);
  await clickMove(a, 'f1', 'b5', 0);
  await waitPlies(b, 3);
  await b.waitForFunction(() => document.querySelectorAll('.board-wrap')[1].querySelectorAll('piece.b-piece.white').length === 1);
  await shot(b, 'alice-boards');
  await a.context().close();
  await b.context().close();
});

test('ambiguous: the mover announces a square, the opponent picks the piece among highlighted candidates', async () => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'ambiguous');
  await joinGame(b, invite, 'Amb');
  await waitTurn(a);
  await a.waitForSelector('#announce-squares');
  await clickSquare(a, 'a3'); // a2-a3 or Nb1-a3: Black chooses
  await b.waitForSelector('#candidates');
  await waitTurn(b);
  const candidates = await b.locator('#candidates button').allTextContents();
  assert(candidates.length === 2, `two candidates: ${candidates}`);
  await shot(b, 'ambiguous-choice');
  await clickMove(b, 'b1', 'a3');
  await waitPlies(a, 2);
  const game = await gameJson(a);
  assert(/b1a3|Na3/.test(JSON.stringify(game.moves)), `Black chose the knight: ${JSON.stringify(game.moves)}`);
  await a.context().close();
  await b.context().close();
});

test('lobby: lists the games and fits a phone', async () => {
  const page = await newPlayer('lobby');
  await page.goto(`${base}/#/`);
  await page.waitForSelector('#open-games');
  await page.click('input[name=variant][value="uchess"]');
  assert(/writing/.test(await page.textContent('#variant-summary')), 'U-Chess summary shown');
  assert(await page.locator('#options input[value="king-capture"]').count() === 1, 'options as checkboxes');
  // an open game to list
  await page.click('#create-game');
  await page.waitForSelector('#invite-link');
  await page.goto(`${base}/#/`);
  await page.waitForSelector('#open-games li.game-row');
  await page.waitForSelector('#recent-games li.game-row');
  await shot(page, 'lobby');
  const phone = await newPlayer('phone', { width: 390, height: 844 });
  await phone.goto(`${base}/#/`);
  await phone.waitForSelector('#open-games');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert(overflow <= 0, `no horizontal scrolling on a phone (${overflow}px)`);
  await shot(phone, 'lobby-phone');
  await page.context().close();
  await phone.context().close();
});

// ---------- run
let passed = 0;
let failed = 0;
for (const t of tests) {
  const started = Date.now();
  try {
    await t.fn();
    passed++;
    console.log(`ok   ${t.name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${t.name}\n     ${e.stack ?? e}`);
  }
}
if (consoleErrors.length) {
  failed++;
  console.log(`FAIL no console errors\n     ${consoleErrors.join('\n     ')}`);
} else {
  passed++;
  console.log('ok   no console errors');
}
await browser.close();
server.kill('SIGTERM');
await new Promise(r => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
