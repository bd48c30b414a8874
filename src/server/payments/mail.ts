/** Payment mails: confirmation when a premium listing becomes active, receipt for each renewal. */
import { site } from '@/config/site';
import { greeting, quoted, renderEmail, siteLink, type RenderedEmail } from '@/server/mail';
import { formatPrice, PLAN_NAME, type SubscriptionType } from './config';

const dateText = (date: Date | null): string =>
  date
    ? date.toLocaleDateString('en-US', { timeZone: site.timeZone, year: 'numeric', month: 'long', day: 'numeric' })
    : 'not yet known';

export function premiumActivatedEmail(input: {
  businessName: string;
  subscriptionType: SubscriptionType | null;
  approved: boolean;
  renewsAt: Date | null;
}): RenderedEmail {
  const price = input.subscriptionType ? formatPrice(input.subscriptionType) : '';
  return renderEmail({
    subject: `Your ${PLAN_NAME} for ${quoted(input.businessName)} is active`,
    heading: 'Thank you: your premium listing is active',
    paragraphs: [
      greeting,
      `We received your payment for the ${PLAN_NAME}${price ? ` (${price})` : ''} for your listing ${quoted(input.businessName)}.`,
      input.approved
        ? 'Your listing already appears in the directory with its premium benefits.'
        : 'Your listing is pending approval: our team reviews every submission before it goes live, and you will see it in the directory once it is approved.',
      `Next renewal: ${dateText(input.renewsAt)}. You can cancel at any time from your dashboard; cancellation takes effect 45 days after you request it.`,
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
    note: 'Keep this message as your confirmation. Fees are non-refundable except as required by law.',
  });
}

export function renewalReceiptEmail(input: { businessName: string; amountCents: number; renewsAt: Date | null }): RenderedEmail {
  return renderEmail({
    subject: `Receipt: ${PLAN_NAME} for ${quoted(input.businessName)}`,
    heading: 'Payment received',
    paragraphs: [
      greeting,
      `We received $${(input.amountCents / 100).toFixed(2)} for the ${PLAN_NAME} of your listing ${quoted(input.businessName)}. Thank you!`,
      `Next renewal: ${dateText(input.renewsAt)}.`,
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}

export function cancellationScheduledEmail(input: { businessName: string; endsAt: Date }): RenderedEmail {
  return renderEmail({
    subject: `Cancellation scheduled: ${quoted(input.businessName)}`,
    heading: 'Your cancellation is scheduled',
    paragraphs: [
      greeting,
      `The premium subscription of your listing ${quoted(input.businessName)} ends on ${dateText(input.endsAt)} (45 days' notice). Your listing keeps its premium benefits until then and stays in the directory as a free listing afterwards.`,
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}
