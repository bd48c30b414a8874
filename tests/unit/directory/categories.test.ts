/**
 * The one category taxonomy: every signup choice is a category of its own, each in one
 * of the directory's nine groups, and names resolve by slug, label or alias in any case.
 */
import { describe, expect, it } from 'vitest';
import {
  categories,
  categoriesInGroup,
  categoryBadge,
  categoryGroupLabel,
  categoryGroups,
  categoryLabel,
  eventCategoryBadge,
  resolveCategory,
  resolveCategoryGroup,
} from '#src/features/directory/categories.ts';
import { specCategoryGroups } from '../../fixtures/category-groups';

/** The product's original signup list, with Lodging, which the signup form already offered. */
const signupChoices = [
  'Restaurant',
  'Retail',
  'Services',
  'Entertainment',
  'Tourism',
  'Lodging',
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

/** The mapping table of the README: label → [slug, directory group, schema.org type]. */
const table: [string, string, string, string][] = [
  ['Restaurant', 'restaurant', 'Restaurants', 'Restaurant'],
  ['Retail', 'retail', 'Retail', 'Store'],
  ['Services', 'services', 'Services', 'LocalBusiness'],
  ['Entertainment', 'entertainment', 'Entertainment', 'EntertainmentBusiness'],
  ['Tourism', 'tourism', 'Recreation & Tours', 'LocalBusiness'],
  ['Recreation & Tours', 'recreation', 'Recreation & Tours', 'LocalBusiness'],
  ['Lodging', 'lodging', 'Lodging', 'LodgingBusiness'],
  ['Museums & History', 'museums', 'Museums & History', 'Museum'],
  ['Healthcare', 'healthcare', 'Healthcare', 'MedicalBusiness'],
  ['Professional Services', 'professional-services', 'Services', 'ProfessionalService'],
  ['Real Estate', 'real-estate', 'Real Estate', 'RealEstateAgent'],
  ['Automotive', 'automotive', 'Services', 'AutomotiveBusiness'],
  ['Beauty & Wellness', 'beauty-wellness', 'Healthcare', 'HealthAndBeautyBusiness'],
  ['Home & Garden', 'home-garden', 'Services', 'HomeAndConstructionBusiness'],
  ['Technology', 'technology', 'Services', 'LocalBusiness'],
  ['Education', 'education', 'Services', 'EducationalOrganization'],
  ['Sports & Recreation', 'sports-recreation', 'Recreation & Tours', 'SportsActivityLocation'],
  ['Other', 'other', 'Services', 'LocalBusiness'],
];

describe('category taxonomy', () => {
  it('has the directory filter’s nine groups in the spec’s order', () => {
    expect(categoryGroups.map((g) => g.label)).toEqual(specCategoryGroups);
  });

  it('keeps every signup choice as a category of its own, with its slug, group and schema.org type', () => {
    expect(categories.map((c) => [c.label, c.slug, c.group.label, c.schemaType])).toEqual(table);
    for (const label of signupChoices) expect(resolveCategory(label)?.label, label).toBe(label);
    expect(new Set(signupChoices.map((l) => resolveCategory(l)?.slug)).size).toBe(signupChoices.length);
  });

  it('gives every group a category of its own with the group’s slug (old rows keep their group)', () => {
    for (const g of categoryGroups) expect(resolveCategory(g.slug)?.group).toBe(g);
    expect(categoriesInGroup(resolveCategoryGroup('services')!).map((c) => c.label)).toEqual([
      'Services',
      'Professional Services',
      'Automotive',
      'Home & Garden',
      'Technology',
      'Education',
      'Other',
    ]);
    expect(categoriesInGroup(resolveCategoryGroup('recreation')!).map((c) => c.slug)).toEqual([
      'tourism',
      'recreation',
      'sports-recreation',
    ]);
  });

  it.each([
    ['beauty-wellness', 'beauty-wellness'],
    ['Beauty & Wellness', 'beauty-wellness'],
    ['  beauty   & WELLNESS ', 'beauty-wellness'],
    ['beauty and wellness', 'beauty-wellness'],
    ['SPORTS-RECREATION', 'sports-recreation'],
    ['Home & Garden', 'home-garden'],
    ['professional', 'professional-services'],
    ['Tourism', 'tourism'],
    // A group's name means the group's own category (how rows were stored before).
    ['Restaurants', 'restaurant'],
    ['restaurant', 'restaurant'],
    ['Health', 'healthcare'],
    ['Recreation & Tours', 'recreation'],
    ['Marine', 'recreation'],
    ['real-estate', 'real-estate'],
    ['Real Estate', 'real-estate'],
  ])('resolves the category %j to %s', (input, slug) => {
    expect(resolveCategory(input)?.slug).toBe(slug);
  });

  it.each([
    ['restaurant', 'restaurant'],
    ['Restaurants', 'restaurant'],
    ['Dining', 'restaurant'],
    ['recreation', 'recreation'],
    ['RECREATION & TOURS', 'recreation'],
    ['Service', 'services'],
    ['Health', 'healthcare'],
  ])('resolves the group %j to %s', (input, slug) => {
    expect(resolveCategoryGroup(input)?.slug).toBe(slug);
  });

  it('does not take a category for a group', () => {
    expect(resolveCategoryGroup('tourism')).toBeUndefined();
    expect(resolveCategoryGroup('Beauty & Wellness')).toBeUndefined();
  });

  it('rejects unknown names', () => {
    for (const input of ['spaceships', '', '   ', undefined, null, 'restaurant!']) {
      expect(resolveCategory(input)).toBeUndefined();
      expect(resolveCategoryGroup(input)).toBeUndefined();
    }
  });

  it('labels a slug or a label, colours the badge by group, and greys unknown event categories', () => {
    expect(categoryLabel('beauty-wellness')).toBe('Beauty & Wellness');
    expect(categoryLabel('Beauty & Wellness')).toBe('Beauty & Wellness');
    expect(categoryLabel('museums')).toBe('Museums & History');
    expect(categoryGroupLabel('technology')).toBe('Services');
    expect(categoryBadge('beauty-wellness')).toBe(categoryBadge('healthcare'));
    expect(categoryBadge('sports-recreation')).toBe(categoryBadge('Recreation & Tours'));
    expect(categoryBadge('tourism')).not.toBe(categoryBadge('restaurant'));
    expect(new Set(categoryGroups.map((g) => g.badge)).size).toBe(9);
    expect(eventCategoryBadge('Festival')).not.toBe(eventCategoryBadge('Something Else'));
    expect(eventCategoryBadge('Something Else')).toContain('gray');
  });
});
