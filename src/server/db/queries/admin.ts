/** Moderation queries for /admin: every row whatever its state, pending ones first. */
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '../client';
import { businesses, events, newsletterSubscribers, users, type Business, type Event } from '../schema';

export type AdminStatusFilter = 'all' | 'pending' | 'approved';

export interface AdminBusinessRow extends Business {
  ownerEmail: string | null;
}

function businessWhere({ status, q }: { status: AdminStatusFilter; q?: string }) {
  const byStatus =
    status === 'pending' ? eq(businesses.approved, false) : status === 'approved' ? eq(businesses.approved, true) : undefined;
  const term = q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const byText = term
    ? or(sql`${businesses.name} like ${term} escape '\\'`, sql`${users.email} like ${term} escape '\\'`)
    : undefined;
  return and(byStatus, byText);
}

export function listBusinessesForAdmin({
  status = 'all',
  q,
  limit = 500,
  offset = 0,
}: { status?: AdminStatusFilter; q?: string; limit?: number; offset?: number } = {}): {
  items: AdminBusinessRow[];
  total: number;
} {
  const db = getDb();
  const where = businessWhere({ status, q });
  const rows = db
    .select({ business: businesses, ownerEmail: users.email })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerId))
    .where(where)
    .orderBy(asc(businesses.approved), desc(businesses.createdAt), desc(businesses.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db.select({ n: count() }).from(businesses).leftJoin(users, eq(users.id, businesses.ownerId)).where(where).get()?.n ?? 0;
  return { items: rows.map((r) => ({ ...r.business, ownerEmail: r.ownerEmail })), total };
}

export function listEventsForAdmin({
  status = 'all',
  limit = 500,
  offset = 0,
}: { status?: AdminStatusFilter; limit?: number; offset?: number } = {}): {
  items: Event[];
  total: number;
} {
  const db = getDb();
  const where = status === 'pending' ? eq(events.approved, false) : status === 'approved' ? eq(events.approved, true) : undefined;
  const items = db
    .select()
    .from(events)
    .where(where)
    .orderBy(asc(events.approved), asc(events.startDate), asc(events.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(events).where(where).get()?.n ?? 0;
  return { items, total };
}

export function countPendingBusinesses(): number {
  return getDb().select({ n: count() }).from(businesses).where(eq(businesses.approved, false)).get()?.n ?? 0;
}

export function countPendingEvents(): number {
  return getDb().select({ n: count() }).from(events).where(eq(events.approved, false)).get()?.n ?? 0;
}

export function setBusinessApproval({ id, approved }: { id: number; approved: boolean }): Business | undefined {
  return getDb().update(businesses).set({ approved, updatedAt: new Date() }).where(eq(businesses.id, id)).returning().get();
}

export function setBusinessFeatured({ id, featured }: { id: number; featured: boolean }): Business | undefined {
  return getDb().update(businesses).set({ featured, updatedAt: new Date() }).where(eq(businesses.id, id)).returning().get();
}

/** Removes the owner; undefined when the business does not exist or had no owner. */
export function clearBusinessOwner({ id }: { id: number }): Business | undefined {
  return getDb()
    .update(businesses)
    .set({ ownerId: null, claimedAt: null, updatedAt: new Date() })
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

export function setEventApproval({ id, approved }: { id: number; approved: boolean }): Event | undefined {
  return getDb().update(events).set({ approved, updatedAt: new Date() }).where(eq(events.id, id)).returning().get();
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
