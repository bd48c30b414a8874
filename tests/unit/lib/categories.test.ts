import { describe, expect, it } from 'vitest';
import { categories, categoryLabel, eventCategoryBadge, resolveCategory } from '@/lib/categories';

describe('category taxonomy', () => {
  it('offers exactly the directory filter labels of the spec', () => {
    expect(categories.map((c) => c.label)).toEqual([
      'Restaurants',
      'Recreation & Tours',
      'Museums & History',
      'Services',
      'Retail',
      'Healthcare',
      'Real Estate',
      'Entertainment',
      'Lodging',
    ]);
  });

  it.each([
    ['restaurant', 'restaurant'],
    ['Restaurants', 'restaurant'],
    ['  RESTAURANT ', 'restaurant'],
    ['recreation', 'recreation'],
    ['Recreation & Tours', 'recreation'],
    ['fishing', 'recreation'],
    ['Tourism', 'recreation'],
    ['Marine', 'recreation'],
    ['Health', 'healthcare'],
    ['Professional Services', 'services'],
    ['Service', 'services'],
    ['real-estate', 'real-estate'],
    ['Real Estate', 'real-estate'],
    ['Lodging', 'lodging'],
  ])('resolves %j to %s', (input, slug) => {
    expect(resolveCategory(input)?.slug).toBe(slug);
  });

  it('maps every signup category of the spec onto one category', () => {
    const signup = [
      'Restaurant',
      'Retail',
      'Services',
      'Entertainment',
      'Tourism',
      'Healthcare',
      'Professional Services',
      'Real Estate',
      'Automotive',
      'Beauty & Wellness',
      'Home & Garden',
      'Technology',
      'Education',
      'Sports & Recreation',
      'Other',
    ];
    for (const name of signup) expect(resolveCategory(name), name).toBeDefined();
  });

  it('rejects unknown names', () => {
    expect(resolveCategory('spaceships')).toBeUndefined();
    expect(resolveCategory('')).toBeUndefined();
    expect(resolveCategory(undefined)).toBeUndefined();
  });

  it('labels slugs and greys unknown event categories', () => {
    expect(categoryLabel('museums')).toBe('Museums & History');
    expect(eventCategoryBadge('Festival')).not.toBe(eventCategoryBadge('Something Else'));
    expect(eventCategoryBadge('Something Else')).toContain('gray');
  });
});
