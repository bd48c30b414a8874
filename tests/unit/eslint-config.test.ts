/**
 * The project's own lint rules (eslint.config.js) catch what they are there for: a server import in any
 * browser-shipped component module, and a setting read from process.env anywhere but src/config/env.mjs.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

const serverImport = "import { db } from '@/server/db/client';\nexport const handle = db;\n";
const envRead = 'export const port = process.env.PORT;\n';

describe('browser-import rule', () => {
  it.each([
    'src/components/admin/Example.tsx',
    'src/components/dashboard/example.ts',
    'src/components/signup/Example.tsx',
    'src/components/directory/Example.tsx',
    'src/components/islands/Example.tsx',
    'src/config/example.ts',
  ])('refuses a server import in %s', async (filePath) => {
    expect(await ruleIdsFor(filePath, serverImport)).toContain('no-restricted-imports');
  });

  it('leaves server code and pages free to import server modules', async () => {
    expect(await ruleIdsFor('src/server/example.ts', serverImport)).toEqual([]);
    expect(await ruleIdsFor('src/pages/api/example.ts', serverImport)).toEqual([]);
  });
});

describe('settings only through src/config/env.mjs', () => {
  it.each([
    'src/server/http/example.mjs',
    'src/server/example.ts',
    'src/config/example.ts',
    'src/pages/api/example.ts',
    'src/middleware.ts',
  ])('refuses process.env in %s', async (filePath) => {
    expect(await ruleIdsFor(filePath, envRead)).toContain('no-restricted-properties');
    expect(await ruleIdsFor(filePath, 'const { env } = process;\nexport const port = env.PORT;\n')).toContain(
      'no-restricted-properties',
    );
  });

  it('allows it in the env module and in command-line scripts', async () => {
    expect(await ruleIdsFor('src/config/env.mjs', envRead)).toEqual([]);
    expect(await ruleIdsFor('src/cli/example.ts', envRead)).toEqual([]);
  });
});
