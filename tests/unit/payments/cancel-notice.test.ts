import { describe, expect, it } from 'vitest';
import { cancellationEnd, planSwitch, renewalsBefore } from '#src/features/payments/billing-rules.ts';
import { cancelConfirmText, cancelDoneText } from '#src/features/payments/cancel-notice.ts';

const now = new Date('2026-03-01T18:00:00Z');
const tz = 'America/Chicago';
const confirmText = (currentPeriodEnd: string, subscriptionType: 'monthly' | 'yearly') =>
  cancelConfirmText({ name: 'Fins', currentPeriodEnd, subscriptionType }, tz, now);
/** The message after a first request made at `now`, for a subscription whose period ends at `currentPeriodEnd`. */
const firstDoneText = (currentPeriodEnd: string, subscriptionType: 'monthly' | 'yearly') => {
  const s = { currentPeriodEnd: new Date(currentPeriodEnd), subscriptionType };
  return cancelDoneText(s, { cancelAt: cancellationEnd(now, s.currentPeriodEnd), requestedAt: now, alreadyScheduled: false }, tz);
};

describe('cancel confirmation', () => {
  it("says a monthly renewal inside the 45-day notice is charged only up to the end date, as Stripe prorates cancel_at's period", () => {
    const text = confirmText('2026-03-20T18:00:00Z', 'monthly');
    // Mar 20 → Apr 15 is 26 of the 31 days of Mar 20 → Apr 20: $99 × 26/31 = $83.03.
    expect(text).toBe(
      "Cancel Premium for Fins? It stays Premium until Apr 15, 2026 (45 days' notice), then becomes a free listing. Still to come: your renewal on Mar 20, 2026 is charged only for the days up to Apr 15, 2026 ($83.03 instead of $99.00). Nothing already paid is refunded.",
    );
  });
  it('names every renewal inside the notice: a full month, then the part up to the end date', () => {
    const text = confirmText('2026-03-05T18:00:00Z', 'monthly');
    expect(text).toContain(
      'your renewal on Mar 05, 2026 is charged in full ($99.00); your renewal on Apr 05, 2026 is charged only for the days up to Apr 15, 2026 ($33.00 instead of $99.00)',
    );
  });
  it('a yearly plan cancelled in its first month stays premium to the end of the paid year, with nothing more to pay', () => {
    // Paid on Feb 20, 2026 for a year; cancelled on Mar 1: the paid year ends later than the 45 days.
    const text = confirmText('2027-02-20T18:00:00Z', 'yearly');
    expect(text).toBe(
      "Cancel Premium for Fins? It stays Premium until Feb 20, 2027, the end of the year you already paid for (later than the 45 days' notice), then becomes a free listing. No renewal falls before that date, so nothing more is charged.",
    );
  });
  it("a yearly plan cancelled in its last weeks: the 45 days' notice is later, and the prorated renewal is stated", () => {
    const text = confirmText('2026-03-11T18:00:00Z', 'yearly');
    expect(text).toMatch(
      /^Cancel Premium for Fins\? It stays Premium until Apr 15, 2026 \(45 days' notice\), then becomes a free listing\. Still to come: your renewal on Mar 11, 2026 is charged only for the days up to Apr 15, 2026 \(\$95\.41 instead of \$995\.00\)\./,
    );
  });
});

describe('cancellation end date', () => {
  const days45 = new Date('2026-04-15T18:00:00Z');
  it('is 45 days after the request when the paid period ends sooner (monthly)', () => {
    expect(cancellationEnd(now, new Date('2026-03-20T18:00:00Z'))).toEqual(days45);
  });
  it('is the end of the paid period when that is later (yearly in its first month)', () => {
    expect(cancellationEnd(now, new Date('2027-02-20T18:00:00Z'))).toEqual(new Date('2027-02-20T18:00:00Z'));
  });
  it('is 45 days after the request when no period is known', () => {
    expect(cancellationEnd(now)).toEqual(days45);
  });
  it('keeps whole seconds, as Stripe stores them', () => {
    expect(cancellationEnd(new Date('2026-03-01T18:00:00.750Z'), null).getUTCMilliseconds()).toBe(0);
    expect(cancellationEnd(now, new Date('2027-02-20T18:00:00.500Z')).getUTCMilliseconds()).toBe(0);
  });
});

describe('the message after cancelling', () => {
  it("keeps the spec's toast where the 45 days decide the date (monthly), and names the charge to come", () => {
    expect(firstDoneText('2026-03-20T18:00:00Z', 'monthly')).toBe(
      'Your subscription cancellation has been scheduled for 45 days from now. Premium ends on Apr 15, 2026. Still to come: your renewal on Mar 20, 2026 is charged only for the days up to Apr 15, 2026 ($83.03 instead of $99.00). Nothing already paid is refunded.',
    );
  });
  it('states the real date where the paid year decides it', () => {
    expect(firstDoneText('2027-02-20T18:00:00Z', 'yearly')).toBe(
      'Your subscription cancellation has been scheduled for Feb 20, 2027, the end of the period you already paid for. No renewal falls before that date, so nothing more is charged.',
    );
  });
  it('a repeated request names the first date', () => {
    const s = { currentPeriodEnd: new Date('2027-02-20T18:00:00Z'), subscriptionType: 'yearly' as const };
    const later = new Date('2026-03-05T18:00:00Z');
    expect(
      cancelDoneText(s, { cancelAt: new Date('2027-02-20T18:00:00Z'), requestedAt: later, alreadyScheduled: true }, tz),
    ).toMatch(/^A cancellation is already scheduled: Premium ends on Feb 20, 2027\./);
  });
});

describe('billing rules', () => {
  it('no renewal is charged when the end date is before the period ends', () => {
    expect(
      renewalsBefore({
        currentPeriodEnd: new Date('2026-05-01T00:00:00Z'),
        subscriptionType: 'yearly',
        cancelAt: new Date('2026-04-15T00:00:00Z'),
      }),
    ).toEqual([]);
  });
  it('a switch credits the unused part of the period and charges the new plan from today', () => {
    const change = planSwitch({
      from: 'monthly',
      to: 'yearly',
      currentPeriodEnd: new Date('2026-03-31T00:00:00Z'),
      currentPeriodStart: new Date('2026-03-01T00:00:00Z'),
      now: new Date('2026-03-16T00:00:00Z'),
    });
    // 15 of 30 days unused: $49.50 credit; $995 charged; the yearly period starts now.
    expect(change).toMatchObject({ creditCents: 4_950, chargeCents: 99_500, totalCents: 94_550 });
    expect(change.periodEnd.toISOString()).toBe('2027-03-16T00:00:00.000Z');
  });
  it('yearly → monthly early in the year leaves a credit (a negative total)', () => {
    const change = planSwitch({
      from: 'yearly',
      to: 'monthly',
      currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
      now: new Date('2026-01-02T00:00:00Z'),
    });
    expect(change.totalCents).toBeLessThan(0);
    expect(change.creditCents).toBe(Math.round((99_500 * 364) / 365));
  });
});
