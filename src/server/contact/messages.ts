/** Contact-form submissions: stored for the admins and forwarded to the company address. */
import { site } from '@/config/site';
import type { ContactInput } from '@/lib/schemas/contact';
import { getDb } from '@/server/db/client';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { insertContactMessage } from '@/server/db/queries/contact';
import { queueMail } from '@/server/mail';
import { contactNotificationEmail } from '@/server/owners/emails';

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
