// ESLint for the browser app (flat config): ESLint's and typescript-eslint's recommended rules over the
// TypeScript sources. The Maven build runs it (`npm run lint`) and fails on any error.
// e2e/ is the browser tests' own code, tools/ a one-off generator run by hand (docs/web.md) and
// src/generated/ the API types openapi-typescript writes from openapi.yaml.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['target/', 'node/', 'e2e/', 'tools/', 'src/generated/']),
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
  },
  {
    // Every text a player sees comes from the message files through t() (src/i18n.ts): a string
    // literal or template that reads as words (a space or a capital letter) is an error wherever it
    // could reach the page - h() children, textContent, titles, aria labels, messages. Identifiers,
    // class names, CSS selectors and the like (no space, no capital) pass, and so do the calls that
    // take code rather than text; so does a single lower-case word, which looks like an identifier.
    // src/i18n-lint.test.ts checks what it refuses and what it lets pass.
    // pieces.ts writes the pieces' SVG and CSS, no text; browser-engine.ts and node-worker.ts speak UCI
    // to the engine's worker (commands, not words for players).
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/core/board/pieces.ts', 'src/core/engine/browser-engine.ts', 'src/core/engine/node-worker.ts'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', {
        mode: 'all',
        'should-validate-template': true,
        message: 'a text players may see must come from the message files through t()',
        words: { exclude: ['[^\\sA-Z]*', '[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)*', '[A-Z0-9_+-]+', 'KQkq', '\\p{Emoji}+'] },
        callees: { exclude: ['t', 'tn', 'querySelector', 'querySelectorAll', 'closest', 'matches', 'Error', 'import\\.meta\\.glob'] },
        'object-properties': { exclude: ['[A-Z_-]+', 'aria-keyshortcuts', 'style', 'className', 'Authorization'] },
      }],
    },
  },
);
