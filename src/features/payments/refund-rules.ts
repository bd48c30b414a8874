/**
 * The refund rule when an admin ends a paid plan by rejecting or unpublishing its listing:
 * the unused part of the period already paid, pro rata by WHOLE DAYS left, of what the card paid for
 * that period. Days rather than Stripe's seconds, so the amount the admin is warned of is the amount
 * refunded when they confirm the same day, and the owner reads "the 300 unused days of 365". Never
 * more than was paid, never negative. Browser-safe: the warning and the refund use this one function.
 */
const DAY_MS = 86_400_000;

export interface RefundFigures {
  /** What the card paid for the current period. */
  paidCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** Whole days from now to the period's end (a day already begun counts as used). */
  unusedDays: number;
  periodDays: number;
  amountCents: number;
}

export function proRataRefund({
  paidCents,
  periodStart,
  periodEnd,
  now,
}: {
  paidCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): RefundFigures {
  const paid = Math.max(0, Math.round(paidCents));
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const unusedDays = Math.min(periodDays, Math.max(0, Math.floor((periodEnd.getTime() - now.getTime()) / DAY_MS)));
  const amountCents = Math.min(paid, Math.max(0, Math.round((paid * unusedDays) / periodDays)));
  return { paidCents: paid, periodStart, periodEnd, unusedDays, periodDays, amountCents };
}
