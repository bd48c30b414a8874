/** Contact-form submissions: stored for the admins and forwarded to the company address. */
import { site } from '#src/config/site.ts';
import { contactMessagesText, contactSchema, type ContactInput } from '#src/features/contact/contact.schema.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { insertContactMessage } from './contact.queries.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { contactNotificationEmail } from '#src/features/listings/server/emails.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';

/**
 * Stores a message for the admins' Contacts tab and mails the company address about it, in one
 * transaction. Returns false for a honeypot hit (`website` filled in): nothing is stored, and the caller
 * answers as if it worked, so bots learn nothing. What is wrong with a listing goes to its suggestions
 * instead (src/features/suggestions/server/submit.ts), where its owner sees it.
 */
export function receiveContactMessage(input: ContactInput, ip: string | null): boolean {
  if (input.website) {
    insertAuditEntry({ action: 'contact.honeypot', ip });
    return false;
  }
  getDb().transaction(() => {
    const message = insertContactMessage({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    });
    queueMail({ to: site.email, ...contactNotificationEmail(message) });
  });
  return true;
}

/** The /contact page's form without JavaScript (the island posts the same fields to POST /api/contact). */
export const contactForm = (page: { clientAddress: string }): PageFormSpec<ContactInput> => ({
  schema: contactSchema,
  limit: limits.contact,
  act: (input) => {
    receiveContactMessage(input, clientIp(page));
    return { ok: true, redirectTo: '/contact?sent=1', flash: { title: 'Message Sent', description: contactMessagesText.sent } };
  },
});
