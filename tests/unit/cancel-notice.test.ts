import { describe, expect, it } from 'vitest';
import { cancelConfirmText } from '../../src/lib/cancel-notice';

const now = new Date('2026-03-01T18:00:00Z');
const tz = 'America/Chicago';

describe('cancel confirmation', () => {
  it('says a monthly renewal inside the 45-day notice is charged in full, with both dates', () => {
    const text = cancelConfirmText(
      { name: 'Fins', currentPeriodEnd: '2026-03-20T18:00:00Z', subscriptionType: 'monthly' },
      tz,
      now,
    );
    expect(text).toBe(
      "Cancel Premium for Fins? It stays Premium until Apr 15, 2026 (45 days' notice), then becomes a free listing. Your renewal on Mar 20, 2026 falls inside the 45-day notice and is charged in full ($99); nothing is refunded.",
    );
  });
  it('says nothing more is charged when the next renewal is after the end date', () => {
    const text = cancelConfirmText(
      { name: 'Fins', currentPeriodEnd: '2027-01-10T18:00:00Z', subscriptionType: 'yearly' },
      tz,
      now,
    );
    expect(text).toContain('No renewal falls before that date, so nothing more is charged.');
  });
});
