import { describe, expect, it } from 'vitest';
import { isCacheablePageRequest } from '../../src/server/cache/response-cache';

const check = (path: string, init: RequestInit = {}) => {
  const url = new URL(path, 'http://example.org');
  return isCacheablePageRequest(new Request(url, init), url);
};

describe('which page requests the in-process cache may answer', () => {
  it('takes anonymous GETs of the directory, business, event and search pages', () => {
    for (const path of [
      '/business-directory',
      '/business-directory?q=fish&page=2',
      '/business/42-fins',
      '/events',
      '/events/7',
      '/search?q=x',
    ]) {
      expect(check(path)).toBe(true);
    }
  });
  it('leaves alone signed-in visitors, payment returns, writes and other pages', () => {
    expect(check('/business-directory', { headers: { Cookie: 'session=abc' } })).toBe(false);
    expect(check('/business-directory?success=true')).toBe(false);
    expect(check('/business-directory?canceled=true')).toBe(false);
    expect(check('/business-directory', { method: 'POST' })).toBe(false);
    for (const path of ['/dashboard', '/admin', '/events/submit', '/events/7.ics', '/']) expect(check(path)).toBe(false);
  });
});
