/**
 * Read queries for public business listings. Public lists only ever return approved rows;
 * ranking is the "priority placement" the premium plan sells: active premium first, then featured, then name.
 * Matching and ordering are one SQL statement (src/features/search/server/directory-search.ts, its SQL in
 * search.queries.ts); rows are then read by primary key.
 */
import { inArray, sql } from 'drizzle-orm';
import { moderationStatus, type ModerationStatus } from '#src/features/admin/moderation.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';
import { businesses, type Business } from '#src/platform/server/db/schema.ts';
import {
  allDirectoryMatches,
  searchDirectory,
  searchWords,
  type DirectoryFilter,
} from '#src/features/search/server/directory-search.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { showsFeaturedBadge } from './featured-badge.queries.ts';
import { listingAttributesOf } from './attributes.queries.ts';
import type { ListingAttribute } from '#src/features/listings/attributes.ts';
import { orderByDistance } from '#src/features/places/server/places.queries.ts';
import { getApprovedRow } from '#src/features/revisions/server/approved-row.queries.ts';
import { site } from '#src/config/site.ts';
import { categoriesInGroup, categoryGroupLabel, categoryLabel, resolveCategory } from '#src/features/directory/categories.ts';
import type { GeoPoint } from '#src/features/places/places.ts';
import { localDayNumber, spotlightWindow } from '#src/features/listings/spotlight-rotation.ts';

export interface BusinessListFilter {
  /** Stored category slugs, any of which matches (resolved from `?category=` by the caller: a group is several). */
  categories?: readonly string[];
  /** Case-insensitive substring over name, description and category; every word must match. */
  q?: string;
  /** Topic words of which at least one must match (e.g. fishing: fishing, charter, marine). */
  anyOf?: string[];
  featured?: boolean;
  unclaimed?: boolean;
  /** 'rating': best average of approved reviews first (then more reviews); unrated ones keep public order. */
  sort?: 'rating';
  /** Only businesses open at this instant (`?open=now`). */
  openAt?: Date;
  /** Nearest first from this point, with distances (`?near=LAT,LON`); overrides `sort`. */
  near?: GeoPoint;
  /** Only listings with every one of these attributes (`?attr=waterfront`). */
  attributes?: readonly ListingAttribute[];
  limit?: number;
  offset?: number;
}

/** What the public may see of a business: no owner id, Stripe ids or billing dates. */
export interface PublicBusiness {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** The category label its owner chose ("Beauty & Wellness"); the row stores its slug. */
  category: string;
  /** The directory group the category belongs to ("Healthcare"): the filter and the badge colour. */
  categoryGroup: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  imageUrl: string | null;
  hours: Business['hours'];
  /** What the owner says the place offers (src/features/listings/attributes.ts), in that list's order. */
  attributes: ListingAttribute[];
  /** The Featured badge shows (admin-featured or active premium): `?featured=true` keeps these. */
  featured: boolean;
  approved: boolean;
  /** Moderation status; the public only ever sees 'approved' rows. */
  status: ModerationStatus;
  plan: 'free' | 'premium';
  subscriptionStatus: string | null;
  /** True while premium benefits apply (the Premium badge, priority placement). */
  premium: boolean;
  /** Whether an owner has claimed the listing (the owner is never named). */
  claimed: boolean;
  /** The map point; null when unknown. */
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export { showsFeaturedBadge };

export function toPublicBusiness(b: Business): PublicBusiness {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    description: b.description,
    category: categoryLabel(b.category),
    categoryGroup: categoryGroupLabel(b.category),
    address: b.address,
    phone: b.phone,
    email: b.email,
    website: b.website,
    imageUrl: b.imageUrl,
    hours: b.hours,
    attributes: listingAttributesOf(b.id),
    featured: showsFeaturedBadge(b),
    approved: b.approved,
    status: moderationStatus(b),
    plan: b.plan,
    subscriptionStatus: b.subscriptionStatus,
    premium: isActivePremium(b),
    claimed: b.ownerId !== null,
    latitude: b.latitude,
    longitude: b.longitude,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

const MAX_PAGE_SIZE = 100;

function directoryFilter(filter: BusinessListFilter): DirectoryFilter {
  return {
    categories: filter.categories,
    featured: filter.featured,
    unclaimed: filter.unclaimed,
    words: searchWords(filter.q),
    anyOf: filter.anyOf,
    openAt: filter.openAt,
    attributes: filter.attributes,
  };
}

type RowsStatement = { all: (args: Record<string, number>) => Business[] };

/** Rows by `n` ids, prepared once per id count: building the query anew costs more than running it. */
const rowsStatement = (n: number): RowsStatement =>
  preparedOnce(getDb(), `business rows by ${n} ids`, (db) => {
    const placeholders = Array.from({ length: n }, (_, i) => sql.placeholder(`i${i}`));
    return db.select().from(businesses).where(inArray(businesses.id, placeholders)).prepare() as unknown as RowsStatement;
  });

/** Full rows for `ids`, in the order of `ids`. */
function rowsByIds(ids: number[]): Business[] {
  if (ids.length === 0) return [];
  const rows = rowsStatement(ids.length).all(Object.fromEntries(ids.map((id, i) => [`i${i}`, id])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A row may have been unapproved between the search and this read: drop it rather than leak it.
  return ids.map((id) => byId.get(id)).filter((r): r is Business => !!r && r.approved);
}

const pageBounds = (filter: BusinessListFilter) => ({
  limit: Math.min(Math.max(filter.limit ?? 24, 0), MAX_PAGE_SIZE),
  offset: Math.max(filter.offset ?? 0, 0),
});

function pageOfIds(filter: BusinessListFilter, countAll: boolean): { ids: number[]; total: number } {
  const order = filter.sort === 'rating' ? 'rating' : 'public';
  return searchDirectory(getDb().$client, directoryFilter(filter), { ...pageBounds(filter), countAll, order });
}

/** One page of approved businesses in public order (or by rating, or by distance) and the number of all matches. */
export function findApprovedBusinesses(filter: BusinessListFilter = {}): {
  items: Business[];
  total: number;
  /** Kilometres from `near` (null: no point), when `near` was given. */
  distances?: Map<number, number | null>;
} {
  if (filter.near) return findApprovedBusinessesByDistance(filter, filter.near);
  const { ids, total } = pageOfIds(filter, true);
  return { items: rowsByIds(ids), total };
}

const allMatches = (filter: BusinessListFilter) => allDirectoryMatches(getDb().$client, directoryFilter(filter));

/** Every match (open now ones only, when asked) ordered by distance from `near`. */
function findApprovedBusinessesByDistance(filter: BusinessListFilter, near: GeoPoint) {
  const { limit, offset } = pageBounds(filter);
  const { ids, distances } = orderByDistance(allMatches(filter), near);
  return { items: rowsByIds(ids.slice(offset, offset + limit)), total: ids.length, distances };
}

/** One page of approved businesses in public order, without counting every match. */
export function listApprovedBusinesses(filter: BusinessListFilter = {}): Business[] {
  return rowsByIds(pageOfIds({ ...filter, sort: undefined }, false).ids);
}

export function countApprovedBusinesses(filter: Omit<BusinessListFilter, 'limit' | 'offset'> = {}): number {
  return searchDirectory(getDb().$client, directoryFilter(filter), { limit: 0, offset: 0 }).total;
}

/**
 * Home spotlight: today's turn of the approved listings that show the Featured badge (admin pick or
 * active premium), `size` of them, rotating every site-local day (src/features/listings/spotlight-rotation.ts). Read on every
 * request, so it follows a change of the badge set at once.
 */
export function listSpotlightBusinesses({ now = new Date(), size = 3 }: { now?: Date; size?: number } = {}): Business[] {
  const eligible = allDirectoryMatches(getDb().$client, { featured: true });
  return rowsByIds(spotlightWindow(eligible, localDayNumber(now, site.timeZone), size));
}

/** One approved business for its public page; unapproved ones are "not found" to the public. */
export const getApprovedBusiness = ({ id }: { id: number }): Business | undefined => getApprovedRow(businesses, id);

/**
 * Up to `limit` other approved businesses of the same directory group, in public order, those of the very
 * same category first (a Beauty & Wellness page shows other salons before the clinic).
 */
export function listRelatedBusinesses({ id, category, limit = 3 }: { id: number; category: string; limit?: number }): Business[] {
  const own = resolveCategory(category);
  const slugs = own ? categoriesInGroup(own.group).map((c) => c.slug) : [category];
  const client = getDb().$client;
  const others = (categories: string[]) =>
    searchDirectory(client, { categories }, { limit: limit + 1, offset: 0, countAll: false }).ids.filter((x) => x !== id);
  const same = others([category]);
  const rest = same.length >= limit ? [] : others(slugs).filter((x) => !same.includes(x));
  return rowsByIds([...same, ...rest].slice(0, limit));
}
