import { describe, expect, it } from 'vitest';
import { categorySlugs, resolveCategory } from '#src/features/directory/categories.ts';
import { instantToLocal, localToInstant, parseDateTime, parseInstant } from '#src/platform/local-time.ts';
import {
  businessCreateSchema,
  businessUpdateSchema,
  signupCategoryLabels,
  signupListingSchema,
} from '#src/features/listings/business.schema.ts';
import { claimModeSchema } from '#src/features/claims/claims.schema.ts';
import { contactSchema } from '#src/features/contact/contact.schema.ts';
import { eventSubmitSchema } from '#src/features/events/event.schema.ts';
import { normalizeUrl } from '#src/platform/schemas/fields.ts';

describe('signup categories', () => {
  it('offers every category by its label, each its own slug', () => {
    expect(signupCategoryLabels).toContain('Lodging');
    expect(signupCategoryLabels).toHaveLength(18);
    const slugs = signupCategoryLabels.map((label) => resolveCategory(label)?.slug);
    expect(slugs).toEqual(categorySlugs);
  });

  it('stores the slug of exactly the category chosen, whatever form of it was sent', () => {
    const base = { name: 'Fins Grill', description: 'Seafood on the harbor.', phone: '361-555-0101' };
    for (const [category, slug] of [
      ['Beauty & Wellness', 'beauty-wellness'],
      ['Tourism', 'tourism'],
      ['Technology', 'technology'],
      ['Education', 'education'],
      ['Automotive', 'automotive'],
      ['Other', 'other'],
      ['real-estate', 'real-estate'],
      ['Restaurants', 'restaurant'],
    ]) {
      const parsed = businessCreateSchema.parse({ ...base, category });
      expect(parsed.category).toBe(slug);
    }
    expect(businessCreateSchema.safeParse({ ...base, category: 'Spaceships' }).success).toBe(false);
  });
});

describe('listing schemas', () => {
  /** The fields a new listing needs. */
  const fins = { name: 'Fins', description: 'Seafood on the harbor.', phone: '361-555-0101', category: 'Retail' };

  it('drop approved/featured from the body', () => {
    const parsed = businessCreateSchema.parse({ ...fins, approved: true, featured: true });
    expect(parsed).not.toHaveProperty('approved');
    expect(parsed).not.toHaveProperty('featured');
  });

  it('leave absent fields out of an update but clear blank optional ones', () => {
    expect(businessUpdateSchema.parse({ description: 'A new description here.' })).toEqual({
      description: 'A new description here.',
    });
    expect(businessUpdateSchema.parse({ website: '' })).toEqual({ website: null });
    expect(businessUpdateSchema.safeParse({}).success).toBe(false);
  });

  it('treat an empty businessId as no selection (new-listing mode)', () => {
    const values = { mode: 'new', businessId: '', ...fins };
    expect(signupListingSchema.safeParse(values).success).toBe(true);
    const claim = claimModeSchema.safeParse({ mode: 'claim' });
    expect(claim.success || claim.error.issues.map((i) => i.message)).toEqual(['No business selected to claim']);
    const review = claimModeSchema.safeParse({ mode: 'claim', businessId: '4', method: 'review' });
    expect(review.success || review.error.issues.map((i) => i.message)).toEqual([
      'Tell us how we can confirm you run this business',
    ]);
    expect(claimModeSchema.safeParse({ mode: 'claim', businessId: '4' }).success).toBe(true);
  });
});

describe('web addresses', () => {
  it('assume https when the scheme is missing and refuse anything that is not a web address', () => {
    expect(normalizeUrl('fins.example.com')).toBe('https://fins.example.com');
    expect(normalizeUrl('http://fins.example.com/menu')).toBe('http://fins.example.com/menu');
    expect(normalizeUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeUrl('localhost')).toBeNull();
    expect(normalizeUrl('https://user:pw@fins.example.com')).toBeNull();
  });
});

describe('Central time', () => {
  it('reads datetime-local values as America/Chicago wall-clock time across DST', () => {
    expect(localToInstant('2030-01-15T18:00', 'America/Chicago')?.toISOString()).toBe('2030-01-16T00:00:00.000Z'); // CST
    expect(localToInstant('2030-07-15T18:00', 'America/Chicago')?.toISOString()).toBe('2030-07-15T23:00:00.000Z'); // CDT
    expect(localToInstant('2030-02-30T10:00', 'America/Chicago')).toBeNull();
    expect(localToInstant('tomorrow', 'America/Chicago')).toBeNull();
    expect(instantToLocal(new Date('2030-07-15T23:00:00Z'), 'America/Chicago')).toBe('2030-07-15T18:00');
  });

  it('on DST days: a time in the spring gap moves forward, an autumn time that happens twice is the first', () => {
    expect(localToInstant('2030-03-10T01:59', 'America/Chicago')?.toISOString()).toBe('2030-03-10T07:59:00.000Z'); // CST
    expect(localToInstant('2030-03-10T02:30', 'America/Chicago')?.toISOString()).toBe('2030-03-10T08:30:00.000Z'); // = 3:30 CDT
    expect(localToInstant('2030-03-10T03:00', 'America/Chicago')?.toISOString()).toBe('2030-03-10T08:00:00.000Z'); // CDT
    expect(localToInstant('2030-11-03T01:30', 'America/Chicago')?.toISOString()).toBe('2030-11-03T06:30:00.000Z'); // CDT
    expect(instantToLocal(new Date('2030-11-03T06:30:00Z'), 'America/Chicago')).toBe('2030-11-03T01:30');
    expect(instantToLocal(new Date('2030-11-03T07:30:00Z'), 'America/Chicago')).toBe('2030-11-03T01:30'); // CST
  });

  it('reads RFC 3339 instants with Z or an offset, refusing impossible dates', () => {
    expect(parseInstant('2026-12-01T18:00:00.000Z')?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(parseInstant('2026-12-01T12:00:00-06:00')?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(parseInstant('2026-12-01t18:00z')?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(parseInstant('2026-02-31T00:00:00Z')).toBeNull();
    expect(parseInstant('2026-12-01T18:00:00')).toBeNull(); // no zone
    expect(parseInstant('2026-12-01T18:00:00+25:00')).toBeNull();
    expect(parseDateTime('2026-12-01T12:00', 'America/Chicago')?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(parseDateTime('2026-12-01T18:00:00.000Z', 'America/Chicago')?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
  });

  it('rejects an event that ends before it starts', () => {
    const schema = eventSubmitSchema('America/Chicago');
    const base = {
      title: 'Fest',
      description: 'A festival on the beach.',
      category: 'Festival',
      location: 'Beach',
      startDate: '2030-05-01T10:00',
    };
    expect(schema.safeParse({ ...base, endDate: '2030-05-01T12:00' }).success).toBe(true);
    const bad = schema.safeParse({ ...base, endDate: '2030-05-01T09:00' });
    expect(bad.success || bad.error.issues[0]?.message).toBe('End must be after the start');
  });
});

describe('contact schema', () => {
  it('normalises the e-mail and keeps the honeypot field', () => {
    const parsed = contactSchema.parse({
      name: 'Ann',
      email: ' Ann@Example.org ',
      subject: 'Hi',
      message: 'Hello there, a question.',
      website: 'x',
    });
    expect(parsed.email).toBe('ann@example.org');
    expect(parsed.website).toBe('x');
  });
});
