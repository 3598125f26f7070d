// Shogi and Unashogi: the 9x9 board, drops from the hand to mate, the promotion prompt, the piece style.
import { test, expect, createGame, joinGame, clickMove, dropFromHand, waitPlies, waitTurn, shot, gameJson, boardKey } from './fixtures';

test('shogi piece style: kanji by default, Western letters on request, remembered after a reload', async ({ newPlayer }) => {
  const a = await newPlayer('piece-style');
  await createGame(a, 'shogi');
  const kingImage = () => a.evaluate(() => getComputedStyle(document.querySelector('.board-wrap piece.k-piece.white')!).backgroundImage);
  expect(await a.locator('.board-box.pieces-kanji').count() === 1 && await a.inputValue('#piece-style') === 'kanji', 'kanji by default').toBe(true);
  const kanji = await kingImage();
  expect(kanji.startsWith('url("data:image/svg+xml'), `a drawn kanji piece: ${kanji.slice(0, 40)}`).toBe(true);
  await a.selectOption('#piece-style', 'western');
  expect(await a.locator('.board-box.pieces-western').count(), 'Western pieces').toBe(1);
  expect(await kingImage(), 'the king is drawn differently').not.toBe(kanji);
  await a.reload();
  await a.waitForSelector('.board-box.pieces-western');
  expect(await a.inputValue('#piece-style'), 'remembered').toBe('western');
  await a.selectOption('#piece-style', 'kanji');
  await a.waitForSelector('.board-box.pieces-kanji');
});

test('unashogi: 9x9 board, drops from the hand; a gold drop mates', async ({ newPlayer }) => {
  const a = await newPlayer('sente');
  const b = await newPlayer('gote');
  const invite = await createGame(a, 'unashogi');
  await joinGame(b, invite, 'Go');
  await waitTurn(a);
  const legal = (await gameJson(a)).legalMoves.usi!;
  const king = legal.find(m => m === 'K*5i') ?? legal.find(m => m.startsWith('K*'))!;
  await dropFromHand(a, 'k-piece', boardKey(king.slice(2), 'shogi'));
  await waitPlies(b, 1);
  await waitTurn(b);
  const gote = (await gameJson(b)).legalMoves.usi!;
  const reply = gote.find(m => m === 'K*1a') ?? gote.find(m => m.startsWith('K*'))!;
  await dropFromHand(b, 'k-piece', boardKey(reply.slice(2), 'shogi'));
  await waitPlies(a, 2);
  const game = await gameJson(a);
  expect(game.moves[0].machine, 'first drop').toBe(king);
  await shot(a, 'unashogi-hands');
  // Kings on 5i and 1a: 2.S*2c P*9c 3.G*1b mates (checked with `heterodox show -v unashogi`).
  expect(`${king} ${reply}`, 'kings dropped on 5i and 1a').toBe('K*5i K*1a');
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
  expect(/Sente wins|White wins/.test(status!) && /checkmate/i.test(status!), `gold drop mate shown: ${status}`).toBe(true);
  expect((await gameJson(a)).moves.map(m => m.machine).join(' '), 'the record').toBe('K*5i K*1a S*2c P*9c G*1b');
  await shot(a, 'unashogi-mate');
});

test('shogi: the start position on a 9x9 board and a pawn push', async ({ newPlayer }) => {
  const a = await newPlayer('sente');
  const b = await newPlayer('gote');
  const invite = await createGame(a, 'shogi');
  await joinGame(b, invite, 'Haru');
  await waitTurn(a);
  await clickMove(a, 'c3', 'c4'); // 7g7f
  await waitPlies(b, 1);
  expect((await gameJson(b)).moves[0].machine, 'USI move 7g7f').toBe('7g7f');
  await shot(b, 'shogi-game', { docs: true });
});

for (const [label, viewport] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`shogi (${label}): a move into the zone asks whether to promote, on the board`, async ({ newPlayer }) => {
    const a = await newPlayer('sente', viewport);
    const b = await newPlayer('gote');
    const invite = await createGame(a, 'shogi', { fen: '4k4/9/4P4/9/9/9/9/9/4K4 b - 1' });
    await joinGame(b, invite, 'Kei');
    await waitTurn(a);
    await clickMove(a, 'e7', 'e8'); // 5c5b
    await a.waitForSelector('#promotion');
    // The prompt stands over the board, where the player's eyes are (on a phone it once came below the
    // engine's card, off the screen).
    const prompt = (await a.locator('#promotion').boundingBox())!;
    const board = (await a.locator('.board-wrap').boundingBox())!;
    expect(prompt.x >= board.x && prompt.x + prompt.width <= board.x + board.width
      && prompt.y >= board.y && prompt.y + prompt.height <= board.y + board.height, 'the prompt over the board').toBe(true);
    await shot(a, `shogi-promotion-${label}`);
    const choices = await a.locator('#promotion button[data-promotion]').allTextContents();
    expect(choices.includes('Promote') && choices.includes('Do not promote'), `choices: ${choices}`).toBe(true);
    await a.click('#promotion button[data-promotion="+"]');
    await waitPlies(b, 1);
    expect((await gameJson(b)).moves[0].machine, 'promoted').toBe('5c5b+');
    expect(await b.locator('.board-wrap piece.pp-piece').count(), 'a promoted pawn is drawn').toBe(1);
    await expect(a.locator('#promotion'), 'the prompt is gone once answered').toHaveCount(0);
  });
}
