/**
 * The money rules of premium billing, in one browser-safe place: the dashboard's confirmations state
 * them, the test checkout applies them, and Stripe applies the same ones because the server sends
 * it exactly these settings (src/features/payments/server/cancel.ts, plan-switch.ts):
 *
 * - Cancellation: `cancel_at` at the LATER of 45 days after the first request and the end of
 *   the period already paid, `proration_behavior: 'none'`. Nothing already paid is lost: a yearly plan
 *   cancelled in its first month stays premium to the end of its year. A renewal that falls before the
 *   end date (a monthly plan whose 45 days cross a renewal) is still invoiced, but
 *   Stripe always prorates a period in which `cancel_at` falls ("If set during a future period, this
 *   will always cause a proration for that period", Subscriptions API, `cancel_at`): the owner pays only
 *   for the days from that renewal to the end date.
 * - Switching monthly ↔ yearly: `proration_behavior: 'always_invoice'`. The interval changes, so the
 *   new billing period starts now; the same invoice charges the new plan's price and credits the
 *   unused part of the current period. A credit larger than the charge stays on the account for the
 *   next invoices (Stripe's customer balance), nothing is paid out.
 *
 * Stripe prorates by time to the second and rounds each line to the cent; so does this.
 */
export type PlanType = 'monthly' | 'yearly';

/**
 * Stripe subscription statuses in which premium benefits apply. The dates never decide it: Stripe (or the test
 * checkout's renewal job) moves the status when a period ends unpaid or a cancellation takes effect.
 */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;
/** Statuses of a subscription that still exists and may bill again: a second checkout would double-charge. */
const LIVE_STATUSES: readonly string[] = [...PREMIUM_STATUSES, 'past_due'];

export const isPremiumStatus = (status: string | null | undefined): boolean =>
  (PREMIUM_STATUSES as readonly (string | null | undefined)[]).includes(status);

export const isLiveSubscription = (status: string | null | undefined): boolean =>
  status != null && LIVE_STATUSES.includes(status);

/** Premium benefits apply to this listing (the Premium badge, priority placement, the premium-only fields). */
export const isActivePremium = (b: { plan: string; subscriptionStatus: string | null }): boolean =>
  b.plan === 'premium' && isPremiumStatus(b.subscriptionStatus);

export const PLAN_CENTS: Record<PlanType, number> = { monthly: 9_900, yearly: 99_500 };
/** A cancellation takes effect 45 days after it is requested. */
const CANCELLATION_NOTICE_DAYS = 45;
const DAY_MS = 86_400_000;

/** `from` moved by `count` billing periods (calendar months or years, in UTC as Stripe counts them). */
export function addPeriod(from: Date, type: PlanType, count = 1): Date {
  const next = new Date(from);
  if (type === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + count);
  else next.setUTCMonth(next.getUTCMonth() + count);
  return next;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** `amountCents` for `part` of the period [start, end), to the second, rounded to the cent. */
export function prorate(amountCents: number, partFrom: Date, partTo: Date, start: Date, end: Date): number {
  const whole = seconds(end) - seconds(start);
  if (whole <= 0) return 0;
  return Math.round((amountCents * Math.max(0, seconds(partTo) - seconds(partFrom))) / whole);
}

/** Whole seconds, as Stripe stores timestamps. */
const wholeSeconds = (d: Date) => new Date(seconds(d) * 1000);

/** 45 days after `now`, in whole seconds: the notice alone. */
function noticeEnd(now: Date): Date {
  return wholeSeconds(new Date(now.getTime() + CANCELLATION_NOTICE_DAYS * DAY_MS));
}

/**
 * When a cancellation requested at `now` ends premium: the later of the 45-day notice and the end of
 * the period already paid (`currentPeriodEnd`), so no paid time is lost.
 */
export function cancellationEnd(now: Date, currentPeriodEnd: Date | null = null): Date {
  const notice = noticeEnd(now);
  return currentPeriodEnd && currentPeriodEnd > notice ? wholeSeconds(currentPeriodEnd) : notice;
}

/** Whether an end date is exactly the 45-day notice (the spec's toast is true) or the paid period's end. */
export function endsAtNotice(now: Date, cancelAt: Date): boolean {
  return cancelAt.getTime() === noticeEnd(now).getTime();
}

export interface RenewalCharge {
  /** When the invoice is made. */
  on: Date;
  amountCents: number;
  /** False for the last renewal, cut short at the end date. */
  full: boolean;
  periodEnd: Date;
}

/** Every renewal that falls before `cancelAt`, and what each one charges. */
export function renewalsBefore({
  currentPeriodEnd,
  subscriptionType,
  cancelAt,
}: {
  currentPeriodEnd: Date;
  subscriptionType: PlanType;
  cancelAt: Date;
}): RenewalCharge[] {
  const charges: RenewalCharge[] = [];
  for (let start = currentPeriodEnd; start < cancelAt; start = addPeriod(start, subscriptionType)) {
    const fullEnd = addPeriod(start, subscriptionType);
    const full = fullEnd <= cancelAt;
    const amountCents = full
      ? PLAN_CENTS[subscriptionType]
      : prorate(PLAN_CENTS[subscriptionType], start, cancelAt, start, fullEnd);
    charges.push({ on: start, amountCents, full, periodEnd: full ? fullEnd : cancelAt });
  }
  return charges;
}

export interface PlanSwitch {
  /** Unused part of the current period, credited. */
  creditCents: number;
  /** The new plan's price for the period starting now. */
  chargeCents: number;
  /** What the switch invoice totals; negative when it leaves account credit. */
  totalCents: number;
  periodStart: Date;
  periodEnd: Date;
}

export function planSwitch({
  from,
  to,
  currentPeriodEnd,
  currentPeriodStart,
  now,
}: {
  from: PlanType;
  to: PlanType;
  currentPeriodEnd: Date;
  /** Stripe's `current_period_start` when known; otherwise one period before the end. */
  currentPeriodStart?: Date | null;
  now: Date;
}): PlanSwitch {
  const periodStart = currentPeriodStart ?? addPeriod(currentPeriodEnd, from, -1);
  const creditCents =
    now < currentPeriodEnd ? prorate(PLAN_CENTS[from], now, currentPeriodEnd, periodStart, currentPeriodEnd) : 0;
  const chargeCents = PLAN_CENTS[to];
  const start = wholeSeconds(now);
  return { creditCents, chargeCents, totalCents: chargeCents - creditCents, periodStart: start, periodEnd: addPeriod(start, to) };
}

export const formatCents = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface LedgerLine {
  /** What the card paid for this invoice. */
  paidCents: number;
  /** Account credit used by this invoice. */
  creditAppliedCents: number;
  /** Credit this invoice left on the account (a switch that credits more than it charges). */
  creditAddedCents: number;
}

/**
 * How Stripe's customer balance settles a run of invoice totals, oldest first: a negative total adds
 * account credit; later invoices use that credit before the card is charged.
 */
export function settleInvoices(totals: number[]): LedgerLine[] {
  let credit = 0;
  return totals.map((total) => {
    if (total < 0) {
      credit += -total;
      return { paidCents: 0, creditAppliedCents: 0, creditAddedCents: -total };
    }
    const applied = Math.min(total, credit);
    credit -= applied;
    return { paidCents: total - applied, creditAppliedCents: applied, creditAddedCents: 0 };
  });
}
