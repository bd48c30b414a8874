/** The pieces of privacy-first counting that need no server: the per-client cap, bot/prefetch filter, batching, dates. */
import { describe, expect, it } from 'vitest';
import { ClientCap, PER_SUBJECT } from '#src/features/insights/server/client-cap.ts';
import { CounterBatch } from '#src/features/insights/server/counters.ts';
import { localDate, shiftDate } from '#src/features/insights/server/local-date.ts';
import { isHumanNavigation } from '#src/features/insights/server/visitor.ts';
import { percentChange } from '#src/features/insights/insights.ts';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const headers = (h: Record<string, string>) => (name: string) => h[name];

describe('ClientCap (keyed on what the client cannot choose)', () => {
  const DAY = '2026-11-22';
  const VIEWS = 0;
  const WEBSITE = 2;

  it('admits a handful of counts per address, listing and kind a day, whatever else the request says', () => {
    const cap = new ClientCap();
    const counted = Array.from({ length: 300 }, () => cap.allow('203.0.113.7', DAY, VIEWS, 6)).filter(Boolean);
    expect(counted).toHaveLength(PER_SUBJECT);
    expect(PER_SUBJECT).toBe(3);
    // Another kind, another listing, another address: each its own handful.
    expect(cap.allow('203.0.113.7', DAY, WEBSITE, 6)).toBe(true);
    expect(cap.allow('203.0.113.7', DAY, VIEWS, 7)).toBe(true);
    expect(cap.allow('198.51.100.4', DAY, VIEWS, 6)).toBe(true);
    // A result page: each listing on it capped on its own.
    expect(cap.admit('203.0.113.7', DAY, 1, [6, 7, 8])).toEqual([6, 7, 8]);
    expect(cap.admit('203.0.113.7', DAY, 1, [6, 7, 8])).toEqual([6, 7, 8]);
    expect(cap.admit('203.0.113.7', DAY, 1, [6, 9])).toEqual([6, 9]);
    expect(cap.admit('203.0.113.7', DAY, 1, [6, 7, 8, 9])).toEqual([7, 8, 9]);
    expect(cap.admit('203.0.113.7', DAY, 1, [6, 7, 8, 9])).toEqual([9]);
  });

  it('treats an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address (tests/unit/platform/client-key.test.ts)', () => {
    const cap = new ClientCap();
    expect([1, 2, 3, 4].map(() => cap.allow('::ffff:203.0.113.7', DAY, VIEWS, 5))).toEqual([true, true, true, false]);
    expect(cap.allow('203.0.113.7', DAY, VIEWS, 5)).toBe(false);
    const host = (n: number) => `2001:db8:1:2:${n.toString(16)}::${(n * 7).toString(16)}`;
    expect(Array.from({ length: 300 }, (_, n) => cap.allow(host(n), DAY, VIEWS, 6)).filter(Boolean)).toHaveLength(3);
    expect(cap.allow('2001:db8:1:3::1', DAY, VIEWS, 6)).toBe(true); // the next /64: another client
  });

  it('forgets everyone on a new local day', () => {
    const cap = new ClientCap();
    for (let i = 0; i < 3; i++) expect(cap.allow('203.0.113.7', DAY, VIEWS, 6)).toBe(true);
    expect(cap.allow('203.0.113.7', DAY, VIEWS, 6)).toBe(false);
    expect(cap.allow('203.0.113.7', '2026-11-23', VIEWS, 6)).toBe(true);
    expect(cap.addresses).toBe(1);
  });

  it('the day is the Central one: a view at 23:59 and one at 00:00 fall on two days', () => {
    const cap = new ClientCap(1);
    const at = (utc: number) => cap.allow('203.0.113.7', localDate(utc), VIEWS, 6);
    expect(at(Date.UTC(2026, 10, 23, 5, 58))).toBe(true); // 23:58 CST on the 22nd
    expect(at(Date.UTC(2026, 10, 23, 5, 59))).toBe(false);
    expect(at(Date.UTC(2026, 10, 23, 6, 0))).toBe(true); // 00:00 on the 23rd
  });

  it('stays bounded under a flood of addresses, and a new address still counts', () => {
    const room = 1_000;
    const cap = new ClientCap(PER_SUBJECT, 100, room);
    for (let i = 0; i < 50_000; i++) {
      expect(cap.allow(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, DAY, VIEWS, i % 500)).toBe(true);
    }
    // Each address weighs its one listing plus its own overhead: the room holds about a hundred of them.
    expect(cap.addresses).toBeLessThanOrEqual(room / 9);
    expect(cap.allow('198.51.100.4', DAY, VIEWS, 6)).toBe(true);
    expect(cap.allow('2001:db8::1', DAY, WEBSITE, 6)).toBe(true);
  });

  it('never forgets an address in use through its own flood: one address cannot buy itself new counts', () => {
    const cap = new ClientCap(PER_SUBJECT, 100, 1_000);
    for (let i = 0; i < 3; i++) expect(cap.allow('203.0.113.7', DAY, VIEWS, 6)).toBe(true);
    // The same address asks for 100,000 other listings and kinds: it stops at its daily share ...
    let admitted = 0;
    for (let id = 1_000; id < 101_000; id++) if (cap.allow('203.0.113.7', DAY, id % 8, id)) admitted++;
    expect(admitted).toBe(100 - 1);
    // ... and still remembers listing 6.
    expect(cap.allow('203.0.113.7', DAY, VIEWS, 6)).toBe(false);
    // Others meanwhile count as before.
    expect(cap.allow('198.51.100.4', DAY, VIEWS, 6)).toBe(true);
  });
});

describe('isHumanNavigation', () => {
  it('refuses bots, missing user agents and every prefetch signal', () => {
    expect(isHumanNavigation(headers({ 'user-agent': UA }))).toBe(true);
    expect(isHumanNavigation(headers({}))).toBe(false);
    expect(isHumanNavigation(headers({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }))).toBe(false);
    expect(isHumanNavigation(headers({ 'user-agent': 'facebookexternalhit/1.1' }))).toBe(false);
    expect(isHumanNavigation(headers({ 'user-agent': UA, 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isHumanNavigation(headers({ 'user-agent': UA, 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
    expect(isHumanNavigation(headers({ 'user-agent': UA, purpose: 'prefetch' }))).toBe(false);
    expect(isHumanNavigation(headers({ 'user-agent': UA, 'x-moz': 'prefetch' }))).toBe(false);
  });
});

describe('CounterBatch', () => {
  it('adds per listing and day, and drains to an empty batch', () => {
    const batch = new CounterBatch();
    batch.add(1, 'views', '2026-11-22');
    batch.add(1, 'views', '2026-11-22');
    batch.add(1, 'phoneClicks', '2026-11-22');
    batch.add(1, 'views', '2026-11-23');
    batch.addTerm(1, 'kayak', '2026-11-22');
    batch.addTerm(1, 'kayak', '2026-11-22');
    const { rows, terms } = batch.drain();
    expect(rows).toEqual([
      { businessId: 1, date: '2026-11-22', counts: { views: 2, phoneClicks: 1 } },
      { businessId: 1, date: '2026-11-23', counts: { views: 1 } },
    ]);
    expect(terms).toEqual([{ businessId: 1, date: '2026-11-22', term: 'kayak', count: 2 }]);
    expect(batch.size).toBe(0);
  });
});

describe('CounterBatch merge', () => {
  it('takes rows back after a failed write, merged with what was counted meanwhile', () => {
    const batch = new CounterBatch();
    batch.add(1, 'views', '2026-11-22');
    batch.addTerm(1, 'kayak', '2026-11-22');
    const unwritten = batch.drain();
    batch.add(1, 'views', '2026-11-22', 2);
    batch.add(2, 'impressions', '2026-11-22');
    batch.addTerm(1, 'kayak', '2026-11-22');
    batch.merge(unwritten);
    expect(batch.size).toBe(3);
    expect(batch.drain()).toEqual({
      rows: [
        { businessId: 1, date: '2026-11-22', counts: { views: 3 } },
        { businessId: 2, date: '2026-11-22', counts: { impressions: 1 } },
      ],
      terms: [{ businessId: 1, date: '2026-11-22', term: 'kayak', count: 2 }],
    });
  });
});

describe('dates and changes', () => {
  it('uses the Central calendar day, across midnight UTC and DST', () => {
    expect(localDate(Date.UTC(2026, 10, 23, 5, 59))).toBe('2026-11-22'); // 23:59 CST
    expect(localDate(Date.UTC(2026, 10, 23, 6, 0))).toBe('2026-11-23');
    expect(localDate(Date.UTC(2026, 6, 4, 4, 59))).toBe('2026-07-03'); // 23:59 CDT
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reports the change against the previous period', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(3, 0)).toBeNull();
  });
});
