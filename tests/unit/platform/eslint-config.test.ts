/**
 * The project's own lint rules (eslint.config.js) catch what they are there for: a server import (a path with a
 * `server` segment) in any module that may ship to the browser, a climb out of the folder instead of the #src/
 * alias, and a setting read from process.env anywhere but src/config/env.ts.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule ids ESLint reports for `code` as if it were the file at `file`. */
async function ruleIdsFor(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((message) => message.ruleId);
}

const serverImport = "import { db } from '#src/platform/server/db/client.ts';\nexport const handle = db;\n";
const siblingServerImport = "import { claims } from './server/claims.ts';\nexport const handle = claims;\n";
const nodeImport = "import { readFileSync } from 'node:fs';\nexport const handle = readFileSync;\n";
const parentImport = "import { format } from '../format.ts';\nexport const handle = format;\n";
const climbIntoSrc = "import { format } from '../../src/platform/format.ts';\nexport const handle = format;\n";
const envRead = 'export const port = process.env.PORT;\n';
const envDestructured = 'const { env } = process;\nexport const port = env.PORT;\n';

const browserFiles = [
  'src/features/admin/Example.tsx',
  'src/features/claims/claims.schema.ts',
  'src/features/directory/directory.store.ts',
  'src/platform/example.ts',
  'src/ui/forms/Example.tsx',
  'src/config/example.ts',
];
const serverFiles = ['src/features/claims/server/example.ts', 'src/platform/server/example.ts', 'src/pages/api/example.ts'];
const settingReaders = [
  'src/serve/example.ts',
  'src/features/claims/server/example.ts',
  'src/platform/server/example.ts',
  'src/config/example.ts',
  'src/pages/api/example.ts',
  'src/middleware.ts',
];

describe('lint rules', () => {
  it.each([
    ...browserFiles.map((file) => ({ file, code: serverImport, rule: 'no-restricted-imports' })),
    { file: 'src/features/claims/ClaimPicker.tsx', code: siblingServerImport, rule: 'no-restricted-imports' },
    { file: 'src/platform/format.ts', code: nodeImport, rule: 'no-restricted-imports' },
    ...[...browserFiles, ...serverFiles].map((file) => ({ file, code: parentImport, rule: 'no-restricted-imports' })),
    { file: 'tests/unit/claims/example.test.ts', code: climbIntoSrc, rule: 'no-restricted-imports' },
    ...settingReaders.map((file) => ({ file, code: envRead, rule: 'no-restricted-properties' })),
    ...settingReaders.map((file) => ({ file, code: envDestructured, rule: 'no-restricted-properties' })),
  ])('$rule refuses it in $file', async ({ file, code, rule }) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it.each([
    ...serverFiles.map((file) => ({ file, code: serverImport })),
    { file: 'src/features/photos/server/example.ts', code: nodeImport },
    { file: 'src/features/claims/ClaimPrompt.astro', code: `---\n${serverImport}---\n` },
    { file: 'src/config/env.ts', code: envRead },
    { file: 'src/cli/example.ts', code: envRead },
    { file: 'scripts/example.ts', code: envRead },
  ])('lets $file do it', async ({ file, code }) => {
    expect(await ruleIdsFor(file, code)).toEqual([]);
  });
});
