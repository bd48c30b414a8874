import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const parentImports = {
  regex: '^\\.\\./',
  message: 'Import through #src/ (src), #seed/ (db/seed) or #scripts/ (scripts), not a parent folder.',
};

// A path segment named `server` is server-only (a feature's server/ folder, src/platform/server/), and so are
// Node's built-ins and the packages that only run on the server.
const serverImports = {
  group: [
    '**/server/**',
    '**/server/*',
    'node:*',
    'better-sqlite3',
    'drizzle-orm',
    'drizzle-orm/*',
    'sharp',
    'nodemailer',
    'pino',
    'stripe',
  ],
  message: 'This file ships to the browser: no imports from a server/ folder or of server-only packages.',
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
    // `#src/` imports (package.json "imports", which plain Node and Vite both resolve): a file's imports then read
    // the same wherever it lives, and moving it changes no other line. Same-folder `./` imports stay allowed.
    files: ['src/**/*.{ts,tsx,mts,mjs,js,astro}', 'db/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports] }] },
  },
  {
    // Tests reach the code under test through the same alias, so a moved file changes no test's climb.
    files: ['tests/**/*.ts', '*.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(src|db|scripts)/',
              message: 'Import src through #src/, db/seed through #seed/ and scripts through #scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser-safe code must never pull in server modules. Every script module outside a server/ folder may
    // ship to the browser (islands, the components they render, stores, rules, schemas, site identity); the
    // server-side roots are pages, middleware, the Node front, the command-line scripts and the integrations.
    // This block replaces the rule's options for these files, so it repeats the parent-import pattern.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      '**/server/**',
      'src/pages/**',
      'src/serve/**',
      'src/cli/**',
      'src/integrations/**',
      'src/middleware.ts',
      'src/content.config.ts',
      'src/env.d.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports, serverImports] }] },
  },
  {
    // Settings come from src/config/env.ts alone, which checks them at start-up and holds their defaults;
    // the command-line scripts in src/cli may read their own variables (and those of the processes they start),
    // and so may the measurement tools in scripts/, which lie outside these files.
    files: ['src/**/*.{ts,tsx,mts,mjs,js,astro}'],
    ignores: ['src/config/env.ts', 'src/cli/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through env or setting() from #src/config/env.ts.' },
      ],
    },
  },
  {
    // The API's response types are the JSON shapes of the server functions that build them: type-only
    // imports, erased before anything ships (src/platform/schemas/responses.ts).
    files: ['src/platform/schemas/responses.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...serverImports, allowTypeImports: true, message: 'Type-only imports here.' }] },
      ],
    },
  },
);
