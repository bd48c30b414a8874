/**
 * GET /api/admin/users: every account (admin only), as the spec's admin Users tab lists them, oldest
 * first. Optional `role` (all|admin|user), `q` (name or e-mail), `page` + `limit` or `limit` + `offset`
 * (see src/server/admin/list-params.ts); always X-Total-Count.
 */
import { adminListEndpoint } from '@/server/admin/list-pages';

export const prerender = false;

export const GET = adminListEndpoint('users');
