/**
 * Mails about listings, events and contact messages, in the accounts module's one layout. Names, titles,
 * messages and reasons are typed by people: they appear only quoted (src/platform/server/mail/user-text.ts).
 */
import { site } from '#src/config/site.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { greeting, quoted, renderEmail, siteLink, typedBlock, type RenderedEmail } from '#src/platform/server/mail/index.ts';

/** An admin's reason for a decision, quoted as typed. */
export const reasonBlock = (reason: string) => typedBlock('The reason our team gave:', reason);

export function listingReceivedEmail({ businessName, claimed }: { businessName: string; claimed: boolean }): RenderedEmail {
  return renderEmail({
    subject: claimed
      ? `You have claimed the listing ${quoted(businessName)}`
      : `We received your listing ${quoted(businessName)}`,
    heading: claimed ? 'Business claimed' : 'Thanks for listing your business',
    paragraphs: [
      greeting,
      claimed
        ? `The listing ${quoted(businessName)} is now linked to your account. You can update its description, contact details, website and hours from your dashboard.`
        : `We received your listing ${quoted(businessName)}. Our team reviews every submission before it goes live; we will email you as soon as it is approved.`,
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}

/** An admin's decision on a new listing or event: live now, or not shown, with the reason and what to do. */
function decisionEmail(
  { noun, name, approved, reason }: { noun: 'listing' | 'event'; name: string; approved: boolean; reason: string | null },
  on: { live: string; hidden: string; view: string; dashboard: string; closing: string[] },
): RenderedEmail {
  const yours = `Your ${noun} ${quoted(name)}`;
  return approved
    ? renderEmail({
        subject: `Your ${noun} is live: ${quoted(name)}`,
        heading: `Your ${noun} has been approved`,
        paragraphs: [greeting, `${yours} has been approved and now appears ${on.live}.`],
        action: { label: `View my ${noun}`, url: siteLink(on.view) },
      })
    : renderEmail({
        subject: `Your ${noun} was not approved: ${quoted(name)}`,
        heading: `Your ${noun} was not approved`,
        paragraphs: [greeting, `${yours} is not shown ${on.hidden}.`, ...(reason ? [reasonBlock(reason)] : []), ...on.closing],
        action: { label: 'Open my dashboard', url: on.dashboard },
      });
}

export function listingDecisionEmail({
  business,
  approved,
  reason = null,
  refundParagraphs = [],
}: {
  business: { id: number; slug: string; name: string };
  approved: boolean;
  reason?: string | null;
  /** The plan cancelled and refunded with the rejection (src/features/payments/server/refund.ts). */
  refundParagraphs?: string[];
}): RenderedEmail {
  return decisionEmail(
    { noun: 'listing', name: business.name, approved, reason },
    {
      live: `in the ${site.name} business directory`,
      hidden: `in the ${site.name} directory`,
      view: businessPath(business),
      dashboard: siteLink('/dashboard'),
      closing: [
        ...refundParagraphs,
        `You can fix the listing from your dashboard: saving it sends it back to our team for review. Questions? Reply to ${site.email}.`,
      ],
    },
  );
}

export function eventDecisionEmail({
  event,
  approved,
  reason = null,
}: {
  event: { id: number; title: string };
  approved: boolean;
  reason?: string | null;
}): RenderedEmail {
  const calendar = `on the ${site.name} events calendar`;
  return decisionEmail(
    { noun: 'event', name: event.title, approved, reason },
    {
      live: calendar,
      hidden: calendar,
      view: `/events/${event.id}`,
      dashboard: siteLink('/dashboard', { tab: 'events' }),
      closing: [`Questions? Write to ${site.email}.`],
    },
  );
}

export function eventReceivedEmail({ title }: { title: string }): RenderedEmail {
  return renderEmail({
    subject: `We received your event ${quoted(title)}`,
    heading: 'Thanks for sharing your event',
    paragraphs: [
      greeting,
      `We received your event ${quoted(title)}. Our team reviews every event before it appears on the calendar; we will email you when it is approved.`,
    ],
    action: { label: 'See my events', url: siteLink('/dashboard', { tab: 'events' }) },
  });
}

/** To the company address: a visitor wrote through /contact. Reply-to is the visitor. */
export function contactNotificationEmail(message: {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}): RenderedEmail {
  return renderEmail({
    subject: `Contact form: ${quoted(message.subject)}`,
    heading: 'New contact message',
    paragraphs: [
      'A visitor wrote through the contact form. The name, address, subject and message below are what they typed.',
      `Name given: ${quoted(message.name)}`,
      `E-mail address given: ${message.email}`,
      `Subject: ${quoted(message.subject)}`,
      typedBlock('Message:', message.message),
    ],
    action: { label: 'Open the admin dashboard', url: siteLink('/admin', { tab: 'contacts' }) },
    note: 'To answer, reply to the e-mail address given above.',
  });
}

/** To the company address: an approved listing's owner changed its name, category or description. */
export function revisionWaitingEmail({ businessName, ownerEmail }: { businessName: string; ownerEmail: string }): RenderedEmail {
  return renderEmail({
    subject: `Listing changes to review: ${quoted(businessName)}`,
    heading: 'A listing edit waits for review',
    paragraphs: [
      `The owner of the listing ${quoted(businessName)} (account ${ownerEmail}) changed its name, category or description. The approved version stays live until you decide.`,
    ],
    action: { label: 'Open the Revisions tab', url: siteLink('/admin', { tab: 'revisions' }) },
  });
}
