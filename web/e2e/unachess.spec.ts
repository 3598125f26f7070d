// Unachess between two players: the hands beside the board, drops by click from the hand, a drop mate.
import { test, expect, createGame, joinGame, clickSquare, dropFromHand, waitPlies, waitTurn, shot, gameJson, registerPlayer,
  uniqueName } from './fixtures';

test('unachess: hands beside the board, drops by click from the hand; a drop mate ends the game', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'unachess');
  await joinGame(b, invite, 'Una');
  await waitTurn(a);
  const legal = (await gameJson(a)).legalMoves.uci!;
  const first = legal.find(m => m === 'K@e1') ?? legal.find(m => m.startsWith('P@'));
  expect(first, `a drop is legal: ${legal.slice(0, 5)}`).toBeTruthy();
  const dests = await a.evaluate(() => document.querySelectorAll('.hand-bottom piece').length);
  expect(dests, 'six kinds in hand').toBe(6);
  await dropFromHand(a, `${first![0].toLowerCase()}-piece`, first!.slice(2));
  await waitPlies(b, 1);
  await waitTurn(b);
  const reply = (await gameJson(b)).legalMoves.uci!.find(m => m === 'K@e8') ?? (await gameJson(b)).legalMoves.uci![0];
  await dropFromHand(b, `${reply[0].toLowerCase()}-piece`, reply.slice(2));
  await waitPlies(a, 2);
  await waitTurn(a);
  await a.locator('.hand-bottom piece[data-role="p-piece"]').click();
  await a.waitForSelector('cg-board square.move-dest', { state: 'attached' });
  const shown = await a.locator('cg-board square.move-dest').count();
  const legalPawnDrops = (await gameJson(a)).legalMoves.uci!.filter(m => m.startsWith('P@')).length;
  expect(shown, 'only the legal drop squares are shown').toBe(legalPawnDrops);
  await shot(a, 'unachess-hands');
  const pawns = (await gameJson(a)).legalMoves.uci!;
  const pawn = pawns.find(m => m === 'P@a2') ?? pawns.find(m => m.startsWith('P@'))!;
  await clickSquare(a, pawn.slice(2));
  await waitPlies(b, 3);
  // With the kings on e1 and e8: 3...P@h7 4.N@c6 P@g7 5.Q@e7# (checked with `heterodox show -v unachess`).
  expect(`${first} ${reply}`, 'kings dropped on e1 and e8').toBe('K@e1 K@e8');
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
  expect(/White wins/.test(status!) && /checkmate/i.test(status!), `drop mate shown: ${status}`).toBe(true);
  expect((await gameJson(a)).moves.map(m => m.machine).join(' '), 'the record').toBe(`${first} K@e8 ${pawn} P@h7 N@c6 P@g7 Q@e7`);
  await shot(b, 'unachess-mate');
});

/** A finished Unachess game of random moves (seeded), resigned: random drops hang pieces, so it has blunders. */
const RANDOM_UNACHESS = `[Event "Report test"]
[White "Random A"]
[Black "Random B"]
[Result "0-1"]
[Variant "unachess"]
[Termination "resignation"]

1. K@e6 R@h2 2. Q@c6 R@d4 3. N@c2 B@f8 4. Nb4 N@c5 5. N@b2 Q@c1 6. Qa4 Qc4
7. R@h1 N@h7 8. B@h5 B@a6 9. Qb3 Rg2 10. R@a8 Bc8 11. B@h4 Rd3 12. Raa1 Qc2
13. Bf6 Rf3 14. P@c3 Nd3 15. Qd5 Bd7 0-1
`;

test('unachess: an imported game gets its computer analysis: one entry per move, blunders marked, the graph at desktop and phone width', async ({ newPlayer }) => {
  const a = await newPlayer('reporter');
  const imported = await a.request.post('/api/import', { data: RANDOM_UNACHESS, headers: { 'Content-Type': 'application/x-chess-pgn' } });
  expect(imported.status(), await imported.text()).toBe(201);
  const id = (await imported.json()).game.id as string;
  await registerPlayer(a, uniqueName('Rep'));
  await a.goto(`/#/game/${id}`);
  await a.click('#report-request');
  // The browser tests' servers score a position at depth 4 within 20,000 nodes.
  await a.waitForSelector('#eval-graph', { timeout: 90_000 });
  const report = await a.evaluate(async game => (await fetch(`/api/games/${game}/report`)).json(), id);
  expect(report.plies.length, 'one entry per move').toBe(30);
  const blunders = report.plies.filter((p: { judgement?: string }) => p.judgement === 'blunder').length;
  expect(blunders, 'random drops blunder').toBeGreaterThan(0);
  await expect(a.locator('#move-list .judgement-blunder')).toHaveCount(blunders);
  await expect(a.locator('#eval-graph circle.eval-blunder')).toHaveCount(blunders);
  await expect(a.locator('#report-summary tbody tr')).toHaveCount(2);
  const summary = await a.textContent('#report-summary');
  expect(summary).toMatch(/\d+\.\d%/);
  // A click on the graph goes to that move: its right end is the last.
  const graph = (await a.locator('#eval-graph').boundingBox())!;
  await a.mouse.click(graph.x + graph.width - 1, graph.y + graph.height / 2);
  await expect(a.locator('#move-list button.ply[aria-current]')).toHaveAttribute('data-ply', '30');
  await a.mouse.click(graph.x + 1, graph.y + graph.height / 2);
  await expect(a.locator('#move-list button.ply[aria-current]')).toHaveCount(0);
  const board = (await a.locator('.boards').boundingBox())!;
  expect(graph.y, 'the graph is under the board').toBeGreaterThanOrEqual(board.y + board.height - 1);
  expect(graph.x, 'in the board column').toBeLessThan(board.x + board.width);
  await shot(a, 'report-desktop');
  await a.setViewportSize({ width: 390, height: 844 });
  await expect(a.locator('#eval-graph')).toBeVisible();
  const phone = (await a.locator('#eval-graph').boundingBox())!;
  const phoneBoard = (await a.locator('.boards').boundingBox())!;
  expect(phone.width, 'the graph fits a phone').toBeLessThanOrEqual(390);
  expect(phone.width).toBeGreaterThan(250);
  expect(phone.y, 'under the board on a phone too').toBeGreaterThanOrEqual(phoneBoard.y + phoneBoard.height - 1);
  await shot(a, 'report-phone');
});
