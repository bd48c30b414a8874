/**
 * "Upgrade to Premium" without JavaScript (src/platform/server/forms/page-form.ts): the plan form posts to
 * /dashboard/businesses/{id}/upgrade, which starts the same checkout as POST /api/businesses/{id}/upgrade
 * and sends the browser there. A refusal shows the upgrade page with the plan chosen and the reason.
 */
import type { z } from 'zod';
import { PAYMENT_ERROR_TITLE } from '#src/features/payments/payments.ts';
import { upgradeSchema } from '#src/features/payments/payments.schema.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { startCheckout } from './checkout.ts';
import { PaymentError } from './errors.ts';

/**
 * The listing to upgrade, or null when it is not this owner's (the page answers 404). `subscriptionType`
 * is the period chosen at signup, if any: 'Complete Payment' starts with it.
 */
export function loadUpgradePage(
  userId: number,
  businessId: number | null,
): { id: number; name: string; subscriptionType: 'monthly' | 'yearly' | null } | null {
  const business = businessId === null ? undefined : findBusinessById({ id: businessId });
  return business && business.ownerId === userId
    ? { id: business.id, name: business.name, subscriptionType: business.subscriptionType }
    : null;
}

export const upgradeForm = (userId: number, businessId: number): PageFormSpec<z.infer<typeof upgradeSchema>> => ({
  schema: upgradeSchema,
  act: async ({ subscriptionType }) => {
    try {
      const { checkoutUrl } = await startCheckout({ businessId, userId, subscriptionType });
      return { ok: true, redirectTo: checkoutUrl };
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      return { ...error.failure, title: PAYMENT_ERROR_TITLE };
    }
  },
});
