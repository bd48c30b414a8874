/**
 * Alert subscriptions with double opt-in. Asking only mails a confirmation link; the topics are confirmed when that
 * link's page is confirmed with its button (a POST: mail scanners open links, and opening one changes nothing).
 * Every valid request gets the same answer whether the address is new, waiting or already subscribed, so the
 * endpoint reveals nothing about who subscribes. Tokens are the accounts' (20 random bytes, only the SHA-256 kept).
 */
import { alertMessages } from '#src/features/alerts/alert-messages.ts';
import type { AlertSubscribeInput } from '#src/features/alerts/alerts.schema.ts';
import { generateToken, hashToken, isWellFormedToken } from '#src/features/accounts/server/crypto.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { fail, type Outcome } from '#src/platform/server/failure.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';
import {
  confirmSubscriptions,
  deleteSubscription,
  findSubscriptionByLink,
  listPendingByToken,
  listSubscriptionsByEmail,
  upsertPendingSubscription,
} from './alerts.queries.ts';
import { alertConfirmationEmail } from './emails.ts';
import { forgetExpiredSubscriptions, isConfirmable } from './expiry.ts';
import { describeTopic, subscribableEventId } from './topics.ts';

/** `email` is validated and lower-cased (alerts.schema.ts); event topics are checked here against the calendar. */
export function requestAlerts({ email, topics }: AlertSubscribeInput, now = new Date()): Outcome<{ message: string }, 400 | 429> {
  const eventIds = new Map(topics.map((topic) => [topic, subscribableEventId(topic)]));
  if (topics.some((topic) => topic.startsWith('event:') && eventIds.get(topic) === null))
    return fail(400, alertMessages.unknownEvent, { errors: { topics: [alertMessages.unknownEvent] } });
  // Counted whatever the address's state, so the limit says nothing about whether it is subscribed.
  const perAddress = limits.mailPerAddress.consume(`alerts:${email}`, now.getTime());
  if (!perAddress.ok)
    return fail(429, 'Too many requests for this address. Please try again later.', {
      retryAfterSeconds: perAddress.retryAfterSeconds,
    });
  getDb().transaction(() => {
    forgetExpiredSubscriptions(now);
    const confirmed = new Set(listSubscriptionsByEmail({ email }).flatMap((s) => (s.confirmedAt ? [s.topic] : [])));
    const wanted = topics.filter((topic) => !confirmed.has(topic));
    if (wanted.length === 0) return; // already subscribed to all of them: nothing to send, the same answer
    const token = generateToken();
    for (const topic of wanted)
      upsertPendingSubscription({
        email,
        topic,
        eventId: eventIds.get(topic) ?? null,
        confirmTokenHash: hashToken(token),
        at: now,
      });
    queueMail({ to: email, ...alertConfirmationEmail({ token, topics: wanted.map(describeTopic) }) });
  });
  return { ok: true, message: alertMessages.checkEmail };
}

const pendingOf = (token: string, now: Date) =>
  isWellFormedToken(token)
    ? listPendingByToken({ tokenHash: hashToken(token) }).filter((s) => isConfirmable(s.requestedAt, now))
    : [];

export interface ConfirmationView {
  email: string;
  topics: string[];
}

/** The confirmation link as its page sees it before the button: whose it is and what for; changes nothing. */
export function lookUpAlertConfirmation(token: string, now = new Date()): ConfirmationView | undefined {
  const pending = pendingOf(token, now);
  return pending.length > 0 ? { email: pending[0]!.email, topics: pending.map((s) => describeTopic(s.topic)) } : undefined;
}

/** The button on the confirmation page: its topics are confirmed. Undefined for an unknown, expired or used link. */
export function confirmAlerts(token: string, now = new Date()): ConfirmationView | undefined {
  return getDb().transaction(() => {
    const pending = pendingOf(token, now);
    if (pending.length === 0) return undefined;
    confirmSubscriptions({ ids: pending.map((s) => s.id), at: now });
    return { email: pending[0]!.email, topics: pending.map((s) => describeTopic(s.topic)) };
  });
}

const subscriptionOfLink = (token: string) =>
  isWellFormedToken(token) ? findSubscriptionByLink({ tokenHash: hashToken(token) }) : undefined;

/** Whose unsubscribe link this is and for what (its page shows them above the one button); changes nothing. */
export function lookUpAlertUnsubscribe(token: string): { email: string; topic: string } | undefined {
  const subscription = subscriptionOfLink(token);
  return subscription ? { email: subscription.email, topic: describeTopic(subscription.topic) } : undefined;
}

/** The unsubscribe button, or a mail app's one-click POST: the subscription and all its links are deleted. */
export function unsubscribeAlert(token: string): { email: string; topic: string } | undefined {
  return getDb().transaction(() => {
    const subscription = subscriptionOfLink(token);
    if (!subscription) return undefined;
    const topic = describeTopic(subscription.topic);
    deleteSubscription({ id: subscription.id });
    return { email: subscription.email, topic };
  });
}
