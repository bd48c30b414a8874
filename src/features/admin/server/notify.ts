/**
 * Mails to the site's admins (the contact address) when something waits for them or
 * money arrives: new or resubmitted listings, new events, payments. Claims and revisions mail from
 * their own modules. Queued inside the caller's transaction, so a rolled-back write mails nobody.
 */
import { site } from '#src/config/site.ts';
import { queueMail, quoted, renderEmail, siteLink } from '#src/platform/server/mail/index.ts';

type AdminTab = 'businesses' | 'events';

function notify(subject: string, heading: string, text: string, tab: AdminTab): void {
  queueMail({
    to: site.email,
    ...renderEmail({
      subject,
      heading,
      paragraphs: [text],
      action: { label: 'Open the admin dashboard', url: siteLink('/admin', { tab }) },
    }),
  });
}

export function notifyListingWaiting({
  name,
  ownerEmail,
  resubmitted,
}: {
  name: string;
  ownerEmail: string;
  resubmitted: boolean;
}) {
  notify(
    resubmitted ? `Listing resubmitted: ${quoted(name)}` : `New listing to review: ${quoted(name)}`,
    resubmitted ? 'A rejected listing was edited and waits again' : 'A new listing waits for review',
    `The account ${ownerEmail} ${resubmitted ? 'edited the rejected listing' : 'submitted the listing'} ${quoted(name)}. It stays hidden until you approve it.`,
    'businesses',
  );
}

export function notifyEventWaiting({ title, ownerEmail }: { title: string; ownerEmail: string }) {
  notify(
    `New event to review: ${quoted(title)}`,
    'A new event waits for review',
    `The account ${ownerEmail} submitted the event ${quoted(title)}. It stays off the calendar until you approve it.`,
    'events',
  );
}

export function notifyPayment({ name, what }: { name: string; what: string }) {
  notify(
    `Payment received: ${quoted(name)}`,
    'A premium payment arrived',
    `For the listing ${quoted(name)}: ${what}.`,
    'businesses',
  );
}
