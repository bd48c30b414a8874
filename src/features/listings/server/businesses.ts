/**
 * Owner use cases for listings: create (always pending), edit one's own (name or category changes
 * send it back to review). Claims live in ./claims.ts.
 */
import type { BusinessCreateInput, BusinessUpdateInput } from '#src/features/listings/business.schema.ts';
import { site } from '#src/config/site.ts';
import { slugify } from '#src/platform/slug.ts';
import { notifyListingWaiting } from '#src/features/admin/server/notify.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { findBusinessById, insertBusiness, updateOwnedBusiness } from './owner-businesses.queries.ts';
import { setListingAttributes } from './attributes.queries.ts';
import { findPendingRevision, savePendingRevision } from '#src/features/revisions/server/revisions.queries.ts';
import type { Business, BusinessRevision, RevisionChanges } from '#src/platform/server/db/schema.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { geocodeBusinessLater } from '#src/features/places/server/geocode-jobs.ts';
import { pointChanges } from '#src/features/places/server/owner-point.ts';
import { listingReceivedEmail, revisionWaitingEmail } from './emails.ts';
import { fail, type Failure } from '#src/platform/server/failure.ts';

export interface Actor {
  id: number;
  email: string;
  firstName: string;
  role: 'user' | 'admin';
  emailVerifiedAt: Date | null;
}

const slugFor = (name: string) => slugify(name) || 'business';

/** A new listing owned by `owner`: pending, unfeatured; premium ones wait for checkout ('incomplete'). */
export function createListing(owner: Actor, input: BusinessCreateInput & { email?: string | null }, ip: string | null): Business {
  return getDb().transaction(() => {
    const business = insertBusiness({
      slug: slugFor(input.name),
      name: input.name,
      description: input.description,
      category: input.category,
      address: input.address,
      phone: input.phone,
      // The public business e-mail is only what the owner typed there, never the login e-mail.
      email: input.email ?? null,
      website: input.website,
      hours: input.hours ?? null,
      plan: input.plan,
      subscriptionType: input.plan === 'premium' ? input.subscriptionType : null,
      subscriptionStatus: input.plan === 'premium' ? 'incomplete' : null,
      ownerId: owner.id,
    });
    insertAuditEntry({
      action: 'business.created',
      actorUserId: owner.id,
      targetType: 'business',
      targetId: business.id,
      ip,
      details: { plan: input.plan },
    });
    if (input.plan === 'free')
      queueMail({
        to: owner.email,
        ...listingReceivedEmail({ businessName: business.name, claimed: false }),
      });
    notifyListingWaiting({ name: business.name, ownerEmail: owner.email, resubmitted: false });
    geocodeBusinessLater(business);
    return business;
  });
}

export type UpdateResult =
  | { ok: true; business: Business; backToReview: boolean; pendingRevision: BusinessRevision | null }
  | Failure<403 | 404>;

/**
 * Name, category and description: their changes on a LIVE listing wait for review; they decide how it appears
 * in search, filters and the directory, and where a takeover or spam would do harm. Contact details,
 * website, hours, attributes (and the premium profile) apply at once: they are the owner's own facts, change
 * often (a new phone number must not wait a day), and are audited.
 *
 * Edits a listing the actor owns. Someone else's listing answers 403 (it exists, and the public can
 * see approved ones anyway); a missing one 404. On an approved listing, changes to those three
 * become a pending revision and the approved version stays live; on a pending (or rejected) listing
 * nothing is public yet, so they apply directly and the listing waits for review as before.
 */
export function updateListing(actor: Actor, id: number, input: BusinessUpdateInput, ip: string | null): UpdateResult {
  return getDb().transaction((): UpdateResult => {
    const current = findBusinessById({ id });
    if (!current) return fail(404, 'Business not found');
    if (current.ownerId !== actor.id) return fail(403, 'You can only edit your own listings');
    return applyListingEdit(current, actor, input, ip);
  });
}

/**
 * The edit itself, by the rules above, once the caller has decided that `actor` may make it: the owner's own edit,
 * or an accepted suggestion (src/features/suggestions/server/decide.ts), which an admin may accept on any listing. Runs
 * inside the caller's transaction.
 */
export function applyListingEdit(
  current: Business,
  actor: Actor,
  input: BusinessUpdateInput,
  ip: string | null,
): Extract<UpdateResult, { ok: true }> {
  const id = current.id;
  const changes: Parameters<typeof updateOwnedBusiness>[0]['changes'] = {};
  // Description, name and category go through review (below); the premium profile fields apply at once.
  for (const key of ['address', 'phone', 'email', 'website', 'hours', 'videoUrl', 'social', 'specialHours'] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  const reviewed: RevisionChanges = {};
  if (input.name !== undefined && input.name !== current.name)
    Object.assign(reviewed, { name: input.name, slug: slugFor(input.name) });
  if (input.category !== undefined && input.category !== current.category) reviewed.category = input.category;
  if (input.description !== undefined && input.description !== current.description) reviewed.description = input.description;
  const live = current.approved;
  const point = pointChanges(current, input);
  Object.assign(point.review && live ? reviewed : changes, point.changes);
  if (!live) Object.assign(changes, reviewed);
  const pendingRevision =
    live && Object.keys(reviewed).length > 0
      ? savePendingRevision({ businessId: id, userId: actor.id, changes: reviewed })
      : (findPendingRevision({ businessId: id }) ?? null);
  // Saving a rejected listing resubmits it: it is pending again and the admins see it in the queue.
  const backToReview = !live && current.rejectedAt !== null;
  if (backToReview) Object.assign(changes, { rejectedAt: null, rejectionReason: null });
  const business = updateOwnedBusiness({ id, ownerId: current.ownerId, changes })!;
  // Attributes are the owner's facts, as the hours are: they apply at once.
  if (input.attributes !== undefined) setListingAttributes(id, input.attributes);
  insertAuditEntry({
    action: 'business.updated',
    actorUserId: actor.id,
    targetType: 'business',
    targetId: id,
    ip,
    details: {
      fields: [...Object.keys(changes), ...(input.attributes !== undefined ? ['attributes'] : [])],
      revisionFields: live ? Object.keys(reviewed) : [],
    },
  });
  if (live && Object.keys(reviewed).length > 0) notifyRevision(business, actor);
  if (backToReview) notifyListingWaiting({ name: business.name, ownerEmail: actor.email, resubmitted: true });
  if (point.geocode) geocodeBusinessLater(business);
  return { ok: true, business, backToReview, pendingRevision };
}

/** Admins hear about a revision waiting (one mail per edit that adds reviewed fields). */
function notifyRevision(business: Business, actor: Actor): void {
  queueMail({ to: site.email, ...revisionWaitingEmail({ businessName: business.name, ownerEmail: actor.email }) });
}
