/**
 * Newsletter sign-up with double opt-in. Asking only mails a confirmation link; the
 * address is subscribed when that link's page is confirmed with a click (a POST: mail scanners that
 * open links subscribe nobody). Every valid request gets the same answer whether the address is new,
 * waiting, subscribed or returning, so the endpoint reveals nothing about who subscribes.
 *
 * Tokens are the accounts' (src/features/accounts/server/crypto.ts): 20 random bytes, only the SHA-256 stored.
 */
import { newsletterMessages } from '#src/features/newsletter/newsletter-messages.ts';
import { generateToken, hashToken, isWellFormedToken } from '#src/features/accounts/server/crypto.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import {
  addConfirmedSubscriber,
  deletePending,
  findPendingByEmail,
  findPendingByToken,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeToken,
  insertPending,
  renewPendingToken,
  setSubscriberUnsubscribed,
} from './newsletter.queries.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { confirmationEmail, subscribedEmail } from './email.ts';
import { forgetExpiredSignups, isConfirmable } from './expiry.ts';

/** Asking again for a waiting address re-sends its link at most this often, and at most MAX times in all. */
const RESEND_AFTER_MS = 60 * 60_000;
const MAX_CONFIRMATION_MAILS = 3;

/** `email` is already validated, trimmed and lower-cased (see schema.ts). */
export function subscribeToNewsletter({ email }: { email: string }, now = new Date()): { message: string } {
  getDb().transaction(() => {
    forgetExpiredSignups(now);
    const subscriber = findSubscriberByEmail({ email });
    if (subscriber && subscriber.unsubscribedAt === null) return; // already subscribed: nothing to send
    const pending = findPendingByEmail({ email });
    if (pending) {
      const recent = now.getTime() - pending.lastSentAt.getTime() < RESEND_AFTER_MS;
      if (recent || pending.mailsSent >= MAX_CONFIRMATION_MAILS) return;
    }
    const token = generateToken();
    if (pending) renewPendingToken({ id: pending.id, tokenHash: hashToken(token), at: now });
    else insertPending({ email, tokenHash: hashToken(token), at: now });
    // In the same transaction: the sign-up and its mail are committed together or not at all.
    queueMail({ to: email, ...confirmationEmail({ token }) });
  });
  return { message: newsletterMessages.checkEmail };
}

/** The confirmation link as its page sees it before the click: whose it is, or no longer usable. */
export function lookUpConfirmation(token: string, now = new Date()): { email: string } | undefined {
  if (!isWellFormedToken(token)) return undefined;
  const pending = findPendingByToken({ tokenHash: hashToken(token) });
  return pending && isConfirmable(pending.requestedAt, now) ? { email: pending.email } : undefined;
}

/**
 * The click on the confirmation page: the address is subscribed and mailed its unsubscribe link.
 * Undefined for an unknown, expired, superseded or already used link.
 */
export function confirmSubscription(token: string, now = new Date()): { email: string } | undefined {
  if (!isWellFormedToken(token)) return undefined;
  return getDb().transaction(() => {
    const pending = findPendingByToken({ tokenHash: hashToken(token) });
    if (!pending) return undefined;
    deletePending({ id: pending.id });
    if (!isConfirmable(pending.requestedAt, now)) return undefined;
    const unsubscribeToken = generateToken();
    const added = addConfirmedSubscriber({ email: pending.email, unsubscribeTokenHash: hashToken(unsubscribeToken) });
    if (added) queueMail({ to: pending.email, ...subscribedEmail({ token: unsubscribeToken }) });
    return { email: pending.email };
  });
}

/** Whose unsubscribe link this is (the page shows it above its one button); changes nothing. */
export function lookUpUnsubscribe(token: string): { email: string; subscribed: boolean } | undefined {
  const row = isWellFormedToken(token) ? findSubscriberByUnsubscribeToken({ tokenHash: hashToken(token) }) : undefined;
  return row ? { email: row.email, subscribed: row.unsubscribedAt === null } : undefined;
}

/** The unsubscribe button (or a mail app's one-click POST): idempotent; undefined for an unknown token. */
export function unsubscribeFromNewsletter({ token }: { token: string }, now = new Date()): { email: string } | undefined {
  const row = isWellFormedToken(token) ? findSubscriberByUnsubscribeToken({ tokenHash: hashToken(token) }) : undefined;
  if (!row) return undefined;
  if (row.unsubscribedAt === null) setSubscriberUnsubscribed({ id: row.id, at: now });
  return { email: row.email };
}

/** Undo of an unsubscribe from the same link (the mailbox owner proved the address when confirming). */
export function resubscribeWithToken({ token }: { token: string }): { email: string } | undefined {
  const row = isWellFormedToken(token) ? findSubscriberByUnsubscribeToken({ tokenHash: hashToken(token) }) : undefined;
  if (!row) return undefined;
  setSubscriberUnsubscribed({ id: row.id, at: null });
  return { email: row.email };
}
