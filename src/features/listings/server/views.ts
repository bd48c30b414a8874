/** What owners see of their own rows (a bit more than the public: billing dates, claim time). */
import { toPublicBusiness, type PublicBusiness } from './businesses.queries.ts';
import type { Business, Event } from '#src/platform/server/db/schema.ts';
import { moderationStatus, type ModerationStatus } from '#src/features/admin/moderation.ts';

export interface OwnerBusiness extends PublicBusiness {
  subscriptionType: Business['subscriptionType'];
  cancelAt: Date | null;
  currentPeriodEnd: Date | null;
  claimedAt: Date | null;
  /** Why an admin turned the listing down; null unless `status` is 'rejected'. */
  rejectionReason: string | null;
}

export function toOwnerBusiness(b: Business): OwnerBusiness {
  return {
    ...toPublicBusiness(b),
    subscriptionType: b.subscriptionType,
    cancelAt: b.cancelAt,
    currentPeriodEnd: b.currentPeriodEnd,
    claimedAt: b.claimedAt,
    rejectionReason: b.approved ? null : b.rejectionReason,
  };
}

export type OwnerEvent = Omit<Event, 'ownerId' | 'rejectedAt'> & { status: ModerationStatus };

export function toOwnerEvent(e: Event): OwnerEvent {
  const { ownerId: _owner, rejectedAt: _rejected, ...rest } = e;
  return { ...rest, status: moderationStatus(e), rejectionReason: e.approved ? null : e.rejectionReason };
}
