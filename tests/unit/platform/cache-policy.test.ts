/** Public answers' Cache-Control, the home page's lifetime at midnight, and the ETag/304 step of the middleware. */
import { afterEach, describe, expect, it } from 'vitest';
import { secondsUntilLocalMidnight } from '#src/features/listings/spotlight-rotation.ts';
import { applyCachePolicy, publicCacheControl } from '#src/platform/server/http/cache-policy.ts';

const ZONE = 'America/Chicago';

afterEach(() => {
  delete process.env.SHARED_CACHE_SECONDS;
});

describe('publicCacheControl', () => {
  it('is shared for SHARED_CACHE_SECONDS (60 by default), revalidated by browsers, and kept a day on errors', () => {
    expect(publicCacheControl()).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400');
    process.env.SHARED_CACHE_SECONDS = '2';
    expect(publicCacheControl()).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=60, stale-if-error=86400');
    expect(publicCacheControl({ sharedSeconds: 300 })).toMatch(/^public, max-age=0, s-maxage=300,/);
    expect(publicCacheControl({ sharedSeconds: 300, browserSeconds: 300 })).toMatch(/^public, max-age=300, s-maxage=300,/);
    // A browser never keeps a copy longer than a shared cache may.
    expect(publicCacheControl({ browserSeconds: 300 })).toMatch(/^public, max-age=2, s-maxage=2,/);
  });

  it('refuses a SHARED_CACHE_SECONDS outside 1-60', () => {
    for (const bad of ['0', '61', '1.5', 'soon']) {
      process.env.SHARED_CACHE_SECONDS = bad;
      expect(() => publicCacheControl()).toThrow(/SHARED_CACHE_SECONDS must be a whole number of seconds from 1 to 60/);
    }
  });

  it('never lets the home page, or its stale grace, outlive Central midnight', () => {
    const home = (iso: string) => publicCacheControl({ untilSeconds: secondsUntilLocalMidnight(new Date(iso), ZONE) });
    expect(home('2026-07-01T17:00:00Z')).toMatch(/s-maxage=60, stale-while-revalidate=60,/);
    // 23:59:20 Central: 40 s left, fresh for all of them and no stale grace.
    expect(home('2026-07-02T04:59:20Z')).toMatch(/s-maxage=40, stale-while-revalidate=0,/);
    // 23:58:30 Central: 90 s left, fresh for 60 and stale for at most the 30 after.
    expect(home('2026-07-02T04:58:30Z')).toMatch(/s-maxage=60, stale-while-revalidate=30,/);
    // Winter midnight is 06:00 UTC.
    expect(home('2026-12-02T05:59:55Z')).toMatch(/s-maxage=5, stale-while-revalidate=0,/);
  });
});

describe('applyCachePolicy', () => {
  /** Astro's cookies as the policy reads them: those being set, and the names the request carries. */
  const cookies = (set: string[], sent: string[]) =>
    ({ headers: () => set[Symbol.iterator](), has: (name: string) => sent.includes(name) }) as never;
  const context = (path: string, { user = null as unknown, set = [] as string[], sent = [] as string[], headers = {} } = {}) => ({
    request: new Request(`http://x${path}`, { headers }),
    url: new URL(`http://x${path}`),
    locals: { user } as App.Locals,
    cookies: cookies(set, sent),
  });
  const page = (cacheControl = publicCacheControl()) =>
    new Response('<p>hello</p>', { headers: { 'Cache-Control': cacheControl, 'Content-Type': 'text/html' } });

  it('answers a public page with an ETag, and 304 without a body when If-None-Match names it', async () => {
    const first = await applyCachePolicy(context('/business/1'), page());
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await first.text()).toBe('<p>hello</p>');
    const again = await applyCachePolicy(context('/business/1', { headers: { 'If-None-Match': `"other", ${etag}` } }), page());
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toMatch(/^public/);
    expect(await again.text()).toBe('');
    const changed = await applyCachePolicy(
      context('/business/1', { headers: { 'If-None-Match': etag! } }),
      new Response('<p>new</p>', page()),
    );
    expect(changed.status).toBe(200);
  });

  it('makes any answer to a signed-in visitor, any answer setting a cookie and the personal paths private, no-store', async () => {
    const cases = [
      context('/business/1', { user: { id: 1, role: 'user' } }),
      context('/business/1', { set: ['flash=x; Path=/'] }),
      context('/business/1', { sent: ['flash'] }),
      context('/dashboard'),
      context('/login'),
    ];
    for (const c of cases) {
      const res = await applyCachePolicy(c, page());
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('etag')).toBeNull();
    }
    const direct = new Response('x', { headers: { 'Cache-Control': publicCacheControl(), 'Set-Cookie': 'a=b' } });
    expect((await applyCachePolicy(context('/x'), direct)).headers.get('cache-control')).toBe('private, no-store');
  });
});
