/** What owners see of their own rows (a bit more than the public: billing dates, claim time). */
import { toPublicBusiness, type PublicBusiness } from '@/server/db/queries/businesses';
import type { Business, Event } from '@/server/db/schema';

export interface OwnerBusiness extends PublicBusiness {
  subscriptionType: Business['subscriptionType'];
  cancelAt: Date | null;
  currentPeriodEnd: Date | null;
  claimedAt: Date | null;
}

export function toOwnerBusiness(b: Business): OwnerBusiness {
  return {
    ...toPublicBusiness(b),
    subscriptionType: b.subscriptionType,
    cancelAt: b.cancelAt,
    currentPeriodEnd: b.currentPeriodEnd,
    claimedAt: b.claimedAt,
  };
}

export type OwnerEvent = Omit<Event, 'ownerId'>;

export function toOwnerEvent(e: Event): OwnerEvent {
  const { ownerId: _owner, ...rest } = e;
  return rest;
}
