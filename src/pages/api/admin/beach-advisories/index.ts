/**
 * POST /api/admin/beach-advisories {site, level: "advisory"|"closed", note?, expiresAt, sampledOn?, sourceUrl?}
 * (admin only) → 201 {advisory}. Shown on /beach and in GET /api/beach until `expiresAt`.
 */
import type { APIRoute } from 'astro';
import { site } from '#src/config/site.ts';
import { requireAdmin } from '#src/features/accounts/server/guards.ts';
import { beachAdvisorySchema } from '#src/features/beach/beach-advisory.schema.ts';
import { createAdvisory } from '#src/features/beach/server/advisories.ts';
import { json, jsonError, readJson } from '#src/platform/server/http/json.ts';
import { auditOf } from '#src/platform/server/http/route-id.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const body = await readJson(context.request, beachAdvisorySchema(site.timeZone));
  if (!body.ok) return body.response;
  const result = createAdvisory(body.data, auditOf(context, auth.user.id));
  if (!result.ok) return jsonError(result);
  return json({ advisory: result.advisory }, { status: 201 });
};
