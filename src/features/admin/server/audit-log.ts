/**
 * The admin's audit-log tab and `GET /api/admin/audit?q=&group=&page=`: who did what to which item and
 * when, newest first, 25 a page. Bad parameters fall back to the defaults on the page and are a 400 in
 * the API (parseAuditParams tells which).
 */
import { z } from 'zod';
import {
  auditActionLabels,
  auditGroups,
  AUDIT_PAGE_SIZE,
  type AuditGroup,
  type AuditLogItem,
  type AuditLogPage,
} from '#src/features/admin/audit.ts';
import { listAuditLog, type AuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { site } from '#src/config/site.ts';
import { formatShortDate, zoneAbbreviation } from '#src/platform/format.ts';

/** A stored instant as the owner reads it: the town's date, its zone named ('Dec 01, 2027 (CST)'). */
function townDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${formatShortDate(at, site.timeZone)} (${zoneAbbreviation(at, site.timeZone)})`;
}

const paramsSchema = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  group: z
    .string()
    .default('all')
    // Own keys only: `in` would take `toString` or `__proto__` for a group.
    .refine((g): g is AuditGroup => Object.hasOwn(auditGroups, g), 'is not a known group'),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1'))
    .default(1),
});

export type AuditParams = { q: string; group: AuditGroup; page: number };

export function parseAuditParams(url: URL): { ok: true; params: AuditParams } | { ok: false; issues: z.core.$ZodIssue[] } {
  const raw = Object.fromEntries(
    ['q', 'group', 'page'].flatMap((k) => (url.searchParams.get(k) ? [[k, url.searchParams.get(k)!]] : [])),
  );
  const parsed = paramsSchema.safeParse(raw);
  return parsed.success ? { ok: true, params: parsed.data as AuditParams } : { ok: false, issues: parsed.error.issues };
}

/** A short line about what changed: the reason given, the role change, the photo. */
function detailOf(entry: AuditEntry): string | null {
  const d = entry.details ?? {};
  const parts: string[] = [];
  if (typeof d.from === 'string' && typeof d.to === 'string') parts.push(`${d.from} → ${d.to}`);
  if (typeof d.reason === 'string' && d.reason) parts.push(`Reason: ${d.reason}`);
  if (Array.isArray(d.fields) && d.fields.length) parts.push(`Fields: ${d.fields.join(', ')}`);
  if (typeof d.role === 'string' && entry.action.startsWith('photo.')) parts.push(`${d.role} photo #${String(d.photoId)}`);
  if (typeof d.cancelAt === 'string') parts.push(`Ends ${townDate(d.cancelAt)}`);
  if (typeof d.claimId === 'number') parts.push(`Claim #${d.claimId}`);
  if (entry.action === 'payment.refunded' && typeof d.amount === 'string')
    parts.push(
      `Refunded ${d.amount} (${String(d.unusedDays)} unused of ${String(d.periodDays)} days)${d.test ? ', test mode' : ''}`,
    );
  return parts.length ? parts.join(' · ') : null;
}

export function loadAuditLog({ q, group, page }: AuditParams): AuditLogPage {
  const { rows, total } = listAuditLog({
    actions: auditGroups[group].actions,
    q: q || undefined,
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  const items: AuditLogItem[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    actionLabel: auditActionLabels[r.action] ?? r.action,
    actorEmail: r.actorEmail,
    targetType: r.targetType,
    targetId: r.targetId,
    targetLabel: r.targetLabel,
    detail: detailOf(r),
  }));
  return { items, total, page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)), q, group };
}
