/**
 * Owner use cases for listings: create (always pending), edit one's own (name or category changes
 * send it back to review). Claims live in ./claims.ts.
 */
import type { BusinessCreateInput, BusinessUpdateInput } from '@/lib/schemas/business';
import { slugify } from '@/lib/slug';
import { getDb } from '@/server/db/client';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { findBusinessById, insertBusiness, updateOwnedBusiness } from '@/server/db/queries/owner-businesses';
import type { Business } from '@/server/db/schema';
import { queueMail } from '@/server/mail';
import { listingReceivedEmail } from './emails';

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
      // The public business e-mail is only what the owner typed there (DESIGN §2.15), never the login e-mail.
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
        ...listingReceivedEmail({ firstName: owner.firstName, businessName: business.name, claimed: false }),
      });
    return business;
  });
}

export type UpdateResult = { ok: true; business: Business; backToReview: boolean } | { ok: false; status: 403 | 404 };

/**
 * Edits a listing the actor owns. Someone else's listing answers 403 (it exists, and the public can
 * see approved ones anyway); a missing one 404. Renaming or re-categorising needs a fresh review.
 */
export function updateListing(actor: Actor, id: number, input: BusinessUpdateInput, ip: string | null): UpdateResult {
  return getDb().transaction((): UpdateResult => {
    const current = findBusinessById({ id });
    if (!current) return { ok: false, status: 404 };
    if (current.ownerId !== actor.id) return { ok: false, status: 403 };
    const changes: Parameters<typeof updateOwnedBusiness>[0]['changes'] = {};
    for (const key of ['description', 'address', 'phone', 'email', 'website', 'hours'] as const) {
      if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
    }
    const renamed = input.name !== undefined && input.name !== current.name;
    const recategorised = input.category !== undefined && input.category !== current.category;
    if (renamed) Object.assign(changes, { name: input.name, slug: slugFor(input.name!) });
    if (recategorised) changes.category = input.category;
    const backToReview = (renamed || recategorised) && current.approved;
    if (backToReview) changes.approved = false;
    const business = updateOwnedBusiness({ id, ownerId: actor.id, changes })!;
    insertAuditEntry({
      action: 'business.updated',
      actorUserId: actor.id,
      targetType: 'business',
      targetId: id,
      ip,
      details: { fields: Object.keys(changes), backToReview },
    });
    return { ok: true, business, backToReview };
  });
}
