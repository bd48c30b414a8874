/**
 * Which listings a directory or search page shows, asked again when a browser reports the page seen:
 * the page may have come from a shared cache, so what it showed is worked out from its URL by the same
 * loaders the pages use.
 */
import { parseDirectoryQuery } from '#src/features/directory/directory.ts';
import { loadDirectoryPage } from '#src/features/search/server/directory-page.ts';
import { searchSite } from '#src/features/search/server/site-search.ts';

interface ResultListing {
  ids: number[];
  term?: string;
}

/** Search terms are counted lower-cased with single spaces; long ones are cut (no free-text storage). */
function normaliseTerm(q: string | undefined): string | undefined {
  const term = (q ?? '').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
  return term === '' ? undefined : term;
}

/** The listings `page` (/business-directory or /search with its query) shows, and its search term. */
export async function shownListings(page: URL): Promise<ResultListing | undefined> {
  if (page.pathname === '/business-directory') {
    const query = parseDirectoryQuery(page.searchParams);
    return { ids: loadDirectoryPage(query).items.map((b) => b.id), term: normaliseTerm(query.q) };
  }
  if (page.pathname === '/search') {
    const results = await searchSite(page.searchParams.get('q') ?? '');
    if (!results) return undefined;
    return { ids: results.businesses.items.map((b) => b.id), term: normaliseTerm(results.correctedQ ?? results.q) };
  }
  return undefined;
}
