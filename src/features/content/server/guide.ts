/**
 * The visitor-guide texts (content/guide/**.yaml, the `guide` collection), with the identity placeholders
 * ({city}, {siteName} …) filled so a sister site keeps its own names.
 */
import { getCollection } from 'astro:content';
import { fillPlaceholders } from './placeholders.ts';
import type { GuidePage, GuidePath } from './guide-schema.ts';

/** Every text of the page with the site's identity filled in. */
function fill<T>(value: T): T {
  if (typeof value === 'string') return fillPlaceholders(value) as T;
  if (Array.isArray(value)) return value.map(fill) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)])) as T;
  return value;
}

let pages: Promise<Map<GuidePath, GuidePage>> | undefined;

/** Every guide page's texts, by the path of the page that shows them. */
export function guidePages(): Promise<Map<GuidePath, GuidePage>> {
  pages ??= getCollection('guide').then((entries) => new Map(entries.map(({ data }) => [data.page, fill(data)])));
  return pages;
}

/** The texts of the page at `path`. */
export async function guidePage<P extends GuidePath>(path: P): Promise<Extract<GuidePage, { page: P }>> {
  const found = (await guidePages()).get(path);
  if (!found) throw new Error(`content/guide has no file with page: ${path}`);
  return found as Extract<GuidePage, { page: P }>;
}
