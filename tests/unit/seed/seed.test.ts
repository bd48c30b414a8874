import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, isDatabaseEmpty, seedBulkBusinesses, seedDemoData } from '#seed/index.ts';
import { demoEvents } from '#seed/events.ts';
import { localInstant } from '#seed/time.ts';
import { categoryGroupSlugs, categorySlugs, eventCategories, resolveCategory } from '#src/features/directory/categories.ts';
import { slugify } from '#src/platform/slug.ts';
import { openDb, type Db } from '#src/platform/server/db/client.ts';
import { searchDirectory, searchWords } from '#src/features/search/server/directory-search.ts';
import { businesses, events, offers, users, type Business, type Event, type User } from '#src/platform/server/db/schema.ts';

const run = promisify(execFile);
const DAY = 86_400_000;

describe('slugify', () => {
  it('makes lower-case ASCII words joined by single hyphens', () => {
    expect(slugify('The Salty Pelican Seafood House')).toBe('the-salty-pelican-seafood-house');
    expect(slugify("  Jetty Jack's  Bay -- Charters!  ")).toBe('jetty-jacks-bay-charters');
    expect(slugify('Café Olé & Crêpes')).toBe('cafe-ole-and-crepes');
    expect(slugify('Island Slice Pizza Co.')).toBe('island-slice-pizza-co');
    expect(slugify('🐬 ★')).toBe('');
  });

  it('caps the length at a word boundary without a trailing hyphen', () => {
    // The first 60 characters end in "-librarie"; the cut backs off to the last whole word.
    expect(slugify('Mustang Island Maritime History Museum and Research Libraries of Texas')).toBe(
      'mustang-island-maritime-history-museum-and-research',
    );
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(60));
  });
});

describe('localInstant', () => {
  it('turns a local wall-clock time into the right instant in winter and summer (America/Chicago)', () => {
    // CST is UTC-6, CDT is UTC-5.
    expect(localInstant(new Date('2026-01-15T18:00:00Z'), 0, '12:00', 'America/Chicago').toISOString()).toBe(
      '2026-01-15T18:00:00.000Z',
    );
    expect(localInstant(new Date('2026-07-15T18:00:00Z'), 2, '09:30', 'America/Chicago').toISOString()).toBe(
      '2026-07-17T14:30:00.000Z',
    );
    // Across the spring-forward switch (2026-03-08): 9:00 the next day is already CDT.
    expect(localInstant(new Date('2026-03-07T18:00:00Z'), 1, '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    // Late evening local is the next UTC day.
    expect(localInstant(new Date('2026-01-15T03:00:00Z'), 0, '20:00', 'America/Chicago').toISOString()).toBe(
      '2026-01-15T02:00:00.000Z',
    );
  });
});

describe('demo and bulk seeding', () => {
  let dir: string;
  let dbPath: string;
  let db: Db;
  let now: Date;
  let demo: { businesses: Business[]; events: Event[]; users: User[] };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
    dbPath = join(dir, 'site.db');
    db = openDb(dbPath);
    expect(isDatabaseEmpty(db)).toBe(true);
    now = new Date();
    seedDemoData(db, now);
    demo = {
      businesses: db.select().from(businesses).all(),
      events: db.select().from(events).all(),
      users: db.select().from(users).all(),
    };
  });

  afterAll(() => {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('marks the database as no longer empty', () => {
    expect(isDatabaseEmpty(db)).toBe(false);
  });

  it('has at least 40 businesses covering every directory group and some newly kept categories, with unique slugs', () => {
    const list = demo.businesses;
    expect(list.length).toBeGreaterThanOrEqual(40);
    for (const b of list) expect(categorySlugs, b.name).toContain(b.category);
    const groupOf = (b: Business) => resolveCategory(b.category)!.group.slug;
    for (const slug of categoryGroupSlugs)
      expect(
        list.some((b) => groupOf(b) === slug && b.approved),
        slug,
      ).toBe(true);
    for (const slug of ['tourism', 'beauty-wellness', 'home-garden'])
      expect(
        list.some((b) => b.category === slug && b.approved),
        slug,
      ).toBe(true);
    // Pending ones, for the admin's queue.
    for (const slug of ['technology', 'sports-recreation'])
      expect(
        list.some((b) => b.category === slug),
        slug,
      ).toBe(true);
    expect(new Set(list.map((b) => b.slug)).size).toBe(list.length);
    for (const b of list) expect(b.slug).toBe(slugify(b.name));
  });

  it('has unclaimed, pending, featured and premium listings', () => {
    const list = demo.businesses;
    expect(list.filter((b) => b.approved && b.ownerId === null).length).toBeGreaterThanOrEqual(6);
    expect(list.filter((b) => !b.approved).length).toBeGreaterThanOrEqual(3);
    expect(list.filter((b) => b.approved && b.featured).length).toBeGreaterThanOrEqual(4);
    for (const b of list.filter((x) => x.ownerId !== null)) expect(b.claimedAt).toBeInstanceOf(Date);

    const premium = list.filter((b) => b.plan === 'premium');
    expect(premium.length).toBeGreaterThanOrEqual(2);
    for (const b of premium) {
      expect(b.subscriptionStatus).toBe('active');
      expect(b.ownerId).not.toBeNull();
      expect(b.stripeSubscriptionId).toMatch(/^sub_demo_/);
      expect(b.currentPeriodEnd!.getTime()).toBeGreaterThan(now.getTime());
    }
    expect(new Set(premium.map((b) => b.subscriptionType))).toEqual(new Set(['monthly', 'yearly']));
    expect(premium.filter((b) => b.cancelAt && b.cancelAt > now)).toHaveLength(1);
  });

  it('gives contact details and hours in the shapes the screens expect', () => {
    const list = demo.businesses;
    for (const b of list) {
      expect(b.phone).toMatch(/^\(361\) 555-01\d\d$/);
      expect(b.address).toMatch(/, Port Aransas, TX 78373$/);
      expect(b.imageUrl).toBeNull();
    }
    expect(list.some((b) => b.website && !/^https?:\/\//.test(b.website))).toBe(true);
    expect(list.some((b) => b.website === null)).toBe(true);
    expect(list.some((b) => b.hours === null)).toBe(true);
    const days = list.map((b) => b.hours).filter((h) => h !== null);
    expect(days.some((h) => h.saturday?.close === '02:00' && !h.saturday.closed)).toBe(true);
    expect(days.some((h) => h.sunday?.closed && h.monday?.closed && !h.tuesday?.closed)).toBe(true);
    expect(days.some((h) => Object.values(h).every((d) => d.open === '00:00' && d.close === '00:00' && !d.closed))).toBe(true);
  });

  it('lets the activity pages find fishing, dining and recreation businesses', () => {
    const approved = demo.businesses.filter((b) => b.approved);
    const has = (b: Business, words: string[]) =>
      words.some((w) => `${b.category} ${b.name} ${b.description}`.toLowerCase().includes(w));
    expect(approved.filter((b) => has(b, ['fishing', 'charter', 'marine'])).length).toBeGreaterThanOrEqual(6);
    expect(approved.filter((b) => b.category === 'restaurant').length).toBeGreaterThanOrEqual(6);
    expect(
      approved.filter((b) => resolveCategory(b.category)?.group.slug === 'recreation' && has(b, ['marina', 'boat', 'tour']))
        .length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has upcoming, ongoing, past, multi-day, ticketed, featured and pending events at local times', () => {
    const list = demo.events;
    const t = now.getTime();
    expect(list.length).toBeGreaterThanOrEqual(12);
    const approved = list.filter((e) => e.approved);
    expect(approved.filter((e) => e.startDate.getTime() > t).length).toBeGreaterThanOrEqual(3);
    expect(approved.some((e) => e.startDate.getTime() < t && e.endDate.getTime() > t)).toBe(true);
    expect(approved.filter((e) => e.endDate.getTime() < t).length).toBeGreaterThanOrEqual(2);
    expect(approved.some((e) => e.endDate.getTime() - e.startDate.getTime() > DAY && e.startDate.getTime() > t)).toBe(true);
    expect(approved.some((e) => e.ticketUrl?.startsWith('https://'))).toBe(true);
    expect(approved.some((e) => e.featured && e.startDate.getTime() > t)).toBe(true);
    expect(list.some((e) => !e.approved)).toBe(true);
    for (const e of list) expect(e.endDate.getTime()).toBeGreaterThan(e.startDate.getTime());

    const categories = new Set(list.map((e) => e.category));
    for (const c of eventCategories) expect(categories).toContain(c);
    expect(categories).toContain('Other');

    const chicagoTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Chicago',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const spec of demoEvents) {
      const row = list.find((e) => e.title === spec.title)!;
      expect(chicagoTime.format(row.startDate)).toBe(spec.start.time);
      expect(chicagoTime.format(row.endDate)).toBe(spec.end.time);
    }
  });

  it('has offers dated from the seeding day: at least one running now (with a code) and one to come, on live premium listings', () => {
    const t = now.getTime();
    const list = db.select().from(offers).all();
    const live = (id: number) => {
      const b = demo.businesses.find((x) => x.id === id)!;
      return b.approved && b.plan === 'premium' && b.subscriptionStatus === 'active';
    };
    const running = list.filter((o) => live(o.businessId) && o.startsAt.getTime() <= t && o.endsAt.getTime() > t);
    expect(running.length).toBeGreaterThanOrEqual(1);
    expect(running.some((o) => o.code)).toBe(true);
    expect(list.some((o) => live(o.businessId) && o.startsAt.getTime() > t)).toBe(true);
    // Seeded a year later, the same demo still runs now.
    const laterDir = mkdtempSync(join(tmpdir(), 'seed-later-'));
    const later = openDb(join(laterDir, 'site.db'));
    try {
      const nextYear = new Date(t + 365 * DAY);
      seedDemoData(later, nextYear);
      const rows = later.select().from(offers).all();
      expect(rows.some((o) => o.startsAt <= nextYear && o.endsAt > nextYear)).toBe(true);
    } finally {
      later.$client.close();
      rmSync(laterDir, { recursive: true, force: true });
    }
  });

  it('creates a verified admin and two owners who can log in with the demo password', async () => {
    const byEmail = new Map(demo.users.map((u) => [u.email, u]));
    expect(byEmail.get('admin@example.com')?.role).toBe('admin');
    expect(byEmail.get('owner@example.com')?.role).toBe('user');
    expect(byEmail.get('owner2@example.com')?.role).toBe('user');
    for (const u of demo.users) {
      expect(u.emailVerifiedAt).toBeInstanceOf(Date);
      expect(u.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(await verify(byEmail.get('owner@example.com')!.passwordHash, DEMO_PASSWORD)).toBe(true);
    const owned = new Set(demo.businesses.map((b) => b.ownerId));
    expect(owned).toContain(byEmail.get('owner@example.com')!.id);
    expect(owned).toContain(byEmail.get('owner2@example.com')!.id);
  });

  it('bulk-adds exactly N approved businesses, leaves existing rows alone, and keeps search indexed', () => {
    const before = db.select().from(businesses).all();
    seedBulkBusinesses(db, 2_000);
    const after = db.select().from(businesses).all();
    expect(after.length).toBe(before.length + 2_000);
    const added = after.filter((b) => !before.some((x) => x.id === b.id));
    expect(added).toHaveLength(2_000);
    expect(added.every((b) => b.approved && b.ownerId === null)).toBe(true);
    expect(new Set(after.map((b) => b.slug)).size).toBe(after.length);
    expect(new Set(added.map((b) => b.category))).toEqual(new Set(categoryGroupSlugs));
    expect(added.some((b) => b.featured)).toBe(true);
    expect(added.some((b) => b.plan === 'premium' && b.subscriptionStatus === 'active')).toBe(true);
    // Rows that were there before are byte-for-byte unchanged.
    expect(after.filter((b) => before.some((x) => x.id === b.id))).toEqual(before);

    const target = added[1234]!;
    const substring = target.name.slice(2, 12).toUpperCase();
    const { ids } = searchDirectory(db.$client, { words: searchWords(substring) }, { limit: 5_000, offset: 0 });
    expect(ids).toContain(target.id);
  });

  it('CLI: refuses demo data on a non-empty database, rejects bad flags, bulk-adds on request', { timeout: 60_000 }, async () => {
    const tsx = resolve('node_modules/.bin/tsx');
    const cli = (args: string[], path = dbPath) =>
      run(tsx, ['src/cli/seed.ts', ...args], { env: { ...process.env, DATABASE_PATH: path } }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const count = () => db.select().from(businesses).all().length;
    const start = count();

    const refused = await cli([]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Refusing/);
    expect(count()).toBe(start);

    const bad = await cli(['--businesses', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Usage:/);

    const bulk = await cli(['--businesses', '25']);
    expect(bulk.code).toBe(0);
    expect(bulk.stdout).toMatch(/Added 25 businesses/);
    expect(count()).toBe(start + 25);

    const fresh = await cli([], join(dir, 'fresh.db'));
    expect(fresh.code).toBe(0);
    expect(fresh.stdout).toMatch(/admin@example\.com/);
  });
});
