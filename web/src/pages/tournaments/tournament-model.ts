// What the tournament pages compute from the API's data, without the DOM: crosstables, Swiss wallcharts,
// tie-break names and their legend, the player's own board, the create form's request and the series'
// points table.
import { t } from '../../core/i18n';
import type { components } from '../../generated/openapi';

type Schemas = components['schemas'];
export type Tournament = Schemas['Tournament'];
export type TournamentSummary = Schemas['TournamentSummary'];
export type CreateTournament = Schemas['CreateTournament'];
export type TieBreak = Schemas['TieBreak'];
/** A tie-break the standings show: the organiser's, or an arena's performance. */
export type StandingTieBreak = Schemas['StandingTieBreak'];
export type Series = Schemas['Series'];
export type SeriesSummary = Schemas['SeriesSummary'];
export type Board = Schemas['TournamentBoard'];

export const TIE_BREAKS: TieBreak[] = ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'direct-encounter', 'wins'];

/** The tie-breaks a new tournament of `kind` starts with (the server's defaults). */
export function defaultTieBreaks(kind: CreateTournament['kind']): TieBreak[] {
  if (kind === 'swiss') return ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'direct-encounter', 'wins'];
  if (kind === 'round-robin') return ['sonneborn-berger', 'direct-encounter', 'wins'];
  return [];
}

/** Moves the tie-break at `index` one place up (-1) or down (+1); the list is unchanged at the ends. */
export function moveTieBreak(order: TieBreak[], index: number, step: -1 | 1): TieBreak[] {
  const target = index + step;
  if (target < 0 || target >= order.length) return order;
  const next = [...order];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** A points value as the standings show it: 2½ rather than 2.5. */
export function points(value: number): string {
  const whole = Math.floor(value);
  const half = value - whole >= 0.5;
  if (Math.abs(value - whole - 0.5) < 1e-9) return whole === 0 ? '½' : `${whole}½`;
  return Number.isInteger(value) ? String(value) : half ? value.toFixed(2) : String(value);
}

/**
 * Whether the standings need a column of wins of their own: not when `wins` is one of the tie-breaks,
 * whose column shows the same number (FIDE's WIN counts the rounds won, as `wins` does).
 */
export function plainWinsColumn(t: Pick<Tournament, 'tieBreaks'>): boolean {
  return !t.tieBreaks.includes('wins');
}

/** One line of the tie-break legend, in the interface's language. */
export interface TieBreakLegendLine { tieBreak: StandingTieBreak; short: string; name: string; definition: string }

/** The legend under the standings: each tie-break in use once, in the organiser's order (an arena: performance). */
export function tieBreakLegend(tieBreaks: readonly StandingTieBreak[]): TieBreakLegendLine[] {
  return [...new Set(tieBreaks)].map(tb => ({ tieBreak: tb, short: t(`tournaments.tbShort.${tb}`),
    name: t(`tournaments.tb.${tb}`), definition: t(`tournaments.tbDef.${tb}`) }));
}

/**
 * One round of a player on a wallchart: the opponent's pairing number and the player's colour for a
 * game (null for a bye or an absence), and the mark: '1', '½', '0' for a game; '+' and '−' for a
 * forfeit won and lost; '*' for a game in play; for a round without a game '+' (a full point: the
 * pairing-allocated bye), '½' (a half-point bye) or '−' (no points: a zero-point bye or an absence).
 * An empty mark is a round the player had no part in (joined later).
 */
export interface WallchartCell {
  opponent: number | null;
  opponentName: string | null;
  colour: 'white' | 'black' | null;
  mark: string;
  bye: 'pairing' | 'absent' | 'requested' | 'late' | null;
}

export interface WallchartRow { rank: number; number: number; name: string; rating: number; points: number;
  withdrawn: boolean; cells: WallchartCell[] }

/**
 * A Swiss wallchart as arbiters print it, in standings order: each player's rounds with the opponent's
 * pairing number (start rank), the colour and the result, then the points.
 */
export function wallchart(t: Pick<Tournament, 'standings' | 'rounds'>): { rounds: number[]; rows: WallchartRow[] } {
  const numbers = new Map(t.standings.map(s => [s.name, s.number] as const));
  const rows = t.standings.map(s => ({ rank: s.rank, number: s.number, name: s.name, rating: s.rating, points: s.points,
    withdrawn: s.withdrawn, cells: t.rounds.map((): WallchartCell => ({ opponent: null, opponentName: null, colour: null, mark: '', bye: null })) }));
  const row = new Map(rows.map(r => [r.name, r] as const));
  t.rounds.forEach((round, i) => {
    for (const b of round.boards) {
      const [forWhite, forBlack] = marks(b.result);
      const white = row.get(b.white);
      const black = row.get(b.black);
      if (white) white.cells[i] = { opponent: numbers.get(b.black) ?? null, opponentName: b.black, colour: 'white', mark: forWhite, bye: null };
      if (black) black.cells[i] = { opponent: numbers.get(b.white) ?? null, opponentName: b.white, colour: 'black', mark: forBlack, bye: null };
    }
    for (const bye of round.byes) {
      const player = row.get(bye.name);
      if (player) player.cells[i] = { opponent: null, opponentName: null, colour: null, mark: byeMark(bye.points), bye: bye.kind };
    }
  });
  return { rounds: t.rounds.map(r => r.number), rows };
}

function byeMark(value: number): string {
  if (value >= 1) return '+';
  return value > 0 ? '½' : '−';
}

/** One cell of a crosstable: the row player's result against the column player, per game. */
export type Cell = string;

/**
 * A round robin's crosstable: rows and columns in standings order, each cell the row player's results
 * against the column player in round order ('1', '½', '0', '+', '−', '*' for a game not finished; two
 * marks in a double round robin), '×' on the diagonal.
 */
export function crosstable(t: Pick<Tournament, 'standings' | 'rounds'>): { names: string[]; cells: Cell[][] } {
  const names = t.standings.map(s => s.name);
  const index = new Map(names.map((n, i) => [n, i] as const));
  const cells: string[][][] = names.map((_, i) => names.map((__, j) => (i === j ? ['×'] : [])));
  for (const round of t.rounds) {
    for (const b of round.boards) {
      const w = index.get(b.white);
      const k = index.get(b.black);
      if (w === undefined || k === undefined) continue;
      const [forWhite, forBlack] = marks(b.result);
      cells[w][k].push(forWhite);
      cells[k][w].push(forBlack);
    }
  }
  return { names, cells: cells.map(row => row.map(c => c.join(' '))) };
}

function marks(result: Board['result']): [string, string] {
  switch (result) {
    case '1-0': return ['1', '0'];
    case '0-1': return ['0', '1'];
    case '1/2-1/2': return ['½', '½'];
    case '+--': return ['+', '−'];
    case '--+': return ['−', '+'];
    case '---': return ['−', '−'];
    default: return ['*', '*'];
  }
}

/** The board of the latest round where `me` plays a game not yet decided, if any. */
export function myPendingBoard(t: Pick<Tournament, 'rounds'>, me: string | null): { round: number; board: Board } | null {
  if (!me) return null;
  for (let r = t.rounds.length - 1; r >= 0; r--) {
    const round = t.rounds[r];
    for (const b of round.boards) {
      if ((b.white === me || b.black === me) && b.result === '*' && b.gameId) return { round: round.number, board: b };
    }
  }
  return null;
}

/** The create form's values, as the form holds them. */
export interface CreateForm {
  name: string;
  kind: CreateTournament['kind'];
  variant: string;
  timeControl: CreateTournament['timeControl'];
  rounds: number;
  double: boolean;
  minutes: number;
  berserk: boolean;
  startsAt: string; // datetime-local text, '' when the organiser starts it
  rated: boolean;
  password: string;
  tieBreaks: TieBreak[];
  series: string;
  manualStart: boolean;
  maxHalfPointByes: number;
  lateEntryUntil: string; // '' for the last round
  lateEntryPoints: number;
}

/** The request for POST /api/tournaments: only the fields that apply to the kind chosen. */
export function createRequest(form: CreateForm): CreateTournament {
  const body: CreateTournament = { name: form.name.trim(), kind: form.kind, variant: form.variant, rated: form.rated };
  if (form.timeControl) body.timeControl = form.timeControl;
  if (form.kind === 'swiss') {
    body.rounds = form.rounds;
    // The arbiter's settings only when they differ from the defaults (rounds start at once, no byes, late entries to the end for nothing).
    if (form.manualStart) body.manualStart = true;
    if (form.maxHalfPointByes > 0) body.maxHalfPointByes = form.maxHalfPointByes;
    if (form.lateEntryUntil !== '') body.lateEntryUntil = Number(form.lateEntryUntil);
    if (form.lateEntryPoints === 0.5) body.lateEntryPoints = 0.5;
  }
  if (form.kind === 'round-robin') body.double = form.double;
  if (form.kind === 'arena') {
    body.minutes = form.minutes;
    body.berserk = form.berserk;
  } else {
    body.tieBreaks = form.tieBreaks;
  }
  if (form.startsAt) {
    const at = new Date(form.startsAt).getTime();
    if (!Number.isNaN(at)) body.startsAt = at;
  }
  if (form.password) body.password = form.password;
  if (form.series) body.series = form.series;
  return body;
}

/** A series' points table from "10, 8, 6": the numbers, or null when the text is not such a list. */
export function parsePointsTable(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(p => p !== '');
  if (parts.length === 0 || parts.length > 100) return null;
  const values = parts.map(p => (/^\d{1,4}$/.test(p) ? Number(p) : NaN));
  return values.every(v => Number.isInteger(v) && v >= 0 && v <= 1000) ? values : null;
}

/** A round's pairing as the organiser edits it: each board's White and Black, and the bye (null: none). */
export interface PairingDraft {
  round: number;
  boards: [string, string][];
  bye: string | null;
}

/**
 * The pairing the organiser starts editing: the waiting round's as paired, or, for a round the rules
 * could not pair, the players present in standings order two by two (the last one out on the bye);
 * null when no round can be edited.
 */
export function pairingDraft(t: Pick<Tournament, 'standings' | 'rounds' | 'currentRound' | 'arbiter'>): PairingDraft | null {
  if (!t.arbiter) return null;
  if (t.arbiter.roundWaiting) {
    const round = t.rounds.find(r => r.number === t.currentRound);
    if (!round) return null;
    const bye = round.byes.find(b => b.kind === 'pairing');
    return { round: round.number, boards: round.boards.map(b => [b.white, b.black]), bye: bye ? bye.name : null };
  }
  if (!t.arbiter.pairingProblem) return null;
  const round = t.currentRound + 1;
  const away = new Set(t.arbiter.requestedByes.filter(b => b.round === round).map(b => b.name));
  const present = t.standings.filter(s => !s.paused && !s.withdrawn && !away.has(s.name)).map(s => s.name);
  const boards: [string, string][] = [];
  for (let i = 0; i + 1 < present.length; i += 2) boards.push([present[i], present[i + 1]]);
  return { round, boards, bye: present.length % 2 === 1 ? present[present.length - 1] : null };
}

/** The players a draft pairs: on its boards, then the bye. */
export function draftPlayers(draft: PairingDraft): string[] {
  return [...draft.boards.flat(), ...(draft.bye ? [draft.bye] : [])];
}

/** The rounds for which `me` may still request a half-point bye: not yet paired, and without one already. */
export function byeRounds(t: Pick<Tournament, 'currentRound' | 'roundsPlanned' | 'arbiter'>, me: string): number[] {
  const mine = new Set((t.arbiter?.requestedByes ?? []).filter(b => b.name === me).map(b => b.round));
  const rounds: number[] = [];
  for (let r = t.currentRound + 1; r <= t.roundsPlanned; r++) if (!mine.has(r)) rounds.push(r);
  return rounds;
}
