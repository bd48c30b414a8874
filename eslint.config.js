import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Browser-shipped code must never pull in server modules (DESIGN.md §4).
    files: ['src/lib/**', 'src/components/islands/**', 'src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '**/server/**'],
              message: 'src/lib, islands and stores ship to the browser: no server imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's response types are the JSON shapes of the server functions that build them: type-only
    // imports, erased before anything ships (src/lib/schemas/responses.ts).
    files: ['src/lib/schemas/responses.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/server/*', '**/server/**'], allowTypeImports: true, message: 'Type-only imports here.' }] },
      ],
    },
  },
);
