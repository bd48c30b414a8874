/** Header and footer navigation. */
export const headerNav = [
  { href: '/', label: 'Home' },
  { href: '/visitors', label: 'Visitors' },
  { href: '/beach', label: 'Beach' },
  { href: '/events', label: 'Events' },
  { href: '/business-directory', label: 'Directory' },
  { href: '/resources', label: 'Locals' },
  { href: '/blog', label: 'News' },
] as const;

export const headerCta = { href: '/business-signup', label: 'List Your Business' } as const;

export const footerNav = [
  {
    heading: 'Explore',
    links: [
      { href: '/attractions', label: 'Things to Do' },
      { href: '/dining', label: 'Dining' },
      { href: '/lodging', label: 'Places to Stay' },
      { href: '/events', label: 'Events' },
      { href: '/deals', label: 'Deals & Offers' },
      { href: '/getting-here', label: 'Getting Here' },
    ],
  },
  {
    heading: 'Community',
    links: [
      { href: '/business-directory', label: 'Business Directory' },
      { href: '/resources', label: 'City Services' },
      { href: '/blog', label: 'News & Updates' },
    ],
  },
  {
    heading: 'For Businesses',
    links: [
      { href: '/business-signup', label: 'Submit Business' },
      { href: '/login', label: 'Business Login' },
      { href: '/contact', label: 'Contact' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

/** The active item: its route is a prefix of the current path; the home route matches only exactly. */
export function isActive(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
