/** The pieces of privacy-first counting that need no server: the per-client cap, bot/prefetch filter, batching, dates. */
import { describe, expect, it } from 'vitest';
import { ClientCap } from '@/server/insights/client-cap';
import { CounterBatch } from '@/server/insights/counters';
import { localDate, shiftDate } from '@/server/insights/local-date';
import { isHumanNavigation } from '@/server/insights/visitor';
import { percentChange } from '@/lib/insights';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const headers = (h: Record<string, string>) => (name: string) => h[name];

describe('ClientCap', () => {
  it('admits one count per client and subject per window', () => {
    const cap = new ClientCap(30 * 60_000, 200);
    const t = 1_700_000_000_000;
    expect(cap.allow('1.2.3.4', UA, 'v1', '2026-11-22', t)).toBe(true);
    expect(cap.allow('1.2.3.4', UA, 'v1', '2026-11-22', t + 29 * 60_000)).toBe(false);
    expect(cap.allow('1.2.3.4', UA, 'v2', '2026-11-22', t + 1)).toBe(true); // another listing
    expect(cap.allow('5.6.7.8', UA, 'v1', '2026-11-22', t + 2)).toBe(true); // another client
    expect(cap.allow('1.2.3.4', UA, 'v1', '2026-11-22', t + 30 * 60_000)).toBe(true); // a later visit
  });

  it('stops a client after the daily limit and forgets everyone on a new day', () => {
    const cap = new ClientCap(30 * 60_000, 3);
    const t = 1_700_000_000_000;
    expect([1, 2, 3, 4].map((n) => cap.allow('9.9.9.9', UA, `v${n}`, '2026-11-22', t))).toEqual([true, true, true, false]);
    expect(cap.allow('9.9.9.9', UA, 'v1', '2026-11-23', t + 1)).toBe(true);
  });

  it('counts nothing new rather than growing without bound under a flood of clients', () => {
    const cap = new ClientCap(30 * 60_000, 200, 100);
    const t = 1_700_000_000_000;
    for (let i = 0; i < 100; i += 1) expect(cap.allow(`10.0.0.${i}`, UA, 'v1', '2026-11-22', t)).toBe(true);
    expect(cap.allow('10.0.1.1', UA, 'v1', '2026-11-22', t + 1)).toBe(false);
    expect(cap.allow('10.0.1.1', UA, 'v1', '2026-11-22', t + 30 * 60_000)).toBe(true); // old entries pruned
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

describe('CounterBatch slices', () => {
  it('takes out at most the rows asked for, daily counts first, and leaves the rest for the next take', () => {
    const batch = new CounterBatch();
    for (const id of [1, 2, 3]) batch.add(id, 'impressions', '2026-11-22');
    batch.add(2, 'views', '2026-11-22');
    for (const id of [1, 2]) batch.addTerm(id, 'kayak', '2026-11-22');
    batch.addTerm(3, 'pier', '2026-11-23');
    expect(batch.size).toBe(6);

    const first = batch.take(2);
    expect(first.rows).toEqual([
      { businessId: 1, date: '2026-11-22', counts: { impressions: 1 } },
      { businessId: 2, date: '2026-11-22', counts: { impressions: 1, views: 1 } },
    ]);
    expect(first.terms).toEqual([]);
    expect(batch.size).toBe(4);

    // Counted after a take: added to what is left; a listing new to the day starts from zero.
    batch.add(3, 'impressions', '2026-11-22');
    batch.add(4, 'phoneClicks', '2026-11-22');
    batch.add(5, 'views', '2026-11-22');
    const second = batch.take(5);
    expect(second.rows).toEqual([
      { businessId: 3, date: '2026-11-22', counts: { impressions: 2 } },
      { businessId: 4, date: '2026-11-22', counts: { phoneClicks: 1 } },
      { businessId: 5, date: '2026-11-22', counts: { views: 1 } },
    ]);
    expect(second.terms).toEqual([
      { businessId: 1, date: '2026-11-22', term: 'kayak', count: 1 },
      { businessId: 2, date: '2026-11-22', term: 'kayak', count: 1 },
    ]);
    expect(batch.take()).toEqual({ rows: [], terms: [{ businessId: 3, date: '2026-11-23', term: 'pier', count: 1 }] });
    expect(batch.size).toBe(0);
  });

  it('holds 150,000 listings in one day and gives every count back', () => {
    const batch = new CounterBatch();
    for (let id = 1; id <= 150_000; id++) batch.add(id, 'impressions', '2026-11-22', id % 7);
    const { rows } = batch.drain();
    expect(rows).toHaveLength(150_000);
    expect(rows[149_999]).toEqual({ businessId: 150_000, date: '2026-11-22', counts: { impressions: 150_000 % 7 } });
    expect(rows.filter((r) => r.counts.impressions === undefined)).toHaveLength(Math.floor(150_000 / 7));
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
