/**
 * The project's own lint rules (eslint.config.js) catch what they are there for: a server import in any
 * browser-shipped component module, and a setting read from process.env anywhere but src/config/env.ts.
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
const envRead = 'export const port = process.env.PORT;\n';
const envDestructured = 'const { env } = process;\nexport const port = env.PORT;\n';

const browserFiles = [
  'src/components/admin/Example.tsx',
  'src/components/dashboard/example.ts',
  'src/components/signup/Example.tsx',
  'src/components/directory/Example.tsx',
  'src/components/islands/Example.tsx',
  'src/config/example.ts',
];
const settingReaders = [
  'src/server/http/example.mjs',
  'src/server/example.ts',
  'src/config/example.ts',
  'src/pages/api/example.ts',
  'src/middleware.ts',
];

describe('lint rules', () => {
  it.each([
    ...browserFiles.map((file) => ({ file, code: serverImport, rule: 'no-restricted-imports' })),
    ...settingReaders.map((file) => ({ file, code: envRead, rule: 'no-restricted-properties' })),
    ...settingReaders.map((file) => ({ file, code: envDestructured, rule: 'no-restricted-properties' })),
  ])('$rule refuses it in $file', async ({ file, code, rule }) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it.each([
    { file: 'src/server/example.ts', code: serverImport },
    { file: 'src/pages/api/example.ts', code: serverImport },
    { file: 'src/config/env.ts', code: envRead },
    { file: 'src/cli/example.ts', code: envRead },
  ])('lets $file do it', async ({ file, code }) => {
    expect(await ruleIdsFor(file, code)).toEqual([]);
  });
});
