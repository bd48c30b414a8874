/**
 * The guide and visitor pages as site-search results (issue 18: "ferry" and "beach parking" must find Getting Here).
 * Each page's words come from the same content module its page renders, so search and page never disagree.
 */
import { diningActivity, fishing, recreationActivity } from '../../../content/guide/activities';
import { attractions } from '../../../content/guide/attractions';
import { dining } from '../../../content/guide/dining';
import { gettingHere } from '../../../content/guide/getting-here';
import { lodging } from '../../../content/guide/lodging';
import { resources } from '../../../content/guide/resources';
import { visitors } from '../../../content/guide/visitors';

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

/** Values that are markup hints, not words a visitor reads. */
const NOT_TEXT = new Set(['icon', 'image', 'imageAlt', 'href', 'url', 'color']);

function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) textsOf(item, out);
  return out;
}

const sources: [path: string, page: { title: string; description: string }][] = [
  ['/visitors', visitors],
  ['/getting-here', gettingHere],
  ['/attractions', attractions],
  ['/dining', dining],
  ['/lodging', lodging],
  ['/resources', resources],
  ['/activities/fishing', fishing],
  ['/activities/dining', diningActivity],
  ['/activities/recreation', recreationActivity],
];

const pages: IndexedPage[] = sources.map(([path, page]) => ({
  path,
  title: page.title,
  description: page.description,
  titleHay: page.title.toLowerCase(),
  descriptionHay: page.description.toLowerCase(),
  hay: textsOf(page).join('\n').toLowerCase(),
}));

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
export function searchGuidePages(words: string[]): GuidePageHit[] {
  if (words.length === 0) return [];
  return pages
    .filter((page) => words.every((word) => page.hay.includes(word)))
    .map((page) => ({ page, score: relevance(page, words) }))
    .sort((a, b) => b.score - a.score)
    .map(({ page: { path, title, description } }) => ({ path, title, description }));
}

/** The words of every guide page, for spelling suggestions. */
export const guideTexts = (): string[] => pages.map((page) => page.hay);
