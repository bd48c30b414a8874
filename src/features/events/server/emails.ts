/** Mails about event edits, in the accounts module's one layout; titles typed by people are quoted. */
import { quoted, renderEmail, siteLink, type RenderedEmail } from '#src/platform/server/mail/index.ts';

/** To the company address: the author of an approved event changed it or gave it a new image. */
export function eventRevisionWaitingEmail({ title, ownerEmail }: { title: string; ownerEmail: string }): RenderedEmail {
  return renderEmail({
    subject: `Event changes to review: ${quoted(title)}`,
    heading: 'An event edit waits for review',
    paragraphs: [
      `The author of the event ${quoted(title)} (account ${ownerEmail}) changed it. The approved version stays on the calendar until you decide.`,
    ],
    action: { label: 'Open the Revisions tab', url: siteLink('/admin', { tab: 'revisions' }) },
  });
}

/** To the company address: a rejected event was corrected and waits again. */
export function eventResubmittedEmail({ title, ownerEmail }: { title: string; ownerEmail: string }): RenderedEmail {
  return renderEmail({
    subject: `Event resubmitted: ${quoted(title)}`,
    heading: 'A rejected event was edited and waits again',
    paragraphs: [
      `The author of the rejected event ${quoted(title)} (account ${ownerEmail}) edited it. It stays off the calendar until you approve it.`,
    ],
    action: { label: 'Open the admin dashboard', url: siteLink('/admin', { tab: 'events' }) },
  });
}
