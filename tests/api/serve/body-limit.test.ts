/**
 * Request bodies are limited where they are read: the JSON and form readers stop at 100 KB, the photo upload at
 * 11 MB, whatever Content-Length claimed and whichever spelling of the path reached the route; the front caps
 * every body at the largest of them. Declared lengths over a limit are refused before reading; chunked bodies are
 * cut off at it, so three concurrent 150 MB posts cannot grow the server's memory.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { rawPost } from '../../helpers/raw-post';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
useSite((site) => ({ server } = site));

const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;

describe('API routes: 413 JSON over 100 KB', () => {
  it.each([
    ['/api/login', { 'Content-Type': 'application/json' }],
    ['/api/reset-password', { 'Content-Type': 'application/json' }],
    ['/api/contact', { 'Content-Type': 'application/json' }],
  ])('%s refuses a declared and a chunked body over the limit', async (path, headers) => {
    for (const declareLength of [true, false]) {
      const res = await rawPost(server.url + path, { totalBytes: 200 * 1024, headers, declareLength });
      expect(res.status).toBe(413);
      expect(res.contentType).toMatch(/application\/json/);
      expect(JSON.parse(res.body)).toEqual({ error: 'Request body is too large' });
    }
  });

  it('a big urlencoded body to /api/reset-password (it once never answered) is refused at once: the API reads JSON only', async () => {
    for (const declareLength of [true, false]) {
      const res = await rawPost(server.url + '/api/reset-password', { totalBytes: 200 * 1024, headers: form, declareLength });
      // A declared length over the limit is refused unread; a chunked body by its type, before it is read.
      expect(res.status).toBe(declareLength ? 413 : 415);
      expect(res.contentType).toMatch(/application\/json/);
      expect(res.bytesSent).toBeLessThan(32 * 1024 * 1024);
    }
  });

  it('a body just under the limit is read and validated as usual', async () => {
    const c = new Client(server.url);
    const res = await c.post('/api/login', { email: 'x@example.com', password: 'p'.repeat(90 * 1024) });
    expect(res.status).toBe(400);
  });

  it('photo uploads may send up to 11 MB; more is refused', async () => {
    const path = '/api/businesses/1/photos';
    const under = await rawPost(server.url + path, {
      totalBytes: 2 * 1024 * 1024,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      declareLength: true,
    });
    expect(under.status).not.toBe(413);
    const over = await rawPost(server.url + path, {
      totalBytes: 12 * 1024 * 1024,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      declareLength: true,
    });
    expect(over.status).toBe(413);
  });
});

describe('no spelling of a path gets around its limit', () => {
  // Spellings Astro's router may or may not read as the route: either way it is the route's own reader that counts.
  it.each(['/api/%6Cogin', '/api/./login', '/api/x/../login', '//api/login', '/api//login', '/api\\login'])(
    '200 KB to %s is refused (413) or no route (404)',
    async (target) => {
      for (const declareLength of [true, false]) {
        const res = await rawPost(server.url, {
          totalBytes: 200 * 1024,
          headers: { 'Content-Type': 'application/json' },
          declareLength,
          target,
        });
        expect([413, 404], `${target} ${declareLength}`).toContain(res.status);
      }
    },
  );

  it('an encoded spelling of the photo path still takes a photo-sized body', async () => {
    const target = '/api/%62usinesses/./1/photos';
    const res = await rawPost(server.url, {
      totalBytes: 2 * 1024 * 1024,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      declareLength: true,
      target,
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('no spelling takes more than the photo limit', async () => {
    for (const target of ['/api/%62usinesses/./1/photos', '/api/businesses/x\\..\\..\\..\\admin\\businesses\\1/photos']) {
      const res = await rawPost(server.url, { totalBytes: 12 * 1024 * 1024, headers: form, declareLength: true, target });
      expect(res.status, target).toBe(413);
    }
  });
});

describe('pages that read form bodies: a 413 page', () => {
  it.each([
    '/newsletter',
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
    '/alerts',
    '/alerts/confirm',
    '/alerts/unsubscribe',
    '/business-signup',
    '/list-your-business',
    '/contact',
  ])('%s', async (path) => {
    const res = await rawPost(server.url + path, { totalBytes: 1024 * 1024, headers: form });
    expect(res.status).toBe(413);
    expect(res.contentType).toMatch(/text\/html/);
    expect(res.body).toContain('Request too large');
  });

  it('/reset-password without a live link: 413, and the page says the link is not usable (it shows no form to explain in)', async () => {
    const res = await rawPost(server.url + '/reset-password', { totalBytes: 1024 * 1024, headers: form });
    expect(res.status).toBe(413);
    expect(res.contentType).toMatch(/text\/html/);
    expect(res.body).toContain('This password reset link is invalid or has expired.');
  });
});

describe('memory under three concurrent 150 MB chunked posts', () => {
  it('stays flat: every post is cut off near the limit', async () => {
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
    const posts = ['/newsletter', '/business-signup', '/reset-password'].map((path) =>
      rawPost(server.url + path, { totalBytes: 150 * 1024 * 1024, headers: form }),
    );
    const results = await Promise.all(posts);
    clearInterval(sampler);
    peak = Math.max(peak, rssMb());
    for (const r of results) {
      expect(r.status).toBe(413);
      // the client stops once the server closes; socket buffers allow a few MB past the limit
      expect(r.bytesSent).toBeLessThan(32 * 1024 * 1024);
    }
    expect(peak - before).toBeLessThan(100);
    expect(peak).toBeLessThan(400);
  });
});
