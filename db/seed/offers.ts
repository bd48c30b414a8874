/**
 * Demo offers on premium listings, dated from the day of seeding (like the demo events), so /deals and the
 * listing pages show current offers whenever the demo is loaded: two running now and one starting next week.
 * Days are counted from the seeding day in the site's time zone; an offer runs from `from` at 00:00 to `to` at 23:59.
 */
export interface DemoOffer {
  /** The premium demo listing that makes the offer (db/seed/businesses.ts). */
  business: string;
  title: string;
  details: string;
  code: string | null;
  from: number;
  to: number;
}

export const demoOffers: readonly DemoOffer[] = [
  {
    business: 'Reel Tide Fishing Charters',
    title: '$50 off a weekday half-day trip',
    details: 'Book a Monday to Thursday half-day bay trip and show the code at the dock for $50 off the boat.',
    code: 'REELTIDE50',
    from: -3,
    to: 25,
  },
  {
    business: 'The Salty Pelican Seafood House',
    title: 'Half-price oysters at happy hour',
    details: 'Gulf oysters on the half shell at half price, 3 to 5 PM every day at the bar.',
    code: null,
    from: -10,
    to: 45,
  },
  {
    business: 'Mustang Island Beach Condos',
    title: 'Stay three nights, the fourth is free',
    details: 'Book three nights in a beachfront condo and stay a fourth night free. Mention the code when you book.',
    code: 'BEACH4',
    from: 7,
    to: 60,
  },
];
