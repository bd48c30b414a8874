import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from '#src/platform/server/http/origin.ts';

const check = (method: string, headers: Record<string, string>, path = '/api/x') => {
  const url = new URL(`http://127.0.0.1:4321${path}`);
  return isCrossSiteWrite(new Request(url, { method, headers }), url);
};

describe('Origin check', () => {
  it('lets reads through whatever the origin', () => {
    expect(check('GET', { origin: 'https://evil.example' })).toBe(false);
  });
  it('refuses a write from another origin', () => {
    expect(check('POST', { origin: 'https://evil.example' })).toBe(true);
    expect(check('PATCH', { origin: 'null' })).toBe(true);
  });
  it('accepts a same-origin write and one without Origin (non-browser client)', () => {
    expect(check('POST', { origin: 'http://127.0.0.1:4321' })).toBe(false);
    expect(check('POST', {})).toBe(false);
  });
  it('refuses a write a browser marked cross-site even without Origin', () => {
    expect(check('POST', { 'sec-fetch-site': 'cross-site' })).toBe(true);
  });
  it('exempts the Stripe webhook, which is authenticated by its signature', () => {
    expect(check('POST', { origin: 'https://stripe.com' }, '/api/stripe/webhook')).toBe(false);
  });
});
