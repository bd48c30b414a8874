/** Security and admin audit trail. Callers pass ids, e-mails and IPs only: never passwords, tokens or hashes. */
import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from './client.ts';
// The admin's search words may hold % or _: matched literally.
import { containing } from './like.queries.ts';
import { auditLog, businesses, claims, contactMessages, events, users } from './schema.ts';

export type AuditEntry = typeof auditLog.$inferSelect;

/** The item's name now, so the entry still says which item it was after the item is deleted. */
function currentLabel(targetType: string | undefined, id: number): string | null {
  const db = getDb();
  switch (targetType) {
    case 'business':
      return db.select({ v: businesses.name }).from(businesses).where(eq(businesses.id, id)).get()?.v ?? null;
    case 'event':
      return db.select({ v: events.title }).from(events).where(eq(events.id, id)).get()?.v ?? null;
    case 'user':
      return db.select({ v: users.email }).from(users).where(eq(users.id, id)).get()?.v ?? null;
    case 'claim':
      return (
        db
          .select({ v: businesses.name })
          .from(claims)
          .innerJoin(businesses, eq(businesses.id, claims.businessId))
          .where(eq(claims.id, id))
          .get()?.v ?? null
      );
    case 'contact_message':
      return db.select({ v: contactMessages.subject }).from(contactMessages).where(eq(contactMessages.id, id)).get()?.v ?? null;
    default:
      return null;
  }
}

function labelOf(entry: { targetType?: string; targetId?: string | number; details?: Record<string, unknown> }): string | null {
  const named = entry.details?.name ?? entry.details?.title;
  if (typeof named === 'string') return named;
  const id = Number(entry.targetId);
  return Number.isSafeInteger(id) ? currentLabel(entry.targetType, id) : null;
}

export function insertAuditEntry(entry: {
  action: string;
  actorUserId?: number | null;
  targetType?: string;
  targetId?: string | number;
  targetLabel?: string;
  ip?: string | null;
  details?: Record<string, unknown>;
}): void {
  getDb()
    .insert(auditLog)
    .values({
      action: entry.action,
      actorUserId: entry.actorUserId ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      targetLabel: entry.targetLabel ?? labelOf(entry),
      ip: entry.ip ?? null,
      details: entry.details ?? null,
    })
    .run();
}

export function listAuditEntries({ action, limit = 100 }: { action?: string; limit?: number } = {}): AuditEntry[] {
  const query = getDb().select().from(auditLog);
  return (action ? query.where(eq(auditLog.action, action)) : query).orderBy(desc(auditLog.id)).limit(limit).all();
}

/**
 * One page of the admin's audit log, newest first: entries whose action is in `actions`, and when `q`
 * is given, whose actor e-mail, item name, item id or details contain it (any case).
 */
export function listAuditLog({
  actions,
  q,
  limit,
  offset,
}: {
  actions: readonly string[];
  q?: string;
  limit: number;
  offset: number;
}): { rows: (AuditEntry & { actorEmail: string | null })[]; total: number } {
  const conditions: (SQL | undefined)[] = [inArray(auditLog.action, [...actions])];
  if (q) {
    const pattern = containing(q.toLowerCase());
    conditions.push(
      or(
        sql`lower(${users.email}) like ${pattern} escape '\\'`,
        sql`lower(${auditLog.targetLabel}) like ${pattern} escape '\\'`,
        sql`lower(${auditLog.details}) like ${pattern} escape '\\'`,
        like(auditLog.targetId, q),
      ),
    );
  }
  const where = and(...conditions);
  const db = getDb();
  const rows = db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where).get()?.n ?? 0;
  return { rows: rows.map((r) => ({ ...r.entry, actorEmail: r.actorEmail })), total };
}
