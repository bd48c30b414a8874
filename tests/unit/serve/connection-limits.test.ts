/** Whose connection a socket is, for the per-address cap (src/serve/connection-limits). */
import { expect, it } from 'vitest';
import { connectionOwner } from '#src/serve/connection-limits.mjs';

it('an IPv4 address (mapped or not) is its own owner; an IPv6 host owns its whole /64', () => {
  expect(connectionOwner('203.0.113.9')).toBe('203.0.113.9');
  expect(connectionOwner('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(connectionOwner('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
  expect(connectionOwner('2001:0db8:00aa:0001:ffff:1:2:3')).toBe('2001:db8:aa:1::/64');
  expect(connectionOwner('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(connectionOwner('2001:db8:0:0:1::2')).toBe(connectionOwner('2001:db8::ffff:3'));
});

it('this machine’s own default loopback address is nobody’s: a local proxy or the server’s own renders are never capped', () => {
  for (const own of ['127.0.0.1', '::1', '::ffff:127.0.0.1', undefined]) expect(connectionOwner(own)).toBeUndefined();
  expect(connectionOwner('127.0.0.2')).toBe('127.0.0.2');
});
