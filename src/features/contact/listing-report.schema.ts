/**
 * "Report a problem" on a listing page: what a visitor tells the admins about a listing
 * (wrong hours, wrong phone, closed for good). A report to the admins, not an edit: the listing stays as
 * it is until someone checks it.
 */
import { z } from 'zod';
import { HONEYPOT_FIELD } from './contact.schema.ts';
import { optionalEmail, requiredText } from '#src/platform/schemas/fields.ts';

export const problemKinds = ['hours', 'phone', 'closed', 'other'] as const;
export type ProblemKind = (typeof problemKinds)[number];

export const problemLabels: Record<ProblemKind, string> = {
  hours: 'Wrong opening hours',
  phone: 'Wrong phone number',
  closed: 'Closed for good',
  other: 'Something else',
};

export const listingReportText = {
  kind: 'Choose what is wrong',
  message: 'Please tell us what is wrong, in at least 10 characters',
  email: 'Enter a valid e-mail address, or leave it empty',
  sent: 'Thank you! Our team will check this listing.',
} as const;

export const listingReportSchema = z.object({
  kind: z.enum(problemKinds, { error: listingReportText.kind }),
  message: requiredText(listingReportText.message, 10, 2000),
  email: optionalEmail(listingReportText.email).transform((v) => v && v.toLowerCase()),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ListingReportInput = z.infer<typeof listingReportSchema>;
