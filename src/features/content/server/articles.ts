/**
 * News articles from the `articles` content collection (content/articles/*.md). Unpublished
 * articles are filtered out here, the one door every page, feed and API goes through.
 * A Post has the public Post API's fields (id = the file's slug).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { makeExcerpt } from '#src/features/content/excerpt.ts';

export type ArticleEntry = CollectionEntry<'articles'>;

export interface Post {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  imageUrl: string | null;
  imageAlt: string | null;
  featured: boolean;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

const newestFirst = (a: ArticleEntry, b: ArticleEntry) =>
  b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title);

export async function listPublishedArticles(): Promise<ArticleEntry[]> {
  const entries = await getCollection('articles', ({ data }) => data.published);
  return entries.sort(newestFirst);
}

export async function getPublishedArticle(slug: string): Promise<ArticleEntry | undefined> {
  return (await listPublishedArticles()).find((entry) => entry.id === slug);
}

/** Same category, excluding the article itself, newest first (max 3). */
export async function listRelatedArticles(
  article: ArticleEntry,
  { limit = 3 }: { limit?: number } = {},
): Promise<ArticleEntry[]> {
  const category = article.data.category.toLowerCase();
  return (await listPublishedArticles())
    .filter((entry) => entry.id !== article.id && entry.data.category.toLowerCase() === category)
    .slice(0, limit);
}

export function articleExcerpt(entry: ArticleEntry): string {
  return makeExcerpt(entry.body ?? '', entry.data.excerpt);
}

export function articlePath(entry: ArticleEntry | Post): string {
  return `/blog/${entry.id}`;
}

export function toPost(entry: ArticleEntry): Post {
  const { data } = entry;
  return {
    id: entry.id,
    title: data.title,
    excerpt: articleExcerpt(entry),
    content: entry.body ?? '',
    category: data.category,
    author: data.author,
    imageUrl: data.image ?? null,
    imageAlt: data.imageAlt ?? null,
    featured: data.featured,
    published: data.published,
    createdAt: data.date.toISOString(),
    updatedAt: (data.updated ?? data.date).toISOString(),
  };
}
