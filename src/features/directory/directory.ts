/**
 * The directory's query language, shared by the page, the JSON API and the search island, so a
 * URL means the same thing everywhere: `q` (search words), `category` (a group or one category, by
 * slug, label or alias, any case), `attr` (what the place offers), `page`. Browser-safe.
 */
import { inListOrder, type ListingAttribute } from '#src/features/listings/attributes.ts';
import { categoriesInGroup, categoryGroups, resolveCategory, resolveCategoryGroup, type CategoryGroup } from './categories.ts';
import { formatNear, parseNear, type GeoPoint } from '#src/features/places/places.ts';

export const DIRECTORY_PAGE_SIZE = 24;
export const MAX_QUERY_LENGTH = 200;

/**
 * Topics linked from other pages that are narrower than a category: `?category=fishing` shows
 * Recreation & Tours listings that mention fishing, charters or marine services (the spec's
 * fishing rule), not every kayak rental.
 */
const categoryTopics: Record<string, { group: string; label: string; anyOf: string[] }> = {
  fishing: { group: 'recreation', label: 'Fishing', anyOf: ['fishing', 'charter', 'marine'] },
  charters: { group: 'recreation', label: 'Fishing charters', anyOf: ['charter'] },
};

/**
 * What `?category=` selects: a whole directory group (every category in it) or one category. `slug` is
 * the canonical URL value; `slugs` are the stored category slugs that match.
 */
export interface CategoryFilter {
  kind: 'group' | 'category';
  slug: string;
  label: string;
  slugs: readonly string[];
  /** The group itself, or the one the category belongs to (the dropdown shows it). */
  group: CategoryGroup;
}

const groupFilter = (g: CategoryGroup): CategoryFilter => ({
  kind: 'group',
  slug: g.slug,
  label: g.label,
  slugs: categoriesInGroup(g).map((c) => c.slug),
  group: g,
});

/**
 * A group's name wins over its own category's (`services` is every service, not only listings that chose
 * plain "Services"); any other category name selects that category alone (`tourism`, `Beauty & Wellness`).
 */
export function resolveCategoryFilter(input: string | null | undefined): CategoryFilter | undefined {
  const g = resolveCategoryGroup(input);
  if (g) return groupFilter(g);
  const c = resolveCategory(input);
  return c && { kind: 'category', slug: c.slug, label: c.label, slugs: [c.slug], group: c.group };
}

export interface DirectoryQuery {
  q: string;
  /** Resolved group or category, if any. */
  category?: CategoryFilter;
  /** Set when `category` named a topic such as fishing. */
  topic?: { key: string; label: string; anyOf: string[] };
  page: number;
  /** 'rating': highest rated first (approved reviews); '' is the public order (premium first). */
  sort: DirectorySort;
  /** `open=now`: only businesses open at this moment. */
  open?: boolean;
  /** `near=LAT,LON`: nearest first, distance on each card. */
  near?: GeoPoint;
  /** `attr=waterfront,pet-friendly`: only listings whose owner set every one, in the attribute list's order. */
  attributes?: ListingAttribute[];
}

export type DirectorySort = '' | 'rating';
export const sortOptions: { value: DirectorySort; label: string }[] = [
  { value: '', label: 'Sort: Recommended' },
  { value: 'rating', label: 'Sort: Highest rated' },
];
const parseSort = (raw: string | null): DirectorySort => (raw === 'rating' ? 'rating' : '');

const ALL = new Set(['', 'all', 'all categories']);

/** Resolves a `category` parameter: '' / 'all' means none; unknown values are an error. */
export function parseCategoryParam(
  raw: string | null,
): { ok: true; category?: CategoryFilter; topic?: DirectoryQuery['topic'] } | { ok: false; error: string } {
  const value = (raw ?? '').trim().toLowerCase();
  if (ALL.has(value)) return { ok: true };
  if (value.length > 100) return { ok: false, error: 'Unknown category' };
  // Own keys only: `__proto__` or `constructor` is an unknown category, not Object.prototype's.
  const topic = Object.hasOwn(categoryTopics, value) ? categoryTopics[value] : undefined;
  if (topic)
    return {
      ok: true,
      category: groupFilter(resolveCategoryGroup(topic.group)!),
      topic: { key: value, label: topic.label, anyOf: topic.anyOf },
    };
  const category = resolveCategoryFilter(value);
  return category ? { ok: true, category } : { ok: false, error: `Unknown category: ${raw}` };
}

/**
 * The page's `attr` values: comma-separated (the island's URL) or repeated (the GET form's checkboxes). Unknown
 * names are dropped, where the API answers 400: a page shows what it can.
 */
const parseAttrParams = (values: readonly string[]): ListingAttribute[] =>
  inListOrder(values.flatMap((v) => v.split(',')).map((a) => a.trim()));

/** Parses the directory page's query string. The page is lenient: bad values fall back to defaults. */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const cat = parseCategoryParam(params.get('category'));
  const pageRaw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 10_000 ? pageRaw : 1;
  const sort = parseSort(params.get('sort'));
  const near = parseNear(params.get('near'));
  // Set only when asked for, so a plain directory state stays { q, page, sort }.
  const attributes = parseAttrParams(params.getAll('attr'));
  const asked = {
    ...(params.get('open') === 'now' ? { open: true } : {}),
    ...(near ? { near } : {}),
    ...(attributes.length > 0 ? { attributes } : {}),
  };
  return cat.ok ? { q, category: cat.category, topic: cat.topic, page, sort, ...asked } : { q, page, sort, ...asked };
}

/** The canonical query string for a directory state (stable order, defaults omitted). */
export function directorySearch({ q, category, topic, page, sort, open, near, attributes }: Partial<DirectoryQuery>): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (topic) params.set('category', topic.key);
  else if (category) params.set('category', category.slug);
  if (sort) params.set('sort', sort);
  if (open) params.set('open', 'now');
  if (near) params.set('near', formatNear(near));
  if (attributes?.length) params.set('attr', attributes.join(','));
  if (page && page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Dropdown options: the nine groups in the spec's order, 'All Categories' first. */
export const categoryOptions: { value: string; label: string }[] = [
  { value: '', label: 'All Categories' },
  ...categoryGroups.map((g) => ({ value: g.slug, label: g.label })),
];

/**
 * The dropdown for a directory state: the nine groups, plus the one category the URL names when it names
 * a single category (`?category=tourism`), right below its group so the control shows what is applied.
 */
export function categoryOptionsFor(filter: CategoryFilter | undefined): { value: string; label: string }[] {
  if (filter?.kind !== 'category') return categoryOptions;
  const at = categoryOptions.findIndex((o) => o.value === filter.group.slug);
  const own = { value: filter.slug, label: `${filter.group.label}: ${filter.label}` };
  return [...categoryOptions.slice(0, at + 1), own, ...categoryOptions.slice(at + 1)];
}

/** `/business/42-fins-grill`: the canonical public path of a business. */
export function businessPath(b: { id: number; slug?: string | null }): string {
  return b.slug ? `/business/${b.id}-${b.slug}` : `/business/${b.id}`;
}

/** `/business/42` or `/business/42-anything` → 42; anything else → null. */
export function parseBusinessRouteId(param: string | undefined): number | null {
  const m = /^([1-9]\d{0,15})(?:-[a-z0-9-]*)?$/i.exec(param ?? '');
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/** The spec's count line, 'N businesses found', in the singular for one ("1 businesses found"). */
export const countLine = (n: number): string => `${n} ${n === 1 ? 'business' : 'businesses'} found`;
