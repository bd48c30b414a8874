/**
 * An owner's edit of one listing, shared by PATCH /api/businesses/{id} (the islands' JSON) and the
 * editor page's own no-JavaScript posts (./editor-forms.ts). Premium-only fields on a free
 * or lapsed listing are refused (403) before anything is written.
 */
import type { BusinessUpdateInput } from '@/lib/schemas/business';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import { premiumFieldRefusal } from '@/server/listing-profile';
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
