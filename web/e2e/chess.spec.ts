// Chess between two players: moves by click and drag to mate, a reload, replay and PGN; promotion and a draw.
import { test, expect, createGame, joinGame, clickMove, dragMove, waitPlies, waitTurn, shot, gameJson } from './fixtures';

test('chess: two players create, join, play by click and drag to mate; reload mid-game', async ({ newPlayer }) => {
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
  expect(/White wins/.test(status!) && /checkmate/i.test(status!), `result shown: ${status}`).toBe(true);
  expect(await a.locator('cg-board square.last-move').count(), 'last move highlighted').toBeGreaterThanOrEqual(2);
  expect(await b.locator('cg-board square.check').count(), 'the mated king is highlighted').toBe(1);
  await shot(a, 'chess-mate');
  // Replay: the first move shows the position after 1. e4.
  await a.click('#move-list button.ply[data-ply="1"]');
  expect(await a.locator('#move-list button.ply[data-ply="1"][aria-current]').count(), 'replay selects ply 1').toBe(1);
  await a.keyboard.press('ArrowRight');
  expect(await a.locator('#move-list button.ply[data-ply="2"][aria-current]').count(), 'arrow key steps forward').toBe(1);
  const download = a.waitForEvent('download');
  await a.click('#download-pgn');
  const pgn = await (await download).createReadStream();
  let text = '';
  for await (const chunk of pgn) text += chunk;
  expect(/Qxf7#/.test(text) && /1-0/.test(text), `PGN: ${text}`).toBe(true);
});

test('chess: promotion asks for the piece; a draw offer is accepted', async ({ newPlayer }) => {
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
  expect(game.moves[0].machine, 'promotion to a knight').toBe('a7a8n');
  // A draw offered by one player and accepted by the other.
  await waitTurn(b);
  await b.click('#offer-draw');
  await a.waitForSelector('#accept-draw');
  await a.click('#accept-draw');
  await b.waitForSelector('#result');
  expect(await b.textContent('#status'), 'draw agreed').toMatch(/Draw/);
});
