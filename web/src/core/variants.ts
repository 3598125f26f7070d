// Each game's facts as the server serves them (GET /api/variants/{spec}), fetched once per spec and
// language (the server words names and descriptions in the interface's language).
import { api, type Variant } from './api';
import { language } from './i18n';
import { optionLabel } from './format';

const known = new Map<string, Promise<Variant>>();

/**
 * The game of `spec` (name or name:options) with its facts. An unknown game rejects with the server's
 * message naming it: a page shows that error, never a stand-in game.
 */
export function gameOf(spec: string): Promise<Variant> {
  const key = `${language()} ${spec}`;
  let answer = known.get(key);
  if (!answer) {
    answer = api.variant(spec);
    answer.catch(() => known.delete(key));
    known.set(key, answer);
  }
  return answer;
}

/**
 * Names game specs for people: a spec is written as its game's display name, with its options in
 * parentheses, from the games' facts (`GET /api/variants`) in the interface's language.
 */
export function specNamer(variants: readonly Pick<Variant, 'name' | 'displayName'>[]): (spec: string) => string {
  const names = new Map(variants.map(v => [v.name, v.displayName]));
  return spec => {
    const [name, options] = spec.split(':');
    const shown = names.get(name) ?? name;
    return options ? `${shown} (${options.split(',').map(optionLabel).join(', ')})` : shown;
  };
}
