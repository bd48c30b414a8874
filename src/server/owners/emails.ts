/** Mails about listings, events and contact messages, in the accounts module's one layout. */
import { site } from '@/config/site';
import { businessPath } from '@/lib/directory';
import { renderEmail, siteLink, type RenderedEmail } from '@/server/mail';

const hello = (firstName: string) => `Hello ${firstName},`;

export function listingReceivedEmail({
  firstName,
  businessName,
  claimed,
}: {
  firstName: string;
  businessName: string;
  claimed: boolean;
}): RenderedEmail {
  return renderEmail({
    subject: claimed ? `You have claimed ${businessName}` : `We received your listing: ${businessName}`,
    heading: claimed ? 'Business claimed' : 'Thanks for listing your business',
    paragraphs: [
      hello(firstName),
      claimed
        ? `${businessName} is now linked to your account. You can update its description, contact details, website and hours from your dashboard.`
        : `We received ${businessName}. Our team reviews every submission before it goes live; we will email you as soon as it is approved.`,
    ],
    action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}

export function listingDecisionEmail({
  firstName,
  business,
  approved,
  reason = null,
}: {
  firstName: string;
  business: { id: number; slug: string; name: string };
  approved: boolean;
  reason?: string | null;
}): RenderedEmail {
  return approved
    ? renderEmail({
        subject: `Your listing is live: ${business.name}`,
        heading: 'Your listing has been approved',
        paragraphs: [
          hello(firstName),
          `${business.name} has been approved and now appears in the ${site.name} business directory.`,
        ],
        action: { label: 'View my listing', url: siteLink(businessPath(business)) },
      })
    : renderEmail({
        subject: `Your listing was not approved: ${business.name}`,
        heading: 'Your listing was not approved',
        paragraphs: [
          hello(firstName),
          `${business.name} is not shown in the ${site.name} directory.`,
          ...(reason ? [`Reason: ${reason}`] : []),
          `You can fix the listing from your dashboard: saving it sends it back to our team for review. Questions? Reply to ${site.email}.`,
        ],
        action: { label: 'Open my dashboard', url: siteLink('/dashboard') },
      });
}

export function eventDecisionEmail({
  firstName,
  event,
  approved,
  reason = null,
}: {
  firstName: string;
  event: { id: number; title: string };
  approved: boolean;
  reason?: string | null;
}): RenderedEmail {
  return approved
    ? renderEmail({
        subject: `Your event is live: ${event.title}`,
        heading: 'Your event has been approved',
        paragraphs: [hello(firstName), `${event.title} has been approved and now appears on the ${site.name} events calendar.`],
        action: { label: 'View my event', url: siteLink(`/events/${event.id}`) },
      })
    : renderEmail({
        subject: `Your event was not approved: ${event.title}`,
        heading: 'Your event was not approved',
        paragraphs: [
          hello(firstName),
          `${event.title} is not shown on the ${site.name} events calendar.`,
          ...(reason ? [`Reason: ${reason}`] : []),
          `Questions? Write to ${site.email}.`,
        ],
        action: { label: 'Open my dashboard', url: siteLink('/dashboard', { tab: 'events' }) },
      });
}

export function eventReceivedEmail({ firstName, title }: { firstName: string; title: string }): RenderedEmail {
  return renderEmail({
    subject: `We received your event: ${title}`,
    heading: 'Thanks for sharing your event',
    paragraphs: [
      hello(firstName),
      `We received ${title}. Our team reviews every event before it appears on the calendar; we will email you when it is approved.`,
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
    subject: `Contact form: ${message.subject}`,
    heading: 'New contact message',
    paragraphs: [`From: ${message.name} <${message.email}>`, `Subject: ${message.subject}`, message.message],
    action: { label: 'Open the admin dashboard', url: siteLink('/admin', { tab: 'contacts' }) },
    note: 'Reply to the sender directly at the address above.',
  });
}

/** To the company address: an approved listing's owner changed its name, category or description. */
export function revisionWaitingEmail({ businessName, ownerEmail }: { businessName: string; ownerEmail: string }): RenderedEmail {
  return renderEmail({
    subject: `Listing changes to review: ${businessName}`,
    heading: 'A listing edit waits for review',
    paragraphs: [
      `${ownerEmail} changed the name, category or description of ${businessName}. The approved version stays live until you decide.`,
    ],
    action: { label: 'Open the Revisions tab', url: siteLink('/admin', { tab: 'revisions' }) },
  });
}

export function revisionDecisionEmail({
  firstName,
  business,
  approved,
  reason,
}: {
  firstName: string;
  business: { id: number; slug: string; name: string };
  approved: boolean;
  reason: string | null;
}): RenderedEmail {
  return renderEmail({
    subject: approved ? `Your changes are live: ${business.name}` : `Your changes were not approved: ${business.name}`,
    heading: approved ? 'Your listing changes are live' : 'Your listing changes were not approved',
    paragraphs: [
      hello(firstName),
      approved
        ? `The changes to ${business.name} were approved and now show in the ${site.name} directory.`
        : `The changes to ${business.name} were not approved; the listing keeps its current name, category and description.`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ],
    action: approved
      ? { label: 'View my listing', url: siteLink(businessPath(business)) }
      : { label: 'Open my dashboard', url: siteLink('/dashboard') },
  });
}
