/** Mails about reviews: the reviewer hears the decision, the listing's owner hears of a new published review. */
import { businessPath } from '@/lib/directory';
import { renderEmail, siteLink, type RenderedEmail } from '@/server/mail';

type Listing = { id: number; slug: string; name: string };

export function reviewDecisionEmail({
  firstName,
  business,
  approved,
  reason,
}: {
  firstName: string;
  business: Listing;
  approved: boolean;
  reason: string | null;
}): RenderedEmail {
  return approved
    ? renderEmail({
        subject: `Your review of ${business.name} is published`,
        heading: 'Your review is live',
        paragraphs: [
          `Hello ${firstName},`,
          `Thank you for reviewing ${business.name}. Your review has been approved and is now shown on the listing.`,
        ],
        action: { label: 'See your review', url: siteLink(businessPath(business)) },
      })
    : renderEmail({
        subject: `Your review of ${business.name} was not published`,
        heading: 'Your review was not published',
        paragraphs: [
          `Hello ${firstName},`,
          `Our team did not publish your review of ${business.name}.`,
          reason ? `Reason: ${reason}` : 'It did not meet our review guidelines.',
          'You can edit your review on the listing page and it will be checked again.',
        ],
        action: { label: 'Edit your review', url: siteLink(businessPath(business)) },
      });
}

export function newReviewForOwnerEmail({
  firstName,
  business,
  rating,
}: {
  firstName: string;
  business: Listing;
  rating: number;
}): RenderedEmail {
  return renderEmail({
    subject: `New ${rating}-star review of ${business.name}`,
    heading: 'A new review is published',
    paragraphs: [
      `Hello ${firstName},`,
      `A visitor's ${rating}-star review of ${business.name} has been approved and is now on your listing. You can reply to it publicly from your dashboard.`,
    ],
    action: { label: 'Reply to reviews', url: siteLink(`/dashboard/businesses/${business.id}/reviews`) },
  });
}
