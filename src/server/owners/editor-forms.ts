/**
 * The listing editor's forms without JavaScript. Each form posts to the editor page itself
 * (`_form` says which); this reads it into the same shape the islands send, validates it with the same
 * shared schema and saves it through the same use case as PATCH /api/businesses/{id}. Saved: a 303 with
 * a flash message. Refused: the state to render again, with what the owner typed and the field errors.
 */
import type { AstroCookies } from 'astro';
import type { ListingFormState } from '@/lib/dashboard-types';
import { draftFromForm, draftToHours } from '@/lib/hours-draft';
import { listingSavedMessage, profileSavedMessage } from '@/lib/listing-messages';
import { draftToProfile, profileErrors, profileFromForm, sentSpecialRows, type ProfileDraft } from '@/lib/profile-draft';
import { businessUpdateSchema } from '@/lib/schemas/business';
import { hoursDayErrors } from '@/lib/schemas/hours';
import { profileUpdateSchema } from '@/lib/schemas/profile';
import { setFlash } from '@/server/auth/flash';
import { fieldErrors } from '@/server/http/json';
import type { Actor } from './businesses';
import { editListing } from './listing-edit';

export interface EditorFormState {
  listing?: ListingFormState;
  profile?: { draft: ProfileDraft; errors: Record<string, string> };
  status?: number;
}

interface PageContext {
  request: Request;
  cookies: AstroCookies;
  redirect: (path: string, status?: 301 | 302 | 303 | 307 | 308) => Response;
}

const listingFields = ['name', 'category', 'description', 'phone', 'email', 'website', 'address'] as const;

export async function submitEditorForm(
  page: PageContext,
  actor: Actor,
  businessId: number,
  ip: string | null,
): Promise<Response | EditorFormState> {
  const form = await page.request.formData().catch(() => null);
  const get = (name: string) => {
    const v = form?.get(name);
    return typeof v === 'string' ? v : null;
  };
  if (get('_form') === 'profile') return submitProfile(page, actor, businessId, ip, profileFromForm(get));
  if (get('_form') !== 'listing') return { status: 400 };

  const values = Object.fromEntries(listingFields.map((f) => [f, (get(f) ?? '').slice(0, 5000)]));
  const hours = draftFromForm(get);
  const weekly = draftToHours(hours);
  const parsed = businessUpdateSchema.safeParse({ ...values, hours: weekly });
  const refused = (errors: Record<string, string[]>, status: number): EditorFormState => ({
    listing: { values, hours, errors, hourErrors: hoursDayErrors(weekly ?? {}) },
    status,
  });
  if (!parsed.success) return refused(fieldErrors(parsed.error.issues), 400);
  const result = editListing(actor, businessId, parsed.data, ip);
  if (!result.ok) return refused({ _: [result.error] }, result.status);
  setFlash(page.cookies, listingSavedMessage(result.pendingRevision !== null));
  return page.redirect('/dashboard', 303);
}

function submitProfile(
  page: PageContext,
  actor: Actor,
  businessId: number,
  ip: string | null,
  draft: ProfileDraft,
): Response | EditorFormState {
  const parsed = profileUpdateSchema.safeParse(draftToProfile(draft));
  if (!parsed.success) return { profile: { draft, errors: profileErrors(parsed.error, sentSpecialRows(draft)) }, status: 400 };
  const result = editListing(actor, businessId, parsed.data, ip);
  if (!result.ok) return { profile: { draft, errors: { _: result.error } }, status: result.status };
  setFlash(page.cookies, profileSavedMessage);
  return page.redirect(`/dashboard/businesses/${businessId}#profile`, 303);
}
