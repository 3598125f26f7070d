// ESLint for the browser app (flat config): ESLint's and typescript-eslint's recommended rules over the
// TypeScript sources. The Maven build runs it (`npm run lint`) and fails on any error.
// e2e/ is the browser tests' own code and tools/ a one-off generator run by hand (docs/web.md).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['target/', 'node/', 'e2e/', 'tools/']),
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
  },
);
