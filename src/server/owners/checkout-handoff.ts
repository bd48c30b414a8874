/**
 * The hand-over to the payments feature (`startCheckout` in src/server/payments/checkout.ts).
 * Looked up through import.meta.glob so this module builds whether or not payments is merged yet;
 * without it the caller shows a clear "checkout not available yet" message.
 */
type StartCheckout = (input: {
  businessId: number;
  userId: number;
  subscriptionType: 'monthly' | 'yearly';
}) => Promise<{ checkoutUrl: string }> | { checkoutUrl: string };

const modules = import.meta.glob<{ startCheckout?: StartCheckout }>('../payments/checkout.ts');

export const CHECKOUT_UNAVAILABLE =
  'Online payment is not available yet. Your premium listing has been saved and is pending; we will email you a payment link as soon as checkout opens.';

export async function handOverToCheckout(input: Parameters<StartCheckout>[0]): Promise<{ checkoutUrl: string } | null> {
  const load = Object.values(modules)[0];
  if (!load) return null;
  const { startCheckout } = await load();
  if (!startCheckout) return null;
  return startCheckout(input);
}
