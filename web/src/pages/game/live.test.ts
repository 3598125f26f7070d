import { describe, expect, it } from 'vitest';
import type { Game, GameRecord, MoveMessage } from '../../core/api';
import { applyMoveEvent, recordInStep } from './live';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

function game(): Game {
  return {
    id: 'g1', variant: 'chess', variantName: 'Chess', status: 'live', result: '*', reason: null, startFen: START, fen: START,
    sideToMove: 'first', plies: 0, inCheck: false, moves: [], notations: ['san', 'uci'],
    legalMoves: { san: ['e4'], uci: ['e2e4'] }, timeControl: { type: 'unlimited' }, clock: null,
    players: { first: { kind: 'human', name: 'A' }, second: { kind: 'human', name: 'B' } }, drawOffer: 'second', autoDraw: true, rated: false,
    takebackOffer: 'first', rematch: null, tags: {}, serverTime: 1, version: 3,
  };
}

function e4(over: Partial<MoveMessage> = {}): MoveMessage {
  return {
    type: 'move', version: 4, ply: 1, move: { ply: 1, move: 'e4', machine: 'e2e4' }, written: { san: 'e4', uci: 'e2e4' },
    fen: AFTER_E4, sideToMove: 'second', inCheck: false, status: 'live', result: '*', reason: null, clock: null, drawOffer: null,
    legalMoves: { san: ['e5'], uci: ['e7e5'] }, serverTime: 2, ...over,
  };
}

const record: GameRecord = { notations: ['san', 'uci'], moves: { san: [], uci: [] }, fens: [START] };

describe('move events', () => {
  it('bring the game and the record up to date with the next move', () => {
    const outcome = applyMoveEvent(game(), record, e4());
    expect(outcome.kind).toBe('applied');
    if (outcome.kind !== 'applied') return;
    expect(outcome.game.plies).toBe(1);
    expect(outcome.game.version).toBe(4);
    expect(outcome.game.fen).toBe(AFTER_E4);
    expect(outcome.game.sideToMove).toBe('second');
    expect(outcome.game.moves.map(m => m.machine)).toEqual(['e2e4']);
    expect(outcome.game.legalMoves.uci).toEqual(['e7e5']);
    expect(outcome.game.drawOffer).toBeNull(); // a move declines the opponent's offer
    expect(outcome.game.takebackOffer).toBeNull(); // and lets a takeback request lapse
    expect(outcome.record).toEqual({ notations: ['san', 'uci'], moves: { san: ['e4'], uci: ['e2e4'] }, fens: [START, AFTER_E4] });
    expect(recordInStep(outcome.record, outcome.game)).toBe(true);
  });

  it('carry the end of the game', () => {
    const outcome = applyMoveEvent(game(), record, e4({ status: 'finished', result: '1-0', reason: 'checkmate', reasonText: 'checkmate' }));
    expect(outcome.kind === 'applied' && [outcome.game.status, outcome.game.result, outcome.game.reasonText])
      .toEqual(['finished', '1-0', 'checkmate']);
  });

  it('are dropped when already held, and a missed move asks for a resync', () => {
    expect(applyMoveEvent(game(), record, e4({ version: 3 })).kind).toBe('old');
    expect(applyMoveEvent(game(), record, e4({ ply: 2, version: 5 })).kind).toBe('gap');
  });

  it('leave a record that was out of step to be fetched again', () => {
    const stale: GameRecord = { ...record, fens: [] };
    const outcome = applyMoveEvent(game(), stale, e4());
    expect(outcome.kind === 'applied' && outcome.record).toBeNull();
    expect(recordInStep(null, game())).toBe(false);
  });
});
