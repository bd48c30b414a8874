/**
 * N2/N10 on the built server: the server reads every request target in one canonical spelling
 * (src/serve/request-target) before any rule or Astro sees it. Legitimate encodings still mean
 * what they meant; other spellings of a path mean that path; a target that cannot be read is a 400,
 * never a 500.
 */
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';
import { rawRequest } from '../../helpers/raw-request';

const server = { url: demoServerUrl() };
const get = (target: string) => rawRequest(server.url, target, { headers: { 'accept-encoding': 'identity' } });

describe('legitimate encodings still work', () => {
  it('a query with %20 and UTF-8 escapes reaches the page decoded', async () => {
    const search = await get('/search?q=caf%C3%A9');
    expect(search.status).toBe(200);
    expect(search.body).toContain('Search results for “café”');
    const directory = await get('/business-directory?q=fishing%20charter');
    expect(directory.status).toBe(200);
    expect(directory.body).toContain('value="fishing charter"');
  });

  it('a path with UTF-8 escapes is the usual 404 page, not a 400 or 500', async () => {
    const res = await get('/caf%C3%A9');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('other spellings of a path mean that path', () => {
  it.each(['//privacy', '/./privacy', '/blog/../privacy', '/%70rivacy', '/%2e%2e/%2E%2E/privacy', '/\\privacy'])(
    '%s is /privacy (/%2e%2e/%2E%2E/privacy used to be a 500)',
    async (target) => {
      const [res, reference] = await Promise.all([get(target), get('/privacy')]);
      expect(res.status).toBe(200);
      expect(res.body).toBe(reference.body);
    },
  );

  it('an encoded digit in a listing’s path is that listing', async () => {
    const [res, reference] = await Promise.all([get('/business/%31'), get('/business/1')]);
    expect(res.status).toBe(reference.status);
    expect(res.status).toBeLessThan(400);
  });
});

describe('a target that cannot be read is a 400', () => {
  it.each(['/privacy%', '/x%zz', '/search?q=100%', '/%FF', '/search?q=%C3%28'])('%s', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('under /api/ as JSON', async () => {
    const res = await get('/api/businesses?q=%');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: 'Bad request' });
  });
});
