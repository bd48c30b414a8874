/**
 * The guide and visitor pages as site-search results ("ferry" and "beach parking" must find Getting Here).
 * Each page's words come from the same guide text (content/guide/*.yaml) its page renders, so search and page never
 * disagree.
 */
import { guidePages } from '#src/features/content/server/guide.ts';
import type { GuidePath } from '#src/features/content/server/guide-schema.ts';

export interface GuidePageHit {
  path: string;
  title: string;
  description: string;
}

interface IndexedPage extends GuidePageHit {
  /** Lower-cased title, description and everything on the page, searched by substring like the rest of the site. */
  titleHay: string;
  descriptionHay: string;
  hay: string;
}

/** Values that are markup hints, not words a visitor reads (`page` is the file's own path). */
const NOT_TEXT = new Set(['page', 'icon', 'image', 'imageAlt', 'href', 'url', 'color']);

function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) textsOf(item, out);
  return out;
}

/** The pages searched, in the order equally relevant hits are listed (the home page is not a guide page). */
const SEARCHED: GuidePath[] = [
  '/visitors',
  '/getting-here',
  '/attractions',
  '/dining',
  '/lodging',
  '/resources',
  '/activities/fishing',
  '/activities/dining',
  '/activities/recreation',
];

let index: Promise<IndexedPage[]> | undefined;

const indexedPages = (): Promise<IndexedPage[]> =>
  (index ??= guidePages().then((texts) =>
    SEARCHED.map((path) => {
      const page = texts.get(path)!;
      return {
        path,
        title: page.title,
        description: page.description,
        titleHay: page.title.toLowerCase(),
        descriptionHay: page.description.toLowerCase(),
        hay: textsOf(page).join('\n').toLowerCase(),
      };
    }),
  ));

const occurrences = (hay: string, word: string) => hay.split(word).length - 1;

/** How much a page is about the words: a title hit outweighs a description hit, which outweighs mentions. */
const relevance = (page: IndexedPage, words: string[]) =>
  words.reduce(
    (score, word) =>
      score +
      (page.titleHay.includes(word) ? 1000 : 0) +
      (page.descriptionHay.includes(word) ? 100 : 0) +
      Math.min(occurrences(page.hay, word), 99),
    0,
  );

/** Every word must occur on the page; the pages most about the words come first. */
export async function searchGuidePages(words: string[]): Promise<GuidePageHit[]> {
  if (words.length === 0) return [];
  return (await indexedPages())
    .filter((page) => words.every((word) => page.hay.includes(word)))
    .map((page) => ({ page, score: relevance(page, words) }))
    .sort((a, b) => b.score - a.score)
    .map(({ page: { path, title, description } }) => ({ path, title, description }));
}

/** The words of every guide page, for spelling suggestions. */
export const guideTexts = async (): Promise<string[]> => (await indexedPages()).map((page) => page.hay);
