/** Security audit trail. Callers pass ids, e-mails and IPs only: never passwords, tokens or hashes. */
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../client';
import { auditLog } from '../schema';

export type AuditEntry = typeof auditLog.$inferSelect;

export function insertAuditEntry(entry: {
  action: string;
  actorUserId?: number | null;
  targetType?: string;
  targetId?: string | number;
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
      ip: entry.ip ?? null,
      details: entry.details ?? null,
    })
    .run();
}

export function listAuditEntries({ action, limit = 100 }: { action?: string; limit?: number } = {}): AuditEntry[] {
  const query = getDb().select().from(auditLog);
  return (action ? query.where(eq(auditLog.action, action)) : query).orderBy(desc(auditLog.id)).limit(limit).all();
}
