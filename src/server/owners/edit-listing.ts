/**
 * An owner's edit of one listing, shared by PATCH /api/businesses/{id} (the island's JSON) and the
 * edit page's own no-JavaScript post (src/server/forms/page-form.ts). Premium-only fields on a free
 * or lapsed listing are refused (403) before anything is written.
 */
import { businessUpdateSchema, listingSavedMessage, type BusinessUpdateInput } from '@/lib/schemas/business';
import type { Business } from '@/server/db/schema';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import type { PageFormSpec } from '@/server/forms/page-form';
import { premiumFieldRefusal } from '@/server/listing-profile';
import { clientIp } from '@/server/security/rate-limit';
import { updateListing, type Actor, type UpdateResult } from './businesses';

export type EditOutcome = Extract<UpdateResult, { ok: true }> | { ok: false; status: 403 | 404; error: string };

export function editListing(actor: Actor, id: number, input: BusinessUpdateInput, ip: string | null): EditOutcome {
  const current = findBusinessById({ id });
  const refusal = current && current.ownerId === actor.id ? premiumFieldRefusal(current, input) : null;
  if (refusal) return { ok: false, status: 403, error: refusal };
  const result = updateListing(actor, id, input, ip);
  if (result.ok) return result;
  return result.status === 404
    ? { ok: false, status: 404, error: 'Business not found' }
    : { ok: false, status: 403, error: 'You can only edit your own listings' };
}

/** The edit page without JavaScript: the text fields (hours need the island's editor and stay as they are). */
export const listingEditForm = (
  page: { clientAddress: string },
  actor: Actor,
  business: Pick<Business, 'id'>,
): PageFormSpec<BusinessUpdateInput> => ({
  schema: businessUpdateSchema,
  act: (input) => {
    const outcome = editListing(actor, business.id, input, clientIp(page));
    if (!outcome.ok) return outcome;
    return { ok: true, redirectTo: '/dashboard', flash: listingSavedMessage(outcome.pendingRevision !== null) };
  },
});
