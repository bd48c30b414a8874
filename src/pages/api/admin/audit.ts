/** GET /api/admin/audit?q=&group=&page= (admin only): one page of the admin audit log, newest first. */
import type { APIRoute } from 'astro';
import { loadAuditLog, parseAuditParams } from '#src/features/admin/server/audit-log.ts';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { fieldErrors, json, jsonError } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const parsed = parseAuditParams(context.url);
  if (!parsed.ok) {
    const errors = fieldErrors(parsed.issues);
    const [field, messages] = Object.entries(errors)[0]!;
    return jsonError(400, `Invalid query parameter ${field}: ${messages[0]}`, errors);
  }
  return json(loadAuditLog(parsed.params));
};
