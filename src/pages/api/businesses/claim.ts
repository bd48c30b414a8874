/**
 * POST /api/businesses/claim {businessId, method?, evidence?, plan?, subscriptionType?} → 202 {claim}.
 * A claim never changes the listing: it waits for the code mailed to the business e-mail
 * on file (method 'email') or for an admin's review of the evidence (method 'review').
 * Verified e-mail only (403); approved, unclaimed listings only (404 / 409); one open claim per account.
 */
import type { APIRoute } from 'astro';
import { claimRequestSchema } from '#src/features/claims/claims.schema.ts';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { openClaim } from '#src/features/claims/server/claims.ts';
import { toClaimView } from '#src/features/claims/server/views.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const body = await readLimitedJson(context, limits.claim, claimRequestSchema);
  if (!body.ok) return body.response;
  const result = openClaim(auth.user, body.data, clientIp(context));
  if (!result.ok) return jsonError(result);
  return json({ claim: toClaimView(result.claim) }, { status: 202 });
};
