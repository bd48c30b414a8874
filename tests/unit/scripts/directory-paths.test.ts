/** The bench's directory and search pages: each a different URL, and each one the page means to ask for. */
import { describe, expect, it } from 'vitest';
import {
  directoryBrowsePaths,
  directoryOpenNowPaths,
  directorySearchPaths,
  siteSearchPaths,
} from '#scripts/bench/directory-paths.ts';
import { DIRECTORY_PAGE_SIZE, parseDirectoryQuery } from '#src/features/directory/directory.ts';

const LISTINGS = 10_000;
const queryOf = (path: string) => parseDirectoryQuery(new URL(path, 'http://bench').searchParams);

describe('bench paths', () => {
  const lists = {
    browse: directoryBrowsePaths(LISTINGS),
    openNow: directoryOpenNowPaths(LISTINGS),
    search: directorySearchPaths(),
    site: siteSearchPaths(),
  };

  it('ask for each URL once in a list', () => {
    for (const paths of Object.values(lists)) expect(new Set(paths).size).toBe(paths.length);
  });

  it('ask for pages that exist, in a category the directory knows, in both orders', () => {
    const lastPage = Math.ceil(LISTINGS / DIRECTORY_PAGE_SIZE);
    for (const path of [...lists.browse, ...lists.openNow, ...lists.search]) {
      const url = new URL(path, 'http://bench');
      const query = queryOf(path);
      expect(url.pathname).toBe('/business-directory');
      expect(query.page).toBe(Number(url.searchParams.get('page') ?? '1'));
      expect(query.page).toBeLessThanOrEqual(lastPage);
      if (url.searchParams.has('category')) expect(query.category?.kind).toBe('group');
    }
    expect(lists.browse.every((path) => !queryOf(path).open && !queryOf(path).q)).toBe(true);
    expect(lists.openNow.every((path) => queryOf(path).open)).toBe(true);
    expect(lists.search.every((path) => queryOf(path).q !== '')).toBe(true);
    for (const paths of [lists.browse, lists.openNow, lists.search])
      expect(new Set(paths.map((path) => queryOf(path).sort))).toEqual(new Set(['', 'rating']));
  });

  it('search the site with words, some misspelt', () => {
    const words = lists.site.map((path) => new URL(path, 'http://bench').searchParams.get('q') ?? '');
    expect(words.every((q) => q.trim() !== '')).toBe(true);
    expect(words).toContain('pelican');
    expect(words).toContain('peican');
    expect(words).toContain('pelican bay');
  });
});
