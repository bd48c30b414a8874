/**
 * Bulk generator for load and search tests: N plausible, approved, unclaimed businesses written
 * with one prepared statement inside one transaction (100,000 rows in seconds, FTS triggers included).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { categorySlugs } from '../../src/lib/categories';
import { slugify } from '../../src/lib/slug';
import type { WeeklyHours } from '../../src/server/db/schema';
import { allDay, daily, weekdaysOnly, weekendLate } from './hours';

/** Small, fast, seedable PRNG (mulberry32): repeatable data for a given starting id. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const firstWords = [
  'Pelican',
  'Dolphin',
  'Tarpon',
  'Redfish',
  'Seagull',
  'Sandpiper',
  'Driftwood',
  'Saltwater',
  'Sea Breeze',
  'Island',
  'Gulf',
  'Mustang',
  'Harbor',
  'Jetty',
  'Dune',
  'Coastal',
  'Sunset',
  'Tidewater',
  'Marlin',
  'Sand Dollar',
  'Heron',
  'Lighthouse',
  'Channel',
  'Windward',
  'Blue Crab',
  'Starfish',
  'Coral',
  'Seashell',
  'Kingfish',
  'Sea Turtle',
  'Spoonbill',
  'Flounder',
];
const secondWords = [
  'Bay',
  'Point',
  'Cove',
  'Shore',
  'Reef',
  'Pass',
  'Flats',
  'Landing',
  'Beach',
  'Key',
  'Sands',
  'Inlet',
  'Wharf',
  'Pier',
  'Tides',
];
const suffixes = ['', '', '', ' on Cotter', ' on Station', ' of Mustang Island', ' & Co.', ' at the Harbor', ' by the Beach'];

/** Per category: kinds of business (used in the name) and what they offer (used in the description). */
const kinds: Record<string, { nouns: string[]; offers: string[] }> = {
  restaurant: {
    nouns: ['Seafood Kitchen', 'Grill', 'Cafe', 'Taqueria', 'Oyster Bar', 'Fish House', 'Bistro', 'Burger Shack', 'Bakery', 'Pizza Co.'],
    offers: [
      'fresh Gulf seafood',
      'fried shrimp and fish tacos',
      'breakfast tacos and coffee',
      'oysters on the half shell',
      'burgers and cold drinks',
      'wood-fired pizza',
      'blackened red snapper',
    ],
  },
  recreation: {
    nouns: [
      'Fishing Charters',
      'Kayak Rentals',
      'Boat Tours',
      'Marina',
      'Paddleboard Co.',
      'Jet Ski Rentals',
      'Dolphin Tours',
      'Sailing Charters',
      'Golf Cart Rentals',
      'Bay Guides',
    ],
    offers: [
      'bay fishing charters',
      'kayak and paddleboard rentals',
      'dolphin-watching boat tours',
      'boat slips and a fuel dock',
      'offshore fishing trips',
      'sunset sailing cruises',
      'guided wade fishing on the flats',
    ],
  },
  museums: {
    nouns: ['History Museum', 'Maritime Museum', 'Nature Center', 'Heritage House', 'Art Museum'],
    offers: ['local history exhibits', 'shipwreck artifacts', 'coastal wildlife displays', 'rotating art exhibitions', 'guided history walks'],
  },
  services: {
    nouns: [
      'Boat Repair',
      'Plumbing',
      'Cleaning Services',
      'Auto Care',
      'Pest Control',
      'Printing',
      'IT Services',
      'Storage',
      'Electric',
      'Landscaping',
    ],
    offers: [
      'repairs for island homes',
      'vacation rental turnovers',
      'marine engine service',
      'same-day service calls',
      'small-business support',
      'climate-controlled storage',
    ],
  },
  retail: {
    nouns: ['Surf Shop', 'Boutique', 'Gift Shop', 'Bait & Tackle', 'Beach Store', 'Gallery', 'Outfitters', 'Market'],
    offers: [
      'beach gear and souvenirs',
      'resort wear and sandals',
      'fishing tackle and live bait',
      'local art and gifts',
      'groceries and ice',
      'surfboards and rentals',
    ],
  },
  healthcare: {
    nouns: ['Family Clinic', 'Pharmacy', 'Dental', 'Chiropractic', 'Massage & Wellness', 'Physical Therapy', 'Eye Care'],
    offers: ['walk-in care', 'prescriptions and first aid', 'family dentistry', 'massage therapy', 'sports injury care', 'eye exams'],
  },
  'real-estate': {
    nouns: ['Realty', 'Properties', 'Vacation Rentals', 'Real Estate Group', 'Property Management'],
    offers: ['beach homes and condos for sale', 'vacation rental management', 'bayfront lots', 'long-term rentals'],
  },
  entertainment: {
    nouns: ['Mini Golf', 'Arcade', 'Music Hall', 'Escape Rooms', 'Cinema', 'Dance Hall', 'Game Room'],
    offers: ['live music on weekends', 'family fun for all ages', 'rainy-day games', 'late-night entertainment', 'movies and popcorn'],
  },
  lodging: {
    nouns: ['Inn', 'Cottages', 'Beach Condos', 'Motel', 'RV Park', 'Guest House', 'Suites'],
    offers: ['beachfront rooms', 'cottages with kitchens', 'pet-friendly lodging', 'RV sites with full hookups', 'weekly and monthly rates'],
  },
};
const closers = [
  'Locally owned and open year-round.',
  'Serving visitors and locals on Mustang Island for years.',
  'Ask about our seasonal specials.',
  'Friendly staff and easy parking.',
  'Call ahead during peak season.',
];
const streets = [
  'W Cotter Ave',
  'E Cotter Ave',
  'N Alister St',
  'S Alister St',
  'N Station St',
  'S Station St',
  'Beach St',
  'Mustang Island Hwy',
  'Tarpon St',
  'W Avenue G',
  'S 11th St',
  'Trout St',
];

const hourPatterns: (WeeklyHours | null)[] = [
  daily('11:00', '21:00'),
  daily('07:00', '15:00'),
  daily('09:00', '18:00', ['sunday', 'monday']),
  weekdaysOnly('08:00', '17:00'),
  weekdaysOnly('09:00', '17:00', ['10:00', '14:00']),
  weekendLate('11:00', '22:00', '00:00'),
  daily('16:00', '02:00'),
  allDay,
  null,
];
const hoursJson = hourPatterns.map((h) => (h ? JSON.stringify(h) : null));

const DAY_MS = 86_400_000;

/** Skips a suffix that would repeat a word ("Harbor Pier Grill at the Harbor"). */
function withSuffix(base: string, suffix: string): string {
  const words = new Set(base.toLowerCase().split(' '));
  const repeats = suffix
    .toLowerCase()
    .split(' ')
    .some((w) => w.length > 3 && words.has(w));
  return repeats ? base : base + suffix;
}

/** Adds `n` generated businesses and returns the number inserted. Existing rows are never touched. */
export function seedBulkBusinesses(db: Db, n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a non-negative integer, got ${n}`);
  const sqlite = db.$client;
  const insert = sqlite.prepare(`
    INSERT INTO businesses (id, slug, name, description, category, address, phone, email, website, hours,
      featured, approved, plan, subscription_type, subscription_status, stripe_subscription_id,
      current_period_end, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`);
  // AUTOINCREMENT would hand out max(sqlite_sequence, max(id)) + 1; choosing the same ids ourselves
  // lets each slug carry its row's id, which makes slugs unique without a lookup per row.
  const nextId = sqlite.prepare(`
    SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'businesses'), 0),
               coalesce((SELECT max(id) FROM businesses), 0)) + 1 AS next`);
  // Stripe ids must be unique across runs too.
  const runTag = randomBytes(4).toString('hex');

  const run = sqlite.transaction((count: number) => {
    const first = (nextId.get() as { next: number }).next;
    const random = prng(first);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const id = first + i;
      const category = categorySlugs[i % categorySlugs.length]!;
      const kind = kinds[category]!;
      const name = withSuffix(`${pick(firstWords)} ${pick(secondWords)} ${pick(kind.nouns)}`, pick(suffixes));
      const base = slugify(name);
      const description = `${name} offers ${pick(kind.offers)} in Port Aransas. ${pick(kind.offers).replace(/^./, (c) => c.toUpperCase())} and more for island visitors. ${pick(closers)}`;
      const address = `${100 + Math.floor(random() * 2400)} ${pick(streets)}, Port Aransas, TX 78373`;
      const phone = `(361) 555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`;
      const hasWebsite = random() < 0.7;
      const roll = random();
      // Rare, as in a real directory: about 0.5% premium and 1.5% featured.
      const premium = roll < 0.005;
      const featured = premium || roll < 0.015;
      const created = now - Math.floor(random() * 730 * DAY_MS);
      insert.run(
        id,
        `${base}-${id}`,
        name,
        description,
        category,
        address,
        phone,
        random() < 0.8 ? `info@${base}.example.com` : null,
        hasWebsite ? `https://${base}.example.com` : null,
        pick(hoursJson),
        featured ? 1 : 0,
        premium ? 'premium' : 'free',
        premium ? (i % 2 ? 'monthly' : 'yearly') : null,
        premium ? 'active' : null,
        premium ? `sub_bulk_${runTag}_${id}` : null,
        premium ? now + (10 + Math.floor(random() * 300)) * DAY_MS : null,
        created,
        created,
      );
    }
  });
  run(n);
  return n;
}
