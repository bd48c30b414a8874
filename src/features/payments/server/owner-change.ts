/**
 * A listing changed hands (a claim approved, a claim revoked): the checkouts its previous owner
 * started are void. Their rows close at once, inside the caller's transaction; the
 * Stripe sessions are expired right after, so nobody can pay them any more. Should that call fail,
 * the webhook still refuses what such a session produces (`startedByPreviousOwner` in ./sync.ts).
 */
import { closeCheckout, listOpenCheckouts } from './checkouts.queries.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import { paymentProvider } from './config.ts';
import { getStripe } from './stripe.ts';

export function voidCheckoutsOnOwnerChange(businessId: number): void {
  const open = listOpenCheckouts({ businessId });
  for (const checkout of open) closeCheckout({ externalId: checkout.externalId, status: 'expired' });
  const onStripe = open.filter((c) => c.provider === 'stripe').map((c) => c.externalId);
  if (onStripe.length > 0 && paymentProvider() === 'stripe') void expireOnStripe(businessId, onStripe);
}

async function expireOnStripe(businessId: number, sessionIds: string[]): Promise<void> {
  for (const id of sessionIds) {
    try {
      await getStripe().checkout.sessions.expire(id);
    } catch (error) {
      // Already completed or expired on Stripe's side; the webhook settles it either way.
      logger.warn(
        { businessId, session: id, err: errorText(error) },
        'payments: could not expire a checkout after an owner change',
      );
    }
  }
}
