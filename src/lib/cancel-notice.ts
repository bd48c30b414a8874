/**
 * The cancel confirmation (issue 14): names the end date and whether a renewal inside the 45-day
 * notice is charged. It states the rule the server tells Stripe (src/server/payments/cancel.ts:
 * `cancel_at` 45 days after the first request, `proration_behavior: 'none'`): a renewal that falls
 * before the end date is charged in full and nothing is refunded.
 */
import { formatShortDate } from './format';

// Mirrors CANCELLATION_NOTICE_DAYS in src/server/payments/config.ts (server-only module: it reads env).
const CANCELLATION_NOTICE_DAYS = 45;

export function cancelConfirmText(
  b: { name: string; currentPeriodEnd: string | null; subscriptionType: 'monthly' | 'yearly' | null },
  timeZone: string,
  now = new Date(),
): string {
  const end = new Date(now.getTime() + CANCELLATION_NOTICE_DAYS * 24 * 60 * 60 * 1000);
  const renewal = b.currentPeriodEnd ? new Date(b.currentPeriodEnd) : null;
  const price = b.subscriptionType === 'yearly' ? '$995' : '$99';
  const renewalText =
    renewal && renewal < end
      ? ` Your renewal on ${formatShortDate(renewal, timeZone)} falls inside the 45-day notice and is charged in full (${price}); nothing is refunded.`
      : ' No renewal falls before that date, so nothing more is charged.';
  return `Cancel Premium for ${b.name}? It stays Premium until ${formatShortDate(end, timeZone)} (45 days' notice), then becomes a free listing.${renewalText}`;
}
