/**
 * /search?q=: one query over approved businesses, approved events and published articles,
 * each group with its total. Matching is the directory's rule everywhere: case-insensitive
 * substring (for businesses every word must match).
 */
import { getCollection } from 'astro:content';
import { searchListings } from './db/queries/search';
import type { Business, Event } from './db/schema';

interface ArticleHit {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  date: Date;
}

export interface SiteSearchResults {
  q: string;
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

export async function searchSite(rawQ: string): Promise<SiteSearchResults | undefined> {
  const q = rawQ.trim().slice(0, 200);
  if (q === '') return undefined;
  const db = searchListings({ q, limit: SEARCH_GROUP_LIMIT });
  return { q, ...db, articles: await searchArticles(q) };
}
