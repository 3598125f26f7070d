// The interface's language. Texts live in message files, src/messages/<area>.<language>.json; a key is
// `<area>.<name>`: the key `lobby.create` is "create" from lobby.en.json or lobby.it.json. The language
// is the player's choice if they made one (kept in localStorage), else the first of the browser's
// languages that the app speaks, else English.
type Catalog = Record<string, string>;

export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italiano' };
export type Params = Record<string, string | number>;

const STORAGE_KEY = 'heterodox.lang';
const files = import.meta.glob<Catalog>('../messages/*.json', { eager: true, import: 'default' });

/** Every language's messages by full key, read from the message files. */
export const catalogs: Record<Language, Catalog> = loadCatalogs(files);

export function loadCatalogs(sources: Record<string, Catalog>): Record<Language, Catalog> {
  const result = Object.fromEntries(LANGUAGES.map(l => [l, {} as Catalog])) as Record<Language, Catalog>;
  for (const [path, messages] of Object.entries(sources)) {
    const match = /([\w-]+)\.(\w+)\.json$/.exec(path);
    if (!match || !isLanguage(match[2])) throw new Error(`message file ${path} is not named <area>.<language>.json`);
    const [, area, language] = match;
    for (const [name, text] of Object.entries(messages)) result[language][`${area}.${name}`] = text;
  }
  return result;
}

function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** The language of `preferred` (e.g. navigator.languages) that the app speaks, else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

function initialLanguage(): Language {
  try {
    const chosen = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (chosen && isLanguage(chosen)) return chosen;
  } catch {
    // Storage may be refused (private mode): fall back to the browser's languages.
  }
  const nav = globalThis.navigator;
  return pickLanguage(nav ? (nav.languages?.length ? nav.languages : [nav.language]) : []);
}

let current: Language = initialLanguage();

export function language(): Language {
  return current;
}

/** Switches the language and remembers the choice; the caller re-renders the page. */
export function setLanguage(lang: Language, remember = true): void {
  current = lang;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, lang);
    } catch {
      // Not remembered: the choice lasts for this page only.
    }
  }
  if (globalThis.document) document.documentElement.lang = lang;
}

/**
 * The text of `key` in the current language with `{name}` placeholders filled. A key missing from the
 * current language falls back to English, then to the key itself (the message-file test catches both).
 */
export function t(key: string, params: Params = {}): string {
  const text = catalogs[current][key] ?? catalogs.en[key] ?? key;
  return fill(text, params);
}

/** A counted text: `key.one` or `key.other` by the language's plural rules, with {count} filled. */
export function tn(key: string, count: number, params: Params = {}): string {
  const form = new Intl.PluralRules(current).select(count) === 'one' ? 'one' : 'other';
  return t(`${key}.${form}`, { ...params, count });
}

export function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The placeholders a text uses, to check that every language's text uses the same ones. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map(m => m[1]).sort();
}
