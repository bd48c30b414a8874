/**
 * One spelling per request target (src/serve/request-target). What the rules see must be
 * what Astro routes on: Astro parses the target with WHATWG URL and decodes the path with decodeURI.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTarget } from '#src/serve/request-target.mjs';

/**
 * What Astro's router matches a target against (astro/dist/core/app: `new URL`, then decodeURI of the
 * path), with the escapes decodeURI keeps (%2F …) in one case: `%2f` and `%2F` are the same to it.
 */
const astroPath = (target: string) =>
  decodeURI(new URL(`http://localhost${target}`).pathname).replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());

describe('canonicalTarget', () => {
  it.each([
    ['/%5Fimage?href=/a.jpg', '/_image?href=/a.jpg'],
    ['/%5fimage', '/_image'],
    ['/./_image', '/_image'],
    ['/x/../_image', '/_image'],
    ['/_imag%65', '/_image'],
    ['/%2e/_image', '/_image'],
    ['/%2E%2E/%2e%2e/privacy', '/privacy'],
    ['//_image?x=1', '/_image?x=1'],
    ['/\\_image', '/_image'],
    ['/api/businesses/x\\..\\..\\..\\admin\\businesses\\1/photos', '/admin/businesses/1/photos'],
    ['/business/%31-fins', '/business/1-fins'],
    ['/privacy#section', '/privacy'],
    ['http://example.com/privacy?x=1', '/privacy?x=1'],
    ['/x?', '/x'],
    // Node 20's own URL parser leaves this one as it is.
    ['/x/.a/../y', '/x/y'],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalTarget(raw)).toBe(canonical);
  });

  it('keeps reserved escapes, legitimate encodings and plain targets as they are (hex in upper case)', () => {
    expect(canonicalTarget('/a%2Fb')).toBe('/a%2Fb');
    expect(canonicalTarget('/search?q=fishing%20charter&category=restaurants')).toBe(
      '/search?q=fishing%20charter&category=restaurants',
    );
    expect(canonicalTarget('/caf%c3%a9')).toBe('/caf%C3%A9');
    expect(canonicalTarget('/%252e%252e/x')).toBe('/%252e%252e/x');
    expect(canonicalTarget('/business-directory?q=e&page=2')).toBe('/business-directory?q=e&page=2');
    expect(canonicalTarget('/.well-known/security.txt')).toBe('/.well-known/security.txt');
    expect(canonicalTarget('/_astro/client.Ab-1_c.js')).toBe('/_astro/client.Ab-1_c.js');
  });

  it('refuses what is not a path, has a broken escape or does not decode to UTF-8', () => {
    for (const raw of ['*', 'example.com/x', '/x%', '/x%2', '/x%zz', '/x?q=100%', '/%FF', '/x?q=%C3%28', '', undefined]) {
      expect(canonicalTarget(raw), String(raw)).toBeUndefined();
    }
  });

  const piece = fc.constantFrom(
    '/',
    '//',
    '/./',
    '/../',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2f',
    '%5c',
    '%5F',
    '%5f',
    '%7E',
    '%41',
    '%25',
    '%c3%a9',
    '%20',
    '_image',
    'api',
    'x',
    '?',
    '&',
    '=',
    ';',
    '"',
    '<',
    '{',
    '|',
    '#',
    "'",
  );
  const target = fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => `/${parts.join('')}`);

  it('is a fixed point that URL parses back to itself, with no empty, dot or encoded-unreserved path segments', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const canonical = canonicalTarget(raw);
        if (canonical === undefined) return;
        expect(canonicalTarget(canonical)).toBe(canonical);
        const url = new URL(`http://localhost${canonical}`);
        expect(url.pathname + url.search).toBe(canonical);
        expect(url.pathname).not.toMatch(/\/\/|\/\.\.?(\/|$)|\\|%(2[DdEe]|3[0-9]|5[Ff]|7[Ee]|[46][1-9A-Fa-f]|[57][0-9Aa])/);
      }),
      { numRuns: 2000 },
    );
  });

  it('means to every rule what it means to Astro: the raw target and its canonical form route to the same path', () => {
    fc.assert(
      fc.property(target, (raw) => {
        // Astro itself does not collapse repeated slashes (that is the one step it has no view on).
        fc.pre(!/[\\/]{2}/.test(raw.split('?')[0]!));
        let routed: string;
        try {
          routed = astroPath(raw);
        } catch {
          return; // Astro matches no route for it
        }
        // Node 20's URL parser leaves some dot segments in (`/x/.a/../y`); the canonical form resolves them.
        fc.pre(!/\/\.\.?(\/|$)/.test(routed));
        const canonical = canonicalTarget(raw);
        if (canonical === undefined) return; // answered 400 before Astro
        expect(astroPath(canonical)).toBe(routed);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets a spelling Astro reads as /_image past a rule that tests for /_image', () => {
    fc.assert(
      fc.property(target, (raw) => {
        let routed: string;
        try {
          routed = astroPath(raw);
        } catch {
          return;
        }
        if (/^\/+_image\/?$/.test(routed)) expect(canonicalTarget(raw)).toMatch(/^\/_image(?:[/?]|$)/);
      }),
      { numRuns: 2000 },
    );
  });
});
