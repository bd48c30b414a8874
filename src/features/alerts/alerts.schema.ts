/**
 * An alert subscription request, checked the same way by POST /api/alerts/subscribe and the no-JavaScript forms
 * (the event page's "Tell me if this changes" and /alerts). Topics: `weather`, `beach`, `event:{id}`.
 */
import { z } from 'zod';
import { alertMessages } from './alert-messages.ts';

export type AlertTopic = 'weather' | 'beach' | `event:${number}`;

const EVENT_TOPIC = /^event:([1-9]\d{0,9})$/;

/** The event id of an `event:{id}` topic, or null. */
export const eventIdOfTopic = (topic: string): number | null => {
  const match = EVENT_TOPIC.exec(topic);
  return match ? Number(match[1]) : null;
};

const topicSchema = z
  .string({ error: alertMessages.badTopic })
  .trim()
  .refine((t) => t === 'weather' || t === 'beach' || eventIdOfTopic(t) !== null, alertMessages.badTopic)
  .transform((t) => t as AlertTopic);

const emailSchema = z
  .string({ error: alertMessages.invalidEmail })
  .trim()
  .min(1, alertMessages.invalidEmail)
  .max(254, alertMessages.invalidEmail)
  .pipe(z.email(alertMessages.invalidEmail))
  .transform((email) => email.toLowerCase());

export const alertSubscribeSchema = z.object({
  email: emailSchema,
  topics: z
    .array(topicSchema, { error: alertMessages.noTopic })
    .min(1, alertMessages.noTopic)
    .max(10, alertMessages.badTopic)
    .transform((topics) => [...new Set(topics)]),
});

export type AlertSubscribeInput = z.infer<typeof alertSubscribeSchema>;

/**
 * The same request as an HTML form sends it: `email`, a `weather` and a `beach` checkbox, and an `event` id (the
 * event page's hidden field). A form's fields are one value each, so the topics travel as separate fields.
 */
export const alertFormSchema = z
  .object({
    email: z.unknown(),
    weather: z.string().optional(),
    beach: z.string().optional(),
    event: z.string().optional(),
  })
  .transform(({ email, weather, beach, event }) => ({
    email,
    topics: [
      ...(weather ? ['weather'] : []),
      ...(beach ? ['beach'] : []),
      ...(event !== undefined ? [`event:${event.trim()}`] : []),
    ],
  }))
  .pipe(alertSubscribeSchema);
