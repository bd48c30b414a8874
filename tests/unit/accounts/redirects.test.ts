import { describe, expect, it } from 'vitest';
import { afterLogin, homeFor, loginUrl, safeNext } from '#src/features/accounts/server/redirects.ts';

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
  it('sends admins to /admin, owners to /dashboard and visitors to /account unless a same-site next is given', () => {
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('owner')).toBe('/dashboard');
    expect(homeFor('visitor')).toBe('/account');
    // An owner account lands on the dashboard with or without a listing (no lookup needed to tell).
    const owner = { id: 1, role: 'user', createdAs: 'owner' } as const;
    expect(afterLogin({ ...owner, role: 'admin' }, null)).toBe('/admin');
    expect(afterLogin({ ...owner, role: 'admin', createdAs: 'visitor' }, null)).toBe('/admin');
    expect(afterLogin(owner, undefined)).toBe('/dashboard');
    expect(afterLogin(owner, '/events/submit')).toBe('/events/submit');
    expect(afterLogin(owner, 'https://evil.example')).toBe('/dashboard');
    expect(loginUrl('/dashboard')).toBe('/login?next=%2Fdashboard');
    expect(loginUrl('//evil')).toBe('/login');
  });
});
