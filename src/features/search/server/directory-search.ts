/**
 * The directory's search: approved businesses that match a filter, in the public order (active premium, then
 * featured, then name), a page of ids and the number of all matches.
 *
 * A visitor's word matches a listing when it occurs, case-insensitively, in its name, description or category (slug,
 * label or directory group's label); every word must match. Words of three letters or more go through the trigram
 * full-text index `businesses_search` (kept in step with `businesses` by triggers, so a write shows on the next
 * search); shorter ones, which a trigram index cannot look up, through LIKE. A category's label and group label are
 * not in the index: a word that occurs in them selects the categories they name.
 *
 * Visitors' words are read as they mean them: a plural also matches its singular ("bars" finds "Barnacle Bar"), an
 * everyday word or phrase also finds the categories and attributes it means ("hotel" finds every lodging listing,
 * "dog friendly" every pet-friendly one, see src/features/search/everyday-words.ts), and small words such as "with"
 * and "a" are left out when there are others. With words, a listing whose name has one comes first (rankOf).
 * This file sorts the words by those rules; the SQL is in ./search.queries.ts.
 */
import type Database from 'better-sqlite3';
import { categories } from '#src/features/directory/categories.ts';
import { rebuildStaleOpenHours } from '#src/features/places/server/open-hours.queries.ts';
import { everydayAttributeWords, everydayWords, featureWords } from '#src/features/search/everyday-words.ts';
import { singularOf } from '#src/features/search/singular.ts';
import { meantBy, termsOf, type TermCategories, type TermMap } from '#src/features/search/term-categories.ts';
import type { ListingAttribute } from '#src/features/listings/attributes.ts';
import {
  directoryCount,
  directoryIds,
  ratedDirectoryIds,
  type DirectoryQuery,
  type WordRank,
  type WordTest,
} from './search.queries.ts';

export interface DirectoryFilter {
  /** Stored category slugs, any of which matches (a directory group is several). */
  categories?: readonly string[];
  /** Shows the Featured badge: the admin's feature switch, or active premium. */
  featured?: boolean;
  unclaimed?: boolean;
  /** Only listings open at this instant (`?open=now`). */
  openAt?: Date;
  /** Only listings whose owner set every one of these (`?attr=waterfront`). */
  attributes?: readonly ListingAttribute[];
  /** Every word must occur (case-insensitive substring) in name, description or category. */
  words?: readonly string[];
  /** At least one of these must occur (topic filters such as fishing). */
  anyOf?: readonly string[];
}

/** Splits a visitor's query into lower-cased words; blank gives none. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 10);
}

/** The stored category slugs whose label or group label (not their slug: the index has it) contain `word`. */
function categoriesNamed(word: string): string[] {
  return categories
    .filter((c) => c.label.toLowerCase().includes(word) || c.group.label.toLowerCase().includes(word))
    .map((c) => c.slug);
}

/**
 * LIKE folds ASCII letters only: a short word is also tried with each other letter upper-cased ("ø" finds "Ørsted"),
 * at most four spellings for the two letters a short word has.
 */
function caseSpellings(word: string): string[] {
  let spellings = [''];
  for (const c of word) {
    const upper = c.toUpperCase();
    const forms = /[a-z]/i.test(c) || upper === c || [...upper].length !== 1 ? [c] : [c, upper];
    spellings = spellings.flatMap((s) => forms.map((f) => s + f));
  }
  return spellings;
}

const indexable = (word: string) => [...word].length >= 3;

/** One listing has one of `words` in its text (one word: it has that word). */
const anyWord = (words: readonly string[]): WordTest => ({
  indexed: words.filter(indexable),
  spellings: words.filter((w) => !indexable(w)).flatMap(caseSpellings),
  categories: [...new Set(words.flatMap(categoriesNamed))],
  attributes: [],
});

/** The term maps search reads words with (other languages' maps join these lists). */
const TERM_MAPS: readonly TermCategories[] = [everydayWords];
const ATTRIBUTE_MAPS: readonly TermMap<ListingAttribute>[] = [everydayAttributeWords];
/** Every map, for the phrases they name. */
const ALL_MAPS: readonly TermMap[] = [...TERM_MAPS, ...ATTRIBUTE_MAPS];

/**
 * What to look for to find a term or its singular: the singular alone when the plural contains it ("bars" → "bar",
 * which every "bars" also matches), so the term can join the one MATCH; both otherwise ("bakeries", "bakery").
 */
const spellingsOf = (term: string): string[] => {
  const singular = singularOf(term);
  if (!singular) return [term];
  return term.includes(singular) ? [singular] : [term, singular];
};

/**
 * One listing has the term (or its singular) in its text, is in a category the term names or means, or has an
 * attribute the term means ("dog friendly": pet-friendly).
 */
function termTest(term: string): WordTest {
  const test = anyWord(spellingsOf(term));
  const singular = singularOf(term);
  const meant = meantBy(term, TERM_MAPS, singular);
  return {
    ...test,
    categories: [...new Set([...test.categories, ...meant])],
    attributes: meantBy(term, ATTRIBUTE_MAPS, singular),
  };
}

/**
 * How matches of `terms` are ordered: a listing whose name has a term first ("bars": Barnacle Bar & Grill), then one in
 * a category or with an attribute a term means (a restaurant, a pet-friendly place), then the rest (the words are in
 * its description); the public order within each.
 */
function rankOf(terms: readonly string[]): WordRank {
  const spellings = terms.flatMap(spellingsOf);
  const tests = terms.map(termTest);
  return {
    nameIndexed: spellings.filter(indexable),
    nameSpellings: spellings.filter((w) => !indexable(w)).flatMap(caseSpellings),
    categories: [...new Set(tests.flatMap((t) => t.categories))],
    attributes: [...new Set(tests.flatMap((t) => t.attributes))],
  };
}

function queryOf(filter: DirectoryFilter): DirectoryQuery {
  const { categories, featured, unclaimed, openAt, attributes } = filter;
  const terms = termsOf(filter.words ?? [], ALL_MAPS);
  // No field holds a NUL: such a word matches nothing (and FTS5 would refuse it).
  const inNoField = (w: string) => w.includes('\u0000');
  if (terms.some(inNoField)) return { indexed: [], tests: [], none: true };
  // Terms with one spelling and no category or attribute are one MATCH together; the others each need their own test.
  const plain = (t: string) => termTest(t).categories.length === 0 && termTest(t).attributes.length === 0;
  const alone = terms.filter((t) => plain(t) && spellingsOf(t).length === 1);
  const indexed = alone.map((t) => spellingsOf(t)[0]!).filter(indexable);
  const tests = terms.filter((t) => !alone.includes(t) || !indexable(spellingsOf(t)[0]!)).map(termTest);
  if (filter.anyOf?.length) tests.push(anyWord(filter.anyOf.map((w) => w.toLowerCase()).filter((w) => !inNoField(w))));
  const rank = terms.length > 0 ? rankOf(terms) : undefined;
  return { categories, featured, unclaimed, openAt, attributes, indexed, tests, rank };
}

/** The query for `filter`, once the open-now tables hold every listing's current hours when it asks about them. */
function prepareQuery(client: Database.Database, filter: DirectoryFilter): DirectoryQuery {
  if (filter.openAt) rebuildStaleOpenHours(client);
  return queryOf(filter);
}

/** One page of ids, plus the number of all matches. */
export function searchDirectory(
  client: Database.Database,
  filter: DirectoryFilter,
  page: DirectoryPage,
): { ids: number[]; total: number } {
  const found = searchAsTyped(client, filter, page);
  const looser = withoutFeatureWords(filter);
  return found.total === 0 && looser ? searchAsTyped(client, looser, page) : found;
}

/**
 * The filter without its words about features (a view, waterfront), when it has some and other words too: few
 * listings record their attributes yet, so such a word narrows a search only while some listing has it (set, or in its
 * text), and is let go when none does, so that "dinner with a view" still finds restaurants.
 */
function withoutFeatureWords(filter: DirectoryFilter): DirectoryFilter | undefined {
  const words = filter.words ?? [];
  const kept = words.filter((w) => !featureWords.has(w));
  return kept.length < words.length && kept.length > 0 ? { ...filter, words: kept } : undefined;
}

/**
 * Which page, and in what order: the public order, or `rating` (best average of approved reviews first, then more
 * reviews, then public order; listings without reviews follow in public order).
 */
export interface DirectoryPage {
  limit: number;
  offset: number;
  /** False skips the count, which is then the page's length: for callers that show none, e.g. related listings. */
  countAll?: boolean;
  order?: 'public' | 'rating';
}

function searchAsTyped(
  client: Database.Database,
  filter: DirectoryFilter,
  page: DirectoryPage,
): { ids: number[]; total: number } {
  const query = prepareQuery(client, filter);
  return page.order === 'rating' ? pageByRating(client, query, filter, page) : pageOf(client, query, filter, page);
}

/**
 * The order by rating as two reads that each stop at the page: the reviewed matches (few), then as many of the others
 * as the page still needs, from the public order's index.
 */
function pageByRating(
  client: Database.Database,
  query: DirectoryQuery,
  filter: DirectoryFilter,
  { limit, offset, countAll = true }: DirectoryPage,
): { ids: number[]; total: number } {
  const rated = ratedDirectoryIds(client, query);
  const head = rated.slice(offset, offset + limit);
  // No reviewed match: the others are every match, and their count is the public order's (kept, see directoryCount).
  const rest = pageOf(client, rated.length > 0 ? { ...query, unrated: true } : query, filter, {
    limit: limit - head.length,
    offset: Math.max(0, offset - rated.length),
    countAll,
  });
  const ids = [...head, ...rest.ids];
  return { ids, total: countAll ? rated.length + rest.total : ids.length };
}

function pageOf(
  client: Database.Database,
  query: DirectoryQuery,
  filter: DirectoryFilter,
  { limit, offset, countAll = true }: DirectoryPage,
): { ids: number[]; total: number } {
  // With words, every match's id in one statement, sliced here, costs less than the full-text lookup run twice (for a
  // page and for the count); without, the order index gives a page and a count directly.
  if (countAll && (filter.words?.length || filter.anyOf?.length)) {
    const all = directoryIds(client, query);
    return { ids: all.slice(offset, offset + limit), total: all.length };
  }
  if (!countAll) {
    const ids = directoryIds(client, query, { limit, offset });
    return { ids, total: ids.length };
  }
  // The count first: it is kept while the data stays the same (directoryCount), and a page past the end (an old link,
  // or Open now at night) then reads nothing, where walking the order to find it empty reads every match.
  const total = directoryCount(client, query);
  if (offset >= total) return { ids: [], total };
  // Reaching a page walks the index past every match before it: one nearer the end is read from the end backwards.
  const fromEnd = total - offset - limit;
  if (fromEnd >= offset) return { ids: directoryIds(client, query, { limit, offset }), total };
  const n = Math.min(limit, total - offset);
  return { ids: directoryIds(client, query, { limit: n, offset: Math.max(fromEnd, 0), backwards: true }).reverse(), total };
}

/** Every match's id, in public order (for orders made afterwards: rating, distance). */
export function allDirectoryMatches(client: Database.Database, filter: DirectoryFilter): number[] {
  const found = directoryIds(client, prepareQuery(client, filter));
  const looser = withoutFeatureWords(filter);
  return found.length === 0 && looser ? directoryIds(client, prepareQuery(client, looser)) : found;
}
