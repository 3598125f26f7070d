// The server's JSON API as typed calls. Its types come from the server's openapi.yaml: `npm run
// api-types` (run by `npm run build` and `npm run typecheck`) generates src/generated/openapi.ts with
// openapi-typescript, so a change of the API that the app does not follow fails the build.
import type { components, paths } from '../generated/openapi';
import { language } from './i18n';
import { csrfToken, currentPlayer, type SessionView } from './session';

type Schemas = components['schemas'];
type VariantList = paths['/api/variants']['get']['responses'][200]['content']['application/json'];

export type Side = Schemas['Game']['sideToMove'];
export type Player = Schemas['Player'];
export type TournamentLogEntry = Schemas['TournamentLogEntry'];
export type Game = Schemas['Game'];
export type PlayedMove = Schemas['PlayedMove'];
export type Variant = VariantList['variants'][number];
/** What a game says about itself (GET /api/variants, GameFacts): the app never guesses it from the name. */
export type GameFacts = Variant['facts'];
export type SeatGrant = Schemas['SeatGrant'];
export type GameSummary = Schemas['GameSummary'];
export type Explanation = Schemas['Explanation'];
/** POST /api/positions/validate: whether a game can start from a position. */
export type PositionCheck = Schemas['PositionCheck'];
/**
 * The engine's view of a position: score from `side`'s view (the side to move), best line in the record
 * notation, and (from the analysis endpoints) its first move in the record and in the machine notation.
 */
export type Analysis = Schemas['Analysis'];
export type PositionAnalysis = Schemas['PositionAnalysis'];
export type GameRecord = Schemas['Record'];
export type CreateGame = Schemas['CreateGame'];
export type Health = Schemas['Health'];
export type Seek = Schemas['Seek'];
export type SeekList = Schemas['SeekList'];
export type SeekRequest = paths['/api/seeks']['post']['requestBody']['content']['application/json'];
export type QuickPairingRequest = paths['/api/seeks/quick']['post']['requestBody']['content']['application/json'];
/** What the lobby's live channel sends. */
export type Challenge = Schemas['Challenge'];
export type ChallengeList = Schemas['ChallengeList'];
export type DeclineReason = Schemas['DeclineReason'];
export type ChallengeRequest = paths['/api/challenges']['post']['requestBody']['content']['application/json'];
export type InboxMessage = Schemas['InboxMessage'];
export type Notification = Schemas['Notification'];
export type ChallengeMessage = ChallengeList | Schemas['ChallengeAcceptedMessage'] | Schemas['ChallengeDeclinedMessage']
  | InboxMessage;
export type LobbyMessage = SeekList | Schemas['OnlineMessage'] | Schemas['SeekAcceptedMessage'];
export type Profile = Schemas['Profile'];
export type RatingHistory = Schemas['RatingHistory'];
export type Leaderboard = Schemas['Leaderboard'];
export type Tournament = Schemas['Tournament'];
export type TournamentSummary = Schemas['TournamentSummary'];
export type TournamentMessage = Schemas['TournamentMessage'];
export type Series = Schemas['Series'];
export type DbGame = Schemas['DbGame'];
export type DbSearch = Schemas['DbSearch'];
export type DbRecord = Schemas['DbRecord'];
/** A full-game analysis (or its progress) and one of its entries. */
export type GameReport = Schemas['GameReport'];
export type ReportPly = Schemas['ReportPly'];
export type DbImport = Schemas['DbImport'];
export type Explorer = Schemas['Explorer'];
export type Puzzle = Schemas['Puzzle'];
export type PuzzleAttempt = Schemas['PuzzleAttempt'];
export type PuzzleOverview = Schemas['PuzzleOverview'];
export type PuzzleHistory = Schemas['PuzzleHistory'];
/** What the next puzzle is asked for: a theme, a rated puzzle after the one shown, or a streak (new, or going on with its run). */
export interface PuzzleRequest { theme?: string; after?: number; mode?: 'rated' | 'streak'; run?: string }
export type ExplorerSource = Schemas['ExplorerSource'];
export type SeriesSummary = Schemas['SeriesSummary'];
export type Report = Schemas['Report'];
export type Sanction = Schemas['Sanction'];
export type ModerationLogEntry = Schemas['ModerationLogEntry'];
export type ReportRequest = paths['/api/reports']['post']['requestBody']['content']['application/json'];
export type SanctionRequest = paths['/api/moderation/sanctions']['post']['requestBody']['content']['application/json'];

/** What the server sends on a game's live channel. */
export type LiveMessage = Schemas['StateMessage'] | Schemas['MoveMessage'] | Schemas['AnalysisMessage']
  | Schemas['ErrorMessage'] | Schemas['AckMessage'] | Schemas['PongMessage'] | Schemas['ChatMessage'];
export type MoveMessage = Schemas['MoveMessage'];
/** What a client sends on a game's live channel. */
export type LiveRequest = Schemas['LiveRequest'];

export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  // The server words game descriptions and errors in the interface's language.
  const headers: Record<string, string> = { 'Accept-Language': language() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // A logged-in browser proves each change comes from this site's pages (the cookie alone does not).
  const csrf = csrfToken();
  if (csrf && method !== 'GET') headers['X-CSRF-Token'] = csrf;
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
  health: () => call<Health>('GET', '/api/health'),
  variants: () => call<VariantList>('GET', '/api/variants').then(r => r.variants),
  variant: (spec: string) => call<Variant>('GET', `/api/variants/${encodeURIComponent(spec)}`),
  games: (status: string, limit = 20) =>
    call<Schemas['GameList']>('GET', `/api/games?status=${status}&limit=${limit}`).then(r => r.games),
  /** One page of a list: `nextOffset` is the offset of the next page, absent on the last. */
  gamesPage: (status: string, limit: number, offset: number) =>
    call<Schemas['GameList']>('GET', `/api/games?status=${status}&limit=${limit}&offset=${offset}`),
  game: (id: string) => call<Game>('GET', `/api/games/${id}`),
  record: (id: string) => call<GameRecord>('GET', `/api/games/${id}/record`),
  analysis: (id: string, ply: number) => call<Analysis>('GET', `/api/games/${id}/analysis?ply=${ply}`),
  explain: (id: string) => call<Schemas['Explanations']>('GET', `/api/games/${id}/explain`).then(r => r.moves),
  create: (body: CreateGame) => call<SeatGrant>('POST', '/api/games', body),
  invite: (code: string) => call<Game>('GET', `/api/invites/${encodeURIComponent(code)}`),
  join: (code: string, name: string) => call<SeatGrant>('POST', `/api/invites/${encodeURIComponent(code)}`, name ? { name } : {}),
  move: (id: string, token: string, move: string, plies: number) =>
    call<Game>('POST', `/api/games/${id}/moves`, { move, plies }, token),
  action: (id: string, token: string, what: 'resign' | 'abort' | 'claim') => call<Game>('POST', `/api/games/${id}/${what}`, {}, token),
  draw: (id: string, token: string, action: 'offer' | 'accept' | 'decline') =>
    call<Game>('POST', `/api/games/${id}/draw`, { action }, token),
  takeback: (id: string, token: string, action: 'offer' | 'accept' | 'decline') =>
    call<Game>('POST', `/api/games/${id}/takeback`, { action }, token),
  rematch: (id: string, token: string, action: 'offer' | 'accept' | 'decline') =>
    call<Game>('POST', `/api/games/${id}/rematch`, { action }, token),
  validatePosition: (variant: string, fen: string) => call<PositionCheck>('POST', '/api/positions/validate', { variant, fen }),
  analysePosition: (variant: string, fen: string) => call<PositionAnalysis>('POST', '/api/positions/analysis', { variant, fen }),
  solvePosition: (variant: string, fen: string, stipulation: string) =>
    call<Schemas['PositionSolve']>('POST', '/api/positions/solve', { variant, fen, stipulation }),
  pgnUrl: (id: string) => `/api/games/${id}/pgn`,
  /** Registers; an e-mail address (optional) gets a verification link. */
  register: (name: string, password: string, email?: string) =>
    call<SessionView>('POST', '/api/accounts', email ? { name, password, email } : { name, password }),
  accountSettings: () => call<Schemas['AccountSettings']>('GET', '/api/account'),
  /** Sets, changes or (with "") removes the address; the password confirms it. */
  changeEmail: (password: string, email: string) => call<null>('PUT', '/api/account/email', { password, email }),
  setNotices: (turn: boolean, rounds: boolean) => call<null>('PUT', '/api/account/notices', { turn, rounds }),
  verifyEmail: (token: string) => call<null>('POST', `/api/email-verification/${encodeURIComponent(token)}`),
  /** Asks for a reset link; the answer is the same whether or not the account exists. */
  requestPasswordReset: (name: string) => call<null>('POST', '/api/password-reset', { name }),
  resetPassword: (token: string, password: string) =>
    call<null>('POST', `/api/password-reset/${encodeURIComponent(token)}`, { password }),
  unsubscribeLink: (token: string) =>
    call<{ notice: 'turn' | 'rounds' }>('GET', `/api/unsubscribe/${encodeURIComponent(token)}`),
  unsubscribe: (token: string) => call<null>('POST', `/api/unsubscribe/${encodeURIComponent(token)}`),
  login: (name: string, password: string) => call<SessionView>('POST', '/api/session', { name, password }),
  logout: () => call<null>('DELETE', '/api/session'),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<null>('PUT', '/api/account/password', { currentPassword, newPassword }),
  deleteAccount: (password: string) => call<null>('DELETE', '/api/account', { password }),
  seeks: () => call<SeekList>('GET', '/api/seeks').then(r => r.seeks),
  postSeek: (body: SeekRequest) => call<Seek>('POST', '/api/seeks', body),
  cancelSeek: (id: string) => call<null>('DELETE', `/api/seeks/${encodeURIComponent(id)}`),
  quickPairing: (body: QuickPairingRequest) => call<Schemas['QuickPairing']>('POST', '/api/seeks/quick', body),
  challenges: () => call<ChallengeList>('GET', '/api/challenges'),
  following: (limit: number, offset: number) =>
    call<Schemas['Following']>('GET', `/api/me/following?limit=${limit}&offset=${offset}`),
  follow: (name: string) => call<null>('PUT', `/api/me/following/${encodeURIComponent(name)}`),
  unfollow: (name: string) => call<null>('DELETE', `/api/me/following/${encodeURIComponent(name)}`),
  friendsOnline: () => call<Schemas['FriendsOnline']>('GET', '/api/me/friends/online'),
  notifications: (limit: number) => call<Schemas['Inbox']>('GET', `/api/me/notifications?limit=${limit}`),
  /** Marks read some notifications by id, all of them, or those about one game. */
  readNotifications: (which: { ids: number[] } | { all: true } | { gameId: string }) =>
    call<null>('POST', '/api/me/notifications/read', which),
  challenge: (body: ChallengeRequest) => call<Challenge>('POST', '/api/challenges', body),
  acceptChallenge: (id: string) => call<SeatGrant>('POST', `/api/challenges/${encodeURIComponent(id)}/accept`, {}),
  declineChallenge: (id: string, reason: DeclineReason) =>
    call<null>('POST', `/api/challenges/${encodeURIComponent(id)}/decline`, { reason }),
  cancelChallenge: (id: string) => call<null>('DELETE', `/api/challenges/${encodeURIComponent(id)}`),
  acceptSeek: (id: string) => call<SeatGrant>('POST', `/api/seeks/${encodeURIComponent(id)}/accept`, {}),
  profile: (name: string) => call<Profile>('GET', `/api/players/${encodeURIComponent(name)}`),
  playerGames: (name: string, query: string) =>
    call<Schemas['GameList']>('GET', `/api/players/${encodeURIComponent(name)}/games${query ? `?${query}` : ''}`),
  ratingHistory: (name: string, variant: string) =>
    call<RatingHistory>('GET', `/api/players/${encodeURIComponent(name)}/ratings/${encodeURIComponent(variant)}`),
  report: (body: ReportRequest) => call<{ id: number }>('POST', '/api/reports', body),
  reports: () => call<{ reports: Report[] }>('GET', '/api/moderation/reports').then(r => r.reports),
  resolveReport: (id: number, reason: string) => call<Report>('POST', `/api/moderation/reports/${id}/resolve`, { reason }),
  sanctions: () => call<{ sanctions: Sanction[] }>('GET', '/api/moderation/sanctions').then(r => r.sanctions),
  sanction: (body: SanctionRequest) => call<Sanction>('POST', '/api/moderation/sanctions', body),
  liftSanction: (id: number, reason: string) => call<Sanction>('DELETE', `/api/moderation/sanctions/${id}`, { reason }),
  moderationLog: () => call<{ entries: ModerationLogEntry[] }>('GET', '/api/moderation/log').then(r => r.entries),
  removeTournament: (id: string, reason: string) =>
    call<null>('DELETE', `/api/tournaments/${encodeURIComponent(id)}`, { reason }),
  chat: (id: string, room: string, token: string) =>
    call<Schemas['Chat']>('GET', `/api/games/${id}/chat?room=${room}`, undefined, token),
  say: (id: string, room: string, text: string, token: string) =>
    call<Schemas['ChatLine']>('POST', `/api/games/${id}/chat`, { room, text }, token),
  mute: (id: string, muted: boolean, token: string) =>
    call<Schemas['Chat']>('POST', `/api/games/${id}/chat/mute`, { muted }, token),
  leaderboards: () => call<{ boards: Leaderboard[] }>('GET', '/api/leaderboards').then(r => r.boards),
  tournaments: () => call<Schemas['TournamentList']>('GET', '/api/tournaments?limit=100').then(r => r.tournaments),
  tournament: (id: string) => call<Tournament>('GET', `/api/tournaments/${encodeURIComponent(id)}`),
  createTournament: (body: Schemas['CreateTournament']) => call<Tournament>('POST', '/api/tournaments', body),
  /** A tournament action of the player or its organiser: join, leave, pause, start, cancel... */
  tournamentAction: (id: string, path: string, body: unknown = {}) =>
    call<Tournament>('POST', `/api/tournaments/${encodeURIComponent(id)}/${path}`, body),
  forbidPairs: (id: string, pairs: string[][]) =>
    call<Tournament>('PUT', `/api/tournaments/${encodeURIComponent(id)}/forbidden-pairs`, { pairs }),
  /** The organiser's pairing of a round by hand: each board's White and Black, the bye, and the reason. */
  setPairing: (id: string, round: number, boards: string[][], bye: string | null, reason: string) =>
    call<Tournament>('PUT', `/api/tournaments/${encodeURIComponent(id)}/rounds/${round}/pairing`, { boards, bye, reason }),
  tournamentLog: (id: string) =>
    call<{ entries: TournamentLogEntry[] }>('GET', `/api/tournaments/${encodeURIComponent(id)}/log`).then(r => r.entries),
  importTrf: async (text: string, variant: string) => {
    const headers: Record<string, string> = { 'Accept-Language': language(), 'Content-Type': 'text/plain' };
    const csrf = csrfToken();
    if (csrf) headers['X-CSRF-Token'] = csrf;
    const res = await fetch(`/api/tournaments/import?variant=${encodeURIComponent(variant)}`, { method: 'POST', headers, body: text });
    const json = await res.json().catch(() => null) as (Tournament & { error?: string }) | null;
    if (!res.ok) throw new ApiError(res.status, json?.error ?? `${res.status} ${res.statusText}`);
    return json as Tournament;
  },
  berserk: (id: string) => call<Game>('POST', `/api/games/${id}/berserk`, {}),
  series: () => call<{ series: SeriesSummary[] }>('GET', '/api/series').then(r => r.series),
  seriesOne: (id: string) => call<Series>('GET', `/api/series/${encodeURIComponent(id)}`),
  createSeries: (name: string, points: number[], sharedPlaces: Series['sharedPlaces'] = 'higher') =>
    call<Series>('POST', '/api/series', { name, points, sharedPlaces }),
  /** The game database: `query` holds the search's filters (see database-query.ts). */
  dbSearch: (query: string) => call<DbSearch>('GET', `/api/db/games?${query}`),
  dbGame: (id: number) => call<DbRecord>('GET', `/api/db/games/${id}`),
  /** A game's full-game analysis: `base` is the game's path (`/api/games/ID` or `/api/db/games/ID`). */
  gameReport: (base: string) => call<GameReport>('GET', `${base}/report`),
  requestGameReport: (base: string) => call<GameReport>('POST', `${base}/report`),
  dbExportUrl: (query: string) => `/api/db/export?${query}`,
  dbUpload: async (pgn: string) => {
    const headers: Record<string, string> = { 'Accept-Language': language(), 'Content-Type': 'application/x-chess-pgn' };
    const csrf = csrfToken();
    if (csrf) headers['X-CSRF-Token'] = csrf;
    const res = await fetch('/api/db/games', { method: 'POST', headers, body: pgn });
    const json = await res.json().catch(() => null) as (DbImport & { error?: string }) | null;
    if (!res.ok) throw new ApiError(res.status, json?.error ?? `${res.status} ${res.statusText}`);
    return json as DbImport;
  },
  puzzles: () => call<PuzzleOverview>('GET', '/api/puzzles'),
  nextPuzzle: (variant: string, request: PuzzleRequest) => {
    const query = new URLSearchParams({ variant });
    if (request.theme) query.set('theme', request.theme);
    if (request.after) query.set('after', String(request.after));
    if (request.mode) query.set('mode', request.mode);
    if (request.run) query.set('run', request.run);
    return call<Puzzle>('GET', `/api/puzzles/next?${query.toString()}`);
  },
  attemptPuzzle: (id: number, run: string, move: string) => call<PuzzleAttempt>('POST', `/api/puzzles/${id}/attempt`, { run, move }),
  puzzleHistory: (before?: number) =>
    call<PuzzleHistory>('GET', `/api/puzzles/history?limit=20${before ? `&before=${before}` : ''}`),
  explorer: (variant: string, fen: string) =>
    call<Explorer>('GET', `/api/explorer?variant=${encodeURIComponent(variant)}&fen=${encodeURIComponent(fen)}`),
};

/**
 * The seat this browser plays in a game: the seat token it holds, or else the seat bound to the
 * logged-in player's account (token '': the session cookie acts for it).
 */
export function mySeat(game: Pick<Game, 'id' | 'players'>): { seat: Side; token: string } | null {
  const held = seats.get(game.id);
  if (held) return held;
  const me = currentPlayer();
  if (!me) return null;
  if (game.players.first.account === me) return { seat: 'first', token: '' };
  if (game.players.second.account === me) return { seat: 'second', token: '' };
  return null;
}

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
