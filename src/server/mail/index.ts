/**
 * Outgoing mail for every feature:
 *
 *   import { queueMail, renderEmail } from '@/server/mail';
 *   queueMail({ to, ...renderEmail({ subject, heading, paragraphs, action: { label, url } }) });
 *
 * queueMail is synchronous and durable (a row in mail_queue, written inside your transaction if you
 * are in one); the background worker sends it over SMTP_URL or writes an .eml to MAIL_OUTBOX_DIR.
 */
export { queueMail, deliverDueMail, ensureMailWorker, stopMailWorker, MAX_ATTEMPTS } from './queue';
export { renderEmail, siteLink, type RenderedEmail } from './templates';
