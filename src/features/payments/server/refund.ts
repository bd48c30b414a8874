/**
 * A paid listing that an admin rejects or unpublishes: its plan is cancelled
 * at once and the unused part of the period already paid is refunded pro rata (src/features/payments/refund-rules.ts:
 * whole days, of what the card paid; all of it for a listing never published). Stripe and the built-in test checkout
 * take the same path; only the step that moves money differs (Stripe: cancel + `refunds.create`; test: a `test_re_…`
 * record). The warning before confirming is worked out by the same function from the same source as the refund
 * (refundFigures): Stripe's invoice for a Stripe plan, as our own copy of it may not have arrived yet.
 *
 * Order, so that a Stripe failure never half-writes:
 *  1. Under the subscription's lock, the refund INTENT is recorded (a `pending` row: amount, period, the
 *     payment to refund). One row per subscription: a second confirm finds it and refunds nothing new.
 *  2. Stripe: the subscription is cancelled at once (no proration of Stripe's own), then the refund is
 *     created with an idempotency key derived from the intent. A refund already made for this intent
 *     (found by its metadata) is reused, so a retry after Stripe's 24-hour key window is safe too.
 *  3. One database transaction: intent → `succeeded`, subscription → `canceled` (premium ends now), the
 *     rejection itself, the audit entries and the owner's e-mail (which names the refund).
 * If step 2 fails, step 3 does not happen: the listing is not rejected, the admin reads why, and the next
 * confirm resumes the same intent (same amount, same keys).
 */
import type Stripe from 'stripe';
import { addPeriod, formatCents, settleInvoices } from '#src/features/payments/billing-rules.ts';
import { formatBillingDate, PLAN_PRICES } from '#src/features/payments/payments.ts';
import { listingRefund, refundedInFull, type RefundFigures } from '#src/features/payments/refund-rules.ts';
import { site } from '#src/config/site.ts';
import { decideBusiness, type Decision } from '#src/features/admin/server/moderation.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { listBillingInvoices } from './billing-invoices.queries.ts';
import { paidPeriodLine } from './invoices.ts';
import { completeRefund, findPendingRefund, findRefundBySubscription, insertRefundIntent } from './listing-refunds.queries.ts';
import { findBusinessForBilling } from './subscriptions.queries.ts';
import type { Business, ListingRefund } from '#src/platform/server/db/schema.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { isLiveSubscription } from '#src/features/payments/billing-rules.ts';
import { paymentProvider, PAYMENTS_NOT_CONFIGURED, type SubscriptionType } from './config.ts';
import { PaymentError } from './errors.ts';
import { withKeyLock } from './lock.ts';
import { getStripe } from './stripe.ts';
import { applySubscriptionSnapshot } from './sync.ts';
import { billedLocally } from './test-checkout.ts';

type Who = { actorId: number; ip: string | null };

/** What the owner's e-mail and the admin's message say about the refund. */
interface RefundNotice extends RefundFigures {
  subscriptionType: SubscriptionType;
  /** The test checkout's: recorded, no card charged or refunded. */
  test: boolean;
}

interface ListingDecision {
  business: Business;
  refund: RefundNotice | null;
  /** The same decision again (a double confirm): nothing changed, nobody was e-mailed, nothing refunded. */
  unchanged: boolean;
}

const REFUND_STRIPE_FAILED =
  'Stripe could not cancel the plan and refund the owner, so the listing was not rejected. Nothing was refunded twice: confirm again to finish the same refund.';
const NO_PAYMENT_FOUND =
  'Stripe shows no payment to refund for this plan, so the listing was not rejected. Check it in the Stripe Dashboard.';

/** The subscription that may still bill this listing, or null. */
function liveSubscription(business: Business): string | null {
  const id = business.stripeSubscriptionId;
  return id && isLiveSubscription(business.subscriptionStatus) ? id : null;
}

const planOf = (business: Business): SubscriptionType => business.subscriptionType ?? 'monthly';

/** What the test checkout's card paid for the current period: our own invoice records, which it writes. */
function recordedPaidPeriod(business: Business, subscriptionId: string, now: Date) {
  const invoices = listBillingInvoices({ businessId: business.id });
  const settled = settleInvoices(invoices.map((i) => i.amountCents));
  const index = invoices.findLastIndex((i) => i.subscriptionId === subscriptionId);
  const invoice = index >= 0 ? invoices[index]! : undefined;
  const periodEnd = invoice?.periodEnd ?? business.currentPeriodEnd ?? now;
  const periodStart = invoice?.periodStart ?? addPeriod(periodEnd, planOf(business), -1);
  return { paidCents: index >= 0 ? settled[index]!.paidCents : 0, periodStart, periodEnd };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe's own figures: the latest invoice, what it paid, its period and the payment to refund. */
async function stripePaidPeriod(subscriptionId: string, business: Business, now: Date, request?: Stripe.RequestOptions) {
  const stripe = getStripe();
  let subscription: Stripe.Subscription;
  let invoice: Stripe.Invoice | null = null;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId, {}, request);
    const invoiceId = idOf(subscription.latest_invoice);
    // `payments` is includable, not sent by default (API 2025-03-31 moved payment_intent/charge there).
    if (invoiceId) invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }, request);
  } catch (error) {
    logger.error({ subscriptionId, err: errorText(error) }, '[payments] reading the plan to refund failed');
    throw new PaymentError(502, REFUND_STRIPE_FAILED);
  }
  const line = invoice ? paidPeriodLine(invoice) : undefined;
  const item = subscription.items?.data?.[0];
  const fromUnix = (s: number | undefined) => (typeof s === 'number' && s > 0 ? new Date(s * 1000) : null);
  // The subscription item's period first: it is the period being paid for, whatever the invoice's lines.
  const periodEnd = fromUnix(item?.current_period_end) ?? fromUnix(line?.period?.end) ?? business.currentPeriodEnd ?? now;
  const periodStart =
    fromUnix(item?.current_period_start) ?? fromUnix(line?.period?.start) ?? addPeriod(periodEnd, planOf(business), -1);
  const paidCents = invoice?.status === 'paid' ? (invoice.amount_paid ?? 0) : 0;
  const payment = invoice?.payments?.data?.find((p) => p.status === 'paid')?.payment;
  const paymentRef = idOf(payment?.payment_intent) ?? idOf(payment?.charge);
  if (paidCents > 0 && !paymentRef) throw new PaymentError(502, NO_PAYMENT_FOUND);
  return { paidCents, periodStart, periodEnd, paymentRef };
}

/**
 * What rejecting the listing now refunds, and the payment it goes back to: the ONE place the warning and the refund
 * get their figures. The source is the one that moves the money: our records for the test checkout, Stripe for a
 * Stripe plan (our copy of its invoice arrives by webhook, maybe later than the admin's click).
 */
async function refundFigures(business: Business, subscriptionId: string, now: Date, request?: Stripe.RequestOptions) {
  const test = billedLocally(subscriptionId);
  if (!test && paymentProvider() !== 'stripe') throw new PaymentError(503, PAYMENTS_NOT_CONFIGURED);
  const paid = test
    ? { ...recordedPaidPeriod(business, subscriptionId, now), paymentRef: null }
    : await stripePaidPeriod(subscriptionId, business, now, request);
  const figures = listingRefund({ ...paid, now, everPublished: business.firstPublishedAt !== null });
  return { ...figures, paymentRef: paid.paymentRef, test };
}

/**
 * A warning asks Stripe the same questions as the refund, but does not wait long: the admin list asks for each paid
 * row of a page, and a warning without an amount (Stripe slow) is better than a page that hangs.
 */
const WARNING_REQUEST: Stripe.RequestOptions = { timeout: 5_000, maxNetworkRetries: 0 };

/** The refund an admin would make by rejecting this listing now, or null (no plan that bills). */
async function refundQuote(business: Business, now: Date): Promise<RefundNotice | null> {
  // Most listings never had a plan: no query for them.
  if (!business.stripeSubscriptionId) return null;
  // An earlier confirm that Stripe refused: the next one finishes that same refund.
  const pending = findPendingRefund({ businessId: business.id });
  if (pending) return noticeOf(pending);
  const subscriptionId = liveSubscription(business);
  if (!subscriptionId) return null;
  const figures = await refundFigures(business, subscriptionId, now, WARNING_REQUEST);
  return { subscriptionType: planOf(business), ...figures };
}

function noticeOf(row: ListingRefund): RefundNotice {
  return {
    subscriptionType: row.subscriptionType ?? 'monthly',
    test: billedLocally(row.subscriptionId),
    paidCents: row.paidCents,
    amountCents: row.amountCents,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    unusedDays: row.unusedDays,
    periodDays: row.periodDays,
  };
}

const day = (d: Date) => formatBillingDate(d, site.timeZone);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How the refund is worked out, in words the admin and the owner both read. */
function refundBasis(r: RefundNotice): string {
  if (refundedInFull(r))
    return `all of the ${formatCents(r.paidCents)} paid for the ${r.periodDays}-day period (${day(r.periodStart)} – ${day(r.periodEnd)}), none of which was used`;
  return `the ${plural(r.unusedDays, 'unused day')} of the ${r.periodDays}-day period paid (${day(r.periodStart)} – ${day(r.periodEnd)}), pro rata of the ${formatCents(r.paidCents)} paid`;
}

const planLine = (type: SubscriptionType) => `This listing has an active ${type} plan (${PLAN_PRICES[type]})`;
const CANCELS = 'Confirming cancels the plan at once (premium ends now, no further charges)';

/** The warning's words for a refund worked out (refundFigures) or started (a pending refund). */
function warningText(r: RefundNotice): string {
  const refund =
    r.amountCents <= 0
      ? 'refunds nothing: no unused paid time is left'
      : refundedInFull(r)
        ? `refunds all of the ${formatCents(r.amountCents)} to the owner's card: none of the ${r.periodDays} paid days was used`
        : `refunds ${formatCents(r.amountCents)} to the owner's card, for the ${plural(r.unusedDays, 'unused day')} of the ${r.periodDays} paid`;
  return `${planLine(r.subscriptionType)}: ${formatCents(r.paidCents)} paid for ${day(r.periodStart)} – ${day(r.periodEnd)}. ${CANCELS} and ${refund}.${r.test ? ' Test mode: the refund is recorded; no card is charged or refunded.' : ''}`;
}

/**
 * The warning before an admin rejects or unpublishes (the list's row and the confirmation page), from the figures
 * the refund will use (refundFigures); null without a plan that bills.
 */
export async function refundWarning(business: Business, now = new Date()): Promise<string | null> {
  try {
    const r = await refundQuote(business, now);
    return r && warningText(r);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    // No figure rather than a guess: the confirm asks Stripe again and refuses if it still cannot.
    const why = error.status === 503 ? error.message : 'Stripe could not be asked what it paid just now';
    return `${planLine(planOf(business))}. ${why}, so no amount is shown. ${CANCELS} and refunds what is left of the period paid (all of it for a listing never published); if Stripe still cannot be reached then, nothing is done.`;
  }
}

/** The admin's message after confirming. */
function refundOutcome(r: RefundNotice): string {
  return r.amountCents > 0
    ? `The ${r.subscriptionType} plan was cancelled and ${formatCents(r.amountCents)} refunded to the owner (${plural(r.unusedDays, 'unused day')} of ${r.periodDays}).`
    : `The ${r.subscriptionType} plan was cancelled; nothing was left to refund.`;
}

/** The owner's e-mail: the plan is cancelled, what is refunded, how it was worked out, when it arrives. */
function refundEmailParagraphs(r: RefundNotice): string[] {
  const cancelled = `Your Premium ${r.subscriptionType} plan (${PLAN_PRICES[r.subscriptionType]}) for this listing is cancelled as of today: it will not renew and you will not be charged again.`;
  if (r.amountCents <= 0)
    return [
      cancelled,
      `No unused paid time was left of the period ${day(r.periodStart)} – ${day(r.periodEnd)}, so nothing is refunded.`,
    ];
  return [
    cancelled,
    `We refunded ${formatCents(r.amountCents)} to the card that paid: ${refundBasis(r)}.`,
    r.test
      ? 'Test mode: this refund is recorded on your billing page; no card was charged, so no money moves.'
      : 'Refunds usually reach your account within 5 to 10 business days, depending on your bank. The refund is also listed on your billing page.',
  ];
}

/** What the PATCH answers and the admin pages say after a decision. */
export function decisionMessage(decision: ListingDecision, approved: boolean): string {
  // A repeated approve keeps the spec's answer; a repeated reject says plainly that nothing (no refund) happened.
  if (decision.unchanged && !approved) return 'Nothing changed: this listing was already rejected.';
  const base = `Business ${approved ? 'approved' : 'rejected'} successfully`;
  return decision.refund ? `${base}. ${refundOutcome(decision.refund)}` : base;
}

/**
 * Approve, or reject/unpublish; a listing whose plan still bills has it cancelled and refunded first (see
 * the file's comment for the order). Undefined: no such listing. Throws PaymentError (502, 503) when the
 * money step cannot be done; then the listing is not rejected.
 */
export async function decideListing(
  id: number,
  decision: Decision,
  who: Who,
  now = new Date(),
): Promise<ListingDecision | undefined> {
  const first = findBusinessForBilling({ id });
  if (!first) return undefined;
  const subscriptionId = decision.approved
    ? null
    : (findPendingRefund({ businessId: id })?.subscriptionId ?? liveSubscription(first));
  if (!subscriptionId) return plainDecision(id, decision, who);
  return withKeyLock(`sub:${subscriptionId}`, async () => {
    // Re-read under the lock: a concurrent confirm may have finished it meanwhile.
    const business = findBusinessForBilling({ id });
    if (!business) return undefined;
    const intent = findPendingRefund({ businessId: id }) ?? (await recordIntent(business, subscriptionId, now));
    if (!intent) return plainDecision(id, decision, who);
    const externalId = billedLocally(intent.subscriptionId)
      ? `test_re_${intent.subscriptionId}`
      : await cancelAndRefundAtStripe(intent);
    return finish(intent, externalId, decision, who, now);
  });
}

function plainDecision(id: number, decision: Decision, who: Who): ListingDecision | undefined {
  const before = findBusinessForBilling({ id });
  const after = decideBusiness(id, decision, who);
  if (!before || !after) return undefined;
  const unchanged =
    before.approved === after.approved &&
    before.rejectedAt?.getTime() === after.rejectedAt?.getTime() &&
    before.rejectionReason === after.rejectionReason;
  return { business: after, refund: null, unchanged };
}

/** Step 1: the pending row, or null when the plan is no longer live (nothing to cancel or refund). */
async function recordIntent(business: Business, subscriptionId: string, now: Date): Promise<ListingRefund | null> {
  if (liveSubscription(business) !== subscriptionId || findRefundBySubscription({ subscriptionId })) return null;
  const figures = await refundFigures(business, subscriptionId, now);
  return insertRefundIntent({
    businessId: business.id,
    subscriptionId,
    subscriptionType: planOf(business),
    paidCents: figures.paidCents,
    amountCents: figures.amountCents,
    periodStart: figures.periodStart,
    periodEnd: figures.periodEnd,
    unusedDays: figures.unusedDays,
    periodDays: figures.periodDays,
    paymentRef: figures.paymentRef,
  });
}

/** Step 2 at Stripe: cancel at once, then refund (or find the refund an earlier attempt made). */
async function cancelAndRefundAtStripe(intent: ListingRefund): Promise<string | null> {
  if (paymentProvider() !== 'stripe') throw new PaymentError(503, PAYMENTS_NOT_CONFIGURED);
  const stripe = getStripe();
  const key = `listing-refund-${intent.id}`;
  try {
    try {
      // No proration of Stripe's own: the refund below is the whole of what goes back.
      await stripe.subscriptions.cancel(
        intent.subscriptionId,
        { prorate: false, invoice_now: false },
        { idempotencyKey: `${key}-cancel` },
      );
    } catch (error) {
      // Cancelled already (an earlier attempt, or the owner's plan ended meanwhile): nothing left to stop.
      const current = await stripe.subscriptions.retrieve(intent.subscriptionId).catch(() => null);
      if (current?.status !== 'canceled' && (error as { code?: string }).code !== 'resource_missing') throw error;
    }
    if (intent.amountCents <= 0 || !intent.paymentRef) return null;
    const target = intent.paymentRef.startsWith('ch_') ? { charge: intent.paymentRef } : { payment_intent: intent.paymentRef };
    const earlier = await stripe.refunds.list({ ...target, limit: 100 });
    const made = earlier.data.find(
      (r) => r.metadata?.listingRefund === String(intent.id) && r.status !== 'failed' && r.status !== 'canceled',
    );
    if (made) return made.id;
    const refund = await stripe.refunds.create(
      {
        ...target,
        amount: intent.amountCents,
        metadata: {
          listingRefund: String(intent.id),
          businessId: String(intent.businessId),
          subscriptionId: intent.subscriptionId,
        },
      },
      { idempotencyKey: key },
    );
    return refund.id;
  } catch (error) {
    logger.error(
      { subscriptionId: intent.subscriptionId, err: errorText(error) },
      '[payments] cancelling and refunding a rejected listing failed',
    );
    throw new PaymentError(502, REFUND_STRIPE_FAILED);
  }
}

/** Step 3: everything the database keeps of it, in one transaction. */
function finish(
  intent: ListingRefund,
  externalId: string | null,
  decision: Decision,
  who: Who,
  now: Date,
): ListingDecision | undefined {
  const refund = noticeOf(intent);
  return getDb().transaction(() => {
    if (!completeRefund({ id: intent.id, externalId, now })) return plainDecision(intent.businessId, decision, who);
    applySubscriptionSnapshot({
      snapshot: {
        id: intent.subscriptionId,
        status: 'canceled',
        currentPeriodEnd: now,
        cancelAt: now,
        businessId: intent.businessId,
        subscriptionType: refund.subscriptionType,
      },
      businessId: intent.businessId,
      actorUserId: who.actorId,
    });
    insertAuditEntry({
      action: 'payment.refunded',
      actorUserId: who.actorId,
      targetType: 'business',
      targetId: intent.businessId,
      ip: who.ip,
      details: {
        amountCents: refund.amountCents,
        amount: formatCents(refund.amountCents),
        paidCents: refund.paidCents,
        unusedDays: refund.unusedDays,
        periodDays: refund.periodDays,
        subscription: intent.subscriptionId,
        refund: externalId,
        test: refund.test,
      },
    });
    const business = decideBusiness(intent.businessId, { ...decision, refundParagraphs: refundEmailParagraphs(refund) }, who);
    return business ? { business, refund, unchanged: false } : undefined;
  });
}
