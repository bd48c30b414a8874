/**
 * The refund rule when an admin ends a paid plan by rejecting or unpublishing its listing:
 * the unused part of the period already paid, pro rata by WHOLE DAYS left, of what the card paid for
 * that period. Days rather than Stripe's seconds, so the amount the admin is warned of is the amount
 * refunded when they confirm the same day, and the owner reads "the 300 unused days of 365". Never
 * more than was paid, never negative. A listing that was never published (paid for while in review, rejected before
 * an admin ever approved it) used none of the period: everything it paid goes back. Browser-safe: the warning and
 * the refund use these functions, with the same inputs.
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

/**
 * What goes back when an admin rejects or unpublishes the listing: pro rata, or, for a listing never published,
 * every day of the period and all that was paid.
 */
export function listingRefund({
  everPublished,
  ...period
}: Parameters<typeof proRataRefund>[0] & { everPublished: boolean }): RefundFigures {
  const figures = proRataRefund(period);
  return everPublished ? figures : { ...figures, unusedDays: figures.periodDays, amountCents: figures.paidCents };
}

/** A refund of all that was paid for an unused period (never published): the texts say so instead of "pro rata". */
export const refundedInFull = (r: Pick<RefundFigures, 'unusedDays' | 'periodDays' | 'paidCents' | 'amountCents'>): boolean =>
  r.paidCents > 0 && r.amountCents === r.paidCents && r.unusedDays === r.periodDays;
