/** Payment request bodies, shared by the endpoints and the islands that send them. */
import { z } from 'zod';

const subscriptionTypeSchema = z.enum(['monthly', 'yearly'], {
  error: "Subscription type must be 'monthly' or 'yearly'",
});

const businessId = z.coerce
  .number({ error: 'Invalid business id' })
  .int('Invalid business id')
  .positive('Invalid business id')
  .max(Number.MAX_SAFE_INTEGER, 'Invalid business id');

/**
 * `POST /api/create-central-billing-subscription`: the listing by id, or by the
 * `businessData {name, category}` of a listing the user just saved.
 */
export const createSubscriptionSchema = z
  .object({
    subscriptionType: subscriptionTypeSchema,
    businessId: businessId.optional(),
    businessData: z
      .object({
        name: z.string({ error: 'Business name is required' }).trim().min(2, 'Business name is required').max(200),
        category: z.string().trim().max(100).optional(),
      })
      .loose()
      .optional(),
  })
  .refine((body) => body.businessId !== undefined || body.businessData !== undefined, {
    message: 'businessId or businessData is required',
    path: ['businessId'],
  });

export const upgradeSchema = z.object({ subscriptionType: subscriptionTypeSchema });

/** `POST /api/businesses/{id}/subscription-plan`: switch the live subscription to the other plan. */
export const switchPlanSchema = z.object({ subscriptionType: subscriptionTypeSchema });

/**
 * When a confirmation's figures were worked out (ms): a switch is charged, and a cancellation dated, as of that
 * instant, so the amounts the owner confirmed are the ones stored (a later clock moves a prorated amount by cents).
 */
const quotedAt = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a time in milliseconds')
  .optional();

/** The billing page's no-JavaScript forms (/dashboard/billing/{id}): one post, one named action. */
export const billingPageSchema = z.discriminatedUnion(
  'action',
  [
    // `confirmed` comes only from the confirmation step's form; the page refuses a change without it.
    z.object({
      action: z.literal('switch'),
      subscriptionType: subscriptionTypeSchema,
      confirmed: z.string().optional(),
      quotedAt,
    }),
    z.object({ action: z.literal('undo-cancel') }),
    z.object({ action: z.literal('cancel'), confirmed: z.string().optional(), quotedAt }),
    z.object({ action: z.literal('portal') }),
  ],
  { error: 'Unknown billing action' },
);
export type BillingPageAction = z.infer<typeof billingPageSchema>;

/** The built-in test checkout's two buttons (/checkout/test/{id}). */
export const testCheckoutSchema = z.object({ action: z.enum(['complete', 'cancel']) });
