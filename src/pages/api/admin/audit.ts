/** GET /api/admin/audit?q=&group=&page= (admin only): one page of the admin audit log, newest first. */
import type { APIRoute } from 'astro';
import { loadAuditLog, parseAuditParams } from '@/server/admin/audit-log';
import { requireAdmin } from '@/server/auth/guards';
import { fieldErrors, json, jsonError } from '@/server/http/json';

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
