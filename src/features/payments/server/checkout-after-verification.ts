/**
 * The premium signup continues at checkout once the new owner confirms their e-mail: a listing saved
 * at signup with the premium plan and nothing paid yet goes straight to its checkout, with the period
 * chosen on the plan card. Anything else (a free listing, one already paid, no listing) continues as before.
 */
import { isLiveSubscription } from '#src/features/payments/billing-rules.ts';
import { listBusinessesByOwner } from '#src/features/listings/server/owner-businesses.queries.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { startCheckout } from './checkout.ts';

/** Where the browser goes once verified: the checkout URL, the dashboard when it could not start, or null (nothing to pay). */
export async function checkoutAfterVerification(userId: number): Promise<string | null> {
  const unpaid = listBusinessesByOwner({ ownerId: userId }).filter(
    (b) => b.plan === 'premium' && b.subscriptionType !== null && !isLiveSubscription(b.subscriptionStatus),
  );
  // A new account holds the one listing of its signup; several unpaid ones are the dashboard's to choose from.
  const [listing] = unpaid;
  if (!listing || unpaid.length > 1 || !listing.subscriptionType) return null;
  try {
    const { checkoutUrl } = await startCheckout({ businessId: listing.id, userId, subscriptionType: listing.subscriptionType });
    return checkoutUrl;
  } catch (error) {
    logger.warn({ businessId: listing.id, err: errorText(error) }, '[payments] checkout after verification failed');
    return '/dashboard';
  }
}
