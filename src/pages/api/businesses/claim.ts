/**
 * POST /api/businesses/claim {businessId, method?, evidence?, plan?, subscriptionType?} → 202 {claim}.
 * A claim never changes the listing: it waits for the code mailed to the business e-mail
 * on file (method 'email') or for an admin's review of the evidence (method 'review').
 * Verified e-mail only (403); approved, unclaimed listings only (404 / 409); one open claim per account.
 */
import type { APIRoute } from 'astro';
import { claimRequestSchema } from '@/lib/schemas/claims';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { openClaim } from '@/server/claims/claims';
import { toClaimView } from '@/server/claims/views';
import { clientIp, limits } from '@/server/security/rate-limit';

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
