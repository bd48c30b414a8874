import { expect, it } from 'vitest';
import { clientKey } from '#src/platform/server/security/client-key.ts';

it('an IPv4 address is itself, mapped into IPv6 or not', () => {
  expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('127.0.0.2')).toBe('127.0.0.2');
});

it('an IPv6 address is its /64, however it is written', () => {
  expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8:1:2::2')).toBe(clientKey('2001:db8:1:2::1'));
  expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientKey('2001:db8:0:0:1::2')).toBe(clientKey('2001:db8::ffff:3'));
});

it('the next /64 is another client', () => {
  expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
});

it('what is not an address is itself', () => {
  expect(clientKey('unknown')).toBe('unknown');
  expect(clientKey('')).toBe('');
});
