/** JSON shapes for the admin lists. */
import { moderationStatus } from '@/lib/moderation';
import type { AdminBusinessRow } from '@/server/db/queries/admin';
import type { ContactMessageRow } from '@/server/db/queries/contact';
import type { Event } from '@/server/db/schema';
import { toOwnerBusiness, type OwnerBusiness } from '@/server/owners/views';
import { refundWarning } from '@/server/payments/refund';

export interface AdminBusiness extends OwnerBusiness {
  ownerId: number | null;
  ownerEmail: string | null;
  /** The admin's own Feature flag; in public answers `featured` follows the badge instead. */
  featuredByAdmin: boolean;
  /** What rejecting it now would cancel and refund (src/server/payments/refund.ts); null without a plan that bills. */
  refundWarning: string | null;
}

export const toAdminBusiness = (b: AdminBusinessRow): AdminBusiness => ({
  ...toOwnerBusiness(b),
  // The admin's own feature switch (what Feature / Unfeature toggles), not the public badge, which active premium
  // shows too (src/server/db/queries/featured-badge.ts).
  featured: b.featured,
  ownerId: b.ownerId,
  ownerEmail: b.ownerEmail,
  featuredByAdmin: b.featured,
  refundWarning: refundWarning(b),
});

export const toAdminEvent = (e: Event) => ({ ...e, status: moderationStatus(e) });

/** The list leaves the body out; GET /api/admin/contacts/{id} returns it. */
export const toContactSummary = (m: ContactMessageRow) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  createdAt: m.createdAt,
  read: m.readAt !== null,
  /** A listing's "Report a problem": the listing it is about. */
  business: m.businessId !== null && m.businessName !== null ? { id: m.businessId, name: m.businessName } : null,
});
