import { describe, expect, it } from 'vitest';
import { stripeApiConfig } from '#src/features/payments/server/stripe.ts';
import { snapshotFromStripe } from '#src/features/payments/server/sync.ts';
import { withKeyLock } from '#src/features/payments/server/lock.ts';
import { addPeriod } from '#src/features/payments/server/test-checkout.ts';
import { parseStripeForm } from '../../helpers/stripe-stand-in';

describe('STRIPE_API_URL', () => {
  it('is split into host, port and protocol for the SDK', () => {
    expect(stripeApiConfig('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeApiConfig('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
    expect(stripeApiConfig(undefined)).toEqual({});
  });
});

describe('snapshotFromStripe', () => {
  const base = {
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    cancel_at: null,
    metadata: { businessId: '42', subscriptionType: 'yearly' },
  };

  it('takes the period end from the items (API 2025-03-31 and later), the latest one if several', () => {
    const snap = snapshotFromStripe({
      ...base,
      items: { data: [{ current_period_end: 1_800_000_000 }, { current_period_end: 1_800_000_500 }] },
    } as never);
    expect(snap).toEqual({
      id: 'sub_1',
      status: 'active',
      currentPeriodEnd: new Date(1_800_000_500_000),
      cancelAt: null,
      businessId: 42,
      subscriptionType: 'yearly',
      startedBy: null,
    });
    // Who started the checkout comes from the metadata when it is there.
    expect(snapshotFromStripe({ ...base, metadata: { ...base.metadata, userId: '7' } } as never).startedBy).toBe(7);
  });

  it('reads older payloads and falls back to the price interval when metadata is missing', () => {
    const snap = snapshotFromStripe({
      ...base,
      metadata: {},
      current_period_end: 1_700_000_000,
      cancel_at: 1_750_000_000,
      items: { data: [{ price: { recurring: { interval: 'month' } } }] },
    } as never);
    expect(snap).toMatchObject({
      currentPeriodEnd: new Date(1_700_000_000_000),
      cancelAt: new Date(1_750_000_000_000),
      businessId: null,
      subscriptionType: 'monthly',
    });
  });
});

describe('withKeyLock', () => {
  it('runs work for one key one at a time, in arrival order, and other keys in parallel', async () => {
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      withKeyLock('a', step('a1', 20)),
      withKeyLock('a', step('a2', 1)),
      withKeyLock('b', step('b1', 1)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });

  it('keeps going after a failed task', async () => {
    await expect(withKeyLock('c', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withKeyLock('c', async () => 'next')).resolves.toBe('next');
  });
});

describe('test subscription periods', () => {
  it('add one calendar month or one year', () => {
    expect(addPeriod(new Date('2026-01-15T12:00:00Z'), 'monthly').toISOString()).toBe('2026-02-15T12:00:00.000Z');
    expect(addPeriod(new Date('2026-01-15T12:00:00Z'), 'yearly').toISOString()).toBe('2027-01-15T12:00:00.000Z');
  });
});

describe('the stand-in reads what the SDK sends', () => {
  it('parses bracketed form keys into nested objects and arrays', () => {
    expect(
      parseStripeForm(
        'line_items[0][price_data][unit_amount]=9900&line_items[0][quantity]=1&metadata[businessId]=7&mode=subscription',
      ),
    ).toEqual({
      line_items: [{ price_data: { unit_amount: '9900' }, quantity: '1' }],
      metadata: { businessId: '7' },
      mode: 'subscription',
    });
  });
});
