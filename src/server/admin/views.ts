/** JSON shapes for the admin lists. */
import type { AdminBusinessRow } from '@/server/db/queries/admin';
import type { ContactMessage } from '@/server/db/schema';
import { toOwnerBusiness, type OwnerBusiness } from '@/server/owners/views';

export interface AdminBusiness extends OwnerBusiness {
  ownerId: number | null;
  ownerEmail: string | null;
}

export const toAdminBusiness = (b: AdminBusinessRow): AdminBusiness => ({
  ...toOwnerBusiness(b),
  ownerId: b.ownerId,
  ownerEmail: b.ownerEmail,
});

/** The list leaves the body out (spec §3); GET /api/admin/contacts/{id} returns it. */
export const toContactSummary = (m: ContactMessage) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  createdAt: m.createdAt,
  read: m.readAt !== null,
});
