/**
 * The cancel confirmation (issue 14): names the end date and what a renewal inside the 45-day notice
 * costs. The rule is the one Stripe applies to what the server sends (`cancel_at` 45 days after the
 * first request, `proration_behavior: 'none'`): see src/lib/billing-rules.ts.
 */
import { cancellationEnd, formatCents, PLAN_CENTS, renewalsBefore, type PlanType } from './billing-rules';
import { formatShortDate } from './format';

export function cancelConfirmText(
  b: { name: string; currentPeriodEnd: string | null; subscriptionType: PlanType | null },
  timeZone: string,
  now = new Date(),
): string {
  const end = cancellationEnd(now);
  const type = b.subscriptionType ?? 'monthly';
  const renewals = b.currentPeriodEnd
    ? renewalsBefore({ currentPeriodEnd: new Date(b.currentPeriodEnd), subscriptionType: type, cancelAt: end })
    : [];
  const date = (d: Date) => formatShortDate(d, timeZone);
  const charges = renewals.map((r) =>
    r.full
      ? `your renewal on ${date(r.on)} is charged in full (${formatCents(r.amountCents)})`
      : `your renewal on ${date(r.on)} is charged only for the days up to ${date(end)} (${formatCents(r.amountCents)} instead of ${formatCents(PLAN_CENTS[type])})`,
  );
  const renewalText =
    charges.length > 0
      ? ` Inside the notice, ${charges.join('; ')}. Nothing already paid is refunded.`
      : ' No renewal falls before that date, so nothing more is charged.';
  return `Cancel Premium for ${b.name}? It stays Premium until ${date(end)} (45 days' notice), then becomes a free listing.${renewalText}`;
}
