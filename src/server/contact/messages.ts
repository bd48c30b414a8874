/** Contact-form submissions: stored for the admins and forwarded to the company address. */
import { site } from '@/config/site';
import { contactMessagesText, contactSchema, type ContactInput } from '@/lib/schemas/contact';
import { getDb } from '@/server/db/client';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { insertContactMessage } from '@/server/db/queries/contact';
import { queueMail } from '@/server/mail';
import type { PageFormSpec } from '@/server/forms/page-form';
import { contactNotificationEmail } from '@/server/owners/emails';
import { clientIp, limits } from '@/server/security/rate-limit';

/** Returns false for a honeypot hit: the caller answers as if it worked, so bots learn nothing. */
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
