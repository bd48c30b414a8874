/**
 * The listing editor's two forms without JavaScript, through the site's one form mechanism
 * (handlePageForm): each posts to the editor page (`_form` says which). The flat fields are read into the
 * same shape the islands send, validated with the same schema as PATCH /api/businesses/{id} and saved
 * through the same use case. A refusal is shown again from what was typed, with per-day and per-row
 * messages worked out by the same shared rules the islands use.
 */
import { z } from 'zod';
import type { ListingFormState } from '@/lib/dashboard-types';
import type { FormState } from '@/lib/form-state';
import { draftFromForm, draftToHours } from '@/lib/hours-draft';
import { listingSavedMessage, profileSavedMessage } from '@/lib/listing-messages';
import { draftToProfile, profileErrors, profileFromForm, sentSpecialRows, type ProfileDraft } from '@/lib/profile-draft';
import { businessUpdateSchema, type BusinessUpdateInput } from '@/lib/schemas/business';
import { hoursDayErrors } from '@/lib/schemas/hours';
import { profileUpdateSchema } from '@/lib/schemas/profile';
import type { FormOutcome, PageFormSpec } from '@/server/forms/page-form';
import type { Actor } from './businesses';
import { editListing } from './listing-edit';

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
  const text = Object.fromEntries(listingFields.map((f) => [f, get(f) ?? '']));
  return { ...text, hours: draftToHours(draftFromForm(get)) };
}

export function editorFormSpec(actor: Actor, businessId: number, ip: string | null): PageFormSpec<BusinessUpdateInput> {
  return {
    schema: z.preprocess(editFromForm, businessUpdateSchema),
    act: (data): FormOutcome => {
      const result = editListing(actor, businessId, data, ip);
      if (!result.ok) return { ok: false, status: result.status, error: result.error };
      // Only the profile form sends links: it stays on the editor; the listing form goes back to the dashboard.
      return data.social !== undefined
        ? { ok: true, redirectTo: `/dashboard/businesses/${businessId}#profile`, flash: profileSavedMessage }
        : { ok: true, redirectTo: '/dashboard', flash: listingSavedMessage(result.pendingRevision !== null) };
    },
  };
}

export interface RefusedEditorForm {
  listing?: ListingFormState;
  profile?: { draft: ProfileDraft; errors: Record<string, string> };
}

/** What to show again after a refused post (nothing on a GET). */
export function refusedEditorForm(state: FormState): RefusedEditorForm {
  const get = getter(state.values);
  const form = get('_form');
  if (!form) return {};
  const formError = state.formError && !Object.keys(state.errors).length ? state.formError.error : undefined;
  if (form === 'profile') {
    const draft = profileFromForm(get);
    const parsed = profileUpdateSchema.safeParse(draftToProfile(draft));
    const errors = parsed.success ? {} : profileErrors(parsed.error, sentSpecialRows(draft));
    return { profile: { draft, errors: formError ? { ...errors, _: formError } : errors } };
  }
  const hours = draftFromForm(get);
  const values = Object.fromEntries(listingFields.map((f) => [f, get(f) ?? '']));
  const errors = formError ? { ...state.errors, _: [formError] } : state.errors;
  return { listing: { values, hours, errors, hourErrors: hoursDayErrors(draftToHours(hours) ?? {}) } };
}
