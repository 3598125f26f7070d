// U-Chess between two players: an illegal move explained, the notation switch, the seed game to stalemate.
import { test, expect, createGame, joinGame, clickMove, clickSquare, dragMove, waitPlies, waitTurn, shot, gameJson } from './fixtures';

test('uchess: an illegal move is refused with its writing and the moves it also denotes; the seed game ends in stalemate', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'uchess');
  await joinGame(b, invite, 'Uma');
  await waitTurn(a);
  await a.waitForSelector('#illegal-moves');
  await clickMove(a, 'g1', 'f3');
  await a.waitForFunction(() => /also denotes/.test(document.querySelector('#message')?.textContent ?? ''));
  const msg = await a.textContent('#message');
  expect(/N-B3/.test(msg!) && /b1c3|Nb1-c3/.test(msg!), `explanation: ${msg}`).toBe(true);
  expect((await gameJson(a)).plies, 'illegal move not played').toBe(0);
  await a.locator('#illegal-moves summary').click();
  await clickSquare(a, 'g1'); // selected again: its U-illegal destinations get red circles
  await shot(a, 'uchess-illegal', { docs: true });
  await clickMove(a, 'e2', 'e4');
  await waitPlies(b, 1);
  const moves = await b.locator('#move-list button.ply').allTextContents();
  expect(moves[0], 'descriptive record').toBe('P-K4');
  await b.selectOption('#notation', 'san');
  expect(await b.locator('#move-list button.ply').first().textContent(), 'SAN switch').toBe('e4');
  await b.selectOption('#notation', 'latin');
  expect(await b.locator('#move-list button.ply').first().textContent(), 'Latin switch').toBe('P4R');
  // The seed game of the U-Chess rules: 1.P-K4 P-K4 2.P-Q4 P-Q4 3.N-K2 N-K2 4.N-Q2 N-Q2 and White is stalemated.
  const rest = [['e7', 'e5'], ['d2', 'd4'], ['d7', 'd5'], ['g1', 'e2'], ['g8', 'e7'], ['b1', 'd2'], ['b8', 'd7']];
  for (let i = 0; i < rest.length; i++) {
    const [mover, watcher] = i % 2 === 0 ? [b, a] : [a, b];
    await waitTurn(mover);
    await (i % 4 < 2 ? clickMove : dragMove)(mover, rest[i][0], rest[i][1]);
    await waitPlies(watcher, i + 2);
  }
  await a.waitForSelector('#result');
  const status = await a.textContent('#status');
  expect(/Draw/.test(status!) && /stalemate/i.test(status!), `stalemate shown: ${status}`).toBe(true);
  await a.selectOption('#notation', 'descriptive');
  const record = await a.locator('#move-list button.ply').allTextContents();
  expect(record.join(' '), 'descriptive record').toBe('P-K4 P-K4 P-Q4 P-Q4 N-K2 N-K2 N-Q2 N-Q2');
  await shot(a, 'uchess-stalemate');
});
