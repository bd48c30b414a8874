/**
 * Demo data for a fresh database (`npm run db:seed`) and a bulk generator for load tests
 * (`npm run db:seed -- --businesses N`). Both only add rows; nothing here deletes or updates.
 */
import { hashSync } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '#src/platform/server/db/client.ts';
import {
  businessAttributes,
  businesses,
  contactMessages,
  events,
  newsletterSubscribers,
  offers,
  users,
} from '#src/platform/server/db/schema.ts';
import { slugify } from '#src/platform/slug.ts';
import { holdsNoData } from '#src/platform/server/db/open-sqlite.ts';
import { rebuildOpenHours } from '#src/features/places/server/open-hours.queries.ts';
import { demoBusinesses, type DemoOwner } from './businesses';
import { demoEvents } from './events';
import { demoOffers } from './offers';
import { demoSeries } from './event-series';
import { daysFromNow, localInstant } from './time';
import { demoPoint } from './places';

export { seedBulkBusinesses } from './bulk';

/** Password of every demo account; printed by the CLI so a reviewer can log in. */
export const DEMO_PASSWORD = 'portaransas-demo';

export const demoAccounts = {
  admin: { email: 'admin@example.com', firstName: 'Dana', lastName: 'Whitfield', role: 'admin' as const },
  owner: { email: 'owner@example.com', firstName: 'Maria', lastName: 'Delgado', role: 'user' as const },
  owner2: { email: 'owner2@example.com', firstName: 'Travis', lastName: 'Reed', role: 'user' as const },
};

/** OWASP's Argon2id minimum; the same parameters the auth module uses for real accounts. */
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** True when there are no businesses and no users, i.e. seeding demo data cannot clash with real data. */
export function isDatabaseEmpty(db: Db): boolean {
  return holdsNoData(db.$client);
}

/** Unique slugs even if two demo names slugify alike. */
function slugAllocator(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    const base = slugify(name) || 'business';
    let slug = base;
    for (let i = 2; used.has(slug); i++) slug = `${base}-${i}`;
    used.add(slug);
    return slug;
  };
}

/** Loads the demo users, businesses, offers, events, subscribers and messages in one transaction. */
export function seedDemoData(db: Db, now: Date = new Date()): void {
  // Hash before the transaction: Argon2 is deliberately slow and must not hold the write lock.
  const passwordHashes = Object.fromEntries(
    Object.keys(demoAccounts).map((key) => [key, hashSync(DEMO_PASSWORD, argon2Options)]),
  ) as Record<keyof typeof demoAccounts, string>;
  const nextSlug = slugAllocator();
  const total = demoBusinesses.length;

  db.transaction((tx) => {
    const userIds = {} as Record<keyof typeof demoAccounts, number>;
    for (const [key, account] of Object.entries(demoAccounts) as [keyof typeof demoAccounts, (typeof demoAccounts)['admin']][]) {
      const created = daysFromNow(now, -120);
      const row = tx
        .insert(users)
        .values({
          ...account,
          email: account.email.toLowerCase(),
          passwordHash: passwordHashes[key],
          emailVerifiedAt: daysFromNow(created, 0.01),
          // Owners with premium listings are Stripe customers.
          stripeCustomerId: key === 'admin' ? null : `cus_demo_${key}`,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: users.id })
        .get();
      userIds[key] = row.id;
    }
    const ownerId = (owner: DemoOwner | null) => (owner ? userIds[owner] : null);

    const businessIds = demoBusinesses.map((b, i) => {
      const slug = nextSlug(b.name);
      const approved = b.approved ?? true;
      // Older listings first; pending ones were submitted in the last day or two.
      const created = approved ? daysFromNow(now, -(total - i) * 2 - 7) : daysFromNow(now, -(i % 3) - 0.3);
      const domain = slug.replace(/-/g, '');
      const premium = b.premium;
      const email = b.email === undefined ? `info@${domain}.example.com` : b.email;
      const periodEnd = premium ? daysFromNow(now, premium.cancelling ? 50 : premium.type === 'monthly' ? 21 : 200) : null;
      return tx
        .insert(businesses)
        .values({
          slug,
          name: b.name,
          description: b.description,
          category: b.category,
          address: b.address,
          ...demoPoint(b.address),
          phone: `(361) 555-01${String(i).padStart(2, '0')}`,
          email,
          // The site's own data counts as reviewed: claim codes go to a live listing's address.
          claimEmail: approved ? email : null,
          website: b.website === undefined ? `https://${domain}.example.com` : b.website,
          imageUrl: null,
          hours: b.hours,
          featured: b.featured ?? false,
          approved,
          plan: premium ? 'premium' : 'free',
          subscriptionType: premium?.type ?? null,
          subscriptionStatus: premium ? 'active' : null,
          stripeSubscriptionId: premium ? `sub_demo_${slug.replace(/-/g, '_')}` : null,
          currentPeriodEnd: periodEnd,
          // A scheduled cancellation ends the subscription at the close of the current period.
          cancelAt: premium?.cancelling ? periodEnd : null,
          ownerId: ownerId(b.owner),
          claimedAt: b.owner ? daysFromNow(created, 1) : null,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: businesses.id })
        .get().id;
    });
    rebuildOpenHours(db.$client, businessIds);
    const attributeRows = demoBusinesses.flatMap((b, i) =>
      (b.attributes ?? []).map((attribute) => ({ businessId: businessIds[i]!, attribute })),
    );
    if (attributeRows.length > 0) tx.insert(businessAttributes).values(attributeRows).run();

    const businessIdsByName = new Map(
      tx
        .select({ id: businesses.id, name: businesses.name })
        .from(businesses)
        .all()
        .map((b) => [b.name, b.id]),
    );
    for (const o of demoOffers) {
      const created = daysFromNow(now, Math.min(o.from, 0) - 2);
      tx.insert(offers)
        .values({
          businessId: businessIdsByName.get(o.business)!,
          title: o.title,
          details: o.details,
          code: o.code,
          startsAt: localInstant(now, o.from, '00:00'),
          endsAt: localInstant(now, o.to, '23:59'),
          createdAt: created,
          updatedAt: created,
        })
        .run();
    }

    demoEvents.forEach((e, i) => {
      const created = daysFromNow(now, Math.min(e.start.day, 0) - 14 + (i % 5));
      const series = demoSeries(e, now);
      tx.insert(events)
        .values({
          title: e.title,
          description: e.description,
          category: e.category,
          location: e.location,
          ...demoPoint(e.location),
          startDate: localInstant(now, e.start.day + series.shift, e.start.time),
          endDate: localInstant(now, e.end.day + series.shift, e.end.time),
          recurrence: series.recurrence,
          imageUrl: null,
          ticketUrl: e.ticketUrl ?? null,
          featured: e.featured ?? false,
          approved: e.approved ?? true,
          ownerId: e.owner ? userIds[e.owner] : null,
          createdAt: created,
          updatedAt: created,
        })
        .run();
    });

    const subscribers = [
      'beachlover@example.com',
      'angler.pete@example.net',
      'sandy.shores@example.org',
      'former.reader@example.com',
    ];
    subscribers.forEach((email, i) => {
      tx.insert(newsletterSubscribers)
        .values({
          email,
          // Only the hash of an unsubscribe token is ever stored; the demo tokens themselves are discarded.
          unsubscribeTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          unsubscribedAt: email.startsWith('former.') ? daysFromNow(now, -3) : null,
          createdAt: daysFromNow(now, -30 + i * 5),
        })
        .run();
    });

    tx.insert(contactMessages)
      .values([
        {
          name: 'Linda Park',
          email: 'linda.park@example.com',
          subject: 'Ferry wait times',
          message:
            'Hi! We are driving down next weekend. Is there a good way to check the ferry wait before we leave Aransas Pass? Thanks for the great guide.',
          createdAt: daysFromNow(now, -0.2),
        },
        {
          name: 'Carlos Mendez',
          email: 'carlos@example.net',
          subject: 'Listing correction',
          message:
            'The phone number shown for our bait shop is out of date. Please call me back so I can give you the new one, or tell me how to claim the listing.',
          createdAt: daysFromNow(now, -2),
        },
        {
          name: 'Hannah Brooks',
          email: 'hbrooks@example.org',
          subject: 'Advertising question',
          message:
            'I run a vacation rental company and would like to know the difference between a free listing and premium placement before I sign up.',
          readAt: daysFromNow(now, -4),
          createdAt: daysFromNow(now, -5),
        },
      ])
      .run();
  });
}
