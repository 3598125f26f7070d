// Small pure formatting helpers: clocks, time controls, results and engine scores.
import { language, t, tn } from './i18n';
import { describeByoyomi } from './byoyomi';

export interface TimeControl {
  type: 'unlimited' | 'sudden-death' | 'increment' | 'correspondence' | 'byoyomi';
  initialSeconds?: number;
  incrementSeconds?: number;
  days?: number;
  periodSeconds?: number;
  periods?: number;
}

export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  const total = Math.floor(clamped / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}:${two(m)}:${two(s)}`;
  if (clamped < 10_000) return `${m}:${two(s)}.${Math.floor((clamped % 1000) / 100)}`;
  return `${m}:${two(s)}`;
}

export function describeTimeControl(tc: TimeControl | undefined): string {
  if (!tc) return '';
  switch (tc.type) {
    case 'sudden-death':
      return t('format.minutes', { minutes: minutes(tc.initialSeconds ?? 0) });
    case 'increment':
      return `${minutes(tc.initialSeconds ?? 0)}+${tc.incrementSeconds ?? 0}`;
    case 'correspondence':
      return tn('format.daysPerMove', tc.days ?? 1);
    case 'byoyomi':
      return describeByoyomi(tc);
    default:
      return t('format.unlimited');
  }
}

/** Minutes as players write them: whole, the bullet fractions ¼ ½ ¾, else one decimal (1.5). */
export function minutes(seconds: number): string {
  if (seconds % 60 === 0) return String(seconds / 60);
  const fractions: Record<number, string> = { 15: '¼', 30: '½', 45: '¾' };
  if (seconds < 60 && fractions[seconds]) return fractions[seconds];
  return (seconds / 60).toFixed(1);
}

/** Pairs plies into numbered rows: [[1, first, second], ...]; shogi numbers every ply. */
export function moveRows(moves: readonly string[], pairs: boolean): Array<[number, string, string | undefined]> {
  const rows: Array<[number, string, string | undefined]> = [];
  if (!pairs) {
    moves.forEach((m, i) => rows.push([i + 1, m, undefined]));
    return rows;
  }
  for (let i = 0; i < moves.length; i += 2) rows.push([i / 2 + 1, moves[i], moves[i + 1]]);
  return rows;
}

export function resultText(result: string, reasonText: string | undefined, firstName: string, secondName: string): string {
  const who = result === '1-0' ? t('format.wins', { side: firstName }) : result === '0-1' ? t('format.wins', { side: secondName })
    : result === '1/2-1/2' ? t('format.draw') : '';
  if (!who) return '';
  return reasonText ? `${who} · ${reasonText}` : who;
}

/**
 * An engine score (from the engine's side) as the first player's view: the text ("+0.35", "#-3")
 * and the share of the evaluation bar (0-100) that is the first player's.
 */
export function evaluation(side: 'first' | 'second', centipawns: number | undefined, mateIn: number | undefined): { text: string; share: number } {
  const sign = side === 'first' ? 1 : -1;
  if (mateIn !== undefined) {
    const m = sign * mateIn;
    return { text: `#${m}`, share: m > 0 ? 100 : 0 };
  }
  const cp = sign * (centipawns ?? 0);
  return { text: `${cp >= 0 ? '+' : ''}${(cp / 100).toFixed(2)}`, share: 100 / (1 + Math.exp(-cp / 200)) };
}

/**
 * The words for why a game ended, from the server's stable reason code ("checkmate", "time-forfeit")
 * in the interface's language; the server's own text for a code the app does not know yet.
 */
export function reasonText(reason: string | null | undefined, serverText: string | null | undefined): string | undefined {
  if (!reason) return serverText ?? undefined;
  const key = `format.reason.${reason}`;
  const text = t(key);
  return text === key ? serverText ?? undefined : text;
}

/** A game option's name for players ("no-castling" in English, "senza arrocco" in Italian); its own name when no words are known. */
export function optionLabel(name: string): string {
  const key = `format.option.${name}`;
  const text = t(key);
  return text === key ? name : text;
}

/** A player's name as shown: a player who gave none is "Anonymous" (the server's record says so in English) in the interface's language. */
export function shownName(name: string | null | undefined): string {
  return !name || name === 'Anonymous' ? t('format.anonymous') : name;
}

/**
 * The locale dates, times and numbers are written in: the browser's own when it speaks the interface's language
 * (an "en-GB" browser keeps day/month), else the interface's language itself (an Italian page in an
 * American browser writes "27/11/2026", not "11/27/2026").
 */
export function formatLocale(preferred: readonly string[] = globalThis.navigator?.languages ?? []): string {
  const lang = language();
  return preferred.find(tag => tag.toLowerCase().split('-')[0] === lang) ?? lang;
}

/** A moment as date and time in the interface's language. */
export function formatDateTime(ms: number): string {
  return new Date(ms).toLocaleString(formatLocale());
}

/** A moment's date in the interface's language. */
export function formatDate(ms: number): string {
  return new Date(ms).toLocaleDateString(formatLocale());
}

/** A moment's time of day in the interface's language. */
export function formatTime(ms: number): string {
  return new Date(ms).toLocaleTimeString(formatLocale());
}

/** A number as the interface's language writes it: 6.5 in English, 6,5 in Italian. */
export function formatNumber(n: number): string {
  return n.toLocaleString(formatLocale(), { maximumFractionDigits: 2 });
}

/** A seat's player as shown: an engine by its level, an open seat as open, a person by name. */
export function seatName(p: { kind: string; level?: number; name?: string; account?: string }): string {
  if (p.kind === 'engine') return t('lobby.engineLevel', { level: p.level ?? '?' });
  if (p.kind === 'open') return t('lobby.openSeat');
  return p.account ?? shownName(p.name);
}
