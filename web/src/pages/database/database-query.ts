// The game database's search as the page's address: #/database?player=anna&variant=alice&... The form
// and the address hold the same fields, so a search can be bookmarked, shared and gone back to.

export const QUERY_FIELDS = ['variant', 'player', 'white', 'black', 'event', 'from', 'to', 'result', 'fen', 'moves'] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];
export type DbQuery = Partial<Record<QueryField, string>> & { offset?: number };

/** The search in an address's query string (unknown and blank fields left out). */
export function parseQuery(text: string): DbQuery {
  const params = new URLSearchParams(text);
  const query: DbQuery = {};
  for (const field of QUERY_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) query[field] = value;
  }
  const offset = Number(params.get('offset'));
  if (Number.isInteger(offset) && offset > 0) query.offset = offset;
  return query;
}

/** The query string of a search: its fields in a fixed order, then the page's offset. */
export function queryString(query: DbQuery, withOffset = true): string {
  const params = new URLSearchParams();
  for (const field of QUERY_FIELDS) {
    const value = query[field]?.trim();
    if (value) params.set(field, value);
  }
  if (withOffset && query.offset) params.set('offset', String(query.offset));
  return params.toString();
}

/** Whether a search names a position, which needs its game. */
export function needsVariant(query: DbQuery): boolean {
  return Boolean(query.fen || query.moves) && !query.variant;
}

/** The first and last game numbers shown on a page (1-based), and the offsets of the pages around it. */
export function pageSpan(total: number, offset: number, size: number): { from: number; to: number; previous: number | null; next: number | null } {
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(total, offset + size);
  return {
    from,
    to,
    previous: offset > 0 ? Math.max(0, offset - size) : null,
    next: offset + size < total ? offset + size : null,
  };
}
