/**
 * An owner's edit of one listing, shared by PATCH /api/businesses/{id} (the islands' JSON) and the
 * editor page's own no-JavaScript posts (./editor-forms.ts). Premium-only fields on a free
 * or lapsed listing are refused (403) before anything is written.
 */
import type { BusinessUpdateInput } from '#src/features/listings/business.schema.ts';
import { findBusinessById } from './owner-businesses.queries.ts';
import { premiumFieldRefusal } from './listing-profile.ts';
import { fail } from '#src/platform/server/failure.ts';
import { updateListing, type Actor, type UpdateResult } from './businesses.ts';

export type EditOutcome = UpdateResult;

export function editListing(actor: Actor, id: number, input: BusinessUpdateInput, ip: string | null): EditOutcome {
  const current = findBusinessById({ id });
  const refusal = current && current.ownerId === actor.id ? premiumFieldRefusal(current, input) : null;
  if (refusal) return fail(403, refusal);
  return updateListing(actor, id, input, ip);
}
