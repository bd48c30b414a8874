/**
 * Astro's /_image endpoint is replaced by a 404 (astro.config `image.endpoint`; no page uses it), so no probe can make
 * the server transform images on demand, and nothing answers ≥ 500; not under another spelling either.
 */
import { expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';
import { rawRequest } from '../../helpers/raw-request';

const server = { url: demoServerUrl() };

const probes = [
  '/_image?href=/images/harbor.jpg&w=4000&h=4000&f=avif&q=100',
  '/_image?href=/images/does-not-exist.jpg&w=100',
  '/_image?href=https://example.com/a.png&w=10',
  '/_image?href=%2F%2Fevil.test%2Fx.jpg',
  '/_image',
  '/_image?href=../../etc/passwd',
];

it('every /_image probe answers a cheap cacheable 404, never ≥ 500', async () => {
  const statuses = await Promise.all(
    probes
      .flatMap((p) => [p, p])
      .map(async (path) => {
        const res = await fetch(server.url + path);
        await res.arrayBuffer();
        return { path, status: res.status, cache: res.headers.get('cache-control') };
      }),
  );
  for (const s of statuses) {
    expect(s.status, s.path).toBe(404);
    expect(s.cache).toMatch(/max-age=/);
  }
});

it('pages and images themselves still load', async () => {
  const res = await fetch(`${server.url}/images/beach-640.avif`);
  expect(res.status).toBe(200);
});

/**
 * Other spellings: those Astro's router reads as /_image (it decodes %5F and %65, resolves dot segments, reads \\ as
 * /) meet the same endpoint; the rest are no route (the site's 404 page). None is an image.
 */
const spellings = [
  '/%5Fimage',
  '/%5fimage',
  '/./_image',
  '/x/../_image',
  '/_imag%65',
  '/%2e/_image',
  '/%2E%2E/_image',
  '//_image',
  '/\\_image',
  '/_image/',
  '/x/..//_image/',
  '/_IMAGE',
  '/_Image',
  '/_image;x',
  '/_image%2F',
];

it('every other spelling of /_image is a 404, never an image (they used to transform: 200 image/png; // and \\ gave 500)', async () => {
  const query = '?href=/images/harbor.jpg&w=300&f=png';
  const { host } = new URL(server.url);
  for (const spelling of [...spellings.map((s) => s + query), `http://${host}/_image${query}`]) {
    const res = await rawRequest(server.url, spelling);
    expect(res.status, spelling).toBe(404);
    expect(res.headers['content-type'], spelling).not.toMatch(/^image\//);
  }
});
