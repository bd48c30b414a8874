/**
 * The claim-code endpoints (`POST /api/claims/{id}/verify`, `/resend`): the claimant signed in (401), the
 * claim id (400), the claim-code rate limit per client (429); then the action, whose result is the claim
 * (200 {claim}) or its error status.
 */
import type { APIContext, APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError } from '@/server/http/json';
import type { ClaimResult } from '@/server/claims/claims';
import { toClaimView } from '@/server/claims/views';
import { routeId } from '@/server/owners/http';
import { limitRequest, limits } from '@/server/security/rate-limit';

type Claimant = NonNullable<App.Locals['user']>;

export function claimCodeRoute(
  act: (claim: { user: Claimant; id: number; context: APIContext }) => ClaimResult | Response | Promise<ClaimResult | Response>,
): APIRoute {
  return async (context) => {
    const auth = requireUser(context);
    if (auth instanceof Response) return auth;
    const id = routeId(context, 'claim');
    if (id instanceof Response) return id;
    const limited = limitRequest(context, limits.claimCode);
    if (limited) return limited;
    const result = await act({ user: auth.user, id, context });
    if (result instanceof Response) return result;
    if (!result.ok) return jsonError(result);
    return json({ claim: toClaimView(result.claim) });
  };
}
