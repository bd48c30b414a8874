/** GET /api/admin/events: every event, pending first (admin only). Optional `status`, `limit`, `offset`; X-Total-Count. */
import { adminListRoute } from '@/server/admin/list-params';
import { toAdminEvent } from '@/server/admin/views';
import { listEventsForAdmin } from '@/server/db/queries/admin';

export const prerender = false;

export const GET = adminListRoute(listEventsForAdmin, toAdminEvent);
