/**
 * GET /api/admin/users: every account (admin only), as the spec's admin Users tab lists them, oldest
 * first. Optional `role` (all|admin|user), `q` (name or e-mail), `page` + `limit` or `limit` + `offset`
 * (see src/features/admin/server/list-params.ts); always X-Total-Count.
 */
import { adminListEndpoint } from '#src/features/admin/server/list-pages.ts';

export const prerender = false;

export const GET = adminListEndpoint('users');
