// Alice Chess between two players: the two boards, and a mate across them.
import type { Page } from '@playwright/test';
import { test, expect, createGame, joinGame, clickMove, dragMove, waitPlies, waitTurn, shot, gameJson } from './fixtures';

/** The squares each board lights as the last move, by their keys. */
function litSquares(page: Page): Promise<string[][]> {
  return page.locator('.board-wrap').evaluateAll(wraps => wraps.map(wrap => {
    const board = wrap.getBoundingClientRect();
    const white = wrap.classList.contains('orientation-white');
    return [...wrap.querySelectorAll('square.last-move')].map(square => {
      const r = square.getBoundingClientRect();
      const col = Math.floor((r.left + r.width / 2 - board.left) / (board.width / 8));
      const row = Math.floor((r.top + r.height / 2 - board.top) / (board.height / 8));
      return white ? 'abcdefgh'[col] + (8 - row) : 'abcdefgh'[7 - col] + (row + 1);
    }).sort();
  }));
}

test('alice: two boards; a move on board A shows the piece arriving on board B', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'alice');
  await joinGame(b, invite, 'Alice');
  await waitTurn(a);
  expect(await a.locator('.board-wrap').count(), 'two boards').toBe(2);
  await clickMove(a, 'e2', 'e4', 0);
  await waitPlies(b, 1);
  await b.waitForFunction(() => document.querySelectorAll('.board-wrap')[1].querySelectorAll('piece.p-piece.white').length === 1);
  await dragMove(b, 'd7', 'd5', 0);
  await waitPlies(a, 2);
  await clickMove(a, 'f1', 'b5', 0);
  await waitPlies(b, 3);
  await b.waitForFunction(() => document.querySelectorAll('.board-wrap')[1].querySelectorAll('piece.b-piece.white').length === 1);
  // The last move is lit where it happened: its origin on board A, which the bishop left, and its
  // destination on board B, where it arrived; not both squares on both boards.
  for (const page of [a, b]) {
    await expect.poll(() => litSquares(page), 'the bishop left f1 of board A and reached b5 of board B').toEqual([['f1'], ['b5']]);
  }
  await shot(b, 'alice-boards');
});

test('alice: a mate in three across the boards (1.e4 d5 2.Be2 dxe4 3.Bb5#)', async ({ newPlayer }) => {
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
  expect(/White wins/.test(status!) && /checkmate/i.test(status!), `Alice mate shown: ${status}`).toBe(true);
  expect((await gameJson(a)).moves.map(m => m.machine).join(' '), 'the record').toBe('e2e4 d7d5 f1e2 d5e4 e2b5');
  await b.waitForFunction(() => document.querySelectorAll('.board-wrap')[0].querySelectorAll('piece.b-piece.white').length === 2);
  await shot(b, 'alice-mate');
});
