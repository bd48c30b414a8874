/**
 * The one business category taxonomy. The spec has three inconsistent lists (directory filter,
 * signup form, badge colours); each of their names is an alias of exactly one category here.
 * Stored values are the slugs.
 */
export interface Category {
  slug: string;
  label: string;
  /** Tailwind classes for the badge; text colour meets WCAG AA on the background. */
  badge: string;
  aliases: readonly string[];
}

export const categories: readonly Category[] = [
  {
    slug: 'restaurant',
    label: 'Restaurants',
    badge: 'bg-orange-100 text-orange-900',
    aliases: ['restaurant', 'restaurants', 'dining', 'food', 'cafe', 'bar'],
  },
  {
    slug: 'recreation',
    label: 'Recreation & Tours',
    badge: 'bg-cyan-100 text-cyan-900',
    aliases: [
      'recreation',
      'recreation & tours',
      'tours',
      'tour',
      'tourism',
      'sports & recreation',
      'marine',
      'fishing',
      'charters',
    ],
  },
  {
    slug: 'museums',
    label: 'Museums & History',
    badge: 'bg-amber-100 text-amber-900',
    aliases: ['museum', 'museums', 'museums & history', 'history', 'cultural'],
  },
  {
    slug: 'services',
    label: 'Services',
    badge: 'bg-slate-200 text-slate-900',
    aliases: [
      'service',
      'services',
      'professional',
      'professional services',
      'automotive',
      'home & garden',
      'technology',
      'education',
      'other',
    ],
  },
  {
    slug: 'retail',
    label: 'Retail',
    badge: 'bg-pink-100 text-pink-900',
    aliases: ['retail', 'shop', 'shops', 'shopping'],
  },
  {
    slug: 'healthcare',
    label: 'Healthcare',
    badge: 'bg-red-100 text-red-900',
    aliases: ['health', 'healthcare', 'medical', 'beauty & wellness', 'wellness'],
  },
  {
    slug: 'real-estate',
    label: 'Real Estate',
    badge: 'bg-emerald-100 text-emerald-900',
    aliases: ['real estate', 'real-estate', 'realestate', 'realty'],
  },
  {
    slug: 'entertainment',
    label: 'Entertainment',
    badge: 'bg-purple-100 text-purple-900',
    aliases: ['entertainment', 'attractions', 'nightlife'],
  },
  {
    slug: 'lodging',
    label: 'Lodging',
    badge: 'bg-blue-100 text-blue-900',
    aliases: ['lodging', 'hotel', 'hotels', 'places to stay', 'accommodations', 'rentals'],
  },
] as const;

export const categorySlugs = categories.map((c) => c.slug) as [string, ...string[]];

const bySlug = new Map(categories.map((c) => [c.slug, c]));
const byAlias = new Map<string, Category>();
for (const c of categories) {
  byAlias.set(c.slug, c);
  byAlias.set(c.label.toLowerCase(), c);
  for (const alias of c.aliases) byAlias.set(alias, c);
}

/** Resolves a slug, label or alias (any case, surrounding spaces ignored) to its category. */
export function resolveCategory(input: string | null | undefined): Category | undefined {
  if (!input) return undefined;
  const key = input.trim().toLowerCase().replace(/\s+/g, ' ');
  return bySlug.get(key) ?? byAlias.get(key) ?? byAlias.get(key.replace(/-/g, ' '));
}

export function categoryLabel(slug: string): string {
  return bySlug.get(slug)?.label ?? slug;
}

export function categoryBadge(slug: string): string {
  return bySlug.get(slug)?.badge ?? 'bg-gray-100 text-gray-900';
}

/** Event categories that have their own colour (spec §3); anything else is grey. */
const eventCategoryBadges: Record<string, string> = {
  Festival: 'bg-fuchsia-100 text-fuchsia-900',
  Holiday: 'bg-red-100 text-red-900',
  Sports: 'bg-green-100 text-green-900',
  Community: 'bg-blue-100 text-blue-900',
  Food: 'bg-orange-100 text-orange-900',
  Cultural: 'bg-amber-100 text-amber-900',
  Market: 'bg-lime-100 text-lime-900',
  Entertainment: 'bg-purple-100 text-purple-900',
};

export const eventCategories = Object.keys(eventCategoryBadges);

export function eventCategoryBadge(category: string): string {
  return eventCategoryBadges[category] ?? 'bg-gray-100 text-gray-900';
}
