/** Mails about reviews: the reviewer hears the decision, the listing's owner hears of a new published review. Listing names are quoted. */
import { businessPath } from '#src/features/directory/directory.ts';
import { greeting, quoted, renderEmail, siteLink, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import { reasonBlock } from '#src/features/listings/server/emails.ts';

type Listing = { id: number; slug: string; name: string };

export function reviewDecisionEmail({
  business,
  approved,
  reason,
}: {
  business: Listing;
  approved: boolean;
  reason: string | null;
}): RenderedEmail {
  return approved
    ? renderEmail({
        subject: `Your review of ${quoted(business.name)} is published`,
        heading: 'Your review is live',
        paragraphs: [
          greeting,
          `Thank you for reviewing ${quoted(business.name)}. Your review has been approved and is now shown on the listing.`,
        ],
        action: { label: 'See your review', url: siteLink(businessPath(business)) },
      })
    : renderEmail({
        subject: `Your review of ${quoted(business.name)} was not published`,
        heading: 'Your review was not published',
        paragraphs: [
          greeting,
          `Our team did not publish your review of ${quoted(business.name)}.`,
          reason ? reasonBlock(reason) : 'It did not meet our review guidelines.',
          'You can edit your review on the listing page and it will be checked again.',
        ],
        action: { label: 'Edit your review', url: siteLink(businessPath(business)) },
      });
}

export function newReviewForOwnerEmail({ business, rating }: { business: Listing; rating: number }): RenderedEmail {
  return renderEmail({
    subject: `New ${rating}-star review of ${quoted(business.name)}`,
    heading: 'A new review is published',
    paragraphs: [
      greeting,
      `A visitor's ${rating}-star review of ${quoted(business.name)} has been approved and is now on your listing. You can reply to it publicly from your dashboard.`,
    ],
    action: { label: 'Reply to reviews', url: siteLink(`/dashboard/businesses/${business.id}/reviews`) },
  });
}
