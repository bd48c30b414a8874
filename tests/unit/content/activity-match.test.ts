import { describe, expect, it } from 'vitest';
import { isAboutActivity, isActivity, matchesActivity } from '#src/features/content/activity-match.ts';

const biz = (category: string, name: string, description = '') => ({ category, name, description });

describe('matchesActivity: dining', () => {
  it.each([
    ['category restaurant', biz('restaurant', 'Shells', 'Seafood on the harbor')],
    ['category containing bar', biz('Sports Bar', 'The Hook', '')],
    ['category grill (any case)', biz('GRILL', 'Pete', '')],
    ['name containing cafe', biz('services', 'Island Cafe', '')],
    ['name containing grill', biz('retail', "Fin's Grill & Market", '')],
    ['description containing food', biz('entertainment', 'The Wharf', 'Live music and FOOD trucks')],
    ['description containing dining', biz('lodging', 'Seaside Inn', 'On-site dining room')],
  ])('matches %s', (_label, b) => expect(matchesActivity('dining', b)).toBe(true));

  it.each([
    ['a fishing charter', biz('recreation', 'Deep Sea Charters', 'Offshore trips for snapper')],
    ['cafe only in description (not a rule)', biz('retail', 'Gift Shop', 'Next to the cafe')],
    ['grill only in description (not a rule)', biz('retail', 'Hardware', 'We sell grills')],
  ])('does not match %s', (_label, b) => expect(matchesActivity('dining', b)).toBe(false));
});

describe('matchesActivity: recreation', () => {
  it.each([
    ['category recreation', biz('recreation', 'Island Kayaks', 'Guided paddles')],
    ['category containing rental', biz('Cart Rental', 'Golf Carts Plus', '')],
    ['name containing marina', biz('services', 'Island Marina', '')],
    ['name containing tour', biz('services', 'Dolphin Tours', '')],
    ['description containing water', biz('retail', 'Surf Shop', 'Everything for the WATER')],
    ['description containing boat', biz('services', 'Coastal Repair', 'Outboard and boat service')],
  ])('matches %s', (_label, b) => expect(matchesActivity('recreation', b)).toBe(true));

  it.each([
    ['restaurant category even with boat words', biz('restaurant', 'Boat House', 'Waterfront dining')],
    ['bar category with water in description', biz('Bar & Grill', 'Sandbar', 'On the water')],
    ['name with cafe even with recreation category', biz('recreation', 'Marina Cafe', 'Boat slips')],
    ['name with grill', biz('entertainment', 'Tour Grill', 'water views')],
    ['unrelated business', biz('healthcare', 'Island Clinic', 'Walk-in care')],
  ])('excludes %s', (_label, b) => expect(matchesActivity('recreation', b)).toBe(false));
});

describe('matchesActivity: fishing', () => {
  it.each([
    ['category', biz('Fishing', 'Reel Deal', '')],
    ['name with charter', biz('recreation', 'Bay Charters', '')],
    ['description with marine', biz('services', 'Coastal Supply', 'Marine electronics and parts')],
    ['description with fishing (any case)', biz('retail', 'Tackle Box', 'FISHING gear and bait')],
    ['a restaurant that mentions fishing (no exclusion rule)', biz('restaurant', 'Hook Line', 'Owned by a fishing family')],
  ])('matches %s', (_label, b) => expect(matchesActivity('fishing', b)).toBe(true));

  it('ignores a null description and unrelated text', () => {
    expect(matchesActivity('fishing', { category: 'lodging', name: 'Beach Condos', description: null })).toBe(false);
  });
});

describe('isAboutActivity: what a page lists first', () => {
  it.each([
    ['fishing', biz('retail', 'Redfish Bait & Tackle', 'Live shrimp and fishing licenses'), true],
    ['fishing', biz('recreation', 'Jetty Jack Bay Charters', 'Wade fishing trips'), true],
    ['fishing', biz('lodging', 'Dunes Edge Inn', 'A fish-cleaning table for guests who come for the fishing'), false],
    ['fishing', biz('museums', 'Maritime History Museum', 'A century of sport fishing'), false],
    ['dining', biz('restaurant', 'Harbor Light Coffee Roasters', ''), true],
    ['recreation', biz('lodging', 'Pelican Point Cottages', 'Steps from the water'), false],
  ] as const)('%s: %o → %s', (activity, b, about) => expect(isAboutActivity(activity, b)).toBe(about));
});

describe('isActivity', () => {
  it('accepts only the three activity pages', () => {
    expect(['fishing', 'dining', 'recreation'].every(isActivity)).toBe(true);
    expect(isActivity('toString')).toBe(false);
    expect(isActivity('shopping')).toBe(false);
  });
});

describe('activity rules on the categories the taxonomy now keeps', () => {
  it('counts Tourism and Sports & Recreation listings as recreation by their stored slug alone', () => {
    expect(matchesActivity('recreation', biz('tourism', 'Bay Rides', 'Ninety minutes on the bay'))).toBe(true);
    expect(matchesActivity('recreation', biz('sports-recreation', 'Pickle Court', 'Open play daily'))).toBe(true);
    expect(isAboutActivity('recreation', biz('tourism', 'Bay Rides'))).toBe(true);
  });

  it('leaves listings of the other new categories to their own words', () => {
    for (const slug of ['beauty-wellness', 'technology', 'education', 'automotive', 'home-garden', 'professional-services'])
      for (const activity of ['dining', 'recreation', 'fishing'] as const)
        expect(matchesActivity(activity, biz(slug, 'Plain Name', 'Plain words')), `${slug} ${activity}`).toBe(false);
  });
});
