import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pinClientAddress, resolveClientAddress } from '#src/serve/client-address.ts';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;

describe('resolveClientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the headers say', () => {
    expect(resolveClientAddress(request('::ffff:127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('127.0.0.1');
    expect(resolveClientAddress(request('2001:db8::1'), 0)).toBe('2001:db8::1');
  });

  it('takes the entry the N-th proxy appended, from the right', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': 'forged, 203.0.113.9, 198.51.100.1' });
    expect(resolveClientAddress(req, 1)).toBe('198.51.100.1');
    expect(resolveClientAddress(req, 2)).toBe('203.0.113.9');
    // a non-address in the trusted slot, or too few entries: fall back to the socket
    expect(resolveClientAddress(req, 3)).toBe('127.0.0.1');
    expect(resolveClientAddress(req, 4)).toBe('127.0.0.1');
    expect(resolveClientAddress(request('127.0.0.1'), 1)).toBe('127.0.0.1');
  });

  it('pins the decided address into the header the adapter reads and drops forwarded scheme/host', () => {
    const req = request('127.0.0.1', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.test',
    });
    expect(pinClientAddress(req, 0)).toBe('127.0.0.1');
    expect(req.headers).toEqual({ 'x-forwarded-for': '127.0.0.1' });
  });
});
