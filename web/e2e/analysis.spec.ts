// The engine's analysis: during and after a game against it, and on the board editor's analysis board.
import type { Page } from '@playwright/test';
import { test, expect, clickSquare, shot, createEngineGame, playAgainstEngine, prefer, shapesOn,
  waitEditorStatus as waitStatus, editorFenIs as fenIs } from './fixtures';

/**
 * The shapes once they satisfy `ok`, or as they stand after 3 s: chessgroundx draws shapes on the
 * next animation frame, so a check right after an action may see the old ones.
 */
async function shapesWhen(page: Page, ok: (shapes: string[][]) => boolean) {
  const until = Date.now() + 3000;
  let shapes = await shapesOn(page);
  while (!ok(shapes) && Date.now() < until) {
    await page.waitForTimeout(50);
    shapes = await shapesOn(page);
  }
  return shapes;
}

/**
 * The board editor analyses in the browser (the engine's worker): the server's analysis endpoints are
 * blocked, and any request to them fails the test at its end.
 */
async function withoutServerAnalysis(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/\/api\/(positions|games\/[^/]+)\/analysis/, route => {
    asked.push(route.request().url());
    return route.abort();
  });
  return asked;
}

/** Presses Analyse and waits for the engine's card; gives its score, state line and best line. */
async function analyse(page: Page) {
  await page.waitForFunction(() => !(document.querySelector('#editor-analyse') as HTMLButtonElement | null)?.disabled);
  await page.click('#editor-analyse');
  await page.waitForSelector('#engine-line .pv', { timeout: 20_000 });
  return {
    score: await page.getAttribute('#engine-line strong', 'data-score'),
    state: (await page.textContent('#engine-state'))!,
    pv: (await page.textContent('#engine-line .pv'))!.replace(/^Best line:\s*/, ''),
  };
}

test('engine analysis: the bar and best line stay after the engine moves and hide on request; after the game, each position on request', async ({ newPlayer }) => {
  const a = await newPlayer('analysis');
  await createEngineGame(a, 'chess', { level: '3' });
  await a.check('#show-engine'); // hidden during the game until asked for
  await playAgainstEngine(a, 3, 'chess', g => prefer(g.legalMoves.uci!, 'e2e4', 'g1f3', 'f1c4', 'd2d3'));
  await a.waitForFunction(() => /last search/.test(document.querySelector('#engine-state')?.textContent ?? ''));
  const pv = await a.textContent('#engine-line .pv');
  const meter = await a.getAttribute('#engine-line .eval-bar', 'aria-valuenow');
  expect(/Best line: \S+/.test(pv!) && Number(meter) >= 0 && Number(meter) <= 100, `bar ${meter} and line "${pv}"`).toBe(true);
  await shot(a, 'engine-analysis', { docs: true });
  await a.uncheck('#show-engine');
  expect(await a.isVisible('#engine-line .eval-bar'), 'hidden when not wanted').toBe(false);
  await a.check('#show-engine');
  expect(await a.isVisible('#engine-line .eval-bar'), 'shown again on request').toBe(true);
  // Once the game is over, the engine analyses each position shown, on request.
  expect(await a.isVisible('#analyse'), 'no analysis on request while the game is played').toBe(false);
  a.once('dialog', d => d.accept());
  await a.click('#resign');
  await a.waitForSelector('#result');
  await a.click('#analyse');
  await a.waitForFunction(() => /after 3… .* · depth \d+/.test(document.querySelector('#engine-state')?.textContent ?? ''));
  await a.click('#move-list button.ply[data-ply="1"]');
  await a.waitForFunction(() => /after 1\. e4 · depth \d+/.test(document.querySelector('#engine-state')?.textContent ?? ''));
  const line = await a.textContent('#engine-line .pv');
  expect(line, 'a best line for Black after 1. e4').toMatch(/Best line: \S+/);
  const greenShapes = async () => (await shapesOn(a)).flat();
  await a.waitForFunction(() => [...document.querySelectorAll('.board-wrap svg *')].some(el => (el.getAttribute('cgHash') ?? '').includes('green')));
  const marks = await greenShapes();
  expect(marks.some(hash => /,[a-h][1-8],[a-h][1-8],green/.test(hash)), `Black's best move drawn as an arrow: ${marks}`).toBe(true);
  await shot(a, 'analysis-on-request', { docs: true });
  await a.click('#analyse');
  expect(await a.locator('#engine-line .eval-bar').count(), 'switched off').toBe(0);
  // chessgroundx redraws its shapes on the next animation frame.
  await a.waitForFunction(() => ![...document.querySelectorAll('.board-wrap svg *')].some(el => (el.getAttribute('cgHash') ?? '').includes('green')),
    undefined, { timeout: 3000 }).catch(() => {});
  expect(await greenShapes(), 'the best-move arrow goes with the analysis').toEqual([]);
});

test('analysis board: a chess mate in one set up in the editor, analysed in the browser, its mating move drawn as an arrow', async ({ newPlayer }) => {
  const a = await newPlayer('analysis', { width: 1280, height: 900 });
  const asked = await withoutServerAnalysis(a);
  await a.goto('/#/editor?variant=chess');
  await waitStatus(a, /Valid position: White to move · 20 legal moves/);
  await a.click('#editor-clear');
  await waitStatus(a, /king/i);
  expect(await a.locator('#editor-analyse').isDisabled(), 'no analysis of an invalid position').toBe(true);
  for (const [letter, keys] of [['K', ['g1']], ['R', ['e1']], ['k', ['g8']], ['p', ['f7', 'g7', 'h7']]] as const) {
    await a.locator(`.palette .spare[data-letter="${letter}"]`).click();
    for (const key of keys) await clickSquare(a, key);
  }
  await a.click('#tool-pointer');
  await fenIs(a, '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1');
  await waitStatus(a, /Valid position: White to move · 17 legal moves/);
  const first = await analyse(a);
  expect(first.score, `the engine sees a mate in one: ${JSON.stringify(first)}`).toBe('#1');
  expect(first.pv, 'the best line starts with the mating move (machine notation)').toMatch(/^e1e8/);
  expect(first.state, 'what was analysed').toMatch(/White to move · depth \d+/);
  expect(await a.getAttribute('#engine-line .eval-bar', 'aria-valuenow'), 'the bar is all White').toBe('100');
  const [arrows] = await shapesWhen(a, ([b]) => b.some(hash => hash.includes('e1,e8,green')));
  expect(arrows.some(hash => hash.includes('e1,e8,green')), `the best move is an arrow from e1 to e8: ${arrows}`).toBe(true);
  await shot(a, 'analysis-board', { docs: true });
  // Flipping keeps the analysis; a changed position drops it and is analysed again only on request.
  await a.click('#editor-flip');
  expect((await shapesWhen(a, ([b]) => b.some(hash => hash.includes('e1,e8,green'))))[0].some(hash => hash.includes('e1,e8,green')),
    'the arrow stays after a flip').toBe(true);
  await a.click('input[name="editor-turn"][value="b"]');
  await a.waitForFunction(() => /position has changed/.test(document.querySelector('#engine-state')?.textContent ?? ''));
  expect((await shapesWhen(a, ([b]) => b.length === 0))[0], 'the arrow of the old position is gone').toEqual([]);
  await waitStatus(a, /Valid position: Black to move/);
  await a.waitForTimeout(1500);
  expect(await a.locator('#engine-line .pv').count(), 'no analysis until asked').toBe(0);
  const second = await analyse(a);
  expect(/Black to move/.test(second.state) && second.score !== '#1', `Black to move is analysed afresh: ${JSON.stringify(second)}`).toBe(true);
  // The search goes on until Stop, deepening; three lines are three arrows.
  await a.waitForFunction(() => Number(/depth (\d+)/.exec(document.querySelector('#engine-state')?.textContent ?? '')?.[1]) >= 6);
  await a.selectOption('#editor-lines', '3');
  const lineArrows = () => a.evaluate(() => [...document.querySelectorAll('.board-wrap svg *')]
    .filter(el => /green|paleBlue/.test(el.getAttribute('cgHash') ?? '')).length);
  await expect.poll(lineArrows, { message: 'an arrow for each of three lines (the best green, the others pale blue)' }).toBe(3);
  await a.click('#editor-analyse');
  await expect(a.locator('#editor-analyse')).toHaveText('Analyse');
  const stopped = await a.textContent('#engine-state');
  await a.waitForTimeout(500);
  expect(await a.textContent('#engine-state'), 'Stop stops the search').toBe(stopped);
  expect(asked, 'no analysis asked of the server').toEqual([]);
});

test('analysis board: shogi (a drop that mates), Ambiguous Chess (a choice) and Alice (across the boards), and every game, in the browser', async ({ newPlayer }) => {
  const a = await newPlayer('analysis-variants');
  const asked = await withoutServerAnalysis(a);
  // Shogi: Sente drops the gold on 5b, guarded by the pawn: mate.
  await a.goto('/#/editor?variant=shogi&fen=4k4/9/4P4/9/9/9/9/9/4K4_b_G_1');
  await waitStatus(a, /Valid position: Sente to move/);
  const shogi = await analyse(a);
  expect(shogi.score, `shogi mate in one: ${JSON.stringify(shogi)}`).toBe('#1');
  expect(shogi.pv, 'the gold drop is the best move').toMatch(/^G\*5b|^G\*52/);
  expect(shogi.state).toMatch(/Sente to move/);
  const [drop] = await shapesWhen(a, ([b]) => b.some(hash => /,e8,green/.test(hash)));
  expect(drop.some(hash => /,e8,green/.test(hash)), `the drop square is marked: ${drop}`).toBe(true);
  expect(await a.locator('.board-wrap cg-auto-pieces piece').count(), 'the dropped gold is drawn on its square').toBe(1);
  await shot(a, 'analysis-shogi');
  // Ambiguous Chess: White announced a3; Black's decision is the choice between a2-a3 and Nb1-a3.
  await a.goto('/#/editor?variant=ambiguous&fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_-_-_0_1_a3');
  await waitStatus(a, /Valid position/);
  const ambiguous = await analyse(a);
  expect(ambiguous.pv, "the choice in the game's notation").toMatch(/^(a3|Na3|a2-a3|Nb1-a3|a2a3|b1a3)\b/);
  const [choice] = await shapesWhen(a, ([b]) => b.some(hash => /(a2|b1),a3,green/.test(hash)));
  expect(choice.some(hash => /(a2|b1),a3,green/.test(hash)), `the chosen piece's move is drawn: ${choice}`).toBe(true);
  // Alice: the queen on board B mates across the boards, or at least a move is found and drawn on its board.
  await a.goto('/#/editor?variant=alice&fen=4|k3/8/8/8/3|Q4/8/8/|R3K3_w_-_-_0_1');
  await waitStatus(a, /Valid position/);
  const alice = await analyse(a);
  expect(alice.pv.trim().length > 0 && !!alice.score, `Alice analysed: ${JSON.stringify(alice)}`).toBe(true);
  const boards = await shapesWhen(a, bs => bs.length === 2 && bs.flat().length === 1);
  expect(boards.length === 2 && boards.flat().length === 1, `one arrow on one of Alice's boards: ${JSON.stringify(boards)}`).toBe(true);
  // The start of every other game gets an evaluation too.
  for (const game of ['chess', 'uchess', 'unachess', 'unachess2', 'parachute', 'unashogi']) {
    await a.goto(`/#/editor?variant=${game}`);
    await waitStatus(a, /Valid position/);
    const start = await analyse(a);
    expect(start.score, `${game} evaluated: ${JSON.stringify(start)}`).toMatch(/^[+-]\d+\.\d\d$|^#-?\d+$/);
  }
  expect(asked, 'no analysis asked of the server').toEqual([]);
});
