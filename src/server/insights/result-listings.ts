/**
 * Which listings a directory or search page showed, remembered per URL when the page is rendered so
 * that the same page answered later from the response cache still counts its impressions.
 */
export interface ResultListing {
  ids: number[];
  term?: string;
}

const MAX = 2_000;
const listings = new Map<string, ResultListing>();

/** Search terms are counted lower-cased with single spaces; long ones are cut (no free-text storage). */
function normaliseTerm(q: string | undefined): string | undefined {
  const term = (q ?? '').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
  return term === '' ? undefined : term;
}

export function rememberResultListing(url: URL, ids: number[], q?: string): void {
  const key = url.pathname + url.search;
  if (listings.size >= MAX && !listings.has(key)) listings.delete(listings.keys().next().value!);
  listings.set(key, { ids, term: normaliseTerm(q) });
}

export function recallResultListing(pathAndSearch: string): ResultListing | undefined {
  return listings.get(pathAndSearch);
}
