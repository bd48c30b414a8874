/** JSON shapes for the admin lists. */
import { moderationStatus } from '#src/features/admin/moderation.ts';
import type { AdminBusinessRow } from './admin.queries.ts';
import type { ContactMessageRow } from '#src/features/contact/server/contact.queries.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import { toOwnerBusiness, type OwnerBusiness } from '#src/features/listings/server/views.ts';
import { refundWarning } from '#src/features/payments/server/refund.ts';

export interface AdminBusiness extends OwnerBusiness {
  ownerId: number | null;
  ownerEmail: string | null;
  /** The admin's own Feature flag; in public answers `featured` follows the badge instead. */
  featuredByAdmin: boolean;
  /** What rejecting it now would cancel and refund (src/features/payments/server/refund.ts); null without a plan that bills. */
  refundWarning: string | null;
}

export const toAdminBusiness = async (b: AdminBusinessRow): Promise<AdminBusiness> => ({
  ...toOwnerBusiness(b),
  // The admin's own feature switch (what Feature / Unfeature toggles), not the public badge, which active premium
  // shows too (src/features/listings/server/featured-badge.queries.ts).
  featured: b.featured,
  ownerId: b.ownerId,
  ownerEmail: b.ownerEmail,
  featuredByAdmin: b.featured,
  refundWarning: await refundWarning(b),
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
  /** A report from the former "Report a problem" form: the listing it is about. */
  business: m.businessId !== null && m.businessName !== null ? { id: m.businessId, name: m.businessName } : null,
});
