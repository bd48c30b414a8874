/**
 * Suggestions as GET /api/suggestions answers them and the dashboard and admin pages show them: an owner's own
 * listings' (never the visitor's e-mail address), or every listing's for an admin (with the address, so the admins
 * can answer a question).
 */
import { businessPath } from '#src/features/directory/directory.ts';
import { currentListingValue, storedSuggestionValue } from '#src/features/suggestions/suggestion-values.ts';
import { listSuggestions, type SuggestionRow } from './suggestions.queries.ts';
import type { Actor } from '#src/features/listings/server/businesses.ts';
import { mayDecide } from './decide.ts';

function toSuggestionView({ suggestion: s, listing }: SuggestionRow, admin: boolean) {
  return {
    id: s.id,
    businessId: listing.id,
    business: { id: listing.id, name: listing.name, path: businessPath(listing), claimed: listing.ownerId !== null },
    field: s.field,
    value: storedSuggestionValue(s.field, s.value),
    currentValue: currentListingValue(s.field, listing),
    note: s.note,
    ...(admin ? { email: s.email } : {}),
    status: s.status,
    reason: s.reason,
    createdAt: s.createdAt,
    decidedAt: s.decidedAt,
  };
}

export type SuggestionView = ReturnType<typeof toSuggestionView>;

/** Recently decided ones shown beside the pending (the rest stay in the audit log). */
const RECENT_DECIDED = 20;

/** Pending ones first, then the most recently decided; the admin's list holds every listing's. */
export function suggestionsFor(actor: Pick<Actor, 'id' | 'role'>): SuggestionView[] {
  const admin = actor.role === 'admin';
  const rows = listSuggestions(admin ? {} : { ownerId: actor.id });
  let decided = 0;
  return rows
    .filter((r) => r.suggestion.status === 'pending' || decided++ < RECENT_DECIDED)
    .map((r) => toSuggestionView(r, admin));
}

/** One suggestion the actor may decide (as the listing's owner or an admin), or undefined. */
export function decidableSuggestion(actor: Pick<Actor, 'id' | 'role'>, id: number | null): SuggestionView | undefined {
  const row = id === null ? undefined : listSuggestions({ id, limit: 1 })[0];
  return row && mayDecide(actor, row.listing) ? toSuggestionView(row, false) : undefined;
}
