/**
 * POST /api/businesses/claim {businessId} → the claimed business. Verified e-mail only (403), approved
 * unclaimed listings only: when two people claim at once exactly one wins, the other gets 409.
 */
import type { APIRoute } from 'astro';
import { claimSchema } from '@/lib/schemas/business';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, readJson } from '@/server/http/json';
import { claimListing } from '@/server/owners/businesses';
import { toOwnerBusiness } from '@/server/owners/views';
import { clientIp, limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const limited = limitRequest(context, limits.claim);
  if (limited) return limited;
  const body = await readJson(context.request, claimSchema);
  if (!body.ok) return body.response;
  const result = claimListing(auth.user, body.data.businessId, clientIp(context));
  if (!result.ok) return jsonError(result.status, result.error);
  return json(toOwnerBusiness(result.business));
};
