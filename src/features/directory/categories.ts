/**
 * The one business category taxonomy. The spec has three lists: the
 * directory filter (nine names), the signup form (fifteen, plus Lodging) and the badge colours (eight).
 * Here they become two levels:
 * - the nine directory **groups**, which the directory filters by and which give a badge its colour;
 * - the **categories** an owner chooses from, each in exactly one group. A listing stores the slug of the
 *   category its owner chose, and shows that category's label.
 * Every group has a category of its own with the same slug and label-like name ("Recreation & Tours",
 * "Museums & History"…), so a group name is also a valid choice and rows from before this taxonomy (which
 * stored only the group) keep their group. Browser-safe.
 */

export interface CategoryGroup {
  slug: string;
  /** The directory filter's name for the group. */
  label: string;
  /** Tailwind classes for the badge; text colour meets WCAG AA on the background. */
  badge: string;
  /** Other names of the group that `?category=` accepts (spec badge names, words other pages link with). */
  aliases: readonly string[];
}

export interface Category {
  slug: string;
  /** The label as the signup form shows it. */
  label: string;
  group: CategoryGroup;
  /** The most fitting schema.org type for the business page's JSON-LD. */
  schemaType: string;
  aliases: readonly string[];
}

const group = (slug: string, label: string, badge: string, aliases: readonly string[] = []): CategoryGroup => ({
  slug,
  label,
  badge,
  aliases,
});

/** The directory's nine groups, in the spec's dropdown order. */
export const categoryGroups: readonly CategoryGroup[] = [
  group('restaurant', 'Restaurants', 'bg-orange-100 text-orange-900', ['dining', 'food', 'cafe', 'bar']),
  group('recreation', 'Recreation & Tours', 'bg-cyan-100 text-cyan-900', ['tours', 'tour', 'marine', 'charters']),
  group('museums', 'Museums & History', 'bg-amber-100 text-amber-900', ['museum', 'history', 'cultural']),
  group('services', 'Services', 'bg-slate-200 text-slate-900', ['service']),
  group('retail', 'Retail', 'bg-pink-100 text-pink-900', ['shop', 'shops', 'shopping']),
  group('healthcare', 'Healthcare', 'bg-red-100 text-red-900', ['health', 'medical']),
  group('real-estate', 'Real Estate', 'bg-emerald-100 text-emerald-900', ['realestate', 'realty']),
  group('entertainment', 'Entertainment', 'bg-purple-100 text-purple-900', ['attractions', 'nightlife']),
  group('lodging', 'Lodging', 'bg-blue-100 text-blue-900', ['hotel', 'hotels', 'places to stay', 'accommodations', 'rentals']),
];

const groupBySlug = new Map(categoryGroups.map((g) => [g.slug, g]));
const inGroup = (slug: string): CategoryGroup => groupBySlug.get(slug)!;

const category = (
  slug: string,
  label: string,
  groupSlug: string,
  schemaType: string,
  aliases: readonly string[] = [],
): Category => ({ slug, label, group: inGroup(groupSlug), schemaType, aliases });

/**
 * Every category, in the order the signup and edit forms offer them: the spec's signup list, with the
 * three directory groups it has no choice for (Lodging, Recreation & Tours, Museums & History) placed
 * beside their neighbours.
 */
export const categories: readonly Category[] = [
  category('restaurant', 'Restaurant', 'restaurant', 'Restaurant'),
  category('retail', 'Retail', 'retail', 'Store'),
  category('services', 'Services', 'services', 'LocalBusiness'),
  category('entertainment', 'Entertainment', 'entertainment', 'EntertainmentBusiness'),
  category('tourism', 'Tourism', 'recreation', 'LocalBusiness'),
  category('recreation', 'Recreation & Tours', 'recreation', 'LocalBusiness'),
  category('lodging', 'Lodging', 'lodging', 'LodgingBusiness'),
  category('museums', 'Museums & History', 'museums', 'Museum'),
  category('healthcare', 'Healthcare', 'healthcare', 'MedicalBusiness'),
  category('professional-services', 'Professional Services', 'services', 'ProfessionalService', ['professional']),
  category('real-estate', 'Real Estate', 'real-estate', 'RealEstateAgent'),
  category('automotive', 'Automotive', 'services', 'AutomotiveBusiness', ['auto']),
  category('beauty-wellness', 'Beauty & Wellness', 'healthcare', 'HealthAndBeautyBusiness', [
    'beauty',
    'wellness',
    'beauty and wellness',
  ]),
  category('home-garden', 'Home & Garden', 'services', 'HomeAndConstructionBusiness', ['home and garden']),
  category('technology', 'Technology', 'services', 'LocalBusiness', ['tech']),
  category('education', 'Education', 'services', 'EducationalOrganization'),
  category('sports-recreation', 'Sports & Recreation', 'recreation', 'SportsActivityLocation', [
    'sports',
    'sports and recreation',
  ]),
  category('other', 'Other', 'services', 'LocalBusiness'),
];

export const categorySlugs = categories.map((c) => c.slug) as [string, ...string[]];
export const categoryGroupSlugs = categoryGroups.map((g) => g.slug) as [string, ...string[]];

/** Lower case, single spaces, '-' and '_' as spaces: 'Beauty-Wellness ' and 'beauty wellness' are one key. */
const normalize = (input: string): string =>
  input
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');

const categoryByKey = new Map<string, Category>();
for (const c of categories)
  for (const name of [c.slug, c.label, ...c.aliases]) {
    categoryByKey.set(normalize(name), c);
    categoryByKey.set(normalize(name.replace(/&/g, '')), c);
  }
const groupByKey = new Map<string, CategoryGroup>();
for (const g of categoryGroups) for (const name of [g.slug, g.label, ...g.aliases]) groupByKey.set(normalize(name), g);

/** The group named by a slug, label or alias (any case); undefined for anything else. */
export function resolveCategoryGroup(input: string | null | undefined): CategoryGroup | undefined {
  return input ? groupByKey.get(normalize(input)) : undefined;
}

/**
 * The category an owner means by a slug, label or alias (any case). A group's name means the group's
 * own category ('Restaurants' → Restaurant, 'Health' → Healthcare), as stored before this taxonomy.
 */
export function resolveCategory(input: string | null | undefined): Category | undefined {
  if (!input) return undefined;
  const key = normalize(input);
  const found = categoryByKey.get(key);
  if (found) return found;
  const g = groupByKey.get(key);
  return g ? categoryByKey.get(g.slug) : undefined;
}

/** The categories of a group, in form order. */
export const categoriesInGroup = (g: CategoryGroup): Category[] => categories.filter((c) => c.group === g);

/** A stored slug (or a label) → the label to show; an unknown value is shown as it is. */
export const categoryLabel = (value: string): string => resolveCategory(value)?.label ?? value;

/** A stored slug (or a label) → its directory group's label; an unknown value is shown as it is. */
export const categoryGroupLabel = (value: string): string => resolveCategory(value)?.group.label ?? value;

/** The badge colour of a category is its group's. */
export const categoryBadge = (value: string): string => resolveCategory(value)?.group.badge ?? 'bg-gray-100 text-gray-900';

/** Event categories that have their own colour; anything else is grey. */
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
