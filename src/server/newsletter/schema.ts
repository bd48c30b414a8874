/** Server-side validation of a subscription (required; we also check the address shape). */
import { z } from 'zod';
import { newsletterMessages } from '@/lib/newsletter-messages';

const EMPTY_EMAIL_MESSAGE = newsletterMessages.empty;

export const subscribeSchema = z.object({
  email: z
    .string({ error: EMPTY_EMAIL_MESSAGE })
    .trim()
    .min(1, EMPTY_EMAIL_MESSAGE)
    .max(254, EMPTY_EMAIL_MESSAGE)
    .email(EMPTY_EMAIL_MESSAGE)
    .transform((email) => email.toLowerCase()),
});
