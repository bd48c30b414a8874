/**
 * Sending one alert to a topic's confirmed subscribers, at most once per key: the key is recorded in the same
 * transaction as the queued mails, so a key is either sent (every mail queued) or free to be sent later. Each mail
 * gets an unsubscribe token of its own (stored hashed), so a mail's link never has to be stored in the clear.
 */
import { generateToken, hashToken } from '#src/features/accounts/server/crypto.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { claimAlertKey, insertAlertLink, listConfirmedSubscribers } from './alerts.queries.ts';
import { alertEmail, type AlertContent } from './emails.ts';
import { describeTopic } from './topics.ts';

/** Queues the alert for every confirmed subscriber of `topic`; how many, or null when `key` was sent before. */
export function sendAlertOnce({
  topic,
  key,
  content,
  now = new Date(),
}: {
  topic: string;
  key: string;
  content: AlertContent;
  now?: Date;
}): number | null {
  return getDb().transaction(() => {
    if (!claimAlertKey({ key, at: now })) return null;
    const subscribers = listConfirmedSubscribers({ topic });
    const about = subscribers.length > 0 ? describeTopic(topic) : topic;
    for (const subscriber of subscribers) {
      const token = generateToken();
      insertAlertLink({ tokenHash: hashToken(token), subscriptionId: subscriber.id });
      queueMail({ to: subscriber.email, ...alertEmail(content, { token, topic: about }) });
    }
    return subscribers.length;
  });
}
