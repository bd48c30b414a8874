/**
 * The path check of `npm run check` (scripts/check-paths.ts): a doc or a comment naming a path that does not exist
 * fails it; files, folders, modules named without their extension, globs and history references pass.
 */
import { describe, expect, it } from 'vitest';
import { checkReferences, commentsOf, type Tree } from '#scripts/check-paths.ts';

const tree: Tree = {
  files: [
    'README.md',
    'docs/deployment.md',
    'src/platform/server/log.ts',
    'src/features/claims/server/claims.ts',
    'src/pages/business/[id]/ask.astro',
    'src/cli/start.mjs',
    'db/seed/index.ts',
    'tests/unit/platform/json.test.ts',
  ],
  existsAt: (commit, path) => commit === '8515594' && path === 'src/cli/photo-figures.ts',
};

/** The paths `text` in `file` names that do not exist in the tree above. */
function missingIn(file: string, text: string) {
  return checkReferences([{ file, text }], tree).missing.map(({ line, path }) => `${line}:${path}`);
}

describe('check-paths', () => {
  it('flags a path that names nothing, with its line', () => {
    expect(missingIn('docs/guide.md', 'Intro.\nThe code is in `src/server/owners/` and src/lib/format.ts.\n')).toEqual([
      '2:src/server/owners/',
      '2:src/lib/format.ts',
    ]);
  });

  it('accepts an existing file, a folder, a module without its extension and a glob', () => {
    const text = [
      'See src/platform/server/log.ts, the folder src/features/claims/ (or src/features/claims).',
      'The module src/platform/server/log logs; tests are tests/unit/**/*.test.ts and src/cli/*.{ts,mjs}.',
      'A route: `src/pages/business/[id]/ask.astro`; a placeholder: src/features/{feature}/server/.',
      'Both: docs/{deployment.md,../README.md} is wrong, docs/{deployment,guide}.md too; docs/{page}.md is a placeholder.',
    ].join('\n');
    expect(missingIn('docs/guide.md', text)).toEqual(['4:docs/{deployment.md,../README.md}', '4:docs/{deployment,guide}.md']);
  });

  it('expands braces in a plain path and needs every alternative', () => {
    expect(missingIn('README.md', 'src/features/claims/server/{claims,drafts}.ts')).toEqual([
      '1:src/features/claims/server/{claims,drafts}.ts',
    ]);
  });

  it('maps the import aliases and checks history references at their commit', () => {
    const text = '// #src/platform/server/log.ts and #seed/index.ts; #src/gone.ts\n// 8515594:src/cli/photo-figures.ts\n';
    expect(missingIn('src/cli/start.mjs', text)).toEqual(['1:#src/gone.ts']);
  });

  it('reads code for its comments only, and ignores addresses', () => {
    const code = [
      "import { x } from '#src/missing.ts'; // but src/platform/server/log.ts is real",
      "const where = 'src/not-a-comment.ts'; const re = /src\\/also-not/;",
      '/* a block naming src/gone/ */',
      '// https://github.com/withastro/astro/blob/main/src/core/app.ts',
      // An apostrophe in JSX text reads as a quote, but only to the end of its line.
      "const p = <p>Don't read this</p>; // unread: src/stale.ts",
      '// src/stale-too.ts',
    ].join('\n');
    expect(missingIn('src/features/claims/Example.tsx', code)).toEqual(['3:src/gone/', '6:src/stale-too.ts']);
  });

  it('checks relative markdown links from the page they are on', () => {
    const text = '[deploy](deployment.md#logs), [home](../README.md), [gone](decisions/0001-x.md), [web](https://a.b/c)';
    expect(missingIn('docs/guide.md', text)).toEqual(['1:decisions/0001-x.md']);
    expect(missingIn('docs/guide.md', '[out](../../elsewhere.md)')).toEqual(['1:../../elsewhere.md']);
  });

  it('does not read migrations, published content or fixtures', () => {
    expect(missingIn('db/migrations/0001_x.sql', '-- src/server/old.ts')).toEqual([]);
    expect(missingIn('content/articles/a.md', 'public/private beaches')).toEqual([]);
  });

  it('keeps line numbers when it blanks out code', () => {
    const masked = commentsOf("const a = 'x';\n// one\nconst b = `${a}\n// not a comment`;\n/* two */", 'js');
    expect(masked.split('\n').map((line) => line.trim())).toEqual(['', '// one', '', '', '/* two */']);
  });
});
