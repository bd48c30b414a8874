/** Payment mails: confirmation when a premium listing becomes active, a receipt for each charge, cancellation notes. */
import { site } from '#src/config/site.ts';
import { greeting, quoted, renderEmail, siteLink, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import { BILLING_TERMS } from '#src/features/payments/billing-terms.ts';
import { formatCents, type LedgerLine } from '#src/features/payments/billing-rules.ts';
import type { BillingInvoice } from '#src/platform/server/db/schema.ts';
import { formatPrice, PLAN_NAME, type SubscriptionType } from './config.ts';
import { formatBillingDate } from '#src/features/payments/payments.ts';

const dateText = (date: Date | null): string => (date ? formatBillingDate(date, site.timeZone) : 'not yet known');

export function premiumActivatedEmail(input: {
  businessName: string;
  subscriptionType: SubscriptionType | null;
  approved: boolean;
  renewsAt: Date | null;
  /** The paid period starts when the listing goes live (src/features/payments/server/period-at-approval.ts). */
  periodStartsAtApproval: boolean;
}): RenderedEmail {
  const price = input.subscriptionType ? formatPrice(input.subscriptionType) : '';
  const unit = input.subscriptionType === 'yearly' ? 'year' : 'month';
  // A listing still in review is paid for, not live: say so from the subject on.
  return renderEmail({
    subject: input.approved
      ? `Your ${PLAN_NAME} for ${quoted(input.businessName)} is active`
      : `Payment received: ${quoted(input.businessName)} goes live once approved`,
    heading: input.approved
      ? 'Thank you: your premium listing is active'
      : 'Thank you: your premium listing goes live once approved',
    paragraphs: [
      greeting,
      `We received your payment for the ${PLAN_NAME}${price ? ` (${price})` : ''} for your listing ${quoted(input.businessName)}.`,
      input.approved
        ? 'Your listing already appears in the directory with its premium benefits.'
        : 'Your listing is in review: our team reviews every submission before it goes live. It goes live in the directory, with its premium benefits, once it is approved.',
      `${input.periodStartsAtApproval ? `Your paid ${unit} starts the day your listing goes live, so the first renewal is one ${unit} after approval.` : `Next renewal: ${dateText(input.renewsAt)}.`} ${BILLING_TERMS.renewal} You can cancel at any time from your dashboard. ${BILLING_TERMS.notice}`,
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
    note: `Keep this message as your confirmation. ${BILLING_TERMS.refund}`,
  });
}

const RECEIPT_FOR: Record<BillingInvoice['reason'], string> = {
  subscription_create: 'the first period',
  subscription_cycle: 'the renewal',
  subscription_update: 'the plan switch',
};

const PAID_WITH = { 'test-card': 'Test card •••• 4242 (test mode: no card is charged)' } as const;

/** A receipt, read from the stored invoice and its settlement (what the card paid, the credit used or left). */
export function receiptEmail(input: {
  businessId: number;
  businessName: string;
  invoice: Pick<BillingInvoice, 'reason' | 'subscriptionType' | 'amountCents' | 'periodStart' | 'periodEnd' | 'receiptUrl'>;
  line: LedgerLine;
  paymentMethod: keyof typeof PAID_WITH | null;
}): RenderedEmail {
  const { invoice, line } = input;
  const plan = invoice.subscriptionType ? ` (${formatPrice(invoice.subscriptionType)})` : '';
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `${dateText(invoice.periodStart)} to ${dateText(invoice.periodEnd)}`
      : 'not yet known';
  return renderEmail({
    subject: `Receipt: ${PLAN_NAME} for ${quoted(input.businessName)}`,
    heading: 'Payment received',
    paragraphs: [
      greeting,
      `Here is your receipt for ${RECEIPT_FOR[invoice.reason]} of the ${PLAN_NAME}${plan} of your listing ${quoted(input.businessName)}.`,
      `Charged: ${formatCents(line.paidCents)}.`,
      ...(line.creditAppliedCents > 0 ? [`Account credit used: ${formatCents(line.creditAppliedCents)}.`] : []),
      ...(line.creditAddedCents > 0
        ? [`Credit left on your account: ${formatCents(line.creditAddedCents)}. It pays your next invoices first.`]
        : []),
      `Period: ${period}.`,
      ...(input.paymentMethod ? [`Paid with: ${PAID_WITH[input.paymentMethod]}.`] : []),
      ...(invoice.receiptUrl ? [`Stripe's receipt: ${invoice.receiptUrl}`] : []),
    ],
    action: { label: 'Open billing', url: siteLink(`/dashboard/billing/${input.businessId}`) },
    note: 'Keep this message as your receipt.',
  });
}

export function cancellationScheduledEmail(input: {
  businessName: string;
  endsAt: Date;
  /** True when the end is the 45-day notice; false when it is the end of the period already paid. */
  atNotice: boolean;
  /** src/features/payments/cancel-notice.ts chargesToComeText: the renewals still charged, or that nothing more is. */
  chargesToCome: string;
}): RenderedEmail {
  const why = input.atNotice ? "45 days' notice" : 'the end of the period you already paid for';
  return renderEmail({
    subject: `Cancellation scheduled: ${quoted(input.businessName)}`,
    heading: 'Your cancellation is scheduled',
    paragraphs: [
      greeting,
      `The premium subscription of your listing ${quoted(input.businessName)} ends on ${dateText(input.endsAt)} (${why}). Your listing keeps its premium benefits until then and stays in the directory as a free listing afterwards.`,
      input.chargesToCome,
      'Changed your mind? Undo the cancellation from your Billing page before that date and Premium continues as before.',
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}
