import { describe, expect, it } from 'vitest';
import type { Game, GameFacts, Variant } from '../../core/api';
import { boardKit } from '../../core/board/kit';
import { setLanguage } from '../../core/i18n';
import fixture from '../../variants.fixture.json';
import { GameState, type Seat } from './state';
import { statusText, titleText } from './status';

const games = fixture as unknown as Record<string, Variant>;

function stateOf(spec: string, over: Partial<Game>, seat: Seat | null = { seat: 'first', token: 't' }): GameState {
  const facts = games[spec].facts as GameFacts;
  const game = {
    id: 'g1', variant: spec, variantName: spec, status: 'live', result: '*', reason: null, startFen: facts.startFen, fen: facts.startFen,
    sideToMove: 'first', plies: 0, inCheck: false, moves: [], notations: ['san', 'uci'], legalMoves: {}, timeControl: { type: 'unlimited' },
    clock: null, players: { first: { kind: 'human', name: 'A' }, second: { kind: 'human', name: 'B' } }, drawOffer: null, autoDraw: true,
    rated: false, takebackOffer: null, rematch: null, tags: {}, serverTime: 1, version: 1, ...over,
  } as Game;
  return new GameState(game, facts, boardKit(facts), seat);
}

describe('the game page\'s state', () => {
  it('offers the legal moves of the machine notation on the board, on the player\'s turn in the live position only', () => {
    const s = stateOf('unachess', { fen: '8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1', legalMoves: { uci: ['K@e1', 'K@d1'] } });
    expect(s.playable().map(m => `${m.orig}${m.dest}`)).toEqual(['K@e1', 'K@d1']);
    const watcher = stateOf('unachess', { legalMoves: { uci: ['K@e1'] } }, null);
    expect(watcher.playable()).toEqual([]);
    const waiting = stateOf('chess', { sideToMove: 'second', legalMoves: { uci: ['e7e5'] } });
    expect(waiting.myTurn()).toBe(false);
    expect(waiting.playable()).toEqual([]);
    const replaying = stateOf('chess', { plies: 2, legalMoves: { uci: ['g1f3'] } });
    replaying.goTo(1);
    expect(replaying.live()).toBe(false);
    expect(replaying.playable()).toEqual([]);
  });

  it('reads shogi\'s moves in USI', () => {
    const s = stateOf('shogi', { legalMoves: { usi: ['7g7f'] } });
    expect(s.playable()).toEqual([{ orig: 'c3', dest: 'c4', promotion: '', text: '7g7f' }]);
  });

  it('U-Chess: offers every explained move, so that an illegal one can be explained', () => {
    const s = stateOf('uchess', { legalMoves: { uci: ['e2e4'] } });
    expect(s.playable().map(m => m.text)).toEqual(['e2e4']);
    s.explanations = [{ uci: 'e2e4', longAlgebraic: 'e2-e4', status: 'legal', reason: '' }, { uci: 'g1f3', longAlgebraic: 'Ng1-f3', status: 'u-illegal', reason: 'x' }] as GameState['explanations'];
    expect(s.playable().map(m => m.text)).toEqual(['e2e4', 'g1f3']);
  });

  it('lets the player premove while the opponent is to move, except in Ambiguous Chess', () => {
    expect(stateOf('chess', { sideToMove: 'second' }).premoveColor()).toBe('white');
    expect(stateOf('chess', { sideToMove: 'second' }, { seat: 'second', token: 't' }).premoveColor()).toBeUndefined();
    expect(stateOf('ambiguous', { sideToMove: 'second' }).premoveColor()).toBeUndefined();
    expect(stateOf('chess', { sideToMove: 'second' }, null).premoveColor()).toBeUndefined();
  });

  it('Ambiguous Chess: an announcement first, then the opponent\'s choice', () => {
    const announcing = stateOf('ambiguous', {});
    expect(announcing.isAnnouncePhase()).toBe(true);
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1 a3';
    const choosing = stateOf('ambiguous', { fen, sideToMove: 'second' }, { seat: 'second', token: 't' });
    expect(choosing.announcement()).toBe('a3');
    expect(choosing.isAnnouncePhase()).toBe(false);
    expect(stateOf('chess', { fen }).announcement()).toBeNull();
  });

  it('replays within the game, showing each ply\'s position from the record', () => {
    const s = stateOf('chess', { plies: 2, fen: 'last' });
    s.record = { notations: ['san'], moves: { san: ['e4', 'e5'] }, fens: ['start', 'after e4', 'last'] };
    expect(s.recordInStep()).toBe(true);
    s.step(-1);
    expect([s.viewPly, s.shownFen()]).toEqual([1, 'after e4']);
    s.step(-5);
    expect(s.shownPly()).toBe(0);
    s.step(9);
    expect([s.viewPly, s.shownFen(), s.live()]).toEqual([null, 'last', true]);
  });
});

describe('the game page\'s title and status', () => {
  it('name the game with its options and clock, then whose move it is', () => {
    setLanguage('en', false);
    const s = stateOf('unachess', { variant: 'unachess:no-castling', timeControl: { type: 'increment', initialSeconds: 300, incrementSeconds: 3 } });
    expect(titleText(s, 'Unachess')).toMatch(/^Unachess \(.+\) · 5\+3$/);
    expect(statusText(s)).toBe('Your move');
    expect(statusText(stateOf('shogi', { sideToMove: 'second', inCheck: true }))).toBe('Gote to move · check');
    expect(statusText(stateOf('chess', { status: 'open' }))).toBe('Waiting for an opponent to join');
  });

  it('say the pending choice of an Ambiguous Chess announcement', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1 a3';
    expect(statusText(stateOf('ambiguous', { fen, sideToMove: 'second' }, { seat: 'second', token: 't' }))).toMatch(/a3/);
  });
});
