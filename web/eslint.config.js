// ESLint for the browser app (flat config): ESLint's and typescript-eslint's recommended rules over the
// TypeScript sources. The Maven build runs it (`npm run lint`) and fails on any error.
// e2e/ is the browser tests' own code, tools/ a one-off generator run by hand (docs/web.md) and
// src/generated/ the API types openapi-typescript writes from openapi.yaml.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['target/', 'node/', 'e2e/', 'tools/', 'src/generated/']),
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
  },
);
