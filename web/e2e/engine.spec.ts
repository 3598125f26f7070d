// Games against the engine, created from the lobby: chess (level 2) with its analysis shown while it
// thinks, and level 1 in the other families (the human plays first).
import { test, expect, clickMove, clickSquare, dragMove, waitPlies, waitTurn, shot, gameJson, createEngineGame,
  playAgainstEngine, prefer } from './fixtures';

test('chess against the engine: created from the lobby, it answers each move; its analysis is shown', async ({ newPlayer }) => {
  const a = await newPlayer('human');
  await a.goto('/#/');
  await a.locator('input[name=variant][value="chess"]').check();
  const engineRadio = a.locator('input[name=opponent][value="engine"]');
  expect(await engineRadio.isEnabled(), 'the engine opponent is enabled').toBe(true);
  await engineRadio.check();
  await a.selectOption('#engine-level', '2');
  await a.selectOption('#side', 'first');
  await a.click('#create-game');
  await a.waitForSelector('.game-page .board-wrap');
  const start = await gameJson(a);
  expect(start.status, 'the engine game starts at once').toBe('live');
  expect(start.players.second, 'engine seat').toMatchObject({ kind: 'engine', level: 2 });
  // The engine's view is a hint: hidden while the game is played until the player asks for it.
  expect(await a.locator('#show-engine').isChecked(), 'engine analysis offered and off').toBe(false);
  await a.locator('#show-engine').check();
  // Record whether the bar and line appear while the engine thinks.
  await a.evaluate(() => {
    const line = document.querySelector('#engine-line')!;
    const seen: { value: string | null; pv: string | null }[] = [];
    (window as unknown as { analysisSeen: typeof seen }).analysisSeen = seen;
    new MutationObserver(() => {
      const bar = line.querySelector('.eval-bar');
      const pv = line.querySelector('.pv');
      if (bar && pv) seen.push({ value: bar.getAttribute('aria-valuenow'), pv: pv.textContent });
    }).observe(line, { childList: true, subtree: true });
  });
  const boardPieces = () => a.evaluate(() => [...document.querySelectorAll('.board-wrap cg-board piece')]
    .filter(p => !p.classList.contains('fading'))
    .map(p => `${p.className}@${(p as unknown as { cgKey: string }).cgKey}`).sort().join(';'));
  const wanted = [['e2', 'e4'], ['g1', 'f3'], ['b1', 'c3'], ['f1', 'c4'], ['d2', 'd3'], ['h2', 'h3'], ['a2', 'a3']];
  let plies = 0;
  const boards = new Set([await boardPieces()]);
  for (let i = 0; plies < 8; i++) {
    await waitTurn(a);
    const game = await gameJson(a);
    expect(game.status, `still live after ${plies} plies`).toBe('live');
    const legal = game.legalMoves.uci!;
    const [from, to] = wanted.find(([f, t]) => legal.includes(f + t)) ?? [legal[0].slice(0, 2), legal[0].slice(2, 4)];
    await (i % 2 === 0 ? clickMove : dragMove)(a, from, to);
    await waitPlies(a, plies + 2); // the engine's answer
    const after = await gameJson(a);
    expect(after.plies === plies + 2 && after.moves[plies].machine === from + to,
      `my move ${from}${to} then the engine's: ${JSON.stringify(after.moves.slice(plies))}`).toBe(true);
    // The board shows the engine's move: a black piece on its destination, none left on its origin.
    const answer = after.moves[plies + 1].machine;
    await a.waitForFunction(([f, t]) => {
      const at = (key: string) => [...document.querySelectorAll('.board-wrap cg-board piece')]
        .filter(p => (p as unknown as { cgKey: string }).cgKey === key && !p.classList.contains('fading'));
      return at(t).some(p => p.classList.contains('black')) && at(f).length === 0;
    }, [answer.slice(0, 2), answer.slice(2, 4)]);
    boards.add(await boardPieces());
    plies += 2;
  }
  expect(await a.locator('#move-list button.ply').count(), 'eight plies listed').toBe(8);
  expect(boards.size, 'the board changed after each answer (distinct boards)').toBe(5);
  const seen = await a.evaluate(() => (window as unknown as { analysisSeen: { pv: string | null }[] }).analysisSeen);
  expect(seen.length > 0 && seen.every(s => (s.pv ?? '').trim().length > 0),
    `the evaluation bar and best line were shown: ${JSON.stringify(seen)}`).toBe(true);
  await shot(a, 'engine-game');
});

test('uchess against the engine: only U-legal moves, each answered', async ({ newPlayer }) => {
  const a = await newPlayer('uchess-engine');
  await createEngineGame(a, 'uchess');
  const game = await playAgainstEngine(a, 5, 'chess', async g => {
    await a.waitForSelector('#illegal-moves'); // the explanations of this position are loaded
    return prefer(g.legalMoves.uci!, 'e2e4', 'd2d4', 'c2c4', 'b1c3', 'c1e3', 'd1d2');
  });
  expect(game.plies >= 10 || game.status === 'finished', `five moves each or a result: ${game.plies} plies, ${game.status}`).toBe(true);
  expect(await a.locator('#move-list button.ply').first().textContent(), 'the record in descriptive notation').toBe('P-K4');
  await shot(a, 'engine-uchess');
});

test('unachess against the engine: drops from the hand, each answered by a drop or a move', async ({ newPlayer }) => {
  const a = await newPlayer('unachess-engine');
  await createEngineGame(a, 'unachess');
  const game = await playAgainstEngine(a, 5, 'chess', g => {
    const legal = g.legalMoves.uci!;
    return prefer(legal, 'K@e1', 'P@e2', 'P@d2', 'P@f2', 'Q@d1', 'N@f3', ...legal.filter(m => m.startsWith('P@')));
  });
  const moves = game.moves.map(m => m.machine);
  const drops = (side: number) => moves.filter((m, i) => i % 2 === side && m.includes('@')).length;
  // Even the lowest level sees a mate in one, and a scripted player may walk into one: a game the rules
  // end early still shows what this test is about, drops by both sides from the hands.
  expect(moves[0] === 'K@e1' && drops(0) >= 2 && drops(1) >= 1, `drops on both sides: ${moves.join(' ')}`).toBe(true);
  expect(game.plies >= 10 || (game.status === 'finished' && game.plies >= 4),
    `five moves each or a result: ${game.plies} plies, ${game.status}: ${moves.join(' ')}`).toBe(true);
  expect((await gameJson(a)).fen, 'hands in the FEN').toContain('[');
  await shot(a, 'engine-unachess');
});

test('unashogi against the engine: a king and other drops by Sente, answered on the 9x9 board', async ({ newPlayer }) => {
  const a = await newPlayer('unashogi-engine');
  await createEngineGame(a, 'unashogi');
  const game = await playAgainstEngine(a, 4, 'shogi', g => {
    const legal = g.legalMoves.usi!;
    return prefer(legal, 'K*5i', 'G*4h', 'G*6h', 'S*5h', ...legal.filter(m => m.includes('*')));
  });
  const moves = game.moves.map(m => m.machine);
  expect(moves[0] === 'K*5i' && moves.filter((m, i) => i % 2 === 0 && m.includes('*')).length === 4,
    `four drops by Sente, the king first: ${moves.join(' ')}`).toBe(true);
  expect(moves.some((m, i) => i % 2 === 1 && m.includes('*')), `the engine drops too: ${moves.join(' ')}`).toBe(true);
  expect(await a.locator('.board-box.pieces-kanji').count(), 'kanji pieces by default').toBe(1);
  await shot(a, 'engine-unashogi');
});

test('alice against the engine: moves on both boards, each answered', async ({ newPlayer }) => {
  const a = await newPlayer('alice-engine');
  await createEngineGame(a, 'alice');
  const onBoard = async (key: string) => a.evaluate(k => [...document.querySelectorAll('.board-wrap')].findIndex(wrap =>
    [...wrap.querySelectorAll('cg-board piece.white')]
      .some(p => (p as unknown as { cgKey: string }).cgKey === k && !p.classList.contains('fading'))), key);
  let fromB = false;
  const game = await playAgainstEngine(a, 5, 'chess', async g => {
    const legal = g.legalMoves.uci!.filter(m => m.length === 4);
    // After 1.e4 the pawn stands on board B: its next step is played there. The engine may block it
    // (1...e5 lands on board B too): then any other piece of ours that stands on board B moves.
    let move = prefer(legal, 'e2e4', 'e4e5', 'g1f3', 'b1c3', 'd2d4', 'd2d3');
    if (!fromB && g.plies >= 2 && await onBoard(move.slice(0, 2)) !== 1) {
      for (const other of legal) {
        if (await onBoard(other.slice(0, 2)) === 1) {
          move = other;
          break;
        }
      }
    }
    const board = await onBoard(move.slice(0, 2));
    expect(board, `the piece on ${move.slice(0, 2)} is on a board`).toBeGreaterThanOrEqual(0);
    if (board === 1) fromB = true;
    return { move, board };
  });
  expect(game.plies >= 10 || game.status === 'finished', `five moves each or a result: ${game.plies} plies`).toBe(true);
  expect(fromB, `a move made on board B: ${game.moves.map(m => m.machine).join(' ')}`).toBe(true);
  await shot(a, 'engine-alice');
});

test('ambiguous against the engine: it picks our piece, announces its squares, and we pick when asked', async ({ newPlayer }) => {
  const a = await newPlayer('ambiguous-engine');
  await createEngineGame(a, 'ambiguous');
  let humanChose = false;
  const game = await playAgainstEngine(a, 6, 'chess', async g => {
    const choosing = (g.legalMoves.announce ?? []).length === 0;
    if (choosing) {
      // The engine announced a square that several of its pieces reach: we pick one on the board.
      humanChose = true;
      await a.waitForSelector('#candidates');
      return g.legalMoves.uci![0];
    }
    // a3 (a2-a3 or Nb1-a3), then other squares two of our pieces reach: the engine must choose.
    return prefer(g.legalMoves.announce!, 'a3', 'h3', 'f3', 'c3', 'd2', 'e2');
  });
  const moves = game.moves.map(m => m.machine);
  // The engine's choice for our a3: the record holds the announcement and then the move chosen.
  expect(moves[0] === 'a3' && ['a2a3', 'b1a3'].includes(moves[1]), `the engine chose the piece for a3: ${moves.join(' ')}`).toBe(true);
  expect(moves.filter(m => /^[a-h][1-8]$/.test(m)).length, `announcements on both sides: ${moves.join(' ')}`).toBeGreaterThanOrEqual(6);
  console.log(`     ambiguous record: ${moves.join(' ')}${humanChose ? ' (we chose a piece for the engine)' : ''}`);
  await shot(a, 'engine-ambiguous');
});

test('ambiguous (checkmate) against the engine from a set-up position: it picks our piece, then we pick its piece', async ({ newPlayer }) => {
  // White announces g1 (Ra1 or Kh1: the engine picks); Black's only legal moves all go to b6
  // (b7-b6, Na8-b6, Kc7-b6), so the engine must announce b6 and we pick its piece.
  const a = await newPlayer('ambiguous-choice-engine');
  await createEngineGame(a, 'ambiguous', { options: ['checkmate'], fen: 'n6R/1pk5/8/1P1Q4/8/8/8/R6K w - - 0 1' });
  await waitTurn(a);
  await clickSquare(a, 'g1');
  await a.waitForSelector('#candidates');
  await waitTurn(a);
  const candidates = await a.locator('#candidates button').evaluateAll(bs => bs.map(b => (b as HTMLElement).dataset.move).sort());
  expect(candidates.join(' '), 'the engine announced b6 with three candidates').toBe('a8b6 b7b6 c7b6');
  await shot(a, 'engine-ambiguous-choice');
  await clickMove(a, 'b7', 'b6'); // we move the engine's pawn
  await a.waitForSelector('#announce-squares');
  const moves = (await gameJson(a)).moves.map(m => m.machine);
  expect(moves.length === 4 && moves[0] === 'g1' && ['a1g1', 'h1g1'].includes(moves[1]) && moves[2] === 'b6' && moves[3] === 'b7b6',
    `the engine chose for g1, we chose b7-b6: ${moves.join(' ')}`).toBe(true);
});
