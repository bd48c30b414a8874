/**
 * What a cancellation means for the owner, in words: the confirmation before it (dashboard, Billing
 * page), the message after it, the Billing page and the e-mail. One place, so they all say the same.
 * The end date is the later of the 45-day notice and the end of the period already paid;
 * a renewal inside the notice is charged by Stripe's rule for what the server sends (`cancel_at`,
 * `proration_behavior: 'none'`): see src/features/payments/billing-rules.ts.
 */
import {
  cancellationEnd,
  endsAtNotice,
  formatCents,
  PLAN_CENTS,
  renewalsBefore,
  type PlanType,
  type RenewalCharge,
} from './billing-rules.ts';
import { formatShortDate } from '#src/platform/format.ts';

/** The toast's fixed wording, true when the end date is the 45-day notice. */
const NOTICE_TOAST = 'Your subscription cancellation has been scheduled for 45 days from now.';

interface Subscription {
  currentPeriodEnd: Date | null;
  subscriptionType: PlanType | null;
}

/** Every renewal still to be charged before premium ends at `cancelAt` (none for a paid-up yearly plan). */
function chargesToCome({ currentPeriodEnd, subscriptionType }: Subscription, cancelAt: Date): RenewalCharge[] {
  return currentPeriodEnd ? renewalsBefore({ currentPeriodEnd, subscriptionType: subscriptionType ?? 'monthly', cancelAt }) : [];
}

/** "your renewal on Mar 20, 2026 is charged only for the days up to Apr 15, 2026 ($83.03 instead of $99.00)" … */
export function chargesToComeText(s: Subscription, cancelAt: Date, timeZone: string): string {
  const date = (d: Date) => formatShortDate(d, timeZone);
  const type = s.subscriptionType ?? 'monthly';
  const charges = chargesToCome(s, cancelAt).map((r) =>
    r.full
      ? `your renewal on ${date(r.on)} is charged in full (${formatCents(r.amountCents)})`
      : `your renewal on ${date(r.on)} is charged only for the days up to ${date(cancelAt)} (${formatCents(r.amountCents)} instead of ${formatCents(PLAN_CENTS[type])})`,
  );
  return charges.length > 0
    ? `Still to come: ${charges.join('; ')}. Nothing already paid is refunded.`
    : 'No renewal falls before that date, so nothing more is charged.';
}

/** "It stays Premium until …": the 45 days' notice, or the end of the period already paid when later. */
function untilText(s: Subscription, cancelAt: Date, atNotice: boolean, timeZone: string): string {
  const date = formatShortDate(cancelAt, timeZone);
  if (atNotice) return `It stays Premium until ${date} (45 days' notice), then becomes a free listing.`;
  const period = s.subscriptionType === 'yearly' ? 'year' : 'month';
  return `It stays Premium until ${date}, the end of the ${period} you already paid for (later than the 45 days' notice), then becomes a free listing.`;
}

/** The confirmation asked before cancelling: end date, what happens then, any charge still to come. */
export function cancelConfirmText(
  b: { name: string; currentPeriodEnd: string | null; subscriptionType: PlanType | null },
  timeZone: string,
  now = new Date(),
): string {
  const s = { currentPeriodEnd: b.currentPeriodEnd ? new Date(b.currentPeriodEnd) : null, subscriptionType: b.subscriptionType };
  const end = cancellationEnd(now, s.currentPeriodEnd);
  return `Cancel Premium for ${b.name}? ${untilText(s, end, endsAtNotice(now, end), timeZone)} ${chargesToComeText(s, end, timeZone)}`;
}

/** The message after a cancellation: the spec's toast where it is true, the real date where not. */
export function cancelDoneText(
  s: Subscription,
  { cancelAt, requestedAt, alreadyScheduled }: { cancelAt: Date; requestedAt: Date; alreadyScheduled: boolean },
  timeZone: string,
): string {
  const date = formatShortDate(cancelAt, timeZone);
  const charges = chargesToComeText(s, cancelAt, timeZone);
  if (alreadyScheduled) return `A cancellation is already scheduled: Premium ends on ${date}. ${charges}`;
  if (endsAtNotice(requestedAt, cancelAt)) return `${NOTICE_TOAST} Premium ends on ${date}. ${charges}`;
  return `Your subscription cancellation has been scheduled for ${date}, the end of the period you already paid for. ${charges}`;
}
