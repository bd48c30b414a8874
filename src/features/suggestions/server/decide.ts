/**
 * Accepting or declining a suggested edit. The owner of a claimed listing decides on it: an admin may decline one
 * there (spam, abuse) but not accept it over the owner's head (403); to take a claimed listing down, an admin
 * unpublishes it, which cancels and refunds a paid plan and tells the owner. Admins are the only deciders of an
 * unclaimed listing. Accepting applies the value through the owner's edit (applyListingEdit: the same audit, geocoding
 * of a new address and review rules as when the owner types it), or, for "closed for good", takes the listing down
 * the way an admin unpublishes it, with the reason "Closed for good" (a paid plan is cancelled and refunded as then).
 * "Something else" carries no value: accepting it marks it fixed (the owner edits the listing as usual).
 * Each decision is audited, happens once (a second one is 409) and is mailed to the visitor who left an address.
 */
import { isLiveSubscription } from '#src/features/payments/billing-rules.ts';
import { CLOSED_REASON, type SuggestionDecision } from '#src/features/suggestions/suggestion.schema.ts';
import { storedSuggestionValue } from '#src/features/suggestions/suggestion-values.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { findSuggestionById, markSuggestionDecided } from './suggestions.queries.ts';
import type { Business, ListingSuggestion } from '#src/platform/server/db/schema.ts';
import { fail, type Failure, type Outcome } from '#src/platform/server/failure.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { applyListingEdit, type Actor } from '#src/features/listings/server/businesses.ts';
import { PaymentError } from '#src/features/payments/server/errors.ts';
import { decideListing } from '#src/features/payments/server/refund.ts';
import { suggestionOutcomeEmail } from './emails.ts';

export type Decided = Outcome<{ suggestion: ListingSuggestion; message: string }>;

export const mayDecide = (actor: Pick<Actor, 'id' | 'role'>, listing: Pick<Business, 'ownerId'>): boolean =>
  actor.role === 'admin' || (listing.ownerId !== null && listing.ownerId === actor.id);

/** Only the owner accepts on a claimed listing; the admins on an unclaimed one. */
const mayAccept = (actor: Pick<Actor, 'id' | 'role'>, listing: Pick<Business, 'ownerId'>): boolean =>
  listing.ownerId !== null ? listing.ownerId === actor.id : actor.role === 'admin';

export const OWNER_DECIDES =
  'This listing has an owner, who decides on suggested edits of it: they were told about this one and accept or decline it in their dashboard. You can decline it (spam, abuse). To take the listing down, unpublish it in Businesses: a paid plan is cancelled and refunded, and the owner is e-mailed the reason.';

const alreadyDecided = (s: Pick<ListingSuggestion, 'status'>): Failure<409> =>
  fail(409, `This suggestion was already ${s.status === 'accepted' ? 'accepted' : 'declined'}.`);

const messages = {
  accepted: 'Suggestion accepted: the listing shows the new value now.',
  fixed: 'Marked as fixed: nothing on the listing was changed by this.',
  closed: 'Suggestion accepted: the listing is taken down as closed for good.',
  declined: 'Suggestion declined: the listing stays as it is.',
  notLive: 'This listing is not published at the moment, so the suggestion cannot be applied. Decline it, or edit the listing.',
  paidPlan:
    'This listing still has a paid plan. Cancel the plan on its billing page, or write to us and we will take the listing down.',
} as const;

export async function decideSuggestion(
  actor: Actor,
  id: number,
  { accepted, reason }: SuggestionDecision,
  ip: string | null,
  now = new Date(),
): Promise<Decided> {
  const suggestion = findSuggestionById({ id });
  const listing = suggestion && findBusinessById({ id: suggestion.businessId });
  if (!suggestion || !listing) return fail(404, 'Suggestion not found');
  if (!mayDecide(actor, listing)) return fail(403, 'Only the owner of this listing or an admin can decide on this suggestion');
  if (suggestion.status !== 'pending') return alreadyDecided(suggestion);
  if (accepted && !mayAccept(actor, listing)) return fail(403, OWNER_DECIDES);
  const closing = accepted && suggestion.field === 'closed';
  const applying = accepted && !closing && suggestion.field !== 'other';
  if (closing) {
    // An owner's own closure must not skip the notice a cancelled plan gives; an admin's takedown of an unclaimed
    // listing (a plan left from an owner since removed) refunds as usual.
    if (actor.role !== 'admin' && listing.stripeSubscriptionId && isLiveSubscription(listing.subscriptionStatus))
      return fail(409, messages.paidPlan);
    try {
      await decideListing(listing.id, { approved: false, reason: CLOSED_REASON }, { actorId: actor.id, ip });
    } catch (error) {
      if (error instanceof PaymentError) return error.failure;
      throw error;
    }
  }
  return getDb().transaction((): Decided => {
    const current = findBusinessById({ id: listing.id })!;
    // Claimed meanwhile: the new owner decides.
    if (accepted && !mayAccept(actor, current)) return fail(403, OWNER_DECIDES);
    if (applying && !current.approved) return fail(409, messages.notLive);
    const decided = markSuggestionDecided({
      id,
      status: accepted ? 'accepted' : 'rejected',
      reason,
      decidedBy: actor.id,
      at: now,
    });
    if (!decided) return alreadyDecided(findSuggestionById({ id }) ?? suggestion);
    const value = storedSuggestionValue(decided.field, decided.value);
    if (applying) applyListingEdit(current, actor, { [decided.field]: value }, ip);
    insertAuditEntry({
      action: accepted ? 'suggestion.accepted' : 'suggestion.rejected',
      actorUserId: actor.id,
      targetType: 'business',
      targetId: current.id,
      ip,
      details: { name: current.name, suggestionId: id, fields: [decided.field], reason },
    });
    if (decided.email)
      queueMail({
        to: decided.email,
        ...suggestionOutcomeEmail(current, { field: decided.field, value, note: decided.note }, { accepted, reason }),
      });
    return {
      ok: true,
      suggestion: decided,
      message: closing ? messages.closed : applying ? messages.accepted : accepted ? messages.fixed : messages.declined,
    };
  });
}
