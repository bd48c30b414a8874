/**
 * A visitor's suggestion for a published listing, a correction or "something else": stored as pending (the live
 * listing is unchanged) and mailed to whoever decides it, the owner of a claimed listing or the admins. A honeypot
 * hit is answered like a stored suggestion and nothing is kept. The API and the fix page's plain form (the one way a
 * visitor tells the site a listing is wrong) both come through here.
 */
import { site } from '#src/config/site.ts';
import { businessPath, parseBusinessRouteId } from '#src/features/directory/directory.ts';
import { fixListingSchema, suggestionText, type SuggestionInput } from '#src/features/suggestions/suggestion.schema.ts';
import { suggestionFromForm } from '#src/features/suggestions/suggestion-form.ts';
import { storeSuggestionValue } from '#src/features/suggestions/suggestion-values.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import type { Business } from '#src/platform/server/db/schema.ts';
import { insertSuggestion, nextSuggestionId } from './suggestions.queries.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import { fail, type Outcome } from '#src/platform/server/failure.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { clientKey } from '#src/platform/server/security/client-key.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { z } from 'zod';
import { suggestionArrivedEmail } from './emails.ts';
import { perListingLimit, suggestionLimit } from './limits.ts';

export type SuggestedListing = Pick<Business, 'id' | 'name' | 'slug' | 'ownerId' | 'phone' | 'website' | 'address' | 'hours'>;

/** The published listing a suggestion is for (`/business/42-slug/fix`, `/api/businesses/42/…`), or null. */
export function findSuggestableListing(param: string | undefined): SuggestedListing | null {
  const id = parseBusinessRouteId(param);
  const b = id === null ? undefined : getApprovedBusiness({ id });
  return b
    ? {
        id: b.id,
        name: b.name,
        slug: b.slug,
        ownerId: b.ownerId,
        phone: b.phone,
        website: b.website,
        address: b.address,
        hours: b.hours,
      }
    : null;
}

export type Submitted = Outcome<{ suggestion: { id: number; status: 'pending' } }, 429>;

export function submitSuggestion(listing: SuggestedListing, input: SuggestionInput, ip: string, now = Date.now()): Submitted {
  const key = `ip:${clientKey(ip)}:business:${listing.id}`;
  const room = perListingLimit.check(key, now);
  if (!room.ok)
    return fail(429, 'You have suggested several edits to this listing today. Please try again tomorrow.', {
      retryAfterSeconds: room.retryAfterSeconds,
    });
  if (input.website) return { ok: true, suggestion: { id: nextSuggestionId(), status: 'pending' } };
  const suggestion = getDb().transaction(() => {
    const row = insertSuggestion({
      businessId: listing.id,
      field: input.field,
      value: storeSuggestionValue(input.value),
      note: input.note,
      email: input.email,
    });
    const owner = listing.ownerId === null ? undefined : findUserById({ id: listing.ownerId });
    queueMail({ to: owner?.email ?? site.email, ...suggestionArrivedEmail(listing, input, owner !== undefined) });
    return row;
  });
  perListingLimit.record(key, now);
  return { ok: true, suggestion: { id: suggestion.id, status: 'pending' } };
}

/** The fix page's plain form: back to the listing with a thank-you. */
export const suggestionForm = (page: { clientAddress: string }, listing: SuggestedListing): PageFormSpec<SuggestionInput> => ({
  schema: z.preprocess((raw) => suggestionFromForm((raw ?? {}) as Record<string, unknown>), fixListingSchema),
  limit: suggestionLimit,
  act: (input) => {
    const done = submitSuggestion(listing, input, clientIp(page));
    if (!done.ok) return done;
    return { ok: true, redirectTo: businessPath(listing), flash: { title: 'Suggestion sent', description: suggestionText.sent } };
  },
});
