// A tournament log line in the reader's language, from the entry's named details (params). Lines
// written before the server kept params show their English detail.
import type { TournamentLogEntry as LogEntry } from '../../core/api';
import { formatDateTime } from '../../core/format';
import { t, tn } from '../../core/i18n';

/** "date · who · what": who is a player's name or the server itself; `variantName` names the tournament's game. */
export function logLine(entry: LogEntry, variantName: string): string {
  return `${formatDateTime(entry.at)} · ${actorName(entry.actor)} · ${action(entry, variantName)}`;
}

function actorName(actor: string): string {
  if (actor === 'server') return t('tournaments.logBy.server');
  if (actor === 'the clock') return t('tournaments.logBy.clock');
  return actor;
}

function action(e: LogEntry, variantName: string): string {
  const p = e.params ?? {};
  const known = Object.keys(p).length > 0;
  switch (e.action) {
    case 'cancel':
    case 'finish':
      return t(`tournaments.logSays.${e.action}`);
    case 'create':
      return known ? t('tournaments.logSays.create', { kind: t(`tournaments.kind.${p.kind}`), variant: variantName }) : legacy(e);
    case 'import':
      return known ? t('tournaments.logSays.import',
        { players: tn('tournaments.players', Number(p.players)), rounds: tn('tournaments.logRounds', Number(p.rounds)) }) : legacy(e);
    case 'start':
      return known ? t('tournaments.logSays.start', { players: tn('tournaments.players', Number(p.players)) }) : legacy(e);
    case 'pause':
    case 'resume':
      // Before params, the detail was the player's name alone.
      return t(`tournaments.logSays.${e.action}`, { player: p.player ?? e.detail });
    case 'withdraw':
      if (!known) return legacy(e);
      if (p.reason) return t('tournaments.logSays.withdrawReason', { player: p.player, reason: p.reason });
      return p.player === e.actor ? t('tournaments.logSays.withdrewSelf') : t('tournaments.logSays.withdraw', { player: p.player });
    case 'adjust':
      return known ? t('tournaments.logSays.adjust', { round: p.round, board: p.board, white: p.white, black: p.black,
        from: p.from, to: p.to, reason: p.reason }) : legacy(e);
    case 'forbid':
      if (!known) return legacy(e);
      return p.pairs ? t('tournaments.logSays.forbid', { pairs: p.pairs }) : t('tournaments.logSays.forbidNone');
    case 'unpairable':
      return t('tournaments.logSays.unpairable', { round: p.round, reason: p.reason });
    case 'pair-again':
      return t('tournaments.logSays.pairAgain', { round: p.round });
    case 'pairing':
      return t('tournaments.logSays.pairing', { round: p.round, boards: p.boards, reason: p.reason });
    case 'start-round':
      return t('tournaments.logSays.startRound', { round: p.round });
    case 'end':
      return t('tournaments.logSays.end', { round: p.round });
    case 'bye':
      return t('tournaments.logSays.bye', { player: p.player, round: p.round });
    case 'bye-withdrawn':
      return t('tournaments.logSays.byeWithdrawn', { player: p.player, round: p.round });
    default:
      return legacy(e);
  }
}

function legacy(e: LogEntry): string {
  return `${e.action}${e.detail ? `: ${e.detail}` : ''}`;
}
