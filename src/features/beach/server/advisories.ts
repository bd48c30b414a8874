/**
 * Beach advisories: what an admin publishes from the state's Texas Beach Watch results, shown on /beach and in
 * GET /api/beach until it expires. The JSON endpoints and the no-JS form on /admin/beach both call these.
 */
import { alertBeachAdvisory } from '#src/features/alerts/server/beach.ts';
import type { BeachAdvisoryNow } from '#src/features/beach/beach.ts';
import { BEACH_WATCH_URL, type BeachAdvisoryInput, advisoryText } from '#src/features/beach/beach-advisory.schema.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { fail, type Outcome } from '#src/platform/server/failure.ts';
import {
  type BeachAdvisoryRow,
  deleteBeachAdvisory,
  insertBeachAdvisory,
  listActiveBeachAdvisories,
} from './advisories.queries.ts';

interface Who {
  actorId: number;
  ip: string | null;
}

const advisoryView = (row: BeachAdvisoryRow): BeachAdvisoryNow => ({
  id: row.id,
  site: row.site,
  level: row.level,
  note: row.note,
  issuedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  sampledOn: row.sampledOn,
  source: row.sourceUrl,
});

export const activeAdvisories = (now = new Date()): BeachAdvisoryNow[] => listActiveBeachAdvisories(now).map(advisoryView);

export function createAdvisory(
  input: BeachAdvisoryInput,
  who: Who,
  now = new Date(),
): Outcome<{ advisory: BeachAdvisoryNow }, 400> {
  if (input.expiresAt <= now) return fail(400, advisoryText.expired, { errors: { expiresAt: [advisoryText.expired] } });
  const row = insertBeachAdvisory({
    site: input.site,
    level: input.level,
    note: input.note,
    sampledOn: input.sampledOn,
    sourceUrl: input.sourceUrl ?? BEACH_WATCH_URL,
    expiresAt: input.expiresAt,
    createdBy: who.actorId,
  });
  insertAuditEntry({
    action: 'beach_advisory.created',
    actorUserId: who.actorId,
    targetType: 'beach_advisory',
    targetId: row.id,
    targetLabel: row.site,
    ip: who.ip,
    details: { level: row.level, expiresAt: row.expiresAt.toISOString() },
  });
  // Subscribers to the beach topic hear of it once (the alert is keyed on the site, level and expiry).
  alertBeachAdvisory({ site: row.site, level: row.level, note: row.note, expiresAt: row.expiresAt }, now);
  return { ok: true, advisory: advisoryView(row) };
}

export function removeAdvisory(id: number, who: Who): Outcome<object, 404> {
  const row = deleteBeachAdvisory(id);
  if (!row) return fail(404, advisoryText.notFound);
  insertAuditEntry({
    action: 'beach_advisory.removed',
    actorUserId: who.actorId,
    targetType: 'beach_advisory',
    targetId: id,
    targetLabel: row.site,
    ip: who.ip,
  });
  return { ok: true };
}
