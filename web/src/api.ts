// The server's JSON API (openapi.yaml) as typed calls.
import type { TimeControl } from './format';
import type { Family } from './moves';

export type Side = 'first' | 'second';

export interface Player { kind: 'open' | 'human' | 'engine'; level?: number; name?: string }

export interface Game {
  id: string; variant: string; variantName: string; status: 'open' | 'live' | 'finished' | 'aborted';
  result: string; reason: string | null; reasonText?: string; startFen: string; fen: string;
  sideToMove: Side; plies: number; inCheck: boolean;
  moves: Array<{ ply: number; move: string; machine: string; clockMs?: number }>;
  notations: string[]; legalMoves: Record<string, string[]>; timeControl: TimeControl;
  clock: { first: number; second: number; running: Side | null } | null;
  players: Record<Side, Player>; drawOffer: Side | null; autoDraw: boolean; inviteCode?: string;
  tags: Record<string, string>; serverTime: number; version: number;
}

/** What a game says about itself (GET /api/variants, openapi.yaml GameFacts): the app never guesses it from the name. */
export interface GameFacts {
  board: { files: number; ranks: number; boards: number };
  pieceSet: Family; sideNames: [string, string]; positionFormat: 'FEN' | 'SFEN';
  pieces: Array<{ letter: string; name: string; supply: number }>;
  holdable: string[]; promotion: { zoneDepth: number; choices: string[] };
  startFen: string; emptyFen: string; castling: boolean; enPassant: boolean;
  decisionPhases: Array<'move' | 'announce' | 'choose'>; numbersEveryPly: boolean;
  recordNotation: string; machineNotation: string; explainsMoves: boolean; xboardName: string; engineProtocol: string;
}

export interface Variant {
  name: string; spec: string; displayName: string; summary: string;
  options: Array<{ name: string; description: string }>; notations: string[]; facts: GameFacts;
}

export interface SeatGrant { seat: Side; token: string; inviteCode?: string; invitePath?: string; game: Game }

export interface GameSummary {
  id: string; variant: string; status: string; result: string; reason: string | null; plies: number;
  timeControl: TimeControl; players: Record<Side, Player>; inviteCode?: string; createdAt: number; updatedAt: number;
}

export interface Explanation {
  uci: string; longAlgebraic: string; writing: string; latin: string;
  // a U-Chess writing status: 'ambiguous' here is not a game name
  status: 'legal' | 'ambiguous' | 'no-short-writing' | 'leaves-king-in-check'; reason: string; sameWriting: string[]; // not a game name
}

/** POST /api/positions/validate: whether a game can start from a position. */
export interface PositionCheck {
  variant: string; valid: boolean; error?: string; fen?: string; sideToMove?: Side; inCheck?: boolean; legalMoves?: number;
}

/**
 * The engine's view of a position: score from `side`'s view (the side to move), best line in the record
 * notation, and (from the analysis endpoints) its first move in the record and in the machine notation.
 */
export interface Analysis {
  plies: number; side: Side; depth: number; centipawns?: number; mateIn?: number; nodes: number; timeMs: number; pv: string[];
  bestMove?: string; bestMachine?: string;
}

export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const message = (json as { error?: string } | null)?.error ?? `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, message);
  }
  return json as T;
}

export const api = {
  health: () => call<{ status: string; engine: boolean }>('GET', '/api/health'),
  variants: () => call<{ variants: Variant[] }>('GET', '/api/variants').then(r => r.variants),
  variant: (spec: string) => call<Variant>('GET', `/api/variants/${encodeURIComponent(spec)}`),
  games: (status: string, limit = 20) =>
    call<{ games: GameSummary[] }>('GET', `/api/games?status=${status}&limit=${limit}`).then(r => r.games),
  game: (id: string) => call<Game>('GET', `/api/games/${id}`),
  record: (id: string) => call<{ notations: string[]; moves: Record<string, string[]> }>('GET', `/api/games/${id}/record`),
  analysis: (id: string, ply: number) => call<Analysis>('GET', `/api/games/${id}/analysis?ply=${ply}`),
  explain: (id: string) => call<{ moves: Explanation[] }>('GET', `/api/games/${id}/explain`).then(r => r.moves),
  create: (body: unknown) => call<SeatGrant>('POST', '/api/games', body),
  invite: (code: string) => call<Game>('GET', `/api/invites/${encodeURIComponent(code)}`),
  join: (code: string, name: string) => call<SeatGrant>('POST', `/api/invites/${encodeURIComponent(code)}`, name ? { name } : {}),
  move: (id: string, token: string, move: string, plies: number) =>
    call<Game>('POST', `/api/games/${id}/moves`, { move, plies }, token),
  action: (id: string, token: string, what: 'resign' | 'abort' | 'claim') => call<Game>('POST', `/api/games/${id}/${what}`, {}, token),
  draw: (id: string, token: string, action: 'offer' | 'accept' | 'decline') =>
    call<Game>('POST', `/api/games/${id}/draw`, { action }, token),
  validatePosition: (variant: string, fen: string) => call<PositionCheck>('POST', '/api/positions/validate', { variant, fen }),
  analysePosition: (variant: string, fen: string) => call<Analysis & { fen: string }>('POST', '/api/positions/analysis', { variant, fen }),
  pgnUrl: (id: string) => `/api/games/${id}/pgn`,
};

/** Seat tokens this browser holds, by game id (kept in localStorage so a reload keeps the seat). */
export const seats = {
  get(id: string): { seat: Side; token: string } | null {
    try {
      const raw = localStorage.getItem(`heterodox.seat.${id}`);
      return raw ? (JSON.parse(raw) as { seat: Side; token: string }) : null;
    } catch {
      return null;
    }
  },
  put(id: string, seat: Side, token: string): void {
    localStorage.setItem(`heterodox.seat.${id}`, JSON.stringify({ seat, token }));
  },
};
