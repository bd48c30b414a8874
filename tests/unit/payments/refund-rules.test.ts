/** The refund rule of a plan ended by an admin's rejection (src/features/payments/refund-rules.ts): whole days, capped, never negative. */
import { describe, expect, it } from 'vitest';
import { proRataRefund } from '#src/features/payments/refund-rules.ts';

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
