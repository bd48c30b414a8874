/** Contact-form submissions: stored for the admins and forwarded to the company address. */
import { site } from '#src/config/site.ts';
import { contactMessagesText, contactSchema, type ContactInput } from '#src/features/contact/contact.schema.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { insertContactMessage } from './contact.queries.ts';
import { queueMail, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import type { ContactMessage } from '#src/platform/server/db/schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { contactNotificationEmail } from '#src/features/listings/server/emails.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';

type NewContactMessage = Parameters<typeof insertContactMessage>[0];

/**
 * Stores a message for the admins' Contacts tab and mails the company address about it, in one
 * transaction. Returns false for a honeypot hit (`trap` filled in): nothing is stored, and the caller
 * answers as if it worked, so bots learn nothing. The contact form and a listing's "Report a problem"
 * (src/features/contact/server/listing-reports.ts) both come through here.
 */
export function storeContactMessage(
  values: NewContactMessage,
  { trap, ip, notification }: { trap: string | undefined; ip: string | null; notification: (m: ContactMessage) => RenderedEmail },
): boolean {
  if (trap) {
    insertAuditEntry({ action: 'contact.honeypot', ip });
    return false;
  }
  getDb().transaction(() => {
    const message = insertContactMessage(values);
    queueMail({ to: site.email, ...notification(message) });
  });
  return true;
}

export const receiveContactMessage = (input: ContactInput, ip: string | null): boolean =>
  storeContactMessage(
    { name: input.name, email: input.email, subject: input.subject, message: input.message },
    { trap: input.website, ip, notification: contactNotificationEmail },
  );

/** The /contact page's form without JavaScript (the island posts the same fields to POST /api/contact). */
export const contactForm = (page: { clientAddress: string }): PageFormSpec<ContactInput> => ({
  schema: contactSchema,
  limit: limits.contact,
  act: (input) => {
    receiveContactMessage(input, clientIp(page));
    return { ok: true, redirectTo: '/contact?sent=1', flash: { title: 'Message Sent', description: contactMessagesText.sent } };
  },
});
