/** Claim requests, codes and decisions, shared by the signup island, the claim page and the API. */
import { z } from 'zod';
import { registerSchema } from '#src/features/accounts/auth.schema.ts';
import {
  planField,
  signupListingSchema,
  signupMessages,
  signupSchema,
  subscriptionTypeField,
} from '#src/features/listings/business.schema.ts';
import { alwaysRun, boolField, idField, optionalText } from '#src/platform/schemas/fields.ts';

const claimFormMessages = {
  code: 'Enter the 6-digit code from the e-mail',
  evidence: 'Tell us how we can confirm you run this business',
  reason: 'Give a reason the claimant will read',
} as const;

/** `method` absent: a code when the listing has an e-mail on file (and no evidence was given), else a review. */
export const claimRequestSchema = z.object({
  businessId: idField(signupMessages.claim),
  method: z.enum(['email', 'review'], { error: "method must be 'email' or 'review'" }).optional(),
  evidence: optionalText(2000),
  plan: planField.default('free'),
  subscriptionType: subscriptionTypeField.default('monthly'),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const claimCodeSchema = z.object({
  code: z
    .string({ error: claimFormMessages.code })
    .trim()
    .regex(/^\d{6}$/, claimFormMessages.code),
});

/** `reason` is optional in the API; the admin form asks for one when rejecting. */
export const claimDecisionSchema = z.object({
  approved: boolField('approved must be true or false'),
  reason: optionalText(1000),
});

/** Cross-field rules that run even when fields are invalid (`alwaysRun`), so the form shows them with the other messages. */
const claimChecks = (withAccount: boolean) => (raw: unknown, ctx: z.RefinementCtx) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return;
  const v = raw as Record<string, unknown>;
  if (v.method === 'review' && !(typeof v.evidence === 'string' && v.evidence.trim()))
    ctx.addIssue({ code: 'custom', path: ['evidence'], message: claimFormMessages.evidence });
  if (withAccount && typeof v.password === 'string' && v.confirmPassword !== v.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: signupMessages.confirmPassword });
};

/** Claim mode of the signup form: the listing, how to prove it, the plan (payment follows approval). */
const claimModeObject = claimRequestSchema.extend({ mode: z.literal('claim') });
export const claimModeSchema = claimModeObject.superRefine(claimChecks(false), alwaysRun);
/** Claim mode for a visitor without an account: the account is created first (it must be verified before the claim). */
const claimModeAccountSchema = claimModeObject
  .extend(registerSchema.shape)
  .extend({ confirmPassword: z.string().max(256) })
  .superRefine(claimChecks(true), alwaysRun);
export type ClaimModeInput = z.infer<typeof claimModeSchema> | z.infer<typeof claimModeAccountSchema>;

const isClaimMode = (raw: unknown): boolean =>
  !!raw && typeof raw === 'object' && (raw as Record<string, unknown>).mode === 'claim';

/** Which schema the signup/claim form's body is checked with (island and server alike). */
export const signupSchemaFor = (raw: unknown, signedIn: boolean) =>
  isClaimMode(raw) ? (signedIn ? claimModeSchema : claimModeAccountSchema) : signedIn ? signupListingSchema : signupSchema;
