/** The refund rule of a plan ended by an admin's rejection (src/features/payments/refund-rules.ts): whole days, capped, never negative. */
import { describe, expect, it } from 'vitest';
import { listingRefund, proRataRefund, refundedInFull } from '#src/features/payments/refund-rules.ts';

const DAY = 86_400_000;
const start = new Date('2026-11-26T15:00:00Z');
const yearEnd = new Date('2027-11-26T15:00:00Z');

describe('proRataRefund', () => {
  it('refunds the whole unused days of the period, of what was paid, rounded to the cent', () => {
    const now = new Date(start.getTime() + 100 * DAY + 3_600_000); // day 101 begun: counts as used
    expect(proRataRefund({ paidCents: 99_500, periodStart: start, periodEnd: yearEnd, now })).toEqual({
      paidCents: 99_500,
      periodStart: start,
      periodEnd: yearEnd,
      unusedDays: 264,
      periodDays: 365,
      amountCents: 71_967, // 99500 × 264 / 365 = 71967.1
    });
  });

  it('the same amount all day long (the warning and the confirm agree), one day less the next day', () => {
    const morning = proRataRefund({
      paidCents: 9_900,
      periodStart: start,
      periodEnd: new Date('2026-12-26T15:00:00Z'),
      now: new Date(start.getTime() + 10 * DAY + 60_000),
    });
    const evening = proRataRefund({
      paidCents: 9_900,
      periodStart: start,
      periodEnd: new Date('2026-12-26T15:00:00Z'),
      now: new Date(start.getTime() + 11 * DAY - 60_000),
    });
    const next = proRataRefund({
      paidCents: 9_900,
      periodStart: start,
      periodEnd: new Date('2026-12-26T15:00:00Z'),
      now: new Date(start.getTime() + 11 * DAY + 60_000),
    });
    expect(morning.amountCents).toBe(evening.amountCents);
    expect([morning.unusedDays, next.unusedDays]).toEqual([19, 18]);
    expect(morning.amountCents).toBe(6_270); // 9900 × 19 / 30
  });

  it('never more than was paid (a request before the period started), never negative (after it ended), nothing of nothing', () => {
    expect(
      proRataRefund({ paidCents: 99_500, periodStart: start, periodEnd: yearEnd, now: new Date(start.getTime() - 30 * DAY) })
        .amountCents,
    ).toBe(99_500);
    expect(
      proRataRefund({ paidCents: 99_500, periodStart: start, periodEnd: yearEnd, now: new Date(yearEnd.getTime() + DAY) }),
    ).toMatchObject({ unusedDays: 0, amountCents: 0 });
    expect(proRataRefund({ paidCents: 0, periodStart: start, periodEnd: yearEnd, now: start }).amountCents).toBe(0);
    expect(proRataRefund({ paidCents: -500, periodStart: start, periodEnd: yearEnd, now: start }).amountCents).toBe(0);
    // A period of zero length cannot divide by zero.
    expect(proRataRefund({ paidCents: 9_900, periodStart: start, periodEnd: start, now: start }).amountCents).toBe(0);
  });
});

describe('listingRefund', () => {
  const paid = { paidCents: 99_500, periodStart: start, periodEnd: yearEnd, now: new Date(start.getTime() + 3_600_000) };

  it('refunds all that was paid for a listing never published, whatever part of the period has gone', () => {
    const never = listingRefund({ ...paid, everPublished: false });
    expect(never).toMatchObject({ amountCents: 99_500, unusedDays: 365, periodDays: 365 });
    expect(refundedInFull(never)).toBe(true);
    const late = listingRefund({ ...paid, now: new Date(start.getTime() + 200 * DAY), everPublished: false });
    expect(late.amountCents).toBe(99_500);
  });

  it('is the pro rata rule, a begun day counted as used, for a listing that was published', () => {
    const published = listingRefund({ ...paid, everPublished: true });
    expect(published).toEqual(proRataRefund(paid));
    expect(published).toMatchObject({ amountCents: 99_227, unusedDays: 364 });
    expect(refundedInFull(published)).toBe(false);
  });

  it('nothing paid is nothing refunded, published or not', () => {
    expect(listingRefund({ ...paid, paidCents: 0, everPublished: false }).amountCents).toBe(0);
    expect(refundedInFull(listingRefund({ ...paid, paidCents: 0, everPublished: false }))).toBe(false);
  });
});
