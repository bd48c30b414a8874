/**
 * The claim-code endpoints (`POST /api/claims/{id}/verify`, `/resend`): the claimant signed in (401), the
 * claim id (400), the claim-code rate limit per client (429); then the action, whose result is the claim
 * (200 {claim}) or its error status.
 */
import type { APIContext, APIRoute } from 'astro';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import type { ClaimResult } from './claims.ts';
import { toClaimView } from './views.ts';
import { routeId } from '#src/platform/server/http/route-id.ts';
import { limitRequest, limits } from '#src/platform/server/security/rate-limit.ts';

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
