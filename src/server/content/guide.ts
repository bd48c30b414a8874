/**
 * The visitor-guide texts (content/guide/**.yaml, the `guide` collection), with {city}, {siteName} and
 * {noaaStation} filled from the site's identity so a sister site keeps its own names.
 */
import { getCollection } from 'astro:content';
import { site } from '@/config/site';
import type { GuidePage, GuidePath } from './guide-schema';

const values: Record<string, string> = { city: site.city, siteName: site.name, noaaStation: site.noaaStation };

function fill<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token) as T;
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
