/** A newsletter subscription, checked the same way by the JSON endpoint and the /newsletter page form. */
import { z } from 'zod';
import { newsletterMessages } from './newsletter-messages.ts';

const EMPTY_EMAIL_MESSAGE = newsletterMessages.empty;

export const subscribeSchema = z.object({
  email: z
    .string({ error: EMPTY_EMAIL_MESSAGE })
    .trim()
    .min(1, EMPTY_EMAIL_MESSAGE)
    .max(254, EMPTY_EMAIL_MESSAGE)
    .pipe(z.email(EMPTY_EMAIL_MESSAGE))
    .transform((email) => email.toLowerCase()),
});
