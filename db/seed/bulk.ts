/**
 * Bulk generator for load and search tests: N plausible, approved, unclaimed businesses written
 * with one prepared statement inside one transaction (the search index follows through its triggers, the open-now
 * hours through the write function every listing write calls).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '#src/platform/server/db/client.ts';
import { categoryGroupSlugs } from '#src/features/directory/categories.ts';
import { slugify } from '#src/platform/slug.ts';
import type { WeeklyHours } from '#src/platform/server/db/schema.ts';
import { rebuildOpenHours } from '#src/features/places/server/open-hours.queries.ts';
import { allDay, daily, weekdaysOnly, weekendLate } from './hours';
import { closers, firstWords, kinds, secondWords, streets, suffixes } from './vocabulary';

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
    INSERT INTO businesses (id, slug, name, description, category, address, phone, email, claim_email, website, hours,
      featured, approved, plan, subscription_type, subscription_status, stripe_subscription_id,
      current_period_end, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`);
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
      // One group's own category in turn (vocabulary.ts has words per group).
      const category = categoryGroupSlugs[i % categoryGroupSlugs.length]!;
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
      const email = random() < 0.8 ? `info@${base}.example.com` : null;
      insert.run(
        id,
        `${base}-${id}`,
        name,
        description,
        category,
        address,
        phone,
        email,
        email, // imported data counts as reviewed: claim codes go there
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
    rebuildOpenHours(
      sqlite,
      Array.from({ length: count }, (_, i) => first + i),
    );
  });
  run(n);
  return n;
}
