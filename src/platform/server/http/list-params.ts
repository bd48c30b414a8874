/**
 * Query-string validation for the public list endpoints (/api/businesses, /api/events).
 * Unknown parameters are ignored (cache busters); known ones with bad values are a 400.
 */
import { z } from 'zod';
import { parseCategoryParam, MAX_QUERY_LENGTH } from '#src/features/directory/directory.ts';
import { parseNear, type GeoPoint } from '#src/features/places/places.ts';
import { inListOrder, isListingAttribute, listingAttributes, type ListingAttribute } from '#src/features/listings/attributes.ts';
import { fieldErrors, jsonError } from './json.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .transform((v) => (v === '' ? undefined : v === 'true' || v === '1'));

/** A whole number of at most 7 digits; values past `max` are clamped (a client asking for more simply gets a full page). */
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .transform((v) => Math.min(Number(v), max))
    .pipe(z.number().int().min(min, `must be at least ${min}`));

const DEFAULT_API_LIMIT = 100;

const businessListSchema = z.object({
  featured: flag.optional(),
  // Accepted for compatibility with the spec's client; the public API only ever lists approved rows.
  approved: flag.optional(),
  unclaimed: flag.optional(),
  category: z.string().max(100, 'is too long').optional(),
  q: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
  limit: int(1, 100).optional(),
  offset: int(0, 1_000_000).optional(),
  sort: z.enum(['rating'], { error: "must be 'rating'" }).optional(),
  // Issue 18: only businesses open at the moment of the request (America/Chicago, special hours included).
  open: z.enum(['now', ''], { error: "must be 'now'" }).optional(),
  // Issue 18: nearest first from the visitor's point; the point is used for this answer only, never stored.
  near: z
    .string()
    .max(60, 'is too long')
    .refine((v) => v.trim() === '' || parseNear(v) !== null, 'must be LAT,LON in decimal degrees')
    .optional(),
  // Only listings whose owner set every attribute named (comma-separated: `waterfront,pet-friendly`).
  attr: z
    .string()
    .max(200, 'is too long')
    .refine(
      (v) => v.split(',').every((a) => a.trim() === '' || isListingAttribute(a.trim())),
      `must be one or more of ${listingAttributes.join(', ')}, comma-separated`,
    )
    .optional(),
});

export interface BusinessListParams {
  featured?: boolean;
  unclaimed?: boolean;
  /** Stored category slugs the `category` parameter selects (a group is several). */
  categories?: readonly string[];
  anyOf?: string[];
  q?: string;
  sort?: 'rating';
  openNow?: boolean;
  near?: GeoPoint;
  attributes?: ListingAttribute[];
  limit: number;
  offset: number;
}

type Parsed<T> = { ok: true; params: T } | { ok: false; response: Response };

function firstValues(url: URL, keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = url.searchParams.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

function invalid(issues: z.core.$ZodIssue[]): Response {
  const errors = fieldErrors(issues);
  const [field, messages] = Object.entries(errors)[0] ?? ['_', ['is invalid']];
  return jsonError(400, `Invalid query parameter ${field}: ${messages[0]}`, errors);
}

export function parseBusinessListParams(url: URL): Parsed<BusinessListParams> {
  const parsed = businessListSchema.safeParse(firstValues(url, Object.keys(businessListSchema.shape)));
  if (!parsed.success) return { ok: false, response: invalid(parsed.error.issues) };
  const { featured, unclaimed, category, q, sort, open, near, attr, limit = DEFAULT_API_LIMIT, offset = 0 } = parsed.data;
  const attributes = inListOrder((attr ?? '').split(',').map((a) => a.trim()));
  const cat = parseCategoryParam(category ?? null);
  if (!cat.ok) return { ok: false, response: jsonError(400, cat.error, { category: [cat.error] }) };
  return {
    ok: true,
    params: {
      featured,
      unclaimed,
      categories: cat.category?.slugs,
      anyOf: cat.topic?.anyOf,
      q: q?.trim() || undefined,
      sort,
      openNow: open === 'now' || undefined,
      near: parseNear(near) ?? undefined,
      attributes: attributes.length > 0 ? attributes : undefined,
      limit,
      offset,
    },
  };
}

const eventListSchema = z.object({
  approved: flag.optional(),
  limit: int(1, 100).optional(),
  offset: int(0, 1_000_000).optional(),
});

export function parseEventListParams(url: URL, defaultLimit: number): Parsed<{ limit: number; offset: number }> {
  const parsed = eventListSchema.safeParse(firstValues(url, Object.keys(eventListSchema.shape)));
  if (!parsed.success) return { ok: false, response: invalid(parsed.error.issues) };
  return { ok: true, params: { limit: parsed.data.limit ?? defaultLimit, offset: parsed.data.offset ?? 0 } };
}
