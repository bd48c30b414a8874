/**
 * THE code path that changes a listing's billing state. Stripe webhooks, the return from Stripe
 * Checkout, cancellation and the built-in test checkout all end here, so both providers behave alike.
 *
 * Callers pass a snapshot of the subscription's CURRENT state (re-read from Stripe, never taken from
 * an event body), which makes the result independent of event order. When an event id is given it is
 * recorded in the same transaction as the effect: a redelivered event changes nothing.
 */
import type Stripe from 'stripe';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { closeCheckout, findCheckoutByExternalId } from './checkouts.queries.ts';
import {
  findBillingUser,
  findBusinessBySubscriptionId,
  findBusinessForBilling,
  updateBusinessSubscription,
} from './subscriptions.queries.ts';
import { recordProcessedEvent } from './webhooks.queries.ts';
import { notifyPayment } from '#src/features/admin/server/notify.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { isLiveSubscription, isPremiumStatus } from '#src/features/payments/billing-rules.ts';
import { periodWaitsForApproval, type SubscriptionType } from './config.ts';
import { premiumActivatedEmail } from './mail.ts';

export interface SubscriptionSnapshot {
  id: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  /** From the subscription's metadata (set at checkout), so events can find the listing in any order. */
  businessId: number | null;
  subscriptionType: SubscriptionType | null;
  /** The user who started the checkout (metadata `userId`), when known: see `startedByPreviousOwner`. */
  startedBy?: number | null;
}

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null;

export function snapshotFromStripe(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // Since API 2025-03-31 the period lives on the items; older payloads had it on the subscription.
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const periodEnds = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((n) => typeof n === 'number');
  const periodEnd = periodEnds.length > 0 ? Math.max(...periodEnds) : legacy;
  const metadata = subscription.metadata ?? {};
  const businessId = Number(metadata.businessId);
  const startedBy = Number(metadata.userId);
  const interval = subscription.items?.data?.[0]?.price?.recurring?.interval;
  // The price's interval wins: a switch made in the Customer Portal leaves the checkout's metadata behind.
  const type =
    interval === 'year'
      ? 'yearly'
      : interval === 'month'
        ? 'monthly'
        : metadata.subscriptionType === 'monthly' || metadata.subscriptionType === 'yearly'
          ? metadata.subscriptionType
          : null;
  return {
    id: subscription.id,
    status: subscription.status,
    currentPeriodEnd: fromUnix(periodEnd),
    cancelAt: fromUnix(subscription.cancel_at),
    businessId: Number.isSafeInteger(businessId) && businessId > 0 ? businessId : null,
    subscriptionType: type,
    startedBy: Number.isSafeInteger(startedBy) && startedBy > 0 ? startedBy : null,
  };
}

export interface ApplyInput {
  snapshot: SubscriptionSnapshot;
  /** Exactly-once key (Stripe event id, or a `test:`/`return:` id); omit for plain state syncs. */
  event?: { id: string; type: string };
  /** The listing named by the checkout (client_reference_id), when known. */
  businessId?: number;
  /** The checkout that produced this subscription: marked complete. */
  checkoutExternalId?: string;
  /** A paid renewal invoice: the admins are told (the owner's receipt goes with the invoice record, src/features/payments/server/receipts.ts). */
  renewal?: { amountCents: number };
  actorUserId?: number | null;
}

export type ApplyResult =
  | { outcome: 'applied'; businessId: number; becamePremium: boolean }
  | { outcome: 'duplicate' }
  | { outcome: 'unknown-listing' }
  | { outcome: 'stale' }
  /** The listing already has another live subscription: the caller must cancel this one. */
  | { outcome: 'second-subscription'; businessId: number }
  /** Started by someone who no longer owns the listing: the caller must cancel it. */
  | { outcome: 'previous-owner'; businessId: number };

/**
 * A checkout belongs to the owner who started it. Once the listing changed hands, a subscription it
 * produces must not make the listing premium for the new owner. Only a subscription
 * that is not already the listing's own is judged: the listing's current billing is left alone.
 */
function startedByPreviousOwner(business: { ownerId: number | null; stripeSubscriptionId: string | null }, input: ApplyInput) {
  if (business.stripeSubscriptionId === input.snapshot.id) return false;
  const startedBy =
    input.snapshot.startedBy ??
    (input.checkoutExternalId ? findCheckoutByExternalId({ externalId: input.checkoutExternalId })?.userId : null) ??
    null;
  return startedBy !== null && business.ownerId !== startedBy;
}

/** Premium while active/trialing; a subscription still waiting for its first payment keeps the chosen plan. */
function planFor(status: string, current: 'free' | 'premium'): 'free' | 'premium' {
  if (isPremiumStatus(status)) return 'premium';
  if (status === 'incomplete') return current;
  return 'free';
}

export function applySubscriptionSnapshot(input: ApplyInput): ApplyResult {
  const { snapshot } = input;
  return getDb().transaction((): ApplyResult => {
    if (input.event && !recordProcessedEvent(input.event)) return { outcome: 'duplicate' };

    const business =
      findBusinessBySubscriptionId({ subscriptionId: snapshot.id }) ??
      findBusinessForBilling({ id: input.businessId ?? snapshot.businessId ?? 0 });
    if (!business) return { outcome: 'unknown-listing' };

    if (startedByPreviousOwner(business, input)) {
      if (input.checkoutExternalId) closeCheckout({ externalId: input.checkoutExternalId, status: 'expired' });
      insertAuditEntry({
        action: 'payment.previous_owner_refused',
        targetType: 'business',
        targetId: business.id,
        details: { subscription: snapshot.id, startedBy: snapshot.startedBy ?? null, ownerId: business.ownerId },
      });
      return { outcome: 'previous-owner', businessId: business.id };
    }
    if (input.checkoutExternalId) closeCheckout({ externalId: input.checkoutExternalId, status: 'complete' });

    if (business.stripeSubscriptionId && business.stripeSubscriptionId !== snapshot.id) {
      const existingLive = isLiveSubscription(business.subscriptionStatus);
      if (existingLive && isLiveSubscription(snapshot.status)) {
        insertAuditEntry({
          action: 'payment.second_subscription',
          targetType: 'business',
          targetId: business.id,
          details: { kept: business.stripeSubscriptionId, refused: snapshot.id },
        });
        return { outcome: 'second-subscription', businessId: business.id };
      }
      // An event about an old, ended subscription must not overwrite the current one.
      if (!isLiveSubscription(snapshot.status)) return { outcome: 'stale' };
    }

    const sameSubscription = business.stripeSubscriptionId === snapshot.id;
    const becamePremium = isPremiumStatus(snapshot.status) && !(sameSubscription && isPremiumStatus(business.subscriptionStatus));
    // The confirmation mail is for a subscription's first activation, not a recovery from past_due.
    const firstActivation =
      becamePremium && (!sameSubscription || business.subscriptionStatus == null || business.subscriptionStatus === 'incomplete');
    const plan = planFor(snapshot.status, business.plan);
    updateBusinessSubscription({
      id: business.id,
      plan,
      state: {
        stripeSubscriptionId: snapshot.id,
        subscriptionStatus: snapshot.status,
        currentPeriodEnd: snapshot.currentPeriodEnd,
        cancelAt: snapshot.cancelAt,
        ...(snapshot.subscriptionType ? { subscriptionType: snapshot.subscriptionType } : {}),
      },
    });
    insertAuditEntry({
      action: 'payment.subscription_synced',
      actorUserId: input.actorUserId ?? null,
      targetType: 'business',
      targetId: business.id,
      details: {
        event: input.event?.type ?? null,
        eventId: input.event?.id ?? null,
        subscription: snapshot.id,
        status: snapshot.status,
        plan,
      },
    });

    const owner = business.ownerId ? findBillingUser({ id: business.ownerId }) : undefined;
    if (owner && firstActivation) {
      queueMail({
        to: owner.email,
        ...premiumActivatedEmail({
          businessName: business.name,
          subscriptionType: snapshot.subscriptionType ?? business.subscriptionType,
          approved: business.approved,
          renewsAt: snapshot.currentPeriodEnd,
          periodStartsAtApproval: !business.approved && periodWaitsForApproval(snapshot.id, business),
        }),
      });
    }
    if (firstActivation)
      notifyPayment({
        name: business.name,
        what: `premium (${snapshot.subscriptionType ?? business.subscriptionType ?? 'monthly'}) is now active`,
      });
    if (input.renewal)
      notifyPayment({ name: business.name, what: `renewal of $${(input.renewal.amountCents / 100).toFixed(2)} paid` });
    return { outcome: 'applied', businessId: business.id, becamePremium };
  });
}
