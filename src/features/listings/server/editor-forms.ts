/**
 * The listing editor's one form without JavaScript, through the site's one form mechanism (handlePageForm):
 * it posts to the editor page. The flat fields are read into the same edit the island sends
 * (src/features/listings/listing-edit-form.ts), validated with the same schema as PATCH /api/businesses/{id} and saved
 * through the same use case. A refusal renders the page with what was typed (FormState); the islands
 * rebuild their rows from it and show per-field, per-day and per-row messages by the same rules they use
 * when JavaScript runs.
 */
import { z } from 'zod';
import { editFromForm, getterOf } from '#src/features/listings/listing-edit-form.ts';
import { businessUpdateSchema, listingSavedMessage, type BusinessUpdateInput } from '#src/features/listings/business.schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import type { Actor } from './businesses.ts';
import { editListing } from './edit-listing.ts';

export function editorFormSpec(actor: Actor, businessId: number, ip: string | null): PageFormSpec<BusinessUpdateInput> {
  return {
    schema: z.preprocess((raw) => editFromForm(getterOf((raw ?? {}) as Record<string, unknown>)), businessUpdateSchema),
    act: (data) => {
      const result = editListing(actor, businessId, data, ip);
      if (!result.ok) return { ok: false, status: result.status, error: result.error };
      return {
        ok: true,
        redirectTo: '/dashboard',
        flash: listingSavedMessage({ pendingRevision: result.pendingRevision !== null, backToReview: result.backToReview }),
      };
    },
  };
}
