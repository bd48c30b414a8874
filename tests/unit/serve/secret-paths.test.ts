/**
 * The one list of paths that are secrets (src/serve/secret-paths.ts): every route under src/pages with a parameter
 * that is not a plain id, slug or file name must be on it, and each is logged as its route, however it is spelled.
 */
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { loggedPath, SECRET_PATHS, withoutSecretPaths } from '#src/serve/secret-paths.ts';

/** Route parameters that name something public (a listing's number, a post's slug, a photo's hashed file). */
const PUBLIC_PARAMS = new Set(['id', 'slug', 'file', 'kind', 'photoId']);

/** `src/pages/enquiries/[token].astro` → `/enquiries/[token]`. */
const routeOf = (file: string) => `/${file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '')}`;

it('every route with a secret parameter is on the list, and the list names only real routes', () => {
  const routes = readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|ts)$/.test(file))
    .map((file) => routeOf(file.replaceAll('\\', '/')));
  const secret = routes.filter((route) =>
    [...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].some(([, name]) => !PUBLIC_PARAMS.has(name!)),
  );
  expect(secret.length).toBeGreaterThan(0);
  expect(SECRET_PATHS.map((s) => s.route).sort()).toEqual(secret.filter((r) => !r.startsWith('/api/')).sort());
  for (const { route } of SECRET_PATHS) expect(routes).toContain(route);
});

it.each(SECRET_PATHS)('$route is logged as its route, however the path is spelled', ({ route, example }) => {
  const token = example.split('/').at(-1)!;
  const spellings = [
    example,
    `${example}?from=mail`,
    `${example}/`,
    `/${example}`,
    example.toUpperCase(),
    example.replace(/^\/(.)/, (_, first: string) => `/%${first.charCodeAt(0).toString(16)}`),
    example.replace(/\/(?=[^/]*$)/, '%2F'),
  ];
  for (const spelling of spellings) {
    expect(loggedPath(spelling), spelling).toBe(route);
    expect(loggedPath(spelling), spelling).not.toContain(token);
  }
});

it('other paths are logged as they came, without the query', () => {
  expect(loggedPath('/business/5?revision=3')).toBe('/business/5');
  expect(loggedPath('/reset-password?token=abc')).toBe('/reset-password');
  expect(loggedPath('/enquiries')).toBe('/enquiries');
  expect(loggedPath('/dashboard/enquiries/7')).toBe('/dashboard/enquiries/7');
  expect(loggedPath('/%zz')).toBe('/%zz');
  expect(loggedPath('?x')).toBe('/');
});

it('finds secret paths inside text, and leaves other paths alone', () => {
  expect(withoutSecretPaths('GET /enquiries/abc123 failed; see /enquiries/def456/ and /business/5')).toBe(
    'GET /enquiries/[token] failed; see /enquiries/[token]/ and /business/5',
  );
  expect(withoutSecretPaths('"https://guide.example/enquiries/abc?x=1"')).toBe('"https://guide.example/enquiries/[token]?x=1"');
  expect(withoutSecretPaths('nothing here: /enquiries, /api/enquiries')).toBe('nothing here: /enquiries, /api/enquiries');
});
