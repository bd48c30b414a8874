/**
 * Status lines and methods on rendered pages: every answer carries its code's own reason phrase (a page that set only
 * its status used to keep the "OK" it started from), and PUT, PATCH and DELETE on a page are a 405 with `Allow`
 * instead of the page, while the pages' own form posts still reach them.
 */
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';
import { rawRequest } from '../../helpers/raw-request';

const base = demoServerUrl();
const form = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base };

/** The status code and reason phrase exactly as the server wrote them. */
function statusLine(path: string, method = 'GET', headers: Record<string, string> = {}, body?: string) {
  return new Promise<string>((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(`${res.statusCode} ${res.statusMessage}`));
    });
    req.on('error', reject);
    req.end(body);
  });
}

it('every answer carries the reason phrase of its own code', async () => {
  expect(await statusLine('/site-busy')).toBe('503 Service Unavailable');
  expect(await statusLine('/enquiries/abcdefghijklmnopqrstuvwxyz234567', 'POST', form, 'body=Hello+there')).toBe('404 Not Found');
  expect(await statusLine('/business/999999')).toBe('404 Not Found');
  expect(await statusLine('/no-such-page')).toBe('404 Not Found');
  expect(await statusLine('/')).toBe('200 OK');
  expect(await statusLine('/api/businesses/999999')).toBe('404 Not Found');
  expect(await statusLine('/privacy', 'PUT')).toBe('405 Method Not Allowed');
});

it('PUT, PATCH and DELETE on an on-demand page: 405 with Allow, never the page', async () => {
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    for (const path of ['/', '/business/5', '/business-directory', '/contact', '/enquiries/abcdefghijklmnopqrstuvwxyz234567']) {
      const res = await rawRequest(base, path, { method, headers: form, body: '' });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST, OPTIONS');
      expect(res.body, `${method} ${path}`).not.toContain('<html');
    }
  }
});

it('the pages’ own form posts still reach them', async () => {
  // An empty form: each page answers it with its own refusal, not a 405.
  for (const path of ['/contact', '/login', '/newsletter/unsubscribe']) {
    const res = await rawRequest(base, path, { method: 'POST', headers: form, body: '' });
    expect(res.status, path).not.toBe(405);
    expect(res.status, path).toBeLessThan(500);
    expect(res.body, path).toContain('<html');
  }
});
