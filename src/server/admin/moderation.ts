/**
 * Admin moderation: approve/reject (spec §4: rejecting sets approved back to false), feature,
 * revoke a claim, delete spam. Every change is audited; owners hear about decisions by e-mail.
 */
import { endSubscriptionBeforeDelete } from '@/server/payments/listing-deletion';
import { getDb } from '@/server/db/client';
import {
  clearBusinessOwner,
  countPendingBusinesses,
  countPendingEvents,
  deleteBusiness,
  deleteEvent,
  findEventById,
  setBusinessApproval,
  setBusinessFeatured,
  setEventApproval,
} from '@/server/db/queries/admin';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { voidCheckoutsOnOwnerChange } from '@/server/payments/owner-change';
import { revokeApprovedClaims } from '@/server/db/queries/claims';
import {
  countContactMessages,
  deleteContactMessage,
  findContactMessage,
  markContactMessageRead,
} from '@/server/db/queries/contact';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import { countUsers, findUserById } from '@/server/db/queries/users';
import type { Business, ContactMessage, Event } from '@/server/db/schema';
import { queueMail } from '@/server/mail';
import { eventDecisionEmail, listingDecisionEmail } from '@/server/owners/emails';

export interface AdminCounts {
  totalUsers: number;
  pendingBusinesses: number;
  pendingEvents: number;
  contactMessages: number;
}

export function adminCounts(): AdminCounts {
  return {
    totalUsers: countUsers(),
    pendingBusinesses: countPendingBusinesses(),
    pendingEvents: countPendingEvents(),
    contactMessages: countContactMessages(),
  };
}

type Audit = { actorId: number; ip: string | null };

function notifyOwner(ownerId: number | null, build: (firstName: string) => { subject: string; text: string; html: string }) {
  const owner = ownerId === null ? undefined : findUserById({ id: ownerId });
  if (owner) queueMail({ to: owner.email, ...build(owner.firstName) });
}

export interface Decision {
  approved: boolean;
  reason: string | null;
}

/**
 * Approves, or rejects with a reason (DESIGN §2.17: pending → rejected; approved → unpublished, which
 * is a rejection too, so the owner never sees "Pending" for a listing an admin turned down). The owner
 * is mailed when the status changes or a new reason is given. Undefined: no such business.
 */
export function decideBusiness(id: number, { approved, reason }: Decision, who: Audit): Business | undefined {
  return getDb().transaction(() => {
    const before = findBusinessById({ id });
    if (!before) return undefined;
    if (sameDecision(before, approved, reason)) return before;
    const after = setBusinessApproval({ id, approved, reason })!;
    insertAuditEntry({
      action: approved ? 'business.approved' : before.approved ? 'business.unpublished' : 'business.rejected',
      actorUserId: who.actorId,
      targetType: 'business',
      targetId: id,
      ip: who.ip,
      details: approved ? undefined : { name: after.name, reason },
    });
    notifyOwner(after.ownerId, (firstName) => listingDecisionEmail({ firstName, business: after, approved, reason }));
    return after;
  });
}

export function decideEvent(id: number, { approved, reason }: Decision, who: Audit): Event | undefined {
  return getDb().transaction(() => {
    const before = findEventById({ id });
    if (!before) return undefined;
    if (sameDecision(before, approved, reason)) return before;
    const after = setEventApproval({ id, approved, reason })!;
    insertAuditEntry({
      action: approved ? 'event.approved' : before.approved ? 'event.unpublished' : 'event.rejected',
      actorUserId: who.actorId,
      targetType: 'event',
      targetId: id,
      ip: who.ip,
      details: approved ? undefined : { title: after.title, reason },
    });
    notifyOwner(after.ownerId, (firstName) => eventDecisionEmail({ firstName, event: after, approved, reason }));
    return after;
  });
}

/** Repeating a decision changes nothing and mails nobody (a double click, a retried request). */
function sameDecision(
  row: { approved: boolean; rejectedAt: Date | null; rejectionReason: string | null },
  approved: boolean,
  reason: string | null,
): boolean {
  if (approved) return row.approved;
  return row.rejectedAt !== null && !row.approved && (reason === null || reason === row.rejectionReason);
}

export function featureBusiness(id: number, featured: boolean, who: Audit): Business | undefined {
  return getDb().transaction(() => {
    const after = setBusinessFeatured({ id, featured });
    if (after)
      insertAuditEntry({
        action: featured ? 'business.featured' : 'business.unfeatured',
        actorUserId: who.actorId,
        targetType: 'business',
        targetId: id,
        ip: who.ip,
      });
    return after;
  });
}

export type RevokeResult = { ok: true; business: Business } | { ok: false; status: 404 | 409; error: string };

export function revokeClaim(id: number, who: Audit): RevokeResult {
  return getDb().transaction((): RevokeResult => {
    const before = findBusinessById({ id });
    if (!before) return { ok: false, status: 404, error: 'Business not found' };
    const after = clearBusinessOwner({ id });
    if (!after) return { ok: false, status: 409, error: 'This business has no owner' };
    revokeApprovedClaims({ businessId: id });
    voidCheckoutsOnOwnerChange(id);
    insertAuditEntry({
      action: 'business.claim_revoked',
      actorUserId: who.actorId,
      targetType: 'business',
      targetId: id,
      ip: who.ip,
      details: { previousOwnerId: before.ownerId },
    });
    return { ok: true, business: after };
  });
}

/**
 * Deletes a listing for good. Its premium subscription is canceled at Stripe first (issue 14): throws
 * PaymentError (502) and deletes nothing when Stripe refuses.
 */
export async function deleteBusinessListing(id: number, who: Audit): Promise<boolean> {
  await endSubscriptionBeforeDelete({ businessId: id, actorUserId: who.actorId });
  return getDb().transaction(() => {
    const gone = deleteBusiness({ id });
    if (gone)
      insertAuditEntry({
        action: 'business.deleted',
        actorUserId: who.actorId,
        targetType: 'business',
        targetId: id,
        ip: who.ip,
        details: { name: gone.name },
      });
    return !!gone;
  });
}

export function removeEvent(id: number, who: Audit): boolean {
  return getDb().transaction(() => {
    const gone = deleteEvent({ id });
    if (gone)
      insertAuditEntry({
        action: 'event.deleted',
        actorUserId: who.actorId,
        targetType: 'event',
        targetId: id,
        ip: who.ip,
        details: { title: gone.title },
      });
    return !!gone;
  });
}

/** The full message (the list shows no body); reading it marks it read. */
export function readContactMessage(id: number): ContactMessage | undefined {
  const message = findContactMessage({ id });
  if (message && !message.readAt) markContactMessageRead({ id });
  return message;
}

export function removeContactMessage(id: number, who: Audit): boolean {
  return getDb().transaction(() => {
    const ok = deleteContactMessage({ id });
    if (ok)
      insertAuditEntry({
        action: 'contact.deleted',
        actorUserId: who.actorId,
        targetType: 'contact_message',
        targetId: id,
        ip: who.ip,
      });
    return ok;
  });
}
