/** Visitor enquiries to premium listings and the replies in their threads: shared by the forms, the endpoints and the tests. */
import { z } from 'zod';
import { HONEYPOT_FIELD } from '#src/features/contact/contact.schema.ts';
import { requiredText } from '#src/platform/schemas/fields.ts';

const ENQUIRY_MESSAGE_MAX = 2000;

export const enquiryText = {
  name: 'Please tell the business your name',
  email: 'Enter a valid e-mail address: the answer is sent there',
  message: 'Please write your question in at least 10 characters',
  reply: `Write a message of 2 to ${ENQUIRY_MESSAGE_MAX.toLocaleString('en-US')} characters`,
  sent: 'Your question is on its way. The answer will come by e-mail to the address you gave.',
  replied: 'Your answer is sent.',
  premiumOnly: 'This business does not take questions through the site. Please contact them directly.',
  notFound: 'Enquiry not found',
  notOwner: 'Only the owner of this listing can answer its enquiries',
} as const;

export const enquirySchema = z.object({
  name: requiredText(enquiryText.name, 2, 100),
  email: z.string({ error: enquiryText.email }).trim().toLowerCase().max(254, enquiryText.email).pipe(z.email(enquiryText.email)),
  message: requiredText(enquiryText.message, 10, ENQUIRY_MESSAGE_MAX),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type EnquiryInput = z.infer<typeof enquirySchema>;

/** An answer in a thread, from the owner (dashboard or API) or the visitor (thread page). */
export const enquiryReplySchema = z.object({
  body: z.string({ error: enquiryText.reply }).trim().min(2, enquiryText.reply).max(ENQUIRY_MESSAGE_MAX, enquiryText.reply),
});
