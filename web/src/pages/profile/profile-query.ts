// The profile page's game filters as the query of GET /api/players/{name}/games.

export interface GameFilters {
  variant: string;
  result: '' | 'win' | 'loss' | 'draw';
  opponent: string;
  offset: number;
}

/** The query string for the filters (empty ones left out), 20 games a page. */
export function gamesQuery(filters: GameFilters, limit = 20): string {
  const query = new URLSearchParams();
  if (filters.variant) query.set('variant', filters.variant);
  if (filters.result) query.set('result', filters.result);
  if (filters.opponent.trim()) query.set('opponent', filters.opponent.trim());
  query.set('limit', String(limit));
  if (filters.offset > 0) query.set('offset', String(filters.offset));
  return query.toString();
}

/** The outcome of a finished game for the player who sat on `side`. */
export function outcomeOf(result: string, side: 'first' | 'second'): 'win' | 'loss' | 'draw' | null {
  if (result === '1/2-1/2') return 'draw';
  if (result === '1-0') return side === 'first' ? 'win' : 'loss';
  if (result === '0-1') return side === 'second' ? 'win' : 'loss';
  return null;
}
