import { describe, expect, it } from 'vitest';
import { toCardData, type BusinessCardData } from '#src/features/directory/business-card.ts';

const listing = {
  id: 12,
  slug: 'reel-tide-fishing-charters-12',
  name: 'Reel Tide Fishing Charters',
  description: `**Bay and offshore** trips. ${'Tight lines. '.repeat(40)}`,
  category: 'Fishing Charters',
  address: '1 Harbor Dr',
  phone: '(361) 555-0100',
  email: 'captain@example.com',
  website: 'https://example.com',
  imageUrl: null,
  featured: true,
  premium: true,
  attributes: ['waterfront'],
  // What the API carries beyond a card: left out.
  hours: { monday: { open: '06:00', close: '18:00', closed: false } },
  plan: 'premium',
  subscriptionStatus: 'active',
} as unknown as BusinessCardData;

describe('toCardData', () => {
  it("keeps a card's fields only, its description without markup and cut to 300 characters", () => {
    const card = toCardData(listing);
    // The fixture lists a card's fields first, in a card's order: those, then the rating, and nothing else.
    const apiOnly = ['hours', 'plan', 'subscriptionStatus'];
    expect(Object.keys(card)).toEqual([...Object.keys(listing).filter((key) => !apiOnly.includes(key)), 'rating']);
    expect(card.description.startsWith('Bay and offshore trips.')).toBe(true);
    expect(card.description).toHaveLength(300);
    expect(card.rating).toBeNull();
  });

  it('carries the rating, and the distance only when the list has one (null: the point is unknown)', () => {
    const rating = { average: 4.5, count: 2 };
    expect(toCardData({ ...listing, rating }).rating).toEqual(rating);
    expect('distanceKm' in toCardData(listing)).toBe(false);
    expect(toCardData({ ...listing, distanceKm: 1.2 }).distanceKm).toBe(1.2);
    expect(toCardData({ ...listing, distanceKm: null })).toHaveProperty('distanceKm', null);
  });

  it('leaves the listing it was given as it was', () => {
    const before = JSON.stringify(listing);
    toCardData(listing);
    expect(JSON.stringify(listing)).toBe(before);
  });
});
