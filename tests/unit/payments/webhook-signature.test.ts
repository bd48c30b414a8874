/** The webhook's own check of Stripe-Signature's time (src/features/payments/server/webhook-signature.ts). */
import { describe, expect, it } from 'vitest';
import { signedInTime } from '#src/features/payments/server/webhook-signature.ts';

const now = Date.UTC(2026, 11, 2, 12) as number;
const t = (offsetSeconds: number) => Math.floor(now / 1000) + offsetSeconds;

describe('signedInTime', () => {
  it('accepts one timestamp from the past or within the clock skew', () => {
    expect(signedInTime(`t=${t(-600)},v1=abc`, now)).toBe(true);
    expect(signedInTime(`t=${t(299)},v1=abc`, now)).toBe(true);
  });

  it('refuses a future timestamp, none, a malformed one, and more than one (the SDK reads the last)', () => {
    expect(signedInTime(`t=${t(3600)},v1=abc`, now)).toBe(false);
    expect(signedInTime('v1=abc', now)).toBe(false);
    expect(signedInTime('t=12abc,v1=abc', now)).toBe(false);
    expect(signedInTime(`t=${t(0)},t=${t(3600)},v1=abc`, now)).toBe(false);
    expect(signedInTime(`t=${t(-3600)},t=${t(0)},v1=abc`, now)).toBe(false);
  });
});
