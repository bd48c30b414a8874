/**
 * Admin moderation: approve/reject (rejecting sets approved back to false), feature,
 * revoke a claim, delete spam. Every change is audited; owners hear about decisions by e-mail.
 */
import { startPaidPeriodAtApproval } from '#src/features/payments/server/period-at-approval.ts';
import { endSubscriptionBeforeDelete } from '#src/features/payments/server/listing-deletion.ts';
import { getDb } from '#src/platform/server/db/client.ts';
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
} from './admin.queries.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { listEventPhotos } from '#src/features/photos/server/event-photos.queries.ts';
import { releaseFiles } from '#src/features/photos/server/service.ts';
import { voidCheckoutsOnOwnerChange } from '#src/features/payments/server/owner-change.ts';
import { markRevokedOwner, revokeApprovedClaims } from '#src/features/claims/server/claims.queries.ts';
import { resetContactsOnRevoke } from '#src/features/claims/server/revocation.ts';
import {
  countContactMessages,
  deleteContactMessage,
  findContactMessage,
  markContactMessageRead,
} from '#src/features/contact/server/contact.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { countUsers, findUserById } from '#src/features/accounts/server/users.queries.ts';
import type { Business, ContactMessage, Event } from '#src/platform/server/db/schema.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { eventDecisionEmail, listingDecisionEmail } from '#src/features/listings/server/emails.ts';
import type { Outcome } from '#src/platform/server/failure.ts';

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

/** Writes what an admin did to one item to the audit log. */
function audit(who: Audit, action: string, targetType: string, targetId: number, details?: Record<string, unknown>): void {
  insertAuditEntry({ action, actorUserId: who.actorId, targetType, targetId, ip: who.ip, details });
}

function notifyOwner(ownerId: number | null, build: () => { subject: string; text: string; html: string }) {
  const owner = ownerId === null ? undefined : findUserById({ id: ownerId });
  if (owner) queueMail({ to: owner.email, ...build() });
}

export interface Decision {
  approved: boolean;
  reason: string | null;
  /** Set when the listing's plan was just cancelled and refunded (src/features/payments/server/refund.ts): the e-mail says so. */
  refundParagraphs?: string[];
}

/** A business or an event as a decision sees it. */
interface Moderated {
  ownerId: number | null;
  approved: boolean;
  rejectedAt: Date | null;
  rejectionReason: string | null;
}

/** What differs between deciding on a business and on an event. */
interface Moderation<Row extends Moderated> {
  kind: 'business' | 'event';
  find: (query: { id: number }) => Row | undefined;
  set: (change: { id: number; approved: boolean; reason: string | null }) => Row | undefined;
  /** What the audit log keeps of a rejected item (its name survives the item's deletion). */
  named: (row: Row) => Record<string, string>;
  email: (row: Row, decision: Decision) => { subject: string; text: string; html: string };
  /** Runs in the decision's transaction when an item is approved, with the row as it was before. */
  approving?: (before: Row) => void;
}

/**
 * Approves, or rejects with a reason (pending → rejected; approved → unpublished, which
 * is a rejection too, so the owner never sees "Pending" for a listing an admin turned down). The owner
 * is mailed when the status changes or a new reason is given. Undefined: no such item.
 */
function decide<Row extends Moderated>(m: Moderation<Row>, id: number, decision: Decision, who: Audit): Row | undefined {
  const { approved, reason } = decision;
  return getDb().transaction(() => {
    const before = m.find({ id });
    if (!before) return undefined;
    // A refund just made is news for the owner even when the listing was rejected already.
    if (sameDecision(before, approved, reason) && !decision.refundParagraphs) return before;
    if (approved) m.approving?.(before);
    const after = m.set({ id, approved, reason })!;
    audit(
      who,
      `${m.kind}.${approved ? 'approved' : before.approved ? 'unpublished' : 'rejected'}`,
      m.kind,
      id,
      approved ? undefined : { ...m.named(after), reason },
    );
    notifyOwner(after.ownerId, () => m.email(after, decision));
    return after;
  });
}

const businessModeration: Moderation<Business> = {
  kind: 'business',
  find: findBusinessById,
  set: setBusinessApproval,
  named: (business) => ({ name: business.name }),
  email: (business, { approved, reason, refundParagraphs }) =>
    listingDecisionEmail({ business, approved, reason, refundParagraphs }),
  // A plan paid while in review starts its period now, when the listing first goes live.
  approving: (before) => startPaidPeriodAtApproval(before),
};

const eventModeration: Moderation<Event> = {
  kind: 'event',
  find: findEventById,
  set: setEventApproval,
  named: (event) => ({ title: event.title }),
  email: (event, { approved, reason }) => eventDecisionEmail({ event, approved, reason }),
};

export const decideBusiness = (id: number, decision: Decision, who: Audit): Business | undefined =>
  decide(businessModeration, id, decision, who);

export const decideEvent = (id: number, decision: Decision, who: Audit): Event | undefined =>
  decide(eventModeration, id, decision, who);

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
    if (after) audit(who, featured ? 'business.featured' : 'business.unfeatured', 'business', id);
    return after;
  });
}

export type RevokeResult = Outcome<{ business: Business }, 404 | 409>;

export function revokeClaim(id: number, who: Audit): RevokeResult {
  return getDb().transaction((): RevokeResult => {
    const before = findBusinessById({ id });
    if (!before) return { ok: false, status: 404, error: 'Business not found' };
    if (!clearBusinessOwner({ id }) || before.ownerId === null)
      return { ok: false, status: 409, error: 'This business has no owner' };
    // The e-mail, phone and website the removed owner may have set leave with them.
    const contacts = resetContactsOnRevoke(before, before.ownerId);
    revokeApprovedClaims({ businessId: id });
    // The removed owner cannot claim it back with a code; only an admin's review can.
    markRevokedOwner({ businessId: id, userId: before.ownerId });
    voidCheckoutsOnOwnerChange(id);
    audit(who, 'business.claim_revoked', 'business', id, { previousOwnerId: before.ownerId, contacts });
    return { ok: true, business: findBusinessById({ id })! };
  });
}

/**
 * Deletes a listing for good. Its premium subscription is canceled at Stripe first: throws
 * PaymentError (502) and deletes nothing when Stripe refuses.
 */
export async function deleteBusinessListing(id: number, who: Audit): Promise<boolean> {
  await endSubscriptionBeforeDelete({ businessId: id, actorUserId: who.actorId });
  return getDb().transaction(() => {
    const gone = deleteBusiness({ id });
    if (gone) audit(who, 'business.deleted', 'business', id, { name: gone.name });
    return !!gone;
  });
}

export function removeEvent(id: number, who: Audit): boolean {
  const photos = listEventPhotos({ eventId: id });
  const removed = getDb().transaction(() => {
    const gone = deleteEvent({ id });
    if (gone) audit(who, 'event.deleted', 'event', id, { title: gone.title });
    return !!gone;
  });
  // The image rows went with the event (cascade); their files go too, unless another row uses them.
  if (removed && photos.length > 0) void releaseFiles(photos);
  return removed;
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
    if (ok) audit(who, 'contact.deleted', 'contact_message', id);
    return ok;
  });
}
