/** Whose connection a socket is, for the per-address cap (src/serve/connection-limits). */
import { expect, it } from 'vitest';
import { connectionOwner } from '#src/serve/connection-limits.ts';
import { clientKey } from '#src/platform/server/security/client-key.ts';

it('a connection belongs to its client key: an IPv4 address (mapped or not), or an IPv6 host’s whole /64', () => {
  expect(connectionOwner('203.0.113.9')).toBe('203.0.113.9');
  expect(connectionOwner('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(connectionOwner('2001:db8:aa:1::1')).toBe(clientKey('2001:db8:aa:1::2'));
});

it('this machine’s own default loopback address is nobody’s: a local proxy or the tools are never capped', () => {
  for (const own of ['127.0.0.1', '::1', '::ffff:127.0.0.1', undefined]) expect(connectionOwner(own)).toBeUndefined();
  expect(connectionOwner('127.0.0.2')).toBe('127.0.0.2');
});
