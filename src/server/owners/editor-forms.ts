/**
 * The listing editor's two forms without JavaScript, through the site's one form mechanism
 * (handlePageForm): each posts to the editor page (`_form` says which). The flat fields are read into the
 * same shape the islands send, validated with the same schema as PATCH /api/businesses/{id} and saved
 * through the same use case. A refusal renders the page with what was typed (FormState); the islands
 * rebuild their hours and special-hours rows from it and show per-day and per-row messages by the same
 * shared rules they use when JavaScript runs.
 */
import { z } from 'zod';
import { draftFromForm, draftToHours } from '@/lib/hours-draft';
import { profileSavedMessage } from '@/lib/listing-messages';
import { draftToProfile, profileFromForm } from '@/lib/profile-draft';
import { businessUpdateSchema, listingSavedMessage, type BusinessUpdateInput } from '@/lib/schemas/business';
import type { PageFormSpec } from '@/server/forms/page-form';
import type { Actor } from './businesses';
import { editListing } from './edit-listing';

const listingFields = ['name', 'category', 'description', 'phone', 'email', 'website', 'address'] as const;

const getter = (values: Record<string, unknown>) => (name: string) => {
  const v = values[name];
  return typeof v === 'string' ? v : null;
};

/** The flat form fields as the edit the island would send. */
function editFromForm(raw: unknown): unknown {
  const values = (raw ?? {}) as Record<string, unknown>;
  const get = getter(values);
  if (get('_form') === 'profile') return draftToProfile(profileFromForm(get));
  // The "Map location" section sends only the point (both fields empty clears it).
  if (get('_form') === 'point') return { latitude: get('latitude') ?? '', longitude: get('longitude') ?? '' };
  const text = Object.fromEntries(listingFields.map((f) => [f, get(f) ?? '']));
  return { ...text, hours: draftToHours(draftFromForm(get)) };
}

export function editorFormSpec(actor: Actor, businessId: number, ip: string | null): PageFormSpec<BusinessUpdateInput> {
  return {
    schema: z.preprocess(editFromForm, businessUpdateSchema),
    act: (data) => {
      const result = editListing(actor, businessId, data, ip);
      if (!result.ok) return { ok: false, status: result.status, error: result.error };
      if (data.latitude !== undefined)
        return {
          ok: true,
          redirectTo: `/dashboard/businesses/${businessId}#map-location`,
          flash: listingSavedMessage({ pendingRevision: result.pendingRevision !== null, backToReview: result.backToReview }),
        };
      // Only the profile form sends links: it stays on the editor; the listing form goes back to the dashboard.
      return data.social !== undefined
        ? { ok: true, redirectTo: `/dashboard/businesses/${businessId}#profile`, flash: profileSavedMessage }
        : {
            ok: true,
            redirectTo: '/dashboard',
            flash: listingSavedMessage({ pendingRevision: result.pendingRevision !== null, backToReview: result.backToReview }),
          };
    },
  };
}
