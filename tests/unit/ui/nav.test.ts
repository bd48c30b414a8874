import { describe, expect, it } from 'vitest';
import { footerNav, headerCta, headerNav, isActive } from '#src/ui/nav.ts';

describe('header navigation', () => {
  it('has the spec labels in the spec order', () => {
    expect(headerNav.map((i) => [i.href, i.label])).toEqual([
      ['/', 'Home'],
      ['/visitors', 'Visitors'],
      ['/beach', 'Beach'],
      ['/events', 'Events'],
      ['/business-directory', 'Directory'],
      ['/resources', 'Locals'],
      ['/blog', 'News'],
    ]);
    expect(headerCta).toEqual({ href: '/business-signup', label: 'List Your Business' });
  });

  it('marks home only on the exact path', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/events')).toBe(false);
  });

  it('marks an item when the path starts with its route', () => {
    expect(isActive('/events', '/events')).toBe(true);
    expect(isActive('/events', '/events/12')).toBe(true);
    expect(isActive('/blog', '/blog/fishing-report/')).toBe(true);
    expect(isActive('/events', '/eventsx')).toBe(false);
    expect(isActive('/business-directory', '/business/4')).toBe(false);
  });
});

describe('footer navigation', () => {
  it('links every page the spec lists', () => {
    const links = footerNav.flatMap((g) => g.links.map((l) => `${l.href} ${l.label}`));
    expect(links).toEqual(
      expect.arrayContaining([
        '/attractions Things to Do',
        '/dining Dining',
        '/lodging Places to Stay',
        '/events Events',
        '/getting-here Getting Here',
        '/business-directory Business Directory',
        '/resources City Services',
        '/blog News & Updates',
        '/business-signup Submit Business',
        '/login Business Login',
        '/privacy Privacy Policy',
        '/terms Terms of Service',
      ]),
    );
  });
});
