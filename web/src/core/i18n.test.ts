import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs, fill, LANGUAGES, loadCatalogs, pickLanguage, placeholders, setLanguage, t, tn } from './i18n';

const SRC = new URL('..', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Keys the code asks for with a literal: t('area.key') and tn('area.key', n). */
function keysUsedInCode(): Array<{ file: string; key: string; counted: boolean }> {
  return sourceFiles(SRC).flatMap(file => {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/\b(tn?)\(\s*['"]([\w.-]+)['"]/g)].map(m => ({ file, key: m[2], counted: m[1] === 'tn' }));
  });
}

describe('message files', () => {
  it('have every key in every language, with the same placeholders and a text', () => {
    const problems: string[] = [];
    const all = new Set(LANGUAGES.flatMap(l => Object.keys(catalogs[l])));
    for (const key of all) {
      for (const lang of LANGUAGES) {
        const text = catalogs[lang][key];
        if (text === undefined) problems.push(`${key} is missing in ${lang}`);
        else if (!text.trim()) problems.push(`${key} is empty in ${lang}`);
        else if (placeholders(text).join() !== placeholders(catalogs.en[key] ?? text).join())
          problems.push(`${key} uses {${placeholders(text)}} in ${lang} but {${placeholders(catalogs.en[key])}} in en`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('hold every key the code asks for', () => {
    const missing = keysUsedInCode()
      .flatMap(({ file, key, counted }) => (counted ? [`${key}.one`, `${key}.other`] : [key]).map(k => ({ file, k })))
      .filter(({ k }) => LANGUAGES.some(l => catalogs[l][k] === undefined))
      .map(({ file, k }) => `${k} (asked for in ${file.slice(SRC.length)})`);
    expect(missing).toEqual([]);
  });

  it('are found and used by the code', () => {
    expect(Object.keys(catalogs.en).length).toBeGreaterThan(0);
    expect(keysUsedInCode().length).toBeGreaterThan(0);
  });

  it('refuse a file not named <area>.<language>.json', () => {
    expect(() => loadCatalogs({ './messages/lobby.fr.json': { a: 'b' } })).toThrow(/not named/);
    expect(loadCatalogs({ './messages/lobby.it.json': { create: 'Crea' } }).it['lobby.create']).toBe('Crea');
  });
});

describe('language', () => {
  it('is the first of the browser languages the app speaks, else English', () => {
    expect(pickLanguage(['it-IT', 'en'])).toBe('it');
    expect(pickLanguage(['fr-FR', 'IT'])).toBe('it');
    expect(pickLanguage(['de', 'fr'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('chooses the texts, falling back to English and then to the key', () => {
    setLanguage('it', false);
    expect(t('site.editor')).toBe(catalogs.it['site.editor']);
    expect(t('no.such.key')).toBe('no.such.key');
    setLanguage('en', false);
    expect(t('site.editor')).toBe(catalogs.en['site.editor']);
  });

  it('fills placeholders and picks plural forms', () => {
    expect(fill('{who} wins in {n}', { who: 'White', n: 3 })).toBe('White wins in 3');
    expect(fill('{unknown} stays', {})).toBe('{unknown} stays');
    catalogs.en['test.moves.one'] = '{count} move';
    catalogs.en['test.moves.other'] = '{count} moves';
    setLanguage('en', false);
    expect(tn('test.moves', 1)).toBe('1 move');
    expect(tn('test.moves', 2)).toBe('2 moves');
    delete catalogs.en['test.moves.one'];
    delete catalogs.en['test.moves.other'];
  });
});
