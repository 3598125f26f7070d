// The board editor: palettes, eraser, typed FEN, the server's check, games started from a position,
// hands, shogi by address, the keyboard and Alice's board B.
import { test, expect, joinGame, squareCenter, clickSquare, dragMove, waitPlies, waitTurn, shot, gameJson,
  editorStatus, waitEditorStatus as waitStatus, spare, editorFenIs as fenIs, dragFromPalette } from './fixtures';

const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1';

test('editor: a mate in one set up from the palettes, checked by the server, played against a friend', async ({ newPlayer }) => {
  const a = await newPlayer('editor');
  const b = await newPlayer('friend');
  await a.goto('/#/');
  await a.click('.topbar a.nav-link'); // "Board editor"
  await waitStatus(a, /Valid position: White to move · 20 legal moves/);
  expect(await a.inputValue('#editor-variant'), 'the editor opens on chess').toBe('chess');
  expect(await a.locator('#editor-castling input:checked').count(), 'all four castling rights at the start').toBe(4);
  await a.click('#editor-clear');
  await waitStatus(a, /no white king|white king/i);
  expect(await a.locator('#editor-friend').isDisabled(), 'no game from an empty board').toBe(true);
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
  const box = (await a.locator('.board-wrap').first().boundingBox())!;
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
  expect(await a.locator('#editor-castling input:disabled').count(), 'no castling right without rooks at home').toBe(4);
  // Typed text sets the board; a mistake is named, locally or by the server.
  await a.fill('#editor-fen', `${MATE_IN_ONE} x`);
  await waitStatus(a, /FEN: .*found 7/);
  await a.fill('#editor-fen', '6k1/5ppp/8/8/8/8/8/4R1KK w - - 0 1');
  await waitStatus(a, /2 white kings/);
  expect(await a.getAttribute('#editor-fen', 'aria-invalid'), `the field is marked invalid: ${await editorStatus(a)}`).toBe('true');
  expect(await a.locator('#editor-friend').isDisabled(), 'no game from a refused position').toBe(true);
  await a.fill('#editor-fen', '6k1/5ppp/8/8/8/8/8/4R1K1 w - -');
  await waitStatus(a, /Valid position/);
  expect(await a.locator('.board-wrap cg-board piece:not(.ghost)').count(), 'the typed FEN is on the board').toBe(6);
  expect(a.url(), 'the address follows the position').toMatch(/fen=6k1\/5ppp\//);
  await shot(a, 'editor-chess');
  await a.click('#editor-friend');
  await a.waitForSelector('#invite-link');
  const invite = await a.inputValue('#invite-link');
  const created = await gameJson(a);
  expect(created.startFen, "the game starts from the editor's position").toBe(MATE_IN_ONE);
  await joinGame(b, invite, 'Rook');
  await waitTurn(a);
  expect(await a.locator('.board-wrap cg-board piece:not(.ghost)').count(), 'the game page shows the position').toBe(6);
  await dragMove(a, 'e1', 'e8');
  await a.waitForSelector('#result');
  expect(/White wins/.test((await a.textContent('#status'))!) && /checkmate/i.test((await a.textContent('#status'))!), 'Re8 mates').toBe(true);
});

test('editor: Unachess hands, the engine from a position, shogi by address, the keyboard, Alice', async ({ newPlayer }) => {
  const a = await newPlayer('editor');
  await a.goto('/editor?variant=unachess'); // the server's address for the editor
  await waitStatus(a, /Valid position/);
  expect(await a.inputValue('#editor-fen'), 'Unachess start').toBe('8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1');
  await spare(a, 'K').click();
  await clickSquare(a, 'e1');
  await a.click('#editor-hands .hand-count[data-letter="K"] button[data-step="-1"]');
  await a.click('#editor-turn input[value="b"]');
  const fen = '8/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1';
  await fenIs(a, fen);
  await waitStatus(a, /Valid position: Black to move/);
  expect(await a.textContent('#editor-hands .hand-count[data-letter="K"] output'), 'the king left the hand').toBe('0');
  await shot(a, 'editor-unachess');
  await a.selectOption('#editor-side', 'other'); // White, so the engine (Black) moves first
  await a.selectOption('#editor-level', '1');
  await a.click('#editor-engine');
  await a.waitForSelector('.game-page .board-wrap');
  const game = await gameJson(a);
  expect(game.startFen === fen && game.players.second.kind === 'engine', `engine game from the position: ${JSON.stringify(game.players)}`).toBe(true);
  await waitPlies(a, 1);
  await waitTurn(a);
  // Shogi by address, with a promoted pawn ('+' kept) and a gold in hand.
  await a.goto('/#/editor?variant=shogi&fen=4k4/9/4+P4/9/9/9/9/9/4K4_b_G_1');
  await waitStatus(a, /Valid position: Sente to move/);
  expect(await a.locator('.board-wrap piece.pp-piece').count(), 'a tokin on the board').toBe(1);
  expect(await a.textContent('#editor-hands .hand-count[data-letter="G"] output'), 'a gold in hand').toBe('1');
  // The editor draws the user's shogi piece set: the board's pieces and the palettes have images.
  const unpainted = await a.evaluate(() => [...document.querySelectorAll('.board-wrap piece:not(.ghost), .palette piece')]
    .filter(p => getComputedStyle(p).backgroundImage === 'none').map(p => p.className));
  expect(unpainted, 'shogi pieces without an image').toEqual([]);
  await shot(a, 'editor-shogi');
  // The keyboard: focus the board, move the cursor, type pieces.
  await a.goto('/#/editor?variant=chess');
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
  expect(await a.locator('#editor-castling').count(), 'no castling rights in Ambiguous Chess').toBe(0);
  // Alice: a piece placed on board B.
  await a.goto('/#/editor?variant=alice');
  await waitStatus(a, /Valid position/);
  await a.click('#editor-clear');
  await spare(a, 'K').click();
  await clickSquare(a, 'e1', 0);
  await spare(a, 'k').click();
  await clickSquare(a, 'e8', 1);
  await fenIs(a, '4|k3/8/8/8/8/8/8/4K3 w - - 0 1');
  await waitStatus(a, /insufficient material/); // bare kings: decided, so no game
  await spare(a, 'R').click();
  await clickSquare(a, 'a1', 1);
  await fenIs(a, '4|k3/8/8/8/8/8/8/|R3K3 w - - 0 1');
  await waitStatus(a, /Valid position/);
  await a.click('#tool-pointer');
  await dragFromPalette(a, 'Q', 'd4', 1); // a palette drag onto board B
  await fenIs(a, '4|k3/8/8/8/3|Q4/8/8/|R3K3 w - - 0 1');
  await dragMove(a, 'd4', 'd8', 1); // a move on board B
  await fenIs(a, '3|Q|k3/8/8/8/8/8/8/|R3K3 w - - 0 1');
  await shot(a, 'editor-alice');
});
