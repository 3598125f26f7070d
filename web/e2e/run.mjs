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

test('chess against the engine: created from the lobby, it answers each move; its analysis is shown', async () => {
  const a = await newPlayer('human');
  await a.goto(`${base}/#/`);
  await a.locator('input[name=variant][value="chess"]').check();
  const engineRadio = a.locator('input[name=opponent][value="engine"]');
  assert(await engineRadio.isEnabled(), 'the engine opponent is enabled');
  await engineRadio.check();
  await a.selectOption('#engine-level', '2');
  await a.selectOption('#side', 'first');
  await a.click('#create-game');
  await a.waitForSelector('.game-page .board-wrap');
  const start = await gameJson(a);
  assert(start.status === 'live', `the engine game starts at once: ${start.status}`);
  assert(start.players.second.kind === 'engine' && start.players.second.level === 2, `engine seat: ${JSON.stringify(start.players.second)}`);
  assert(await a.locator('#show-engine').isChecked(), 'engine analysis offered and on');
  // Record whether the bar and line appear while the engine thinks.
  await a.evaluate(() => {
    const line = document.querySelector('#engine-line');
    window.__analysisSeen = [];
    new MutationObserver(() => {
      const bar = line.querySelector('.eval-bar');
      const pv = line.querySelector('.pv');
      if (bar && pv) window.__analysisSeen.push({ value: bar.getAttribute('aria-valuenow'), pv: pv.textContent });
    }).observe(line, { childList: true, subtree: true });
  });
  const boardPieces = () => a.evaluate(() => [...document.querySelectorAll('.board-wrap cg-board piece')]
    .filter(p => !p.classList.contains('fading')).map(p => `${p.className}@${p.cgKey}`).sort().join(';'));
  const wanted = [['e2', 'e4'], ['g1', 'f3'], ['b1', 'c3'], ['f1', 'c4'], ['d2', 'd3'], ['h2', 'h3'], ['a2', 'a3']];
  let plies = 0;
  const boards = new Set([await boardPieces()]);
  for (let i = 0; plies < 8; i++) {
    await waitTurn(a);
    const game = await gameJson(a);
    assert(game.status === 'live', `still live after ${plies} plies: ${game.status}`);
    const legal = game.legalMoves.uci;
    const [from, to] = wanted.find(([f, t]) => legal.includes(f + t)) ?? [legal[0].slice(0, 2), legal[0].slice(2, 4)];
    await (i % 2 === 0 ? clickMove : dragMove)(a, from, to);
    await waitPlies(a, plies + 2); // the engine's answer
    const after = await gameJson(a);
    assert(after.plies === plies + 2 && after.moves[plies].machine === from + to, `my move ${from}${to} then the engine's: ${JSON.stringify(after.moves.slice(plies))}`);
    // The board shows the engine's move: a black piece on its destination, none left on its origin.
    const answer = after.moves[plies + 1].machine;
    await a.waitForFunction(([f, t]) => {
      const at = key => [...document.querySelectorAll('.board-wrap cg-board piece')].filter(p => p.cgKey === key && !p.classList.contains('fading'));
      return at(t).some(p => p.classList.contains('black')) && at(f).length === 0;
    }, [answer.slice(0, 2), answer.slice(2, 4)]);
    boards.add(await boardPieces());
    plies += 2;
  }
  assert((await a.locator('#move-list button.ply').count()) === 8, 'eight plies listed');
  assert(boards.size === 5, `the board changed after each answer: ${boards.size} distinct boards`);
  const seen = await a.evaluate(() => window.__analysisSeen);
  assert(seen.length > 0 && seen.every(s => s.pv.trim().length > 0), `the evaluation bar and best line were shown: ${JSON.stringify(seen)}`);
  await shot(a, 'engine-game');
  await a.context().close();
});

// ---------- games against the engine in the other families (level 1, the human plays first)

/** Creates a game against the engine from the lobby; the human plays first. */
async function createEngineGame(page, variant, { options = [], level = '1', fen = '' } = {}) {
  await page.goto(`${base}/#/`);
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
  assert(game.status === 'live' && game.players.second.kind === 'engine', `an engine game: ${game.status}`);
}

/** Waits until the human may act or the game is over; returns the game. */
async function waitTurnOrEnd(page) {
  await page.waitForFunction(() => /Your (move|choice)/.test(document.querySelector('#status')?.textContent ?? '')
    || document.querySelector('#result') !== null);
  return gameJson(page);
}

/** A machine square (UCI "e4", USI "7g") as a board key. */
function boardKey(square, family) {
  return family === 'shogi' ? 'abcdefghi'[9 - Number(square[0])] + String(9 - (square.charCodeAt(1) - 97)) : square;
}

/** Plays a machine move (UCI or USI, a drop or a board move) with the mouse, answering the promotion prompt if asked. */
async function playMachineMove(page, move, legal, family, boardIndex = 0) {
  const drop = (family === 'shogi' ? /^([A-Z])\*(\d[a-i])$/ : /^([A-Z])@([a-h][1-8])$/).exec(move);
  if (drop) {
    await dropFromHand(page, `${drop[1].toLowerCase()}-piece`, boardKey(drop[2], family));
    return;
  }
  const m = (family === 'shogi' ? /^(\d[a-i])(\d[a-i])(\+?)$/ : /^([a-h][1-8])([a-h][1-8])([qrbnk]?)$/).exec(move);
  assert(m, `a board move: ${move}`);
  await clickMove(page, boardKey(m[1], family), boardKey(m[2], family), boardIndex);
  if (legal.filter(x => x.startsWith(m[1] + m[2])).length > 1) {
    await page.click(`#promotion button[data-promotion="${m[3]}"]`);
  }
}

/**
 * Plays up to `turns` of the human's turns against the engine: `choose(game)` names the move (or
 * {move, board}); after each, the engine answers on the board. Returns the last game state.
 */
async function playAgainstEngine(page, turns, family, choose) {
  let game = await waitTurnOrEnd(page);
  for (let i = 0; i < turns && game.status === 'live'; i++) {
    const choice = await choose(game);
    const { move, board } = typeof choice === 'string' ? { move: choice, board: 0 } : choice;
    const legal = game.legalMoves[family === 'shogi' ? 'usi' : 'uci'] ?? [];
    assert(legal.includes(move) || (game.legalMoves.announce ?? []).includes(move), `${move} is legal: ${legal.join(' ')}`);
    const before = game.plies;
    if (/^[a-h][1-8]$/.test(move)) await clickSquare(page, move); // an Ambiguous Chess announcement
    else await playMachineMove(page, move, legal, family, board);
    await waitPlies(page, before + 1);
    game = await waitTurnOrEnd(page);
    assert(game.moves[before].machine === move, `played ${move}: ${JSON.stringify(game.moves.slice(before))}`);
    assert(game.status !== 'live' || game.plies > before + 1, `the engine answered ${move}`);
  }
  return game;
}

const prefer = (legal, ...wanted) => wanted.find(m => legal.includes(m)) ?? legal[0];

test('uchess against the engine: only U-legal moves, each answered', async () => {
  const a = await newPlayer('uchess-engine');
  await createEngineGame(a, 'uchess');
  const game = await playAgainstEngine(a, 5, 'chess', async g => {
    await a.waitForSelector('#illegal-moves'); // the explanations of this position are loaded
    return prefer(g.legalMoves.uci, 'e2e4', 'd2d4', 'c2c4', 'b1c3', 'c1e3', 'd1d2');
  });
  assert(game.plies >= 10 || game.status === 'finished', `five moves each or a result: ${game.plies} plies, ${game.status}`);
  assert(await a.locator('#move-list button.ply').first().textContent() === 'P-K4', 'the record in descriptive notation');
  await shot(a, 'engine-uchess');
  await a.context().close();
});

test('unachess against the engine: drops from the hand, each answered by a drop or a move', async () => {
  const a = await newPlayer('unachess-engine');
  await createEngineGame(a, 'unachess');
  const game = await playAgainstEngine(a, 5, 'chess', g => {
    const legal = g.legalMoves.uci;
    return prefer(legal, 'K@e1', 'P@d2', 'P@e2', 'P@f2', 'N@c3', 'N@f3', ...legal.filter(m => m.startsWith('P@')));
  });
  const moves = game.moves.map(m => m.machine);
  assert(moves[0] === 'K@e1' && moves.filter(m => m.includes('@')).length >= 6, `drops on both sides: ${moves.join(' ')}`);
  assert((await gameJson(a)).fen.includes('['), 'hands in the FEN');
  await shot(a, 'engine-unachess');
  await a.context().close();
});

test('unashogi against the engine: a king and other drops by Sente, answered on the 9x9 board', async () => {
  const a = await newPlayer('unashogi-engine');
  await createEngineGame(a, 'unashogi');
  const game = await playAgainstEngine(a, 4, 'shogi', g => {
    const legal = g.legalMoves.usi;
    return prefer(legal, 'K*5i', 'G*4h', 'G*6h', 'S*5h', ...legal.filter(m => m.includes('*')));
  });
  const moves = game.moves.map(m => m.machine);
  assert(moves[0] === 'K*5i' && moves.filter((m, i) => i % 2 === 0 && m.includes('*')).length === 4, `four drops by Sente, the king first: ${moves.join(' ')}`);
  assert(moves.some((m, i) => i % 2 === 1 && m.includes('*')), `the engine drops too: ${moves.join(' ')}`);
  assert(await a.locator('.board-box.pieces-kanji').count() === 1, 'kanji pieces by default');
  await shot(a, 'engine-unashogi');
  await a.context().close();
});

test('alice against the engine: moves on both boards, each answered', async () => {
  const a = await newPlayer('alice-engine');
  await createEngineGame(a, 'alice');
  const onBoard = async key => a.evaluate(k => [...document.querySelectorAll('.board-wrap')].findIndex(wrap =>
    [...wrap.querySelectorAll('cg-board piece.white')].some(p => p.cgKey === k && !p.classList.contains('fading'))), key);
  let fromB = false;
  const game = await playAgainstEngine(a, 5, 'chess', async g => {
    const legal = g.legalMoves.uci.filter(m => m.length === 4);
    // After 1.e4 the pawn stands on board B: its next step is played there.
    const move = prefer(legal, 'e2e4', 'e4e5', 'g1f3', 'b1c3', 'd2d4', 'd2d3');
    const board = await onBoard(move.slice(0, 2));
    assert(board >= 0, `the piece on ${move.slice(0, 2)} is on a board`);
    if (board === 1) fromB = true;
    return { move, board };
  });
  assert(game.plies >= 10 || game.status === 'finished', `five moves each or a result: ${game.plies} plies`);
  assert(fromB, `a move made on board B: ${game.moves.map(m => m.machine).join(' ')}`);
  await shot(a, 'engine-alice');
  await a.context().close();
});

test('ambiguous against the engine: it picks our piece, announces its squares, and we pick when asked', async () => {
  const a = await newPlayer('ambiguous-engine');
  await createEngineGame(a, 'ambiguous');
  let humanChose = false;
  const game = await playAgainstEngine(a, 6, 'chess', async g => {
    const choosing = (g.legalMoves.announce ?? []).length === 0;
    if (choosing) {
      // The engine announced a square that several of its pieces reach: we pick one on the board.
      humanChose = true;
      await a.waitForSelector('#candidates');
      return g.legalMoves.uci[0];
    }
    // a3 (a2-a3 or Nb1-a3), then other squares two of our pieces reach: the engine must choose.
    return prefer(g.legalMoves.announce, 'a3', 'h3', 'f3', 'c3', 'd2', 'e2');
  });
  const moves = game.moves.map(m => m.machine);
  // The engine's choice for our a3: the record holds the announcement and then the move chosen.
  assert(moves[0] === 'a3' && ['a2a3', 'b1a3'].includes(moves[1]), `the engine chose the piece for a3: ${moves.join(' ')}`);
  assert(moves.filter(m => /^[a-h][1-8]$/.test(m)).length >= 6, `announcements on both sides: ${moves.join(' ')}`);
  console.log(`     ambiguous record: ${moves.join(' ')}${humanChose ? ' (we chose a piece for the engine)' : ''}`);
  await shot(a, 'engine-ambiguous');
  await a.context().close();
});

test('ambiguous (checkmate) against the engine from a set-up position: it picks our piece, then we pick its piece', async () => {
  // White announces g1 (Ra1 or Kh1: the engine picks); Black's only legal moves all go to b6
  // (b7-b6, Na8-b6, Kc7-b6), so the engine must announce b6 and we pick its piece.
  const a = await newPlayer('ambiguous-choice-engine');
  await createEngineGame(a, 'ambiguous', { options: ['checkmate'], fen: 'n6R/1pk5/8/1P1Q4/8/8/8/R6K w - - 0 1' });
  await waitTurn(a);
  await clickSquare(a, 'g1');
  await a.waitForSelector('#candidates');
  await waitTurn(a);
  const candidates = await a.locator('#candidates button').evaluateAll(bs => bs.map(b => b.dataset.move).sort());
  assert(candidates.join(' ') === 'a8b6 b7b6 c7b6', `the engine announced b6 with three candidates: ${candidates}`);
  await shot(a, 'engine-ambiguous-choice');
  await clickMove(a, 'b7', 'b6'); // we move the engine's pawn
  await a.waitForSelector('#announce-squares');
  const moves = (await gameJson(a)).moves.map(m => m.machine);
  assert(moves.length === 4 && moves[0] === 'g1' && ['a1g1', 'h1g1'].includes(moves[1]) && moves[2] === 'b6' && moves[3] === 'b7b6',
    `the engine chose for g1, we chose b7-b6: ${moves.join(' ')}`);
  await a.context().close();
});

test('engine analysis: the bar and best line stay after the engine moves and hide on request; after the game, each position on request', async () => {
  const a = await newPlayer('analysis');
  await createEngineGame(a, 'chess', { level: '3' });
  await playAgainstEngine(a, 3, 'chess', g => prefer(g.legalMoves.uci, 'e2e4', 'g1f3', 'f1c4', 'd2d3'));
  await a.waitForFunction(() => /last search/.test(document.querySelector('#engine-state')?.textContent ?? ''));
  const pv = await a.textContent('#engine-line .pv');
  const meter = await a.getAttribute('#engine-line .eval-bar', 'aria-valuenow');
  assert(/Best line: \S+/.test(pv) && Number(meter) >= 0 && Number(meter) <= 100, `bar ${meter} and line "${pv}"`);
  await shot(a, 'engine-analysis');
  await a.uncheck('#show-engine');
  assert(!(await a.isVisible('#engine-line .eval-bar')), 'hidden when not wanted');
  await a.check('#show-engine');
  assert(await a.isVisible('#engine-line .eval-bar'), 'shown again on request');
  // Once the game is over, the engine analyses each position shown, on request.
  assert(!(await a.isVisible('#analyse')), 'no analysis on request while the game is played');
  a.once('dialog', d => d.accept());
  await a.click('#resign');
  await a.waitForSelector('#result');
  await a.click('#analyse');
  await a.waitForFunction(() => /after 3… .* · depth \d+/.test(document.querySelector('#engine-state')?.textContent ?? ''));
  await a.click('#move-list button.ply[data-ply="1"]');
  await a.waitForFunction(() => /after 1\. e4 · depth \d+/.test(document.querySelector('#engine-state')?.textContent ?? ''));
  const line = await a.textContent('#engine-line .pv');
  assert(/Best line: \S+/.test(line), `a best line for Black after 1. e4: ${line}`);
  const greenShapes = () => a.evaluate(() => [...document.querySelectorAll('.board-wrap svg *')]
    .map(el => el.getAttribute('cgHash') ?? '').filter(hash => hash.includes('green')));
  await a.waitForFunction(() => [...document.querySelectorAll('.board-wrap svg *')].some(el => (el.getAttribute('cgHash') ?? '').includes('green')));
  const marks = await greenShapes();
  assert(marks.some(hash => /,[a-h][1-8],[a-h][1-8],green/.test(hash)), `Black's best move drawn as an arrow: ${marks}`);
  await shot(a, 'analysis-on-request');
  await a.click('#analyse');
  assert(await a.locator('#engine-line .eval-bar').count() === 0, 'switched off');
  // chessgroundx redraws its shapes on the next animation frame.
  await a.waitForFunction(() => ![...document.querySelectorAll('.board-wrap svg *')].some(el => (el.getAttribute('cgHash') ?? '').includes('green')),
    undefined, { timeout: 3000 }).catch(() => {});
  assert((await greenShapes()).length === 0, 'the best-move arrow goes with the analysis');
  await a.context().close();
});

test('shogi piece style: kanji by default, Western letters on request, remembered after a reload', async () => {
  const a = await newPlayer('piece-style');
  await createGame(a, 'shogi');
  const kingImage = () => a.evaluate(() => getComputedStyle(document.querySelector('.board-wrap piece.k-piece.white')).backgroundImage);
  assert(await a.locator('.board-box.pieces-kanji').count() === 1 && await a.inputValue('#piece-style') === 'kanji', 'kanji by default');
  const kanji = await kingImage();
  assert(kanji.startsWith('url("data:image/svg+xml'), `a drawn kanji piece: ${kanji.slice(0, 40)}`);
  await a.selectOption('#piece-style', 'western');
  assert(await a.locator('.board-box.pieces-western').count() === 1, 'Western pieces');
  assert(await kingImage() !== kanji, 'the king is drawn differently');
  await a.reload();
  await a.waitForSelector('.board-box.pieces-western');
  assert(await a.inputValue('#piece-style') === 'western', 'remembered');
  await a.selectOption('#piece-style', 'kanji');
  await a.waitForSelector('.board-box.pieces-kanji');
  await a.context().close();
});

test('uchess: an illegal move is refused with its writing and the moves it also denotes; a four-move game ends in stalemate', async () => {
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
  // The stalemate game of docs/rules.md#u-chess-writing-rule: 1.P-K4 P-K4 2.P-Q4 P-Q4 3.N-K2 N-K2
  // 4.N-Q2 N-Q2 and White is stalemated.
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

test('unachess: hands beside the board, drops by click from the hand; a drop mate ends the game', async () => {
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
  const pawns = (await gameJson(a)).legalMoves.uci;
  const pawn = pawns.find(m => m === 'P@a2') ?? pawns.find(m => m.startsWith('P@'));
  await clickSquare(a, pawn.slice(2));
  await waitPlies(b, 3);
  // With the kings on e1 and e8: 3...P@h7 4.N@c6 P@g7 5.Q@e7# (checked with `heterodox show -v unachess`).
  assert(first === 'K@e1' && reply === 'K@e8', `kings dropped on e1 and e8: ${first} ${reply}`);
  await waitTurn(b);
  await dropFromHand(b, 'p-piece', 'h7');
  await waitPlies(a, 4);
  await waitTurn(a);
  await dropFromHand(a, 'n-piece', 'c6');
  await waitPlies(b, 5);
  await waitTurn(b);
  await dropFromHand(b, 'p-piece', 'g7');
  await waitPlies(a, 6);
  await waitTurn(a);
  await dropFromHand(a, 'q-piece', 'e7');
  await a.waitForSelector('#result');
  await b.waitForSelector('#result');
  const status = await b.textContent('#status');
  assert(/White wins/.test(status) && /checkmate/i.test(status), `drop mate shown: ${status}`);
  assert((await gameJson(a)).moves.map(m => m.machine).join(' ') === `${first} K@e8 ${pawn} P@h7 N@c6 P@g7 Q@e7`, 'the record');
  await shot(b, 'unachess-mate');
  await a.context().close();
  await b.context().close();
});

test('unashogi: 9x9 board, drops from the hand; a gold drop mates', async () => {
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
  const gote = (await gameJson(b)).legalMoves.usi;
  const reply = gote.find(m => m === 'K*1a') ?? gote.find(m => m.startsWith('K*'));
  const rsq = reply.slice(2);
  await dropFromHand(b, 'k-piece', 'abcdefghi'[9 - Number(rsq[0])] + String(9 - (rsq.charCodeAt(1) - 97)));
  await waitPlies(a, 2);
  const game = await gameJson(a);
  assert(game.moves[0].machine === king, `first drop ${game.moves[0].machine}`);
  await shot(a, 'unashogi-hands');
  // Kings on 5i and 1a: 2.S*2c P*9c 3.G*1b mates (checked with `heterodox show -v unashogi`).
  assert(king === 'K*5i' && reply === 'K*1a', `kings dropped on 5i and 1a: ${king} ${reply}`);
  await waitTurn(a);
  await dropFromHand(a, 's-piece', 'h7'); // 2c
  await waitPlies(b, 3);
  await waitTurn(b);
  await dropFromHand(b, 'p-piece', 'a7'); // 9c
  await waitPlies(a, 4);
  await waitTurn(a);
  await dropFromHand(a, 'g-piece', 'i8'); // 1b
  await a.waitForSelector('#result');
  await b.waitForSelector('#result');
  const status = await b.textContent('#status');
  assert(/Sente wins|White wins/.test(status) && /checkmate/i.test(status), `gold drop mate shown: ${status}`);
  assert((await gameJson(a)).moves.map(m => m.machine).join(' ') === 'K*5i K*1a S*2c P*9c G*1b', 'the record');
  await shot(a, 'unashogi-mate');
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

test('alice: a mate in three across the boards (1.e4 d5 2.Be2 dxe4 3.Bb5#)', async () => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'alice');
  await joinGame(b, invite, 'Lewis');
  await waitTurn(a);
  await clickMove(a, 'e2', 'e4', 0);
  await waitPlies(b, 1);
  await waitTurn(b);
  await clickMove(b, 'd7', 'd5', 0);
  await waitPlies(a, 2);
  await waitTurn(a);
  await dragMove(a, 'f1', 'e2', 0); // the bishop passes e2 on board A, empty since the pawn left
  await waitPlies(b, 3);
  await waitTurn(b);
  await clickMove(b, 'd5', 'e4', 1); // a capture on board B; the pawn arrives on A
  await waitPlies(a, 4);
  await waitTurn(a);
  await a.waitForFunction(() => document.querySelectorAll('.board-wrap')[0].querySelectorAll('piece.p-piece.black').length === 8);
  await clickMove(a, 'e2', 'b5', 1); // lands on A b5, checking e8 through the empty d7
  await a.waitForSelector('#result');
  await b.waitForSelector('#result');
  const status = await b.textContent('#status');
  assert(/White wins/.test(status) && /checkmate/i.test(status), `Alice mate shown: ${status}`);
  assert((await gameJson(a)).moves.map(m => m.machine).join(' ') === 'e2e4 d7d5 f1e2 d5e4 e2b5', 'the record');
  await b.waitForFunction(() => document.querySelectorAll('.board-wrap')[0].querySelectorAll('piece.b-piece.white').length === 2);
  await shot(b, 'alice-mate');
  await a.context().close();
  await b.context().close();
});

test('ambiguous (checkmate option): a fool\'s mate with a choice on f3 ends in checkmate', async () => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'ambiguous', { options: ['checkmate'] });
  await joinGame(b, invite, 'Fool');
  await waitTurn(a);
  await a.waitForSelector('#announce-squares button[data-square="f3"]');
  await clickSquare(a, 'f3'); // f2-f3 or Ng1-f3: Black chooses the pawn
  await b.waitForSelector('#candidates button[data-move="f2f3"]');
  assert((await b.locator('#candidates button').count()) === 2, 'two candidates for f3');
  await clickMove(b, 'f2', 'f3');
  await b.waitForSelector('#announce-squares button[data-square="e5"]');
  await clickSquare(b, 'e5'); // only e7-e5 reaches e5: played at once
  await a.waitForSelector('#announce-squares button[data-square="g4"]');
  const afterE5 = await gameJson(a);
  assert(afterE5.moves.map(m => m.machine).join(' ') === 'f3 f2f3 e5', `e5 played at once (the record keeps announcements): ${JSON.stringify(afterE5.moves)}`);
  await a.click('#announce-squares button[data-square="g4"]'); // announced by its button
  await b.waitForSelector('#announce-squares button[data-square="h4"]');
  await clickSquare(b, 'h4'); // Qd8-h4: every white announcement now leaves the king attacked
  await a.waitForSelector('#result');
  await b.waitForSelector('#result');
  const status = await a.textContent('#status');
  assert(/Black wins/.test(status) && /checkmate/i.test(status), `Ambiguous mate shown: ${status}`);
  assert((await gameJson(a)).moves.map(m => m.machine).join(' ') === 'f3 f2f3 e5 g4 h4', `the record: ${JSON.stringify((await gameJson(a)).moves)}`);
  await shot(a, 'ambiguous-mate');
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

// ---------- the board editor
function editorTests() {
  const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1';
  const editorStatus = page => page.textContent('#editor-status');
  const waitStatus = (page, pattern) => page.waitForFunction(
    source => new RegExp(source).test(document.querySelector('#editor-status')?.textContent ?? ''), pattern.source);
  const spare = (page, letter) => page.locator(`.palette .spare[data-letter="${letter}"]`);
  const fenIs = (page, fen) => page.waitForFunction(f => document.querySelector('#editor-fen').value === f, fen);
  async function dragFromPalette(page, letter, key, index = 0) {
    const from = await spare(page, letter).boundingBox();
    const to = await squareCenter(page, key, index);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
  }

  test('editor: a mate in one set up from the palettes, checked by the server, played against a friend', async () => {
    const a = await newPlayer('editor');
    const b = await newPlayer('friend');
    await a.goto(`${base}/#/`);
    await a.click('.topbar a.nav-link'); // "Board editor"
    await waitStatus(a, /Valid position: White to move · 20 legal moves/);
    assert(await a.inputValue('#editor-variant') === 'chess', 'the editor opens on chess');
    assert((await a.locator('#editor-castling input:checked').count()) === 4, 'all four castling rights at the start');
    await a.click('#editor-clear');
    await waitStatus(a, /no white king|white king/i);
    assert(await a.locator('#editor-friend').isDisabled(), 'no game from an empty board');
    // Click a palette piece, then squares; drag another from the palette.
    await spare(a, 'K').click();
    await clickSquare(a, 'g1');
    await dragFromPalette(a, 'R', 'e1');
    await spare(a, 'k').click();
    await clickSquare(a, 'g8');
    await spare(a, 'p').click();
    for (const key of ['f7', 'g7', 'h7', 'a2']) await clickSquare(a, key);
    await dragFromPalette(a, 'q', 'a2'); // onto an occupied square: replaces the pawn
    await fenIs(a, '6k1/5ppp/8/8/8/8/q7/4R1K1 w - - 0 1');
    await dragFromPalette(a, 'B', 'a1');
    // The eraser and a right click take pieces off again; a piece dragged off the board is removed.
    await a.click('#tool-eraser');
    await clickSquare(a, 'a1');
    const a2 = await squareCenter(a, 'a2');
    await a.mouse.click(a2.x, a2.y, { button: 'right' });
    await a.click('#tool-pointer');
    await dragMove(a, 'g1', 'h1');
    await fenIs(a, '6k1/5ppp/8/8/8/8/8/4R2K w - - 0 1');
    const h1 = await squareCenter(a, 'h1');
    const box = await a.locator('.board-wrap').first().boundingBox();
    await a.mouse.move(h1.x, h1.y);
    await a.mouse.down();
    await a.mouse.move(box.x + box.width + 150, h1.y, { steps: 6 });
    await a.mouse.up();
    await fenIs(a, '6k1/5ppp/8/8/8/8/8/4R3 w - - 0 1');
    await spare(a, 'K').click();
    await clickSquare(a, 'g1');
    await a.click('#tool-pointer');
    await fenIs(a, MATE_IN_ONE);
    await waitStatus(a, /Valid position: White to move · 17 legal moves/);
    assert((await a.locator('#editor-castling input:disabled').count()) === 4, 'no castling right without rooks at home');
    // Typed text sets the board; a mistake is named, locally or by the server.
    await a.fill('#editor-fen', `${MATE_IN_ONE} x`);
    await waitStatus(a, /FEN: .*found 7/);
    await a.fill('#editor-fen', '6k1/5ppp/8/8/8/8/8/4R1KK w - - 0 1');
    await waitStatus(a, /2 white kings/);
    assert(await a.getAttribute('#editor-fen', 'aria-invalid') === 'true', `the field is marked invalid: ${await editorStatus(a)}`);
    assert(await a.locator('#editor-friend').isDisabled(), 'no game from a refused position');
    await a.fill('#editor-fen', '6k1/5ppp/8/8/8/8/8/4R1K1 w - -');
    await waitStatus(a, /Valid position/);
    assert(await a.locator('.board-wrap cg-board piece:not(.ghost)').count() === 6, 'the typed FEN is on the board');
    assert(/fen=6k1\/5ppp\//.test(a.url()), `the address follows the position: ${a.url()}`);
    await shot(a, 'editor-chess');
    await a.click('#editor-friend');
    await a.waitForSelector('#invite-link');
    const invite = await a.inputValue('#invite-link');
    const created = await gameJson(a);
    assert(created.startFen === MATE_IN_ONE, `the game starts from the editor's position: ${created.startFen}`);
    await joinGame(b, invite, 'Rook');
    await waitTurn(a);
    assert(await a.locator('.board-wrap cg-board piece:not(.ghost)').count() === 6, 'the game page shows the position');
    await dragMove(a, 'e1', 'e8');
    await a.waitForSelector('#result');
    assert(/White wins/.test(await a.textContent('#status')) && /checkmate/i.test(await a.textContent('#status')), 'Re8 mates');
    await a.context().close();
    await b.context().close();
  });

  test('editor: Unachess hands, the engine from a position, shogi by address, the keyboard, a phone', async () => {
    const a = await newPlayer('editor');
    await a.goto(`${base}/editor?variant=unachess`); // the server's address for the editor
    await waitStatus(a, /Valid position/);
    assert(await a.inputValue('#editor-fen') === '8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1', 'Unachess start');
    await spare(a, 'K').click();
    await clickSquare(a, 'e1');
    await a.click('#editor-hands .hand-count[data-letter="K"] button[data-step="-1"]');
    await a.click('#editor-turn input[value="b"]');
    const fen = '8/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1';
    await a.waitForFunction(f => document.querySelector('#editor-fen').value === f, fen);
    await waitStatus(a, /Valid position: Black to move/);
    assert(await a.textContent('#editor-hands .hand-count[data-letter="K"] output') === '0', 'the king left the hand');
    await shot(a, 'editor-unachess');
    await a.selectOption('#editor-side', 'other'); // White, so the engine (Black) moves first
    await a.selectOption('#editor-level', '1');
    await a.click('#editor-engine');
    await a.waitForSelector('.game-page .board-wrap');
    const game = await gameJson(a);
    assert(game.startFen === fen && game.players.second.kind === 'engine', `engine game from the position: ${JSON.stringify(game.players)}`);
    await waitPlies(a, 1);
    await waitTurn(a);
    // Shogi by address, with a promoted pawn ('+' kept) and a gold in hand.
    await a.goto(`${base}/#/editor?variant=shogi&fen=4k4/9/4+P4/9/9/9/9/9/4K4_b_G_1`);
    await waitStatus(a, /Valid position: Sente to move/);
    assert(await a.locator('.board-wrap piece.pp-piece').count() === 1, 'a tokin on the board');
    assert(await a.textContent('#editor-hands .hand-count[data-letter="G"] output') === '1', 'a gold in hand');
    // The editor draws the user's shogi piece set: the board's pieces and the palettes have images.
    const unpainted = await a.evaluate(() => [...document.querySelectorAll('.board-wrap piece:not(.ghost), .palette piece')]
      .filter(p => getComputedStyle(p).backgroundImage === 'none').map(p => p.className));
    assert(unpainted.length === 0, `shogi pieces without an image: ${unpainted.join(', ')}`);
    await shot(a, 'editor-shogi');
    // The keyboard: focus the board, move the cursor, type pieces.
    await a.goto(`${base}/#/editor?variant=chess`);
    await waitStatus(a, /Valid position/);
    await a.click('#editor-clear');
    await a.focus('.board-wrap');
    await a.keyboard.press('Shift+K');
    for (let i = 0; i < 7; i++) await a.keyboard.press('ArrowUp');
    await a.keyboard.press('k');
    for (let i = 0; i < 3; i++) await a.keyboard.press('ArrowRight');
    await a.keyboard.press('q');
    await a.keyboard.press('ArrowDown');
    await a.keyboard.press('Shift+P');
    await fenIs(a, 'k2q4/3P4/8/8/8/8/8/K7 w - - 0 1');
    await a.keyboard.press('Delete');
    await fenIs(a, 'k2q4/8/8/8/8/8/8/K7 w - - 0 1');
    await waitStatus(a, /Valid position/);
    // Another game keeps the position it can read, without what it does not have (castling in Ambiguous Chess).
    await a.click('#editor-start');
    await a.selectOption('#editor-variant', 'ambiguous');
    await fenIs(a, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1');
    await waitStatus(a, /Valid position/);
    assert(await a.locator('#editor-castling').count() === 0, 'no castling rights in Ambiguous Chess');
    // Alice: a piece placed on board B.
    await a.goto(`${base}/#/editor?variant=alice`);
    await waitStatus(a, /Valid position/);
    await a.click('#editor-clear');
    await spare(a, 'K').click();
    await clickSquare(a, 'e1', 0);
    await spare(a, 'k').click();
    await clickSquare(a, 'e8', 1);
    await a.waitForFunction(() => document.querySelector('#editor-fen').value === '4|k3/8/8/8/8/8/8/4K3 w - - 0 1');
    await waitStatus(a, /insufficient material/); // bare kings: decided, so no game
    await spare(a, 'R').click();
    await clickSquare(a, 'a1', 1);
    await a.waitForFunction(() => document.querySelector('#editor-fen').value === '4|k3/8/8/8/8/8/8/|R3K3 w - - 0 1');
    await waitStatus(a, /Valid position/);
    await a.click('#tool-pointer');
    await dragFromPalette(a, 'Q', 'd4', 1); // a palette drag onto board B
    await fenIs(a, '4|k3/8/8/8/3|Q4/8/8/|R3K3 w - - 0 1');
    await dragMove(a, 'd4', 'd8', 1); // a move on board B
    await fenIs(a, '3|Q|k3/8/8/8/8/8/8/|R3K3 w - - 0 1');
    await shot(a, 'editor-alice');
    const phone = await newPlayer('editor-phone', { width: 390, height: 844 });
    await phone.goto(`${base}/#/editor?variant=unashogi`);
    await phone.waitForSelector('#editor-status');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert(overflow <= 0, `no horizontal scrolling on a phone (${overflow}px)`);
    await shot(phone, 'editor-phone');
    await a.context().close();
    await phone.context().close();
  });
}
editorTests();

// ---------- the analysis board: the board editor's "Analyse"
function analysisBoardTests() {
  const waitStatus = (page, pattern) => page.waitForFunction(
    source => new RegExp(source).test(document.querySelector('#editor-status')?.textContent ?? ''), pattern.source);
  const fenIs = (page, fen) => page.waitForFunction(f => document.querySelector('#editor-fen').value === f, fen);
  /** The shapes drawn on each board (chessgroundx's hashes: "w,h,orig,dest,brush" for arrows and circles). */
  const shapesOn = page => page.evaluate(() => [...document.querySelectorAll('.board-wrap')].map(wrap =>
    [...wrap.querySelectorAll('svg *')].map(el => el.getAttribute('cgHash') ?? '').filter(hash => hash.includes('green'))));
  /**
   * The shapes once they satisfy `ok`, or as they stand after 3 s: chessgroundx draws shapes on the
   * next animation frame, so a check right after an action may see the old ones.
   */
  async function shapesWhen(page, ok) {
    const until = Date.now() + 3000;
    let shapes = await shapesOn(page);
    while (!ok(shapes) && Date.now() < until) {
      await page.waitForTimeout(50);
      shapes = await shapesOn(page);
    }
    return shapes;
  }
  /** Presses Analyse and waits for the engine's card; gives its score, state line and best line. */
  async function analyse(page) {
    await page.waitForFunction(() => !document.querySelector('#editor-analyse')?.disabled);
    await page.click('#editor-analyse');
    await page.waitForSelector('#engine-line .pv', { timeout: 20_000 });
    return {
      score: await page.getAttribute('#engine-line strong', 'data-score'),
      state: await page.textContent('#engine-state'),
      pv: (await page.textContent('#engine-line .pv')).replace(/^Best line:\s*/, ''),
    };
  }

  test('analysis board: a chess mate in one set up in the editor, analysed, its mating move drawn as an arrow', async () => {
    const a = await newPlayer('analysis', { width: 1280, height: 900 });
    await a.goto(`${base}/#/editor?variant=chess`);
    await waitStatus(a, /Valid position: White to move · 20 legal moves/);
    await a.click('#editor-clear');
    await waitStatus(a, /king/i);
    assert(await a.locator('#editor-analyse').isDisabled(), 'no analysis of an invalid position');
    for (const [letter, keys] of [['K', ['g1']], ['R', ['e1']], ['k', ['g8']], ['p', ['f7', 'g7', 'h7']]]) {
      await a.locator(`.palette .spare[data-letter="${letter}"]`).click();
      for (const key of keys) await clickSquare(a, key);
    }
    await a.click('#tool-pointer');
    await fenIs(a, '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1');
    await waitStatus(a, /Valid position: White to move · 17 legal moves/);
    const first = await analyse(a);
    assert(first.score === '#1', `the engine sees a mate in one: ${JSON.stringify(first)}`);
    assert(/^Re8#/.test(first.pv), `the best line starts with the mating move: ${first.pv}`);
    assert(/White to move · depth \d+/.test(first.state), `what was analysed: ${first.state}`);
    assert(await a.getAttribute('#engine-line .eval-bar', 'aria-valuenow') === '100', 'the bar is all White');
    const [arrows] = await shapesWhen(a, ([b]) => b.some(hash => hash.includes('e1,e8,green')));
    assert(arrows.some(hash => hash.includes('e1,e8,green')), `the best move is an arrow from e1 to e8: ${arrows}`);
    await shot(a, 'analysis-board');
    // Flipping keeps the analysis; a changed position drops it and is analysed again only on request.
    await a.click('#editor-flip');
    assert((await shapesWhen(a, ([b]) => b.some(hash => hash.includes('e1,e8,green'))))[0].some(hash => hash.includes('e1,e8,green')),
      'the arrow stays after a flip');
    await a.click('input[name="editor-turn"][value="b"]');
    await a.waitForFunction(() => /position has changed/.test(document.querySelector('#engine-state')?.textContent ?? ''));
    assert((await shapesWhen(a, ([b]) => b.length === 0))[0].length === 0, 'the arrow of the old position is gone');
    await waitStatus(a, /Valid position: Black to move/);
    await a.waitForTimeout(1500);
    assert(await a.locator('#engine-line .pv').count() === 0, 'no analysis until asked');
    const second = await analyse(a);
    assert(/Black to move/.test(second.state) && second.score !== '#1', `Black to move is analysed afresh: ${JSON.stringify(second)}`);
    await a.context().close();
  });

  test('analysis board: shogi (a drop that mates), Ambiguous Chess (a choice) and Alice (across the boards)', async () => {
    const a = await newPlayer('analysis-variants');
    // Shogi: Sente drops the gold on 5b, guarded by the pawn: mate.
    await a.goto(`${base}/#/editor?variant=shogi&fen=4k4/9/4P4/9/9/9/9/9/4K4_b_G_1`);
    await waitStatus(a, /Valid position: Sente to move/);
    const shogi = await analyse(a);
    assert(shogi.score === '#1', `shogi mate in one: ${JSON.stringify(shogi)}`);
    assert(/^G\*5b/.test(shogi.pv) || /^G\*52/.test(shogi.pv), `the gold drop is the best move: ${shogi.pv}`);
    assert(/Sente to move/.test(shogi.state), shogi.state);
    const [drop] = await shapesWhen(a, ([b]) => b.some(hash => /,e8,green/.test(hash)));
    assert(drop.some(hash => /,e8,green/.test(hash)), `the drop square is marked: ${drop}`);
    assert(await a.locator('.board-wrap cg-auto-pieces piece').count() === 1, 'the dropped gold is drawn on its square');
    await shot(a, 'analysis-shogi');
    // Ambiguous Chess: White announced a3; Black's decision is the choice between a2-a3 and Nb1-a3.
    await a.goto(`${base}/#/editor?variant=ambiguous&fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_-_-_0_1_a3`);
    await waitStatus(a, /Valid position/);
    const ambiguous = await analyse(a);
    assert(/^(a3|Na3|a2-a3|Nb1-a3|a2a3|b1a3)\b/.test(ambiguous.pv), `the choice in the game's notation: ${ambiguous.pv}`);
    const [choice] = await shapesWhen(a, ([b]) => b.some(hash => /(a2|b1),a3,green/.test(hash)));
    assert(choice.some(hash => /(a2|b1),a3,green/.test(hash)), `the chosen piece's move is drawn: ${choice}`);
    // Alice: the queen on board B mates across the boards, or at least a move is found and drawn on its board.
    await a.goto(`${base}/#/editor?variant=alice&fen=4|k3/8/8/8/3|Q4/8/8/|R3K3_w_-_-_0_1`);
    await waitStatus(a, /Valid position/);
    const alice = await analyse(a);
    assert(alice.pv.trim().length > 0 && alice.score, `Alice analysed: ${JSON.stringify(alice)}`);
    const boards = await shapesWhen(a, bs => bs.length === 2 && bs.flat().length === 1);
    assert(boards.length === 2 && boards.flat().length === 1, `one arrow on one of Alice's boards: ${JSON.stringify(boards)}`);
    await a.context().close();
  });
}
analysisBoardTests();

// ---------- run
let passed = 0;
let failed = 0;
const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null; // run only the tests whose names match
for (const t of tests.filter(t => !only || only.test(t.name))) {
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
