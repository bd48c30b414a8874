/**
 * GET /api/admin/claims (admin only): every claim, pending first, with the claimant's details beside
 * the listing's. Optional `status` (all|pending|decided), `q` (listing name or claimant e-mail),
 * `page` + `limit` or `limit` + `offset` (see src/server/admin/list-params.ts); always X-Total-Count.
 */
import { adminListEndpoint } from '@/server/admin/list-pages';

export const prerender = false;

export const GET = adminListEndpoint('claims');
