// Ambiguous Chess between two players: the mover announces a square, the opponent picks the piece.
import { test, expect, createGame, joinGame, clickMove, clickSquare, waitPlies, waitTurn, shot, gameJson } from './fixtures';

test('ambiguous: the mover announces a square, the opponent picks the piece among highlighted candidates', async ({ newPlayer }) => {
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
  expect(candidates.length, `two candidates: ${candidates}`).toBe(2);
  await shot(b, 'ambiguous-choice');
  await clickMove(b, 'b1', 'a3');
  await waitPlies(a, 2);
  const game = await gameJson(a);
  expect(JSON.stringify(game.moves), 'Black chose the knight').toMatch(/b1a3|Na3/);
});

test('ambiguous (checkmate option): a fool\'s mate with a choice on f3 ends in checkmate', async ({ newPlayer }) => {
  const a = await newPlayer('white');
  const b = await newPlayer('black');
  const invite = await createGame(a, 'ambiguous', { options: ['checkmate'] });
  await joinGame(b, invite, 'Fool');
  await waitTurn(a);
  await a.waitForSelector('#announce-squares button[data-square="f3"]');
  await clickSquare(a, 'f3'); // f2-f3 or Ng1-f3: Black chooses the pawn
  await b.waitForSelector('#candidates button[data-move="f2f3"]');
  expect(await b.locator('#candidates button').count(), 'two candidates for f3').toBe(2);
  await clickMove(b, 'f2', 'f3');
  await b.waitForSelector('#announce-squares button[data-square="e5"]');
  await clickSquare(b, 'e5'); // only e7-e5 reaches e5: played at once
  await a.waitForSelector('#announce-squares button[data-square="g4"]');
  const afterE5 = await gameJson(a);
  expect(afterE5.moves.map(m => m.machine).join(' '), 'e5 played at once (the record keeps announcements)').toBe('f3 f2f3 e5');
  await a.click('#announce-squares button[data-square="g4"]'); // announced by its button
  await b.waitForSelector('#announce-squares button[data-square="h4"]');
  await clickSquare(b, 'h4'); // Qd8-h4: every white announcement now leaves the king attacked
  await a.waitForSelector('#result');
  await b.waitForSelector('#result');
  const status = await a.textContent('#status');
  expect(/Black wins/.test(status!) && /checkmate/i.test(status!), `Ambiguous mate shown: ${status}`).toBe(true);
  expect((await gameJson(a)).moves.map(m => m.machine).join(' '), 'the record').toBe('f3 f2f3 e5 g4 h4');
  await shot(a, 'ambiguous-mate');
});
