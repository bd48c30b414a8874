/**
 * "Fix this listing": anyone proposes a new phone, website, address or weekly hours for a listing, says it closed
 * for good, or describes something else that is wrong. Each value is checked by the rule the listing editor applies
 * to that field, so an accepted correction is an edit the owner could have typed; "something else" is words only,
 * for the owner or an admin to act on. Shared by the fix page's form, POST /api/businesses/{id}/suggestions and the
 * owner's and admin's decisions.
 */
import { z } from 'zod';
import type { WeeklyHours } from '#src/features/listings/hours.ts';
import { phoneField, signupMessages } from '#src/features/listings/business.schema.ts';
import { HONEYPOT_FIELD } from '#src/features/contact/contact.schema.ts';
import { alwaysRun, boolField, optionalEmail, optionalText, optionalUrl, requiredText } from '#src/platform/schemas/fields.ts';
import { hoursSchema } from '#src/features/listings/hours.schema.ts';

/** The fields a suggestion corrects when accepted: what POST /api/businesses/{id}/suggestions takes. */
const correctionFields = ['phone', 'website', 'address', 'hours', 'closed'] as const;
/** Every kind of suggestion: a correction, or "something else" in the visitor's words (the fix page only). */
export const suggestionFields = [...correctionFields, 'other'] as const;
export type SuggestionField = (typeof suggestionFields)[number];

export const suggestionFieldLabels: Record<SuggestionField, string> = {
  phone: 'Phone number',
  website: 'Website',
  address: 'Address',
  hours: 'Opening hours',
  closed: 'Closed for good',
  other: 'Something else',
};

export const suggestionText = {
  field: 'Choose what should change',
  address: 'Enter the new address',
  other: 'Please tell us what is wrong, in at least 10 characters',
  hours: 'Give the opening hours of at least one day',
  note: 'Keep the note under 1000 characters',
  email: 'Enter a valid e-mail address, or leave it empty',
  reason: 'Give a reason: the visitor who suggested it reads it',
  sent: 'Thank you! The owner or our team will check your suggestion; the listing stays as it is until then.',
} as const;

/** The reason an accepted "closed for good" gives the listing when it is taken down. */
export const CLOSED_REASON = 'Closed for good';

/** What a suggested value is once checked: text, weekly hours, or nothing (closed for good). */
export type SuggestionValue = string | WeeklyHours | null;

const required = (message: string) => z.string({ error: message });

const valueSchemas: Record<SuggestionField, z.ZodType<SuggestionValue, unknown>> = {
  phone: phoneField,
  website: optionalUrl(signupMessages.website).pipe(required(signupMessages.website)),
  address: optionalText(200).pipe(required(suggestionText.address).min(1, suggestionText.address)),
  hours: hoursSchema.pipe(
    z.custom<WeeklyHours>((v) => v !== null && Object.keys(v as object).length > 0, { error: suggestionText.hours }),
  ),
  closed: z.unknown().transform(() => null),
  other: requiredText(suggestionText.other, 10, 2000),
};

/** A suggestion of one of `fields`: `value` is checked by the rule of the field chosen. */
const suggestionSchemaOf = (fields: readonly SuggestionField[]) =>
  z
    .object({
      field: z.enum(fields, { error: suggestionText.field }),
      value: z.unknown().optional(),
      note: optionalText(1000),
      email: optionalEmail(suggestionText.email).transform((v) => v && v.toLowerCase()),
      [HONEYPOT_FIELD]: z.string().max(500).optional(),
    })
    .transform((input, ctx) => {
      const value = valueSchemas[input.field].safeParse(input.value);
      if (value.success) return { ...input, value: value.data };
      for (const issue of value.error.issues) ctx.addIssue({ code: 'custom', path: ['value'], message: issue.message });
      return z.NEVER;
    });

/** POST /api/businesses/{id}/suggestions: the corrections its contract names. */
export const suggestionSchema = suggestionSchemaOf(correctionFields);
/** The fix page's form: a correction or "something else". */
export const fixListingSchema = suggestionSchemaOf(suggestionFields);
export type SuggestionInput = z.infer<typeof fixListingSchema>;

/** PATCH /api/suggestions/{id}: accept, or decline with a reason the visitor reads. */
export const suggestionDecisionSchema = z
  .object({
    accepted: boolField('accepted must be true or false'),
    reason: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v?.accepted === false && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: suggestionText.reason });
  }, alwaysRun);
export type SuggestionDecision = z.infer<typeof suggestionDecisionSchema>;
