/**
 * GET /api/admin/contacts: contact messages, newest first, without their bodies (admin only). Optional
 * `status` (all|unread|read), `q` (name, e-mail or subject), `page` + `limit` or `limit` + `offset`
 * (see src/server/admin/list-params.ts); always X-Total-Count.
 */
import { adminListEndpoint } from '@/server/admin/list-pages';

export const prerender = false;

export const GET = adminListEndpoint('contacts');
