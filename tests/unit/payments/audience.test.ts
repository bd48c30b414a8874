import { describe, expect, it } from 'vitest';
import { audienceText, type Audience } from '#src/features/payments/audience.ts';

const audience = (over: Partial<Audience> = {}): Audience => ({
  days: 30,
  categories: { restaurant: { views: 1240, searches: 310 }, '': { views: 2000, searches: 400 } },
  premiumEnquiries: 0,
  premiumListings: 4,
  ...over,
});

describe('the audience figures at the point of sale', () => {
  it('say the counts as they are, for the category by slug or label', () => {
    const text = audienceText(audience({ premiumEnquiries: 150 }), 'Restaurant')!;
    expect(text.lines).toEqual([
      '1,240 page views of Restaurant listings in the last 30 days',
      '310 searches on this site found Restaurant listings in the last 30 days',
      '150 enquiries sent to the 4 premium listings in the last 30 days',
    ]);
    expect(text.note).not.toContain('Small numbers');
    expect(audienceText(audience(), 'restaurant')!.lines[0]).toBe(text.lines[0]);
  });

  it('leave out a figure that is zero, and say so when the numbers are small', () => {
    const text = audienceText(audience({ categories: { lodging: { views: 1, searches: 0 } } }), 'lodging')!;
    expect(text.lines).toEqual(['1 page view of Lodging listings in the last 30 days']);
    expect(text.note).toMatch(/^Small numbers, counted as they are/);
  });

  it('say nothing at all when there is nothing yet, and use all listings before a category is chosen', () => {
    expect(audienceText(audience(), 'lodging')).toBeNull();
    expect(audienceText(audience(), null)!.lines[0]).toBe('2,000 page views of listings in the last 30 days');
  });
});
