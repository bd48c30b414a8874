/** Moderation queries for /admin: every row whatever its state, pending ones first. */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import { anyContains, type ListPage, type PageOptions } from '#src/platform/server/db/like.queries.ts';
import { businesses, events, newsletterSubscribers, users, type Business, type Event } from '#src/platform/server/db/schema.ts';

export type AdminStatusFilter = 'all' | 'pending' | 'approved' | 'rejected';

/** The moderation status (pending, approved, rejected) as SQL over (approved, rejected_at). */
function statusWhere(table: typeof businesses | typeof events, status: AdminStatusFilter) {
  if (status === 'approved') return eq(table.approved, true);
  if (status === 'pending') return and(eq(table.approved, false), isNull(table.rejectedAt));
  if (status === 'rejected') return and(eq(table.approved, false), isNotNull(table.rejectedAt));
  return undefined;
}

/** Pending first, then rejected, then approved. */
const queueOrder = (table: typeof businesses | typeof events) =>
  sql`case when ${table.approved} then 2 when ${table.rejectedAt} is null then 0 else 1 end`;

export interface AdminBusinessRow extends Business {
  ownerEmail: string | null;
}

interface AdminListOptions extends PageOptions {
  status?: AdminStatusFilter;
}

/** The status filter and, when `q` has text, a match of it in any of `searched`. */
function moderationWhere(
  table: typeof businesses | typeof events,
  { status = 'all', q }: AdminListOptions,
  searched: SQLWrapper[],
) {
  return and(statusWhere(table, status), anyContains(q, searched));
}

/** `q` matches the business's name or its owner's e-mail. */
export function listBusinessesForAdmin(options: AdminListOptions = {}): ListPage<AdminBusinessRow> {
  const { limit = 500, offset = 0 } = options;
  const db = getDb();
  const where = moderationWhere(businesses, options, [businesses.name, users.email]);
  const rows = db
    .select({ business: businesses, ownerEmail: users.email })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerId))
    .where(where)
    .orderBy(queueOrder(businesses), desc(businesses.createdAt), desc(businesses.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db.select({ n: count() }).from(businesses).leftJoin(users, eq(users.id, businesses.ownerId)).where(where).get()?.n ?? 0;
  return { items: rows.map((r) => ({ ...r.business, ownerEmail: r.ownerEmail })), total };
}

/** `q` matches the event's title or place. */
export function listEventsForAdmin(options: AdminListOptions = {}): ListPage<Event> {
  const { limit = 500, offset = 0 } = options;
  const db = getDb();
  const where = moderationWhere(events, options, [events.title, events.location]);
  const items = db
    .select()
    .from(events)
    .where(where)
    .orderBy(queueOrder(events), asc(events.startDate), asc(events.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(events).where(where).get()?.n ?? 0;
  return { items, total };
}

export function countPendingBusinesses(): number {
  return getDb().select({ n: count() }).from(businesses).where(statusWhere(businesses, 'pending')).get()?.n ?? 0;
}

export function countPendingEvents(): number {
  return getDb().select({ n: count() }).from(events).where(statusWhere(events, 'pending')).get()?.n ?? 0;
}

/** An admin's decision on one listing or event. */
interface ApprovalDecision {
  id: number;
  approved: boolean;
  reason?: string | null;
}

/** What a decision writes: approval clears any rejection; a rejection keeps its time and reason. */
function decision(approved: boolean, reason: string | null | undefined) {
  return approved
    ? { approved, rejectedAt: null, rejectionReason: null, updatedAt: new Date() }
    : { approved, rejectedAt: new Date(), rejectionReason: reason ?? null, updatedAt: new Date() };
}

export function setBusinessApproval({ id, approved, reason }: ApprovalDecision): Business | undefined {
  // Approving is the admin's review of the listing as it stands, its business e-mail included: that
  // address becomes the one claim codes go to. Owners' later e-mail edits leave it alone.
  const reviewed = approved ? { claimEmail: sql`${businesses.email}` } : {};
  return getDb()
    .update(businesses)
    .set({ ...decision(approved, reason), ...reviewed })
    .where(eq(businesses.id, id))
    .returning()
    .get();
}

export function setBusinessFeatured({ id, featured }: { id: number; featured: boolean }): Business | undefined {
  return getDb().update(businesses).set({ featured, updatedAt: new Date() }).where(eq(businesses.id, id)).returning().get();
}

/**
 * Removes the owner; undefined when the business does not exist or had no owner. The claim address
 * goes too: whoever held the listing may have set it, or proven control of it when
 * claiming, so later claims wait for an admin's review.
 */
export function clearBusinessOwner({ id }: { id: number }): Business | undefined {
  return getDb()
    .update(businesses)
    .set({ ownerId: null, claimedAt: null, claimEmail: null, updatedAt: new Date() })
    .where(and(eq(businesses.id, id), isNotNull(businesses.ownerId)))
    .returning()
    .get();
}

export function deleteBusiness({ id }: { id: number }): Business | undefined {
  return getDb().delete(businesses).where(eq(businesses.id, id)).returning().get();
}

export function findEventById({ id }: { id: number }): Event | undefined {
  return getDb().select().from(events).where(eq(events.id, id)).get();
}

export function setEventApproval({ id, approved, reason }: ApprovalDecision): Event | undefined {
  return getDb().update(events).set(decision(approved, reason)).where(eq(events.id, id)).returning().get();
}

export function deleteEvent({ id }: { id: number }): Event | undefined {
  return getDb().delete(events).where(eq(events.id, id)).returning().get();
}

/** Every business for the CSV export, in id order, streamed in pages so 100,000 rows stay cheap. */
export function* iterateAllBusinesses({ pageSize = 1000 }: { pageSize?: number } = {}): Generator<AdminBusinessRow> {
  let lastId = 0;
  for (;;) {
    const page = getDb()
      .select({ business: businesses, ownerEmail: users.email })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.ownerId))
      .where(sql`${businesses.id} > ${lastId}`)
      .orderBy(asc(businesses.id))
      .limit(pageSize)
      .all();
    for (const r of page) yield { ...r.business, ownerEmail: r.ownerEmail };
    if (page.length < pageSize) return;
    lastId = page[page.length - 1]!.business.id;
  }
}

/** Subscribers who have not unsubscribed, oldest first. */
export function listActiveNewsletterSubscribers(): { email: string; createdAt: Date }[] {
  return getDb()
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.id))
    .all();
}
