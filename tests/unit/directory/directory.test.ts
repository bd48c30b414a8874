import { describe, expect, it } from 'vitest';
import {
  businessPath,
  categoryOptions,
  categoryOptionsFor,
  countLine,
  directorySearch,
  parseBusinessRouteId,
  parseCategoryParam,
  parseDirectoryQuery,
} from '#src/features/directory/directory.ts';
import { specCategoryOptions } from '../../fixtures/category-groups';

describe('directory query parameters', () => {
  it('accepts slugs, labels and aliases in any case', () => {
    for (const raw of ['restaurant', 'Restaurants', 'RESTAURANTS', ' dining ']) {
      const r = parseCategoryParam(raw);
      expect(r.ok && r.category?.slug).toBe('restaurant');
    }
    const rec = parseCategoryParam('Recreation & Tours');
    expect(rec.ok && rec.category?.slug).toBe('recreation');
    expect(parseCategoryParam('all')).toEqual({ ok: true });
    expect(parseCategoryParam('')).toEqual({ ok: true });
    expect(parseCategoryParam('spaceships').ok).toBe(false);
    // Names every object has are unknown categories, not Object.prototype's members.
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(parseCategoryParam(name)).toEqual({ ok: false, error: `Unknown category: ${name}` });
    expect(parseDirectoryQuery(new URLSearchParams('category=__proto__'))).toEqual({ q: '', page: 1, sort: '' });
  });

  it('filters by a whole group or by one category (the README mapping table)', () => {
    const slugs = (raw: string) => {
      const r = parseCategoryParam(raw);
      return r.ok ? [r.category?.kind, r.category?.slug, r.category?.slugs] : ['error'];
    };
    expect(slugs('restaurant')).toEqual(['group', 'restaurant', ['restaurant']]);
    expect(slugs('Restaurants')).toEqual(['group', 'restaurant', ['restaurant']]);
    expect(slugs('recreation')).toEqual(['group', 'recreation', ['tourism', 'recreation', 'sports-recreation']]);
    expect(slugs('healthcare')).toEqual(['group', 'healthcare', ['healthcare', 'beauty-wellness']]);
    expect(slugs('SERVICES')[2]).toEqual([
      'services',
      'professional-services',
      'automotive',
      'home-garden',
      'technology',
      'education',
      'other',
    ]);
    expect(slugs('tourism')).toEqual(['category', 'tourism', ['tourism']]);
    expect(slugs('Beauty & Wellness')).toEqual(['category', 'beauty-wellness', ['beauty-wellness']]);
    expect(slugs('technology')).toEqual(['category', 'technology', ['technology']]);
    expect(slugs('fishing')).toEqual(['group', 'recreation', ['tourism', 'recreation', 'sports-recreation']]);
    expect(slugs('spaceships')).toEqual(['error']);
  });

  it('shows a single category in the dropdown below its group', () => {
    const q = parseDirectoryQuery(new URLSearchParams('category=Beauty%20%26%20Wellness'));
    expect(directorySearch(q)).toBe('?category=beauty-wellness');
    const options = categoryOptionsFor(q.category);
    const at = options.findIndex((o) => o.value === 'healthcare');
    expect(options[at + 1]).toEqual({ value: 'beauty-wellness', label: 'Healthcare: Beauty & Wellness' });
    expect(options).toHaveLength(11);
    expect(categoryOptionsFor(parseDirectoryQuery(new URLSearchParams('category=healthcare')).category)).toBe(categoryOptions);
  });

  it('narrows fishing to fishing-related recreation listings', () => {
    const r = parseCategoryParam('fishing');
    expect(r.ok && r.category?.slug).toBe('recreation');
    expect(r.ok && r.topic?.anyOf).toEqual(['fishing', 'charter', 'marine']);
  });

  it('reads attributes from repeated or comma-separated attr values, drops unknown ones and writes them back', () => {
    const form = parseDirectoryQuery(new URLSearchParams('attr=pet-friendly&attr=waterfront'));
    expect(form.attributes).toEqual(['waterfront', 'pet-friendly']);
    expect(directorySearch(form)).toBe('?attr=waterfront%2Cpet-friendly');
    expect(parseDirectoryQuery(new URLSearchParams('attr=waterfront,%20kid-friendly')).attributes).toEqual([
      'waterfront',
      'kid-friendly',
    ]);
    // The page ignores what the API refuses with a 400.
    expect(parseDirectoryQuery(new URLSearchParams('attr=waterfront,spaceport')).attributes).toEqual(['waterfront']);
    expect(parseDirectoryQuery(new URLSearchParams('attr=spaceport&attr=__proto__'))).toEqual({ q: '', page: 1, sort: '' });
  });

  it('parses the page state leniently and writes it back canonically', () => {
    const q = parseDirectoryQuery(new URLSearchParams('q=%20grill%20&category=Restaurants&page=2'));
    expect(q.q).toBe('grill');
    expect(q.category?.slug).toBe('restaurant');
    expect(q.page).toBe(2);
    expect(directorySearch(q)).toBe('?q=grill&category=restaurant&page=2');
    expect(parseDirectoryQuery(new URLSearchParams('category=nope&page=-3&sort=worst'))).toEqual({ q: '', page: 1, sort: '' });
    const byRating = parseDirectoryQuery(new URLSearchParams('sort=rating&category=fishing'));
    expect(byRating.sort).toBe('rating');
    expect(directorySearch(byRating)).toBe('?category=fishing&sort=rating');
    expect(directorySearch(parseDirectoryQuery(new URLSearchParams('category=fishing')))).toBe('?category=fishing');
    expect(directorySearch({})).toBe('');
  });

  it('offers the spec dropdown in order', () => {
    expect(categoryOptions.map((o) => o.label)).toEqual(specCategoryOptions);
  });
});

describe('business paths', () => {
  it('uses the slug form and accepts both forms back', () => {
    expect(businessPath({ id: 42, slug: 'fins-grill' })).toBe('/business/42-fins-grill');
    expect(parseBusinessRouteId('42')).toBe(42);
    expect(parseBusinessRouteId('42-fins-grill')).toBe(42);
    expect(parseBusinessRouteId('0')).toBeNull();
    expect(parseBusinessRouteId('abc')).toBeNull();
    expect(parseBusinessRouteId('42abc')).toBeNull();
    expect(parseBusinessRouteId('99999999999999999999')).toBeNull();
  });
  it('says the count the spec way', () => {
    expect(countLine(12)).toBe('12 businesses found');
    expect(countLine(1)).toBe('1 business found');
    expect(countLine(0)).toBe('0 businesses found');
  });
});
