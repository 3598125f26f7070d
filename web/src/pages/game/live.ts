// The live channel's move events applied to the game and record a page holds (pure, unit-tested).
import type { Game, GameRecord, MoveMessage } from '../../core/api';

/** What a move event does to the state held: `old` (already held), `gap` (a move was missed: resync), or the new state. */
export type MoveOutcome = { kind: 'old' } | { kind: 'gap' } | { kind: 'applied'; game: Game; record: GameRecord | null };

/** Whether `record` holds exactly the moves of `game`. */
export function recordInStep(record: GameRecord | null, game: Game): boolean {
  return !!record && record.fens.length === game.plies + 1;
}

/**
 * The game after move event `m`, and the record extended by the move in each notation when the one
 * held was in step (otherwise null: it must be fetched again).
 */
export function applyMoveEvent(game: Game, record: GameRecord | null, m: MoveMessage): MoveOutcome {
  if (m.version <= game.version) return { kind: 'old' };
  if (m.ply !== game.plies + 1) return { kind: 'gap' };
  let next: GameRecord | null = null;
  if (record && recordInStep(record, game)) {
    const moves: GameRecord['moves'] = {};
    for (const n of record.notations) moves[n] = [...(record.moves[n] ?? []), m.written[n] ?? m.move.move];
    next = { notations: record.notations, moves, fens: [...record.fens, m.fen] };
  }
  return {
    kind: 'applied',
    record: next,
    game: {
      ...game, version: m.version, plies: m.ply, moves: [...game.moves, m.move], fen: m.fen, sideToMove: m.sideToMove,
      inCheck: m.inCheck, status: m.status, result: m.result, reason: m.reason, reasonText: m.reasonText, clock: m.clock,
      drawOffer: m.drawOffer, legalMoves: m.legalMoves, serverTime: m.serverTime,
      takebackOffer: null, // any move lets a takeback request lapse
      inviteCode: m.status === 'open' ? game.inviteCode : undefined,
    },
  };
}
