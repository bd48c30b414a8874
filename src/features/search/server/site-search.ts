/**
 * /search?q=: one query over the guide pages, approved businesses, approved events and published articles, each group
 * with its total. Matching is the directory's rule everywhere: case-insensitive substring (for businesses and guide
 * pages every word must match). A query that names a time ("tonight", "this weekend") finds the events then. A query
 * that finds nothing is tried once more with its misspelt words corrected.
 */
import { getCollection } from 'astro:content';
import { searchWords } from './directory-search.ts';
import { countListingWords, searchListings } from './search.queries.ts';
import type { Business, Event } from '#src/platform/server/db/schema.ts';
import { guideTexts, searchGuidePages, type GuidePageHit } from './guide-pages.ts';
import { suggestWords, vocabularyOf } from './spelling.ts';
import { eventWindowOf, type EventWindow } from '#src/features/search/event-times.ts';
import { site } from '#src/config/site.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { dataVersion } from '#src/platform/server/db/data-version.queries.ts';

interface ArticleHit {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  date: Date;
}

export interface SiteSearchResults {
  q: string;
  /** Nothing matched `q` but this corrected query did: the results are for it. */
  correctedQ?: string;
  pages: { items: GuidePageHit[]; total: number };
  businesses: { items: Business[]; total: number };
  events: { items: Event[]; total: number };
  articles: { items: ArticleHit[]; total: number };
}

const SEARCH_GROUP_LIMIT = 12;

async function searchArticles(q: string): Promise<{ items: ArticleHit[]; total: number }> {
  const needle = q.toLowerCase();
  const entries = await getCollection('articles', ({ data }) => data.published);
  const hits = entries
    .filter(({ data, body }) =>
      [data.title, data.excerpt ?? '', data.category, data.author, body ?? ''].some((field) =>
        field.toLowerCase().includes(needle),
      ),
    )
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
  return {
    total: hits.length,
    items: hits.slice(0, SEARCH_GROUP_LIMIT).map(({ id, data, body }) => ({
      id,
      title: data.title,
      excerpt:
        data.excerpt ??
        `${(body ?? '')
          .replace(/[#*_>`[\]()!-]/g, '')
          .slice(0, 150)
          .trim()}…`,
      category: data.category,
      date: data.date,
    })),
  };
}

/** Events by the query's text, or, when it names a time ("events this weekend"), by the rest of it in that time. */
function eventSearchOf(q: string): { q: string; range?: EventWindow } {
  const { window, words } = eventWindowOf(searchWords(q), new Date(), site.timeZone);
  return window ? { q: words.join(' '), range: window } : { q };
}

type Groups = Omit<SiteSearchResults, 'q' | 'correctedQ'>;

async function searchGroups(q: string): Promise<Groups> {
  const pages = await searchGuidePages(searchWords(q));
  return {
    pages: { items: pages, total: pages.length },
    ...searchListings({ q, events: eventSearchOf(q), limit: SEARCH_GROUP_LIMIT }),
    articles: await searchArticles(q),
  };
}

const totalOf = (groups: Groups) => groups.pages.total + groups.businesses.total + groups.events.total + groups.articles.total;

/** The words of the guide pages and articles, which are built into the site: counted once. */
let builtWords: Promise<Map<string, number>> | undefined;
/** The last vocabulary counted, and the data version and minute it was counted for. */
let counted: { key: string; words: Map<string, number> } | undefined;

const countBuiltWords = async () => {
  const articles = await getCollection('articles', ({ data }) => data.published);
  return vocabularyOf([...(await guideTexts()), ...articles.map(({ data }) => `${data.title} ${data.excerpt ?? ''}`)]);
};

/**
 * The site's words (only ever asked after a search that found nothing). The listings' and upcoming events' are
 * counted again once the data changes or the minute turns (an event that ends leaves the list), not for every search.
 */
async function siteVocabulary(): Promise<Map<string, number>> {
  // A failed build is not kept: the next search tries again.
  builtWords ??= countBuiltWords().catch((error: unknown) => {
    builtWords = undefined;
    throw error;
  });
  const built = await builtWords;
  const now = new Date();
  const key = `${dataVersion(getDb().$client)} ${Math.floor(now.getTime() / 60_000)}`;
  if (counted?.key !== key) counted = { key, words: countListingWords(new Map(built), { now }) };
  return counted.words;
}

export async function searchSite(rawQ: string): Promise<SiteSearchResults | undefined> {
  const q = rawQ.trim().slice(0, 200);
  if (q === '') return undefined;
  const groups = await searchGroups(q);
  if (totalOf(groups) > 0) return { q, ...groups };
  const corrected = suggestWords(searchWords(q), await siteVocabulary());
  if (!corrected) return { q, ...groups };
  const correctedQ = corrected.join(' ');
  const retried = await searchGroups(correctedQ);
  return totalOf(retried) > 0 ? { q, correctedQ, ...retried } : { q, ...groups };
}
