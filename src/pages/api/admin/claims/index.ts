/**
 * GET /api/admin/claims (admin only): every claim, pending first, with the claimant's details beside
 * the listing's. Optional `status` (all|pending|decided), `q` (listing name or claimant e-mail),
 * `page` + `limit` or `limit` + `offset` (see src/features/admin/server/list-params.ts); always X-Total-Count.
 */
import { adminListEndpoint } from '#src/features/admin/server/list-pages.ts';

export const prerender = false;

export const GET = adminListEndpoint('claims');
