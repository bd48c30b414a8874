/**
 * Business listing rules, shared by the signup island, the owner edit form and the API (the authority).
 * Messages are the product's fixed wording. Categories are stored as taxonomy slugs (src/features/directory/categories.ts):
 * the form may send a category label ("Beauty & Wellness"), a slug, or a directory group's name (its own category).
 */
import { z } from 'zod';
import { savedMessage } from '#src/features/admin/moderation.ts';
import { categories, resolveCategory } from '#src/features/directory/categories.ts';
import { registerSchema } from '#src/features/accounts/auth.schema.ts';
import { hoursSchema } from './hours.schema.ts';
import { latitudeField, longitudeField, pointIsComplete, pointMessages } from '#src/features/places/place.schema.ts';
import { socialField, specialHoursField, videoUrlField } from './profile.schema.ts';
import { inListOrder, isListingAttribute, listingAttributes } from './attributes.ts';
import {
  alwaysRun,
  boolField,
  idField,
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredText,
} from '#src/platform/schemas/fields.ts';

export const signupMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  password: 'Password must be at least 8 characters',
  confirmPassword: "Passwords don't match",
  name: 'Business name is required',
  description: 'Please provide a brief description of your business',
  phone: 'Valid phone number is required',
  category: 'Please select a category',
  claim: 'No business selected to claim',
  website: 'Please enter a valid website address',
  businessEmail: 'Please enter a valid email address',
} as const;

/**
 * What the signup and edit forms offer: every category of the taxonomy by its label (the spec's signup
 * list, plus Lodging, Recreation & Tours and Museums & History, the directory groups it had no choice for).
 */
export const signupCategoryLabels = categories.map((c) => c.label);

/** A transform, not a refine: it only runs when the string checks passed, so one message per field. */
const check =
  <T>(message: string, ok: (v: T) => boolean) =>
  (v: T, ctx: z.RefinementCtx) => {
    if (ok(v)) return v;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };

const categoryField = z
  .string({ error: signupMessages.category })
  .trim()
  .min(1, signupMessages.category)
  .max(100, signupMessages.category)
  .transform(check(signupMessages.category, (v: string) => resolveCategory(v) !== undefined))
  // Stored as the slug of exactly the category chosen (nothing is folded into another).
  .transform((v) => resolveCategory(v)!.slug);

/** Exported for a suggested correction of a listing (src/features/suggestions/suggestion.schema.ts), checked by the same rule. */
export const phoneField = requiredText(signupMessages.phone, 10, 30).transform(
  check(signupMessages.phone, (v: string) => /^[0-9+().\-\s#x]*$/i.test(v) && /\d{7,}/.test(v.replace(/\D/g, ''))),
);

/** What an owner fills in about the business itself. */
const businessDetailFields = {
  name: requiredText(signupMessages.name, 2, 120),
  description: requiredText(signupMessages.description, 10, 5000),
  category: categoryField,
  address: optionalText(200),
  phone: phoneField,
  website: optionalUrl(signupMessages.website),
};

const attributesMessage = `Attributes must be a list of: ${listingAttributes.join(', ')}`;

/** What the place offers (./attributes.ts), the whole set: an unknown value refuses the edit, naming it. */
const attributesField = z
  .array(z.unknown(), { error: attributesMessage })
  .max(listingAttributes.length * 2, attributesMessage)
  .transform((values, ctx) => {
    const unknown = values.find((v) => !isListingAttribute(v));
    if (unknown === undefined) return inListOrder(values as string[]);
    ctx.addIssue({
      code: 'custom',
      message: `Unknown attribute ${String(JSON.stringify(unknown)).slice(0, 60)}. ${attributesMessage}`,
    });
    return z.NEVER;
  });

export const planField = z.enum(['premium', 'free'], { error: "Plan must be 'premium' or 'free'" });
export const subscriptionTypeField = z.enum(['monthly', 'yearly'], {
  error: "Subscription must be 'monthly' or 'yearly'",
});

/**
 * POST /api/businesses: an owner adds a listing. `approved` and `featured` are not fields: whatever a
 * client sends for them is dropped (new listings are always pending and unfeatured).
 */
export const businessCreateSchema = z.object({
  ...businessDetailFields,
  email: optionalEmail(signupMessages.businessEmail),
  hours: hoursSchema,
  plan: planField.default('free'),
  subscriptionType: subscriptionTypeField.default('monthly'),
});
export type BusinessCreateInput = z.infer<typeof businessCreateSchema>;

/** PATCH /api/businesses/{id}: any subset of the editable fields, at least one. */
export const businessUpdateSchema = z
  .object({
    name: businessDetailFields.name.optional(),
    description: businessDetailFields.description.optional(),
    category: categoryField.optional(),
    address: optionalText(200),
    phone: phoneField.optional(),
    email: optionalEmail(signupMessages.businessEmail),
    website: optionalUrl(signupMessages.website),
    hours: hoursSchema,
    // Premium profile: refused with 403 for a listing without active premium.
    videoUrl: videoUrlField,
    social: socialField,
    specialHours: specialHoursField,
    // The owner's own map point: on a live listing it waits for review with the name.
    latitude: latitudeField,
    longitude: longitudeField,
    // The owner's facts: they apply at once, like the hours.
    attributes: attributesField,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' })
  .refine(pointIsComplete, { message: pointMessages.both, path: ['longitude'] });
export type BusinessUpdateInput = z.infer<typeof businessUpdateSchema>;

/** The toast after a saved edit of a listing. */
export const listingSavedMessage = savedMessage('Listing', {
  backToReview:
    'Your changes are saved and your listing went back to our team for review. It shows as Pending on your dashboard, and we will e-mail you once it is approved.',
  pendingRevision:
    'Your changes are saved. The new name, category or description will show once our team approves them; until then your listing stays live as it is.',
});

/** The signup/claim form: choice of mode and plan, then the business details. */
const listingObject = z.object({
  mode: z.literal('new').default('new'),
  /** The public business e-mail; the account e-mail is a separate field. */
  businessEmail: optionalEmail(signupMessages.businessEmail),
  businessId: z.preprocess((v) => (v === '' ? undefined : v), idField(signupMessages.claim).optional()),
  plan: planField.default('premium'),
  subscriptionType: subscriptionTypeField.default('monthly'),
  ...businessDetailFields,
});

/** Account fields, asked only when nobody is signed in. Same rules as POST /api/register. */
const accountObject = registerSchema.extend({
  confirmPassword: z.string({ error: signupMessages.confirmPassword }).max(256, signupMessages.confirmPassword),
});

/**
 * Cross-field rules that run even when fields are invalid (`alwaysRun`), so the form shows 'Passwords don't
 * match' and the claim message together with the other messages.
 */
const crossFieldChecks = (withAccount: boolean) => (raw: unknown, ctx: z.RefinementCtx) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return;
  const v = raw as Record<string, unknown>;
  if (v.mode === 'claim' && (v.businessId === undefined || v.businessId === null || v.businessId === ''))
    ctx.addIssue({ code: 'custom', path: ['businessId'], message: signupMessages.claim });
  if (withAccount && typeof v.password === 'string' && v.confirmPassword !== v.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: signupMessages.confirmPassword });
};

/** The form for a signed-in owner (no account section). */
export const signupListingSchema = listingObject.superRefine(crossFieldChecks(false), alwaysRun);

/** The full form for a new visitor. */
export const signupSchema = listingObject.extend(accountObject.shape).superRefine(crossFieldChecks(true), alwaysRun);

export type SignupListingInput = z.infer<typeof signupListingSchema>;
export type SignupInput = z.infer<typeof signupSchema>;

/** `reason` is optional in the API; the admin form asks for one, and the owner reads it. */
export const approvalSchema = z.object({ approved: boolField('approved must be true or false'), reason: optionalText(1000) });
export const featureSchema = z.object({ featured: boolField('featured must be true or false') });

/** Premium prices. */
export const premiumPrices = { monthly: 99, yearly: 995, yearlySavings: 193 } as const;
