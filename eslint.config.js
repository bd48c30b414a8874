import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const parentImports = {
  regex: '^\\.\\./',
  message: 'Import through @/ (src) or @seed/ (db/seed), not a parent folder.',
};

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
    // `@/` imports only: a file's imports then read the same wherever it lives, and moving it
    // changes no other line. Same-folder `./` imports stay allowed. The plain-node scripts (start.mjs and
    // the integrations astro.config.mjs loads) are left out: nothing resolves `@/` for them.
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports] }] },
  },
  {
    // Browser-shipped code must never pull in server modules: every script module under src/components
    // (islands and the components they render), the stores, src/lib and src/config (site identity).
    // This block replaces the rule's options for these files, so it repeats the parent-import pattern.
    files: ['src/lib/**', 'src/components/**/*.{ts,tsx}', 'src/stores/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            parentImports,
            {
              group: ['@/server/*', '**/server/**'],
              message: 'src/lib, src/config, components and stores ship to the browser: no server imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Settings come from src/config/env.mjs alone, which checks them at start-up and holds their defaults;
    // the command-line scripts may read their own variables (and those of the processes they start).
    files: ['src/**/*.{ts,tsx,mts,mjs,js,astro}'],
    ignores: ['src/config/env.mjs', 'src/cli/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through env or setting() from @/config/env.mjs.' },
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
