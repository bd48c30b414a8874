/**
 * GET /api/admin/businesses: every business, pending first (admin only). Optional `status`
 * (all|pending|approved), `q` (name or owner e-mail), `limit` (≤ 1000), `offset`; X-Total-Count.
 */
import { adminListRoute } from '@/server/admin/list-params';
import { toAdminBusiness } from '@/server/admin/views';
import { listBusinessesForAdmin } from '@/server/db/queries/admin';

export const prerender = false;

export const GET = adminListRoute(listBusinessesForAdmin, toAdminBusiness);
