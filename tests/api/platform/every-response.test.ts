import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { pageHtml } from '../../helpers/page-html';
import { demoServerUrl } from '../../helpers/demo-server';
import { startSite } from '../../helpers/site';

const server = { url: demoServerUrl() };
const client = new Client(server.url);

describe('every response', () => {
  it.each(['/', '/no-such-page', '/api/no-such-endpoint', '/favicon.svg'])('carries the security headers: %s', async (path) => {
    const res = await client.get(path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Served over plain http here: HSTS only makes sense (and is only sent) when SITE_URL is https.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps the page script policy and adds frame-ancestors on on-demand pages', async () => {
    const res = await client.get('/no-such-page');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lists the hash of every inline script and style of an on-demand page, render after render', async () => {
    // Astro computes the digests (security.csp in astro.config.ts): a second render must carry the same,
    // correct hashes.
    for (let render = 0; render < 2; render++) {
      const res = await fetch(`${server.url}/no-such-page`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const html = await res.text();
      const inline = [...html.matchAll(/<(script|style)((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/\1>/g)].filter(
        ([, , attributes]) => !/type="application\/ld\+json"/.test(attributes!),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const [, , , body] of inline) {
        expect(csp).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      }
    }
  });

  it('compresses HTML with brotli or gzip when the browser accepts it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toContain('<html');
    }
  });
});

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"}, never cached, no cookie', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('caching and cross-origin headers', () => {
  it('personal pages send Cache-Control: private, no-store; every response has CORP', async () => {
    const c = new Client(server.url);
    const login = await c.post('/api/login', { email: 'owner@example.com', password: 'portaransas-demo' });
    expect(login.status).toBe(200);
    for (const path of ['/dashboard', '/business-directory', '/']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const anonymous = await fetch(`${server.url}/login`);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect(anonymous.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });
});

describe('not found', () => {
  it('shows the spec 404 page with status 404', async () => {
    const html = await pageHtml(client, '/definitely/not/here', 404);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('Did you forget to add the page to the router?');
  });

  it('answers JSON for unknown API paths', async () => {
    const res = await client.get('/api/definitely-not-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ error: 'Not found' });
  });
});

describe('cross-site writes', () => {
  it('refuses a POST from another origin with a JSON 403 and no stack trace', async () => {
    const res = await client.post('/api/register', { email: 'a@b.co' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Cross-site request refused' });
  });
});

describe('HTTPS deployments', () => {
  it('sends HSTS when SITE_URL is https', async () => {
    const secure = await startSite({ env: { SITE_URL: 'https://portaransas.example' } });
    try {
      const res = await fetch(`${secure.server.url}/`);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.stop();
    }
  });
});
