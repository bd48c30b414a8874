/**
 * GET /api/admin/claims (admin only): every claim, pending first, with the claimant's details beside
 * the listing's. Optional `status` (all|pending|decided) and `q` (listing name or claimant e-mail).
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { requireAdmin } from '@/server/auth/guards';
import { listClaimsForAdmin } from '@/server/db/queries/claims';
import { json, jsonError } from '@/server/http/json';
import { toAdminClaim } from '@/server/owners/claim-views';

export const prerender = false;

const params = z.object({
  status: z.enum(['all', 'pending', 'decided']).default('all'),
  q: z.string().max(200).optional(),
});

export const GET: APIRoute = (context) => {
  const auth = requireAdmin(context);
  if (auth instanceof Response) return auth;
  const parsed = params.safeParse({
    status: context.url.searchParams.get('status') ?? undefined,
    q: context.url.searchParams.get('q') ?? undefined,
  });
  if (!parsed.success) return jsonError(400, 'Invalid query parameter status: must be all, pending or decided');
  return json(listClaimsForAdmin(parsed.data).map(toAdminClaim));
};
