import { describe, expect, it } from 'vitest';
import { eventJsonLd } from '#src/platform/server/structured-data/index.ts';
import { eventRow } from '../../fixtures/event-row';

/** An event's JSON-LD location from its one free-text field: the venue is the place's name, the street its address. */
const place = (location: string) => {
  const [event] = eventJsonLd(
    eventRow({
      id: 3,
      title: 'Market',
      startDate: new Date('2026-12-04T14:00:00Z'),
      endDate: new Date('2026-12-04T17:00:00Z'),
      location,
    }),
  );
  return event!.location as { name: string; address: Record<string, string> };
};

const town = { addressLocality: 'Port Aransas', addressRegion: 'TX', addressCountry: 'US' };

describe('Event location', () => {
  it('names the venue and puts the street in the address', () => {
    expect(place('Community Park, 700 W Avenue A')).toEqual({
      '@type': 'Place',
      name: 'Community Park',
      address: { '@type': 'PostalAddress', streetAddress: '700 W Avenue A', ...town },
    });
  });

  it('takes a ZIP only when the place gives one, and drops the town and state from the street', () => {
    expect(place('Roberts Point Park, 350 W Ave G, Port Aransas, TX 78373')).toMatchObject({
      name: 'Roberts Point Park',
      address: { streetAddress: '350 W Ave G', postalCode: '78373', ...town },
    });
    expect(place('Mustang Island Maritime History Museum, 101 E Cotter Ave').address).not.toHaveProperty('postalCode');
  });

  it('makes no street up from a place that is a name only', () => {
    for (const [location, name] of [
      ['Port Aransas Harbor', 'Port Aransas Harbor'],
      ['Nature preserve pavilion, Port Aransas', 'Nature preserve pavilion'],
    ]) {
      const got = place(location!);
      expect(got.name).toBe(name);
      expect(got.address).toEqual({ '@type': 'PostalAddress', ...town });
    }
  });
});
