/**
 * GET /api/admin/events: every event, pending first (admin only). Optional `status`
 * (all|pending|approved|rejected), `q` (title or place), `page` + `limit` or `limit` + `offset`
 * (see src/server/admin/list-params.ts); always X-Total-Count.
 */
import { adminListEndpoint } from '@/server/admin/list-pages';

export const prerender = false;

export const GET = adminListEndpoint('events');
