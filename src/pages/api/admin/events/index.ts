/**
 * GET /api/admin/events: every event, pending first (admin only). Optional `status`
 * (all|pending|approved|rejected), `q` (title or place), `page` + `limit` or `limit` + `offset`
 * (see src/features/admin/server/list-params.ts); always X-Total-Count.
 */
import { adminListEndpoint } from '#src/features/admin/server/list-pages.ts';

export const prerender = false;

export const GET = adminListEndpoint('events');
