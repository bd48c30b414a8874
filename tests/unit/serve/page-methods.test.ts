/**
 * The Node front answers PUT, PATCH and DELETE outside /api/ with 405 before Astro sees them (src/serve/server.ts),
 * which is right only while no page or endpoint there takes them: this reads src/pages to keep it so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('no route outside src/pages/api takes PUT, PATCH or DELETE', () => {
  const files = readdirSync('src/pages', { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(astro|ts)$/.test(file) && !file.startsWith('api'),
  );
  expect(files.length).toBeGreaterThan(20);
  const takers = files.filter((file) => {
    const source = readFileSync(join('src/pages', file), 'utf8');
    return (
      /export\s+(const|async function|function)\s+(PUT|PATCH|DELETE|ALL)\b/.test(source) ||
      /['"](PUT|PATCH|DELETE)['"]/.test(source)
    );
  });
  expect(takers).toEqual([]);
});
