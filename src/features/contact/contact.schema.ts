/** The contact form (/contact, POST /api/contact), shared by the island and the endpoint. */
import { z } from 'zod';
import { requiredText } from '#src/platform/schemas/fields.ts';

export const contactMessagesText = {
  name: 'Name is required',
  email: 'Valid email is required',
  subject: 'Subject is required',
  message: 'Please write a message of at least 10 characters',
  sent: "Thank you for your message! We'll get back to you soon.",
} as const;

/** `website` is a honeypot: hidden from people, filled in by form-spamming bots. */
export const HONEYPOT_FIELD = 'website';

export const contactSchema = z.object({
  name: requiredText(contactMessagesText.name, 2, 100),
  email: z
    .string({ error: contactMessagesText.email })
    .trim()
    .toLowerCase()
    .max(254, contactMessagesText.email)
    .pipe(z.email(contactMessagesText.email)),
  subject: requiredText(contactMessagesText.subject, 2, 200),
  message: requiredText(contactMessagesText.message, 10, 5000),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;
