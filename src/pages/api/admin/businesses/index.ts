/**
 * GET /api/admin/businesses: every business, pending first (admin only). Optional `status`
 * (all|pending|approved|rejected), `q` (name or owner e-mail), `page` + `limit` (20 a page, X-Page,
 * X-Total-Pages, Link) or `limit` (≤ 1000, default 500) + `offset`; always X-Total-Count.
 */
import { adminListEndpoint } from '#src/features/admin/server/list-pages.ts';

export const prerender = false;

export const GET = adminListEndpoint('businesses');
