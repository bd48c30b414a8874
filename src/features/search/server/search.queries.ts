/** Site search over the database: approved businesses and approved events (articles live in content/). */
import { categoryGroupLabel, categoryLabel } from '#src/features/directory/categories.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { findApprovedBusinesses } from '#src/features/listings/server/businesses.queries.ts';
import { searchApprovedEvents } from '#src/features/events/server/events.queries.ts';
import { countWords, vocabularyOf } from './spelling.ts';
import type { Business, Event } from '#src/platform/server/db/schema.ts';

export interface DbSearchResults {
  businesses: { items: Business[]; total: number };
  events: { items: Event[]; total: number };
}

export function searchListings({ q, limit = 12 }: { q: string; limit?: number }): DbSearchResults {
  return {
    businesses: findApprovedBusinesses({ q, limit }),
    events: searchApprovedEvents({ q, limit }),
  };
}

/**
 * Adds the words visitors can find in listings (business names and categories, upcoming event titles) to `counts`,
 * for spelling. Read anew each time, so a new listing's name can be a correction at once.
 */
export function countListingWords(counts: Map<string, number>, { now = new Date() }: { now?: Date } = {}): Map<string, number> {
  const client = getDb().$client;
  // The approved names' words and counts, from the index the database keeps of them (see the search migration).
  const nameWords = client.prepare('select term, cnt from businesses_search_words_vocab').all() as {
    term: string;
    cnt: number;
  }[];
  for (const { term, cnt } of nameWords) countWords(counts, term, cnt);
  const byCategory = client
    .prepare('select category, count(*) as n from businesses where approved = 1 group by category')
    .all() as { category: string; n: number }[];
  for (const { category, n } of byCategory) countWords(counts, `${categoryLabel(category)} ${categoryGroupLabel(category)}`, n);
  const titles = client.prepare('select title from events where approved = 1 and end_date >= ?').pluck().all(now.getTime());
  return vocabularyOf(titles as string[], counts);
}
