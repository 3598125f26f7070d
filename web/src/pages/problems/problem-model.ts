// The problem collection's pure logic: the page's address (a search, or a position to submit from the
// board editor) and the computer-tested mark's key.
import type { ProblemSearch } from '../../core/api';

/** What `#/problems?...` asks for: a search, and a position to put in the submit form. */
export interface ProblemsAddress {
  search: ProblemSearch;
  submit: { variant?: string; fen?: string };
}

/** Reads the query of `#/problems?game=chess&stipulation=%232&variant=alice&fen=...` (unknown keys are ignored). */
export function readAddress(query: string): ProblemsAddress {
  const params = new URLSearchParams(query);
  const get = (key: string) => params.get(key)?.trim() || undefined;
  return {
    search: { game: get('game'), stipulation: get('stipulation'), author: get('author') },
    submit: { variant: get('variant'), fen: get('fen') },
  };
}

/** The address of the collection's submit form holding a position (the board editor's link). */
export function submitAddress(variant: string, fen: string): string {
  return `#/problems?${new URLSearchParams({ variant, fen }).toString()}`;
}

/** The message key of a verdict's mark. */
export function markKey(verdict: string): string {
  return ['sound', 'cooked', 'none', 'unsettled'].includes(verdict) ? `problems.verdict.${verdict}` : 'problems.verdict.unsettled';
}
