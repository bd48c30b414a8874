/**
 * A signed-in person's alerts on /account: the subscriptions of their account's address (the page shows no one
 * else's), added or stopped there. A verified address is already proven, so its new topics are on at once; an
 * unverified one gets the confirmation mail as anyone would.
 */
import { z } from 'zod';
import { getDb } from '#src/platform/server/db/client.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { fail } from '#src/platform/server/failure.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';
import { deleteSubscriptionOfEmail, insertConfirmedSubscription, listSubscriptionsByEmail } from './alerts.queries.ts';
import { requestAlerts } from './subscribe.ts';
import { describeTopic } from './topics.ts';

interface AccountUser {
  email: string;
  emailVerifiedAt: Date | null;
}

export interface AccountAlert {
  topic: string;
  label: string;
  confirmed: boolean;
}

export function listAccountAlerts(user: AccountUser): AccountAlert[] {
  return listSubscriptionsByEmail({ email: user.email }).map((s) => ({
    topic: s.topic,
    label: describeTopic(s.topic),
    confirmed: s.confirmedAt !== null,
  }));
}

const accountAlertSchema = z.object({
  action: z.enum(['add', 'stop'], { message: 'Choose to add or stop an alert' }),
  topic: z.string().max(40, 'Unknown alert'),
});

export const accountAlertForm = (user: AccountUser): PageFormSpec<z.infer<typeof accountAlertSchema>> => ({
  schema: accountAlertSchema,
  limit: limits.alerts,
  act: ({ action, topic }) => {
    const email = user.email.toLowerCase();
    if (action === 'stop') {
      deleteSubscriptionOfEmail({ email, topic });
      return {
        ok: true,
        redirectTo: '/account#alerts-heading',
        flash: { title: 'Alert stopped', description: describeTopic(topic) },
      };
    }
    if (topic !== 'weather' && topic !== 'beach') return fail(400, 'Unknown alert');
    if (!user.emailVerifiedAt) {
      const result = requestAlerts({ email, topics: [topic] });
      if (!result.ok) return result;
      return {
        ok: true,
        redirectTo: '/account#alerts-heading',
        flash: { title: 'Check your email', description: result.message },
      };
    }
    getDb().transaction(() => insertConfirmedSubscription({ email, topic, eventId: null, at: new Date() }));
    return { ok: true, redirectTo: '/account#alerts-heading', flash: { title: 'Alert on', description: describeTopic(topic) } };
  },
});
