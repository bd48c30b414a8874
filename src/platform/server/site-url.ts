/** The one way to make an absolute URL on this site (JSON-LD, feeds, sitemap, mails): SITE_URL + path (+ query). */
import { env } from '#src/config/env.ts';

export function absoluteUrl(path: string, query?: Record<string, string>): string {
  const url = new URL(path, `${env.siteUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.href;
}
