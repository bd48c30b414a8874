/**
 * The directory and search pages the bench and the profiler ask for: every path a different query, filter or page,
 * as crawlers and visitors send them, so no shared cache could answer them and each one is rendered.
 */
import { firstWords, secondWords } from '#seed/vocabulary.ts';
import { categoryGroupSlugs } from '#src/features/directory/categories.ts';
import { DIRECTORY_PAGE_SIZE } from '#src/features/directory/directory.ts';

const directory = (params: Record<string, string>) => `/business-directory?${new URLSearchParams(params)}`;
const pageNumbers = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
const distinct = (paths: string[]) => [...new Set(paths)];
/** The words the generated listings are named with, lower-cased: each finds some of them. */
const words = distinct([...firstWords, ...secondWords].map((w) => w.toLowerCase()));

const browse = (listings: number, filters: Record<string, string>[]) => {
  const all = Math.ceil(listings / DIRECTORY_PAGE_SIZE);
  const perGroup = Math.ceil(listings / categoryGroupSlugs.length / DIRECTORY_PAGE_SIZE);
  return filters.flatMap((filter) => [
    ...pageNumbers(all).map((page) => directory({ ...filter, page })),
    ...categoryGroupSlugs.flatMap((category) => pageNumbers(perGroup).map((page) => directory({ category, ...filter, page }))),
  ]);
};

/** Browsing: every page of the whole directory and of each category, in both orders. */
export const directoryBrowsePaths = (listings: number): string[] => browse(listings, [{}, { sort: 'rating' }]);

/** Open now: the same pages narrowed to the listings open at this moment (fewer pages, so the first ones repeat). */
export const directoryOpenNowPaths = (listings: number): string[] =>
  browse(listings, [{ open: 'now' }, { open: 'now', sort: 'rating' }]);

/** Searching: each word alone and in every category, on its first pages, in both orders. */
export function directorySearchPaths(): string[] {
  return ['', 'rating'].flatMap((sort) =>
    words.flatMap((q) =>
      ['', ...categoryGroupSlugs].flatMap((category) =>
        pageNumbers(3).map((page) =>
          directory({ q, ...(category ? { category } : {}), ...(sort ? { sort } : {}), ...(page === '1' ? {} : { page }) }),
        ),
      ),
    ),
  );
}

/**
 * Site search: each word alone and misspelt (a letter left out, which the spelling fix corrects), then every
 * generated name's first two words, either way round.
 */
export function siteSearchPaths(): string[] {
  const lower = (list: string[]) => list.map((w) => w.toLowerCase());
  const misspelt = words.filter((w) => w.length >= 5).map((w) => `${w.slice(0, 2)}${w.slice(3)}`);
  const pairs = lower(firstWords).flatMap((a) => lower(secondWords).flatMap((b) => [`${a} ${b}`, `${b} ${a}`]));
  return distinct([...words, ...misspelt, ...pairs].map((q) => `/search?${new URLSearchParams({ q })}`));
}
