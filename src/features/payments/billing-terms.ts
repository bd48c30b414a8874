/**
 * The payment terms in the words of /terms (content/pages/terms.md, §6 "Payment Terms"), shown wherever an
 * owner is about to pay: the signup plan card, the dashboard's upgrade panel and the checkout page.
 * content/pages/terms.md repeats these sentences word for word (tests/api/payments/billing-fair.test.ts checks it),
 * so what an owner reads before paying is what they agree to.
 */
export const BILLING_TERMS = {
  renewal: 'Premium renews automatically at the end of each billing period, monthly or yearly, until you cancel.',
  notice:
    "Cancelling takes 45 days' notice: Premium ends at the later of 45 days after your request and the end of the period you already paid for, and your listing stays premium until then.",
  refund:
    'Fees already paid are non-refundable except as required by law, or when we reject or remove a paid listing: then the plan ends at once and the unused part of the period is refunded.',
} as const;

/** All three in one paragraph, for places that take one text (Stripe Checkout's message above its button). */
export const paymentTermsText = [BILLING_TERMS.renewal, BILLING_TERMS.notice, BILLING_TERMS.refund].join(' ');
