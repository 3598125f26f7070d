import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps English out of the code (eslint.config.js, i18next/no-literal-string), run
// on snippets as if they were a file of the app: text a player could see fails, code strings pass.
const WEB = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: WEB });

async function literalErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${WEB}src/lint-example.ts` });
  return result.messages.filter(m => m.ruleId === 'i18next/no-literal-string').map(m => code.split('\n')[m.line - 1].trim());
}

const PRELUDE = "import { h } from './dom';\nimport { t } from './i18n';\ndeclare const el: HTMLElement;\ndeclare const n: number;\n";

// ESLint loads typescript-eslint on its first run: seconds on a loaded machine.
describe('the no-literal-string lint', { timeout: 60_000 }, () => {
  it('refuses English text in DOM building, text properties, attributes and templates', async () => {
    const bad = [
      "export const a = h('p', {}, 'Your move');",
      "export const b = h('button', { type: 'button' }, ['Resign']);",
      "el.textContent = 'Waiting for an opponent';",
      "el.title = 'Flip board';",
      "export const c = h('input', { 'aria-label': 'Engine level', placeholder: 'Your name' });",
      'export const d = h(\'span\', {}, `${n} legal moves`);',
      "el.setAttribute('aria-label', 'Board');",
    ];
    expect(await literalErrors(PRELUDE + bad.join('\n'))).toEqual(expect.arrayContaining(bad));
  });

  it('lets translated text and code strings pass', async () => {
    const good = [
      "export const a = h('p.status', { id: 'status', role: 'alert', 'aria-live': 'polite' }, t('game.yourMove'));",
      "el.className = 'connection online';",
      "el.querySelector('#editor-turn input');",
      "export const b = n > 0 ? 'first' : 'second';",
      'export const c = `#/game/${n}`;',
      "export const d = h('span.num', {}, `${n}.`);",
    ];
    expect(await literalErrors(PRELUDE + good.join('\n'))).toEqual([]);
  });
});
