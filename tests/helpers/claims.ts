/** The claim API tests' site and requests (tests/api/claims): who claims, from which address, and the mailed code. */
import type { Client, JsonResponse } from './http';
import type { SiteOptions } from './site';

/** Demo data, its own SITE_URL, TRUST_PROXY so each claimant can arrive from an address of its own, the admin signed in. */
export const claimSite = {
  demo: true,
  ownSiteUrl: true,
  env: { TRUST_PROXY: 'true' },
  signIn: ['admin'],
} satisfies SiteOptions;

export interface ClaimBody {
  claim: { id: number; businessId: number; status: string; method: string; codeSentTo: string | null };
  error: string;
}

/**
 * POST /api/businesses/claim, each call from the next address of `network` (such as '10.9.0'), as real claimants
 * arrive, so the per-address claim limit is not what a test meets.
 */
export function claimsFrom(network: string): (client: Client, body: Record<string, unknown>) => Promise<JsonResponse<ClaimBody>> {
  let next = 1;
  return (client, body) =>
    client.request<ClaimBody>('/api/businesses/claim', {
      method: 'POST',
      json: body,
      headers: { 'X-Forwarded-For': `${network}.${next++}` },
    });
}

/** The six-digit code a claim mail's subject starts with. */
export const claimCode = (subject: string): string => /^(\d{6}) is your code/.exec(subject)![1]!;
