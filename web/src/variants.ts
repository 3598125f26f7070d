// Each game's facts as the server serves them (GET /api/variants/{spec}), fetched once per spec.
import { api, type Variant } from './api';

const known = new Map<string, Promise<Variant>>();

/**
 * The game of `spec` (name or name:options) with its facts. An unknown game rejects with the server's
 * message naming it: a page shows that error, never a stand-in game.
 */
export function gameOf(spec: string): Promise<Variant> {
  let answer = known.get(spec);
  if (!answer) {
    answer = api.variant(spec);
    answer.catch(() => known.delete(spec));
    known.set(spec, answer);
  }
  return answer;
}
