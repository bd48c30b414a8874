/**
 * The billing page of one premium listing (/dashboard/billing/{id}): what the owner pays, the invoices
 * we hold, and the no-JavaScript forms (switch plan, undo or schedule the cancellation, open Stripe's
 * Customer Portal) through the one form mechanism (src/platform/server/forms/page-form.ts).
 *
 * A switch (a charge) and a cancellation take two steps: the button opens the page's
 * confirmation step (`?confirm=switch|cancel`, a plain GET), which states the amount, the date and what
 * happens next; only its form posts the change, with `confirmed=yes`. A post without it is refused (400),
 * and a confirmation posted twice or replayed is refused (409: already on that plan, or a cancellation
 * already scheduled) without changing anything.
 */
import {
  planSwitch,
  settleInvoices,
  type LedgerLine,
  type PlanSwitch,
  type PlanType,
} from '#src/features/payments/billing-rules.ts';
import { cancelConfirmText, cancelDoneText, chargesToComeText } from '#src/features/payments/cancel-notice.ts';
import { CANCEL_SUCCESS, CANCELLATION_UNDONE, PLAN_SWITCHED } from '#src/features/payments/payments.ts';
import { billingPageSchema, type BillingPageAction } from '#src/features/payments/payments.schema.ts';
import { site } from '#src/config/site.ts';
import { listBillingInvoices } from './billing-invoices.queries.ts';
import { listRefunds } from './listing-refunds.queries.ts';
import type { BillingInvoice, ListingRefund } from '#src/platform/server/db/schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { scheduleCancellation } from './cancel.ts';
import { PaymentError } from './errors.ts';
import {
  openBillingPortal,
  ownedPremiumListing,
  switchPlan,
  undoCancellation,
  type OwnerBillingRequest,
} from './self-service.ts';
import { endDueTestSubscriptions } from './test-checkout.ts';
import type { Failure } from '#src/platform/server/failure.ts';

export interface BillingPageView {
  businessId: number;
  name: string;
  /** The built-in test checkout's subscription (no card, no Stripe). */
  test: boolean;
  plan: PlanType;
  renewsAt: Date | null;
  endsAt: Date | null;
  /** The end of the period paid: where renewals start again if the cancellation is undone. */
  periodEnd: Date | null;
  /** When the figures below were worked out (ms): the switch's and the cancellation's confirmations post it back. */
  quotedAt: number;
  /** What switching to the other plan would charge now; null while a cancellation is scheduled. */
  switchTo: (PlanSwitch & { to: PlanType }) | null;
  /** The cancel notice (end date, renewals inside it); null once a cancellation is scheduled. */
  cancelNotice: string | null;
  /** Once a cancellation is scheduled: the renewals still charged before the end, or that none is. */
  chargesToCome: string | null;
  /** The confirmation step asked for (`?confirm=`), when that change is possible now. */
  confirm: 'switch' | 'cancel' | null;
  /** Newest first, each with what the card paid and the account credit it used or left. */
  invoices: (BillingInvoice & LedgerLine)[];
  /** Plans an admin ended by rejecting the listing, refunded (src/features/payments/server/refund.ts), newest first. */
  refunds: ListingRefund[];
}

function invoicesOf(businessId: number): BillingPageView['invoices'] {
  const invoices = listBillingInvoices({ businessId });
  const settled = settleInvoices(invoices.map((i) => i.amountCents));
  return invoices.map((invoice, i) => ({ ...invoice, ...settled[i]! })).reverse();
}

export type BillingPageResult =
  | { ok: true; view: BillingPageView }
  /** `refunds`: the owner's listing has no plan now, but a refund to show (its plan ended on rejection). */
  | (Failure & { refunds: ListingRefund[] });

type ConfirmStep = 'switch' | 'cancel';

export const parseConfirmStep = (value: string | null): ConfirmStep | null =>
  value === 'switch' || value === 'cancel' ? value : null;

export function loadBillingPage({
  businessId,
  userId,
  now = new Date(),
  confirm = null,
  quotedAt,
}: OwnerBillingRequest & {
  confirm?: ConfirmStep | null;
  /** `?quotedAt=`: the instant the page the owner read was worked out (its Switch and Cancel links carry it). */
  quotedAt?: string | null;
}): BillingPageResult {
  // Renewals and ends of test subscriptions are applied before they are shown (Stripe does its own).
  endDueTestSubscriptions({ now });
  // The confirmation step prices the change as of the page the owner read, so the paragraph's figure, the step's and
  // the invoice's are one (worked out a few minutes apart, the credit for the unused time differed by a cent). An
  // old, future or malformed value prices it as of now, as a page opened afresh does.
  const asOf = quoteTime(quotedAt ?? undefined, now) ?? now;
  try {
    const { business, test } = ownedPremiumListing({ businessId, userId });
    const plan = business.subscriptionType ?? 'monthly';
    const other: PlanType = plan === 'monthly' ? 'yearly' : 'monthly';
    const periodEnd = business.currentPeriodEnd;
    const scheduled = business.cancelAt != null;
    return {
      ok: true,
      view: {
        businessId,
        name: business.name,
        test,
        plan,
        quotedAt: asOf.getTime(),
        renewsAt: business.cancelAt ? null : periodEnd,
        endsAt: business.cancelAt,
        periodEnd,
        switchTo:
          business.cancelAt || !periodEnd
            ? null
            : { to: other, ...planSwitch({ from: plan, to: other, currentPeriodEnd: periodEnd, now: asOf }) },
        cancelNotice: business.cancelAt
          ? null
          : cancelConfirmText(
              { name: business.name, currentPeriodEnd: periodEnd?.toISOString() ?? null, subscriptionType: plan },
              site.timeZone,
              asOf,
            ),
        chargesToCome: business.cancelAt
          ? chargesToComeText({ currentPeriodEnd: periodEnd, subscriptionType: plan }, business.cancelAt, site.timeZone)
          : null,
        // Both steps need a live plan without a scheduled cancellation (a switch also needs a period end).
        confirm: scheduled || (confirm === 'switch' && !periodEnd) ? null : confirm,
        invoices: invoicesOf(businessId),
        refunds: listRefunds({ businessId }),
      },
    };
  } catch (error) {
    // 409 (no live plan) is only reached for the caller's own listing: its refunds are theirs to see.
    if (error instanceof PaymentError)
      return { ...error.failure, refunds: error.status === 409 ? listRefunds({ businessId }) : [] };
    throw error;
  }
}

const billingPageTexts = {
  notConfirmed: 'Please confirm this change on its confirmation step first. Nothing was changed.',
  staleQuote: 'The amounts on this confirmation are more than 30 minutes old. Nothing was changed: please confirm again.',
  alreadyScheduled: 'A cancellation is already scheduled for this listing. Nothing was changed.',
} as const;

const notConfirmed = { ok: false as const, status: 400, error: billingPageTexts.notConfirmed };

/** How long a confirmation (switch or cancel) may be answered with the figures it showed. */
const QUOTE_MS = 30 * 60_000;

/** The instant a change is worked out as of: the confirmation's (no cent of drift), if recent; null if too old or ahead. */
function quoteTime(quotedAt: string | undefined, now: Date): Date | null {
  if (quotedAt === undefined) return now;
  const at = Number(quotedAt);
  return at <= now.getTime() && now.getTime() - at <= QUOTE_MS ? new Date(at) : null;
}

/** The page's forms: each action is the same server function its JSON endpoint calls. */
export function billingPageForm({ businessId, userId }: { businessId: number; userId: number }): PageFormSpec<BillingPageAction> {
  const here = `/dashboard/billing/${businessId}`;
  return {
    schema: billingPageSchema,
    act: async (data) => {
      try {
        switch (data.action) {
          case 'switch': {
            // Whose listing it is comes first (403/404/409), then whether the change was confirmed (400).
            ownedPremiumListing({ businessId, userId });
            if (data.confirmed !== 'yes') return notConfirmed;
            const at = quoteTime(data.quotedAt, new Date());
            if (!at) return { ok: false, status: 409, error: billingPageTexts.staleQuote };
            await switchPlan({ businessId, userId, subscriptionType: data.subscriptionType, now: at });
            return { ok: true, redirectTo: here, flash: PLAN_SWITCHED(data.subscriptionType) };
          }
          case 'undo-cancel':
            await undoCancellation({ businessId, userId });
            return { ok: true, redirectTo: here, flash: CANCELLATION_UNDONE };
          case 'cancel': {
            ownedPremiumListing({ businessId, userId });
            if (data.confirmed !== 'yes') return notConfirmed;
            // Dated as of the notice the owner read, so the renewal it priced is the one stored.
            const now = quoteTime(data.quotedAt, new Date());
            if (!now) return { ok: false, status: 409, error: billingPageTexts.staleQuote };
            const result = await scheduleCancellation({ businessId, userId, now });
            // A second confirm (another tab, a replayed post) keeps the first date and says so.
            if (!result.scheduledNow) return { ok: false, status: 409, error: billingPageTexts.alreadyScheduled };
            const description = cancelDoneText(
              result,
              { cancelAt: result.cancelAt, requestedAt: now, alreadyScheduled: false },
              site.timeZone,
            );
            return { ok: true, redirectTo: here, flash: { title: CANCEL_SUCCESS.title, description } };
          }
          case 'portal':
            return { ok: true, redirectTo: (await openBillingPortal({ businessId, userId })).url };
        }
      } catch (error) {
        if (error instanceof PaymentError) return error.failure;
        throw error;
      }
    },
  };
}
