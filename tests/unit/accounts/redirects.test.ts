import { describe, expect, it } from 'vitest';
import { afterLogin, loginUrl, safeNext } from '#src/features/accounts/server/redirects.ts';

describe('safeNext', () => {
  it.each(['/dashboard', '/business/42?tab=events', '/admin#users'])('keeps the same-site path %s', (next) => {
    expect(safeNext(next)).toBe(next);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/login',
    '/api/login?next=/x',
    '/.//evil.com',
    '/a/..//evil.com',
    '/\u0000x',
    '',
    null,
  ])('refuses %j', (next) => {
    expect(safeNext(next)).toBeNull();
  });
});

describe('after sign-in', () => {
  it('sends admins to /admin and everyone else to /dashboard unless a same-site next is given', () => {
    expect(afterLogin('admin', null)).toBe('/admin');
    expect(afterLogin('user', undefined)).toBe('/dashboard');
    expect(afterLogin('user', '/events/submit')).toBe('/events/submit');
    expect(afterLogin('user', 'https://evil.example')).toBe('/dashboard');
    expect(loginUrl('/dashboard')).toBe('/login?next=%2Fdashboard');
    expect(loginUrl('//evil')).toBe('/login');
  });
});
