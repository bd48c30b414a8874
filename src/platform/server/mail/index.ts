/**
 * Outgoing mail for every feature:
 *
 *   import { queueMail, renderEmail } from './index.ts';
 *   queueMail({ to, ...renderEmail({ subject, heading, paragraphs, action: { label, url } }) });
 *
 * queueMail is synchronous and durable (a row in mail_queue, written inside your transaction if you
 * are in one); the background worker sends it over SMTP_URL or writes an .eml to MAIL_OUTBOX_DIR.
 * Text someone typed goes into a mail only through quoted() or typedBlock(), and every mail greets
 * with `greeting` (src/platform/server/mail/user-text.ts): a mail may be read by someone other than the typist.
 */
export { queueMail, deliverDueMail, ensureMailWorker, stopMailWorker, MAX_ATTEMPTS } from './queue.ts';
export { greeting, renderEmail, siteLink, type RenderedEmail } from './templates.ts';
export { answerBlock, quoted, typedBlock } from './user-text.ts';
export { linkedParts, type LinkedPart } from './linked-text.ts';
