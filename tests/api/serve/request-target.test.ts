/**
 * Request targets as clients write them, on the built server. Nothing in front of Astro rewrites the path: every
 * rule that depends on it (the body limits, the /_image refusal) sits behind Astro's router. Legitimate encodings
 * mean what they meant; other spellings of a path are that page or the 404 page; a target no route can read is a
 * 4xx; nothing is ever a 500.
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

  it('an encoded letter in a built page’s path is that page', async () => {
    const [res, reference] = await Promise.all([get('/%70rivacy'), get('/privacy')]);
    expect(res.status).toBe(200);
    expect(res.body).toBe(reference.body);
  });

  it('an encoded digit in a listing’s path is that listing', async () => {
    const [res, reference] = await Promise.all([get('/business/%31'), get('/business/1')]);
    expect(res.status).toBe(reference.status);
    expect(res.status).toBeLessThan(400);
  });
});

describe('other spellings of a path are that page or the 404 page', () => {
  it.each(['//privacy', '/./privacy', '/blog/../privacy', '/%2e%2e/%2E%2E/privacy', '/\\privacy'])(
    '%s (/%2e%2e/%2E%2E/privacy used to be a 500)',
    async (target) => {
      const [res, reference] = await Promise.all([get(target), get('/privacy')]);
      expect([200, 404]).toContain(res.status);
      if (res.status === 200) expect(res.body).toBe(reference.body);
      else expect(res.headers['content-type']).toContain('text/html');
    },
  );
});

describe('odd targets are a 4xx or read as written, never a 5xx', () => {
  it.each(['/privacy%', '/x%zz', '/%FF', '/business/%FF', '/api/%FF', '/api/x%zz'])('path %s: no route', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/search?q=100%', '/search?q=%C3%28', '/api/businesses?q=%', '/api/businesses?q=%FF'])(
    'query %s: read as written',
    async (target) => {
      const res = await get(target);
      expect(res.status).toBe(200);
    },
  );

  it('the absolute form is read by its path; `*` names no page', async () => {
    const { host } = new URL(server.url);
    const [absolute, reference] = await Promise.all([get(`http://${host}/privacy`), get('/privacy')]);
    expect(absolute.status).toBe(200);
    expect(absolute.body).toBe(reference.body);
    const star = await get('*');
    expect(star.status).toBe(400);
  });
});
